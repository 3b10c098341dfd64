import { Type, getValidator, querySyntax, type Static } from '@feathersjs/typebox'
import { dataValidator, queryValidator } from '../../validators'

const Uuid = Type.String({ format: 'uuid' })

/** A facet being edited: by whom, since when, last edited when. Its id is the facet's. */
export const facetLockSchema = Type.Object(
  {
    id: Uuid,
    entityId: Uuid,
    userId: Uuid,
    userName: Type.String(),
    takenAt: Type.String({ format: 'date-time' }),
    seenAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'FacetLock', additionalProperties: false },
)
export type FacetLockRecord = Static<typeof facetLockSchema>
export interface FacetLockRow {
  facetId: string
  entityId: string
  userId: string
  takenAt: Date
  seenAt: Date
}

/**
 * POST /facet-locks: the caller edits this facet (again). `takeOver`: an admin takes the lock from
 * whoever holds it.
 */
export const facetLockDataSchema = Type.Object(
  { facetId: Uuid, takeOver: Type.Optional(Type.Boolean()) },
  { $id: 'FacetLockData', additionalProperties: false },
)
export type FacetLockData = Static<typeof facetLockDataSchema>
export const facetLockDataValidator = getValidator(facetLockDataSchema, dataValidator)

/** GET /facet-locks?entityId=…: an entity's locks; DELETE with it: the caller's locks on the entity. */
export const facetLockQuerySchema = querySyntax(
  Type.Object({ entityId: Uuid }, { additionalProperties: false }),
  {},
  { $id: 'FacetLockQuery', additionalProperties: false },
)
export type FacetLockQuery = Static<typeof facetLockQuerySchema>
export const facetLockQueryValidator = getValidator(facetLockQuerySchema, queryValidator)
