import { MAX_INPUT_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits'
import { messages } from './messages'
import { PROFILES, ROLES, type Profile, type Role } from './roles'

/** A standard email pattern: something@something.tld, no spaces nor control characters. */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u

export const isValidEmail = (email: string) => EMAIL_PATTERN.test(email)

/** An email as it is stored and looked up: trimmed and lower-case, so that one address is one account whatever its case. */
export const storedEmail = (email: string) => email.trim().toLowerCase()

/** MM/DD/YYYY as typed in the user form, to the ISO date the API stores; null when not a real date. */
export function trialDateToIso(typed: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(typed.trim())
  if (!match) return null
  const [, mm, dd, yyyy] = match
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)))
  if (date.getUTCMonth() !== Number(mm) - 1 || date.getUTCDate() !== Number(dd)) return null
  return `${yyyy}-${mm}-${dd}`
}

/** ISO date (YYYY-MM-DD…) to the MM/DD/YYYY the form shows. */
export function isoToTrialDate(iso: string | null | undefined): string {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null
  return match ? `${match[2]}/${match[3]}/${match[1]}` : ''
}

export interface UserFormValues {
  email?: string | null
  name?: string | null
  role?: string | null
  profile?: string | null
  /** ISO date YYYY-MM-DD */
  trialEndDate?: string | null
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, string>>

/** The user form rules of spec 1 §5; the server applies the same on create and patch. */
export function userFormErrors(values: UserFormValues): UserFormErrors {
  const errors: UserFormErrors = {}
  const email = values.email?.trim() ?? ''
  if (!email) errors.email = messages.enterEmail
  else if (email.length > MAX_INPUT_LENGTH) errors.email = messages.valueTooLong
  else if (!isValidEmail(email)) errors.email = messages.invalidEmail
  const name = values.name?.trim() ?? ''
  if (!name) errors.name = messages.enterName
  else if ((values.name ?? '').length > MAX_INPUT_LENGTH) errors.name = messages.valueTooLong
  if (!values.role || !ROLES.includes(values.role as Role)) errors.role = messages.enterPermissions
  if (!values.profile || !PROFILES.includes(values.profile as Profile)) errors.profile = messages.enterProfile
  if (values.role === 'trial' && !/^\d{4}-\d{2}-\d{2}/.test(values.trialEndDate ?? '')) {
    errors.trialEndDate = messages.enterTrialEndDate
  }
  return errors
}

/** New password rules of the reset and invitation screens. */
export function passwordError(password: string, repeat?: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return messages.passwordTooShort
  if (password.length > PASSWORD_MAX_LENGTH) return messages.valueTooLong
  if (repeat !== undefined && repeat !== password) return messages.passwordsDoNotMatch
  return undefined
}

/** A trial account may sign in up to and including its end date. */
export function trialHasEnded(trialEndDate: string | Date | null | undefined, now = new Date()): boolean {
  if (!trialEndDate) return true
  const iso = trialEndDate instanceof Date ? trialEndDate.toISOString() : trialEndDate
  const end = new Date(`${iso.slice(0, 10)}T23:59:59.999Z`)
  return now.getTime() > end.getTime()
}
