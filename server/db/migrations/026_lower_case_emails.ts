import type { Knex } from 'knex'

/**
 * Emails are stored lower-case (spec 1 §7 POST /users): the rows written before keep their case no more.
 * No two rows can meet: the unique index has been on lower(email) from the start.
 */
export async function up(db: Knex) {
  await db.raw('UPDATE users SET email = lower(email) WHERE email <> lower(email)')
}

// the case the emails were typed in is not kept anywhere: there is nothing to restore
export async function down() {}
