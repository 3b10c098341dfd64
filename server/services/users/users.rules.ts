import { BadRequest, Conflict, Forbidden, MethodNotAllowed } from '@feathersjs/errors'
import type { Knex } from 'knex'
import { messages } from '../../../common/messages'
import { OWN_RECORD } from '../../../common/permissions'
import { storedEmail, userFormErrors, type UserFormErrors } from '../../../common/userRules'
import type { User, UserData, UserPatch } from './users.schema'
import { userWithEmail } from './users.by-email'

function refuseFormErrors(errors: UserFormErrors) {
  const first = Object.values(errors)[0]
  if (first) throw new BadRequest(first, { errors })
}

/** Every topic must be a known country. */
export async function checkTopics(db: Knex, ...lists: (number[] | undefined)[]) {
  const ids = [...new Set(lists.flatMap((list) => list ?? []))]
  if (ids.length === 0) return
  const found = await db('countries').whereIn('id', ids).count<{ count: number }>({ count: '*' }).first()
  if (Number(found?.count) !== ids.length) throw new BadRequest(messages.unknownTopic)
}

/**
 * The form rules of spec 1 §5 on a body as it arrives, before the schema: what the form would refuse gets
 * the form's own words ('Enter Email' for an empty email, 'Enter Permissions' for an unknown role…).
 */
export function refuseInvitationFormErrors(data: unknown) {
  if (Array.isArray(data)) throw new MethodNotAllowed('Can not create multiple entries')
  if (!data || typeof data !== 'object') return
  const values = data as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' ? value : null)
  refuseFormErrors(
    userFormErrors({
      email: text(values.email),
      name: text(values.name),
      role: text(values.role),
      profile: text(values.profile),
      trialEndDate: text(values.trialEndDate),
    }),
  )
}

/** An email is taken whatever its case (the unique index on lower(email) stays the last word). */
export async function refuseTakenEmail(db: Knex, email: string) {
  if (await userWithEmail(db, email).first()) throw new Conflict(messages.emailTaken)
}

/**
 * The invitation as it will be stored (its form rules ran before the schema): trimmed, the email
 * lower-case, the trial date only for trial users.
 */
export function invitationRecord(data: UserData): UserData {
  const record: UserData = { ...data, email: storedEmail(data.email), name: data.name.trim() }
  if (record.role !== 'trial') record.trialEndDate = null
  return record
}

/**
 * The changes a patch may make, given who asks: nobody changes their own role or blocks themselves,
 * email never changes, and a non-admin may only change the fields of OWN_RECORD on their own record.
 */
export function allowedPatch(current: User, patch: UserPatch, actor: User | undefined): UserPatch {
  const changes: UserPatch = { ...patch }
  if (changes.email !== undefined) {
    if (storedEmail(changes.email) !== storedEmail(current.email)) throw new BadRequest(messages.emailNotEditable)
    delete changes.email
  }
  const own = actor?.id === current.id
  if (own && changes.role !== undefined && changes.role !== current.role) throw new Forbidden(messages.ownRoleChange)
  if (own && changes.isBlocked) throw new Forbidden(messages.notAllowed)
  if (actor && actor.role !== 'admin') {
    const refused = Object.keys(changes).filter((field) => !OWN_RECORD.patchableFields.includes(field))
    // compared by value: a form sends its lists (topics) unchanged but as new arrays
    const changed = (field: string) =>
      JSON.stringify(changes[field as keyof UserPatch] ?? null) !== JSON.stringify(current[field as keyof User] ?? null)
    if (refused.some(changed)) {
      throw new Forbidden(messages.notAllowed)
    }
    for (const field of refused) delete changes[field as keyof UserPatch]
  }
  if (changes.name !== undefined) changes.name = changes.name.trim()
  const merged = { ...current, ...changes }
  refuseFormErrors(userFormErrors(merged))
  if (merged.role !== 'trial') changes.trialEndDate = null
  return changes
}
