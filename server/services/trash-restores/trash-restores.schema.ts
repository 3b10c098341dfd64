import { Type, getValidator, type Static } from '@feathersjs/typebox'
import { dataValidator } from '../../validators'
import { trashKindSchema } from '../trash/trash.schema'

/** POST /trash-restores: the kind and id of the deleted record to bring back. */
export const trashRestoreDataSchema = Type.Object(
  { kind: trashKindSchema, id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { $id: 'TrashRestoreData', additionalProperties: false },
)
export type TrashRestoreData = Static<typeof trashRestoreDataSchema>
export const trashRestoreDataValidator = getValidator(trashRestoreDataSchema, dataValidator)
