import { Type, getValidator, type Static } from '@feathersjs/typebox'
import { MAX_INPUT_LENGTH, PASSWORD_MAX_LENGTH } from '../../../common/limits'
import { dataValidator } from '../../validators'

export const acceptInvitationDataSchema = Type.Object(
  {
    name: Type.String({ maxLength: MAX_INPUT_LENGTH }),
    password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }),
    verifyToken: Type.String({ maxLength: 128 }),
  },
  { $id: 'AcceptInvitationData', additionalProperties: false },
)
export type AcceptInvitationData = Static<typeof acceptInvitationDataSchema>
export const acceptInvitationDataValidator = getValidator(acceptInvitationDataSchema, dataValidator)

/** What the sign-up screen shows of an invitation. */
export interface Invitation {
  email: string
  name: string
  role: string
}
export interface AcceptedInvitation extends Invitation {
  /** Where roles user and trial continue after accepting. */
  consumerAppUrl: string
}
