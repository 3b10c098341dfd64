import { Type, getValidator, type Static } from '@feathersjs/typebox'
import { MAX_INPUT_LENGTH } from '../../../common/limits'
import { dataValidator } from '../../validators'

export const sendPwdResetSchema = Type.Object(
  { email: Type.String({ maxLength: MAX_INPUT_LENGTH }) },
  { $id: 'SendPwdResetData', additionalProperties: false },
)
export type SendPwdResetData = Static<typeof sendPwdResetSchema>

export interface SendPwdResetResult {
  code: number
  info: string
  message: string
}

export const sendPwdResetValidator = getValidator(sendPwdResetSchema, dataValidator)
