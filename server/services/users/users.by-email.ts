import type { Knex } from 'knex'
import { storedEmail } from '../../../common/userRules'

/**
 * Users by email, as sign-in, the reset and uniqueness read it: trimmed and case-insensitive. Emails are
 * stored lower-case; the comparison on lower(email) is the one the unique index serves.
 */
export const userWithEmail = (db: Knex, email: string) => db('users').whereRaw('lower(email) = ?', [storedEmail(email)])
