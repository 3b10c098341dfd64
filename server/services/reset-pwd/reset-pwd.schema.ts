import { Type, getValidator, type Static } from '@feathersjs/typebox'
import { PASSWORD_MAX_LENGTH } from '../../../common/limits'
import { dataValidator } from '../../validators'

export const resetPwdSchema = Type.Object(
  { password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }), resetToken: Type.String({ maxLength: 128 }) },
  { $id: 'ResetPwdData', additionalProperties: false },
)
export type ResetPwdData = Static<typeof resetPwdSchema>

export const resetPwdValidator = getValidator(resetPwdSchema, dataValidator)
