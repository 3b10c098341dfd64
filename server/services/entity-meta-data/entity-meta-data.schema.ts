import { StringEnum, Type, getValidator, type Static } from '@feathersjs/typebox'
import { STAGES } from '../../../common/templateFormat'
import { dataValidator } from '../../validators'

const uuid = Type.String({ format: 'uuid' })

/** One row of PATCH /entity-meta-data/ (spec 2 §7): an entity's stage, its assignee, or both. */
export const entityMetaRowSchema = Type.Object(
  {
    id: uuid,
    stage: Type.Optional(StringEnum([...STAGES])),
    assignedToId: Type.Optional(Type.Union([uuid, Type.Null()])),
  },
  { $id: 'EntityMetaRow', additionalProperties: false },
)
export type EntityMetaRow = Static<typeof entityMetaRowSchema>
export const entityMetaRowValidator = getValidator(entityMetaRowSchema, dataValidator)
