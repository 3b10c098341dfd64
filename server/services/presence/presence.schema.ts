import { Type, getValidator, querySyntax, type Static } from '@feathersjs/typebox'
import { dataValidator, queryValidator } from '../../validators'

const Uuid = Type.String({ format: 'uuid' })

/** An editor open on an entity: whose, in which tab (its id), last heard of when. */
export const presenceSchema = Type.Object(
  {
    id: Uuid,
    userId: Uuid,
    userName: Type.String(),
    entityId: Uuid,
    seenAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Presence', additionalProperties: false },
)
export type PresenceRecord = Static<typeof presenceSchema>
export interface PresenceRow {
  id: string
  userId: string
  entityId: string
  seenAt: Date
}

/** POST /presence: this tab has the entity open (again): the editor's heartbeat. */
export const presenceDataSchema = Type.Object(
  { id: Uuid, entityId: Uuid },
  { $id: 'PresenceData', additionalProperties: false },
)
export type PresenceData = Static<typeof presenceDataSchema>
export const presenceDataValidator = getValidator(presenceDataSchema, dataValidator)

export const presenceQuerySchema = querySyntax(
  Type.Object({ entityId: Uuid }, { additionalProperties: false }),
  {},
  { $id: 'PresenceQuery', additionalProperties: false },
)
export type PresenceQuery = Static<typeof presenceQuerySchema>
export const presenceQueryValidator = getValidator(presenceQuerySchema, queryValidator)
