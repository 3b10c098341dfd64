import { BREADCRUMB_MAX_LEVELS } from '../../common/limits'
import { ROUTES, templateEditorRoute } from '../../common/routes'

/** A record an id of the path stands for: the breadcrumb shows its name (spec 3 §2), read from `service`. */
export interface NamedRecord {
  service: string
  id: string
  /** The field holding the name users know it by (a dictionary's key is displayed as its Name). */
  field: string
}

export interface Crumb {
  label: string
  /** Absent for a level that is not a screen of its own. */
  to?: string
  /** Set on an id: the record whose name replaces it. */
  record?: NamedRecord
}

/** The screens whose last segment is the id of a record, and where that record's name is read. */
const RECORD_SCREENS: [string, Omit<NamedRecord, 'id'>][] = [
  ...[
    ROUTES.entityEditor,
    ROUTES.briefEditor,
    ROUTES.statEntityEditor,
    ROUTES.adminBriefEditor,
    ROUTES.adminFacetEditor,
  ].map((path): [string, Omit<NamedRecord, 'id'>] => [path, { service: 'entities', field: 'name' }]),
  ...[ROUTES.ceft, ROUTES.cefs, ROUTES.adminCefs].map((path): [string, Omit<NamedRecord, 'id'>] => [
    path,
    { service: 'cross-entity-facet-types', field: 'name' },
  ]),
  [`${ROUTES.adminDictionaries}/editor`, { service: 'dictionaries', field: 'key' }],
  [templateEditorRoute(), { service: 'entity-templates', field: 'name' }],
]

/** Levels of the route map that group screens without being one. */
const NOT_SCREENS = new Set([
  '/admin/elements',
  '/analyst/elements',
  '/analyst/sources',
  '/admin/elements/dictionaries/editor',
  // the entity editors open an entity or a template: without one they are no screen to go back to
  '/analyst/entities/editor',
  '/analyst/briefs',
  '/analyst/briefs/editor',
  '/analyst/statentity',
  '/analyst/statentity/editor',
  '/admin/briefs',
  '/admin/briefs/editor',
  '/admin/entities/facet-editor',
  // the data grids open a statistic type: without one they are no screen
  '/analyst/elements/cefs',
  '/admin/elements/cefs',
])

const LABELS: Record<string, string> = {
  admin: 'Admin',
  analyst: 'Analyst',
  users: 'Users',
  user: 'Account',
  elements: 'Elements',
  entities: 'Entities',
  feed: 'Feed',
  sources: 'Sources',
  editor: 'Editor',
  ceft: 'Statistic Types',
  cefs: 'Statistic Data',
  new: 'New',
}

// record ids (uuids, numbers) are shown as they are
const isId = (segment: string) => /^[0-9a-f]{8}-[0-9a-f-]{27}$/i.test(segment) || /^\d+$/.test(segment)

const label = (segment: string) =>
  LABELS[segment] ??
  (isId(segment)
    ? segment
    : decodeURIComponent(segment)
        .replace(/[-_]/g, ' ')
        .replace(/^\w/, (c) => c.toUpperCase()))

const recordOf = (parent: string, segment: string): NamedRecord | undefined => {
  const screen = RECORD_SCREENS.find(([path]) => path === parent)?.[1]
  return screen && isId(segment) ? { ...screen, id: segment } : undefined
}

/** The breadcrumb of a path: one crumb per segment, at most the last BREADCRUMB_MAX_LEVELS. */
export function breadcrumbOf(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean)
  const crumbs = segments.map((segment, index): Crumb => {
    const to = `/${segments.slice(0, index + 1).join('/')}`
    const crumb: Crumb = NOT_SCREENS.has(to) ? { label: label(segment) } : { label: label(segment), to }
    const record = recordOf(`/${segments.slice(0, index).join('/')}`, segment)
    return record ? { ...crumb, record } : crumb
  })
  return crumbs.slice(-BREADCRUMB_MAX_LEVELS)
}
