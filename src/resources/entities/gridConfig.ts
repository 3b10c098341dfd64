import { ROUTES } from '../../../common/routes'

/** The types the untyped grid (and 'All') leaves out (spec 2 §7). */
export const UNTYPED_EXCLUSIONS = ['Brief', 'none', 'Statistic Entity'] as const

/** One entity grid: its resource (route without the slash), the type it lists, whether it creates. */
export interface EntityGridConfig {
  resource: string
  /** the entity type listed; undefined lists every type but the exclusions */
  type?: string
  /** the create button's type: a type, 'Entity' (any template), or none (untyped mode) */
  creates?: string
  titleKey: string
}

const resourceOf = (route: string) => route.slice(1)

export const ENTITY_GRIDS: readonly EntityGridConfig[] = [
  { resource: resourceOf(ROUTES.entities), creates: 'Entity', titleKey: 'all' },
  { resource: resourceOf(ROUTES.entitiesActors), type: 'Actor', creates: 'Actor', titleKey: 'Actor' },
  { resource: resourceOf(ROUTES.entitiesPlots), type: 'Plot', creates: 'Plot', titleKey: 'Plot' },
  { resource: resourceOf(ROUTES.entitiesContexts), type: 'Context', creates: 'Context', titleKey: 'Context' },
  { resource: resourceOf(ROUTES.entitiesBriefs), type: 'Brief', creates: 'Brief', titleKey: 'Brief' },
  {
    resource: resourceOf(ROUTES.statEntities),
    type: 'Statistic Entity',
    creates: 'Entity',
    titleKey: 'Statistic Entity',
  },
  { resource: resourceOf(ROUTES.untypedEntities), titleKey: 'untyped' },
  { resource: resourceOf(ROUTES.adminUntypedEntities), titleKey: 'untyped' },
]

/**
 * The filter every query of a grid carries: its type, or the untyped exclusions — with the text typed
 * in the Type filter of a grid that lists several types (one filter on `type`, so it lives here).
 */
export function gridTypeFilter(config: Pick<EntityGridConfig, 'type'>, typeText = ''): Record<string, unknown> {
  if (config.type) return { type: config.type }
  const exclusions = { $and: UNTYPED_EXCLUSIONS.map((type) => ({ $ne: type })) }
  return { type: typeText ? { ...exclusions, $iLike: typeText } : exclusions }
}

/** The Completeness filter's choices and the query each sends (spec 2 §2: filtering is per column). */
export const COMPLETENESS_FILTERS = {
  empty: 0,
  partial: { $gt: 0, $lt: 100 },
  complete: 100,
} as const
export type CompletenessFilter = keyof typeof COMPLETENESS_FILTERS
