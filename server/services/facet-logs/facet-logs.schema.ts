import { resolve, type PropertyResolver } from '@feathersjs/schema'
import { StringEnum, Type, getValidator, type Static } from '@feathersjs/typebox'
import { FACET_LOG_ACTIONS } from '../../../common/entityFormat'
import type { HookContext } from '../../declarations'
import { facetIdFilter, sortOrder, trailLimit, trailSkip } from '../../hooks/facetTrail'
import { queryValidator } from '../../validators'
import { isoTimestamp } from '../dictionary-items/dictionary-items.schema'

/** An entry of a facet's log as the API answers it (common/entityFormat's FacetLogRecord). */
export const facetLogSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    facetId: Type.String({ format: 'uuid' }),
    userId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
    username: Type.String(),
    action: StringEnum([...FACET_LOG_ACTIONS]),
    description: Type.String(),
    // reassign entries: whom the facet went to
    assignedToId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'FacetLog', additionalProperties: false },
)
export type FacetLog = Static<typeof facetLogSchema>

const timestamps: PropertyResolver<FacetLog, string, HookContext> = isoTimestamp
export const facetLogResultResolver = resolve<FacetLog & { toStage?: unknown }, HookContext>({
  createdAt: timestamps,
  updatedAt: timestamps,
  // kept for the analyst-status counts (migration 015), not part of an entry as the spec shows it
  toStage: async () => undefined,
})

/**
 * GET /facet-logs: one facet's entries, latest first unless `$sort` says otherwise; `action=reassign`
 * gives its reassignment history (spec 1 §4).
 */
export const facetLogQuerySchema = Type.Object(
  {
    facetId: facetIdFilter,
    action: Type.Optional(StringEnum([...FACET_LOG_ACTIONS])),
    $limit: trailLimit,
    $skip: trailSkip,
    $sort: Type.Optional(Type.Object({ createdAt: sortOrder, updatedAt: sortOrder }, { additionalProperties: false })),
  },
  { $id: 'FacetLogQuery', additionalProperties: false },
)
export type FacetLogQuery = Static<typeof facetLogQuerySchema>
export const facetLogQueryValidator = getValidator(facetLogQuerySchema, queryValidator)
