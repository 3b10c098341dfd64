import type { Knex } from 'knex'

/**
 * Names and emails sort as people read them ('alice' before 'Bob', 'Åland Islands' after 'Afghanistan'),
 * whatever the database's default collation (C on PGlite and on many servers). ICU's root collation
 * is built into PGlite and into PostgreSQL packages built with ICU.
 */
const COLUMNS = [
  ['users', 'name'],
  ['users', 'email'],
  ['countries', 'name'],
] as const

export async function up(db: Knex) {
  for (const [table, column] of COLUMNS) {
    await db.raw('ALTER TABLE ?? ALTER COLUMN ?? TYPE varchar(254) COLLATE "und-x-icu"', [table, column])
  }
}

export async function down(db: Knex) {
  for (const [table, column] of COLUMNS) {
    await db.raw('ALTER TABLE ?? ALTER COLUMN ?? TYPE varchar(254) COLLATE "default"', [table, column])
  }
}
