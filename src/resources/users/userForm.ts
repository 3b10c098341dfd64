import { storedEmail, trialDateToIso, isoToTrialDate, userFormErrors } from '../../../common/userRules'
import type { Profile, Role } from '../../../common/roles'
import type { SessionUser } from '../../providers/session'

/** What the Invite user / Edit user form holds; the trial date is typed as MM/DD/YYYY. */
export interface UserFormState {
  email: string
  name: string
  role: Role | ''
  profile: Profile | ''
  topics: number[]
  newsletter: number[]
  trialEndDate: string
  isBlocked: boolean
}

export const emptyUserForm: UserFormState = {
  email: '',
  name: '',
  role: '',
  profile: 'default',
  topics: [],
  newsletter: [],
  trialEndDate: '',
  isBlocked: false,
}

export const formStateOf = (user: SessionUser): UserFormState => ({
  email: user.email,
  name: user.name,
  role: user.role,
  profile: user.profile,
  topics: user.topics,
  newsletter: user.newsletter ?? [],
  trialEndDate: isoToTrialDate(user.trialEndDate),
  isBlocked: user.isBlocked,
})

/** Validation of the form: the shared rules of common/userRules, with the date as typed. */
export function validateUserForm(values: UserFormState): Record<string, string> {
  const iso = values.trialEndDate ? trialDateToIso(values.trialEndDate) : null
  return userFormErrors({ ...values, trialEndDate: iso }) as Record<string, string>
}

/** The payload of POST /users and PATCH /users/{id} (spec 1 §7), the email lower-case as the server stores it. */
export function payloadOf(values: UserFormState, isNew: boolean) {
  const payload = {
    name: values.name.trim(),
    role: values.role as Role,
    profile: values.profile as Profile,
    topics: values.topics,
    newsletter: values.newsletter,
    trialEndDate: values.role === 'trial' ? trialDateToIso(values.trialEndDate) : null,
    ...(isNew ? { email: storedEmail(values.email) } : { isBlocked: values.isBlocked }),
  }
  return payload
}
