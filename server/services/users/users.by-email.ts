import type { Knex } from 'knex'

/** Users by email, as sign-in and uniqueness read it: trimmed and case-insensitive (the unique index on lower(email)). */
export const userWithEmail = (db: Knex, email: string) =>
  db('users').whereRaw('lower(email) = lower(?)', [email.trim()])
