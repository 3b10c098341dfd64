import type { Knex } from 'knex'

/**
 * Attempts counted per key (sign-ins, mails), each taken by one statement so that parallel requests
 * cannot all pass a limit read before any was written (server/throttle/attempts.ts); they replace the
 * sign-in failures, which were read, then written. Each user gains a session version: a token carries
 * the version it was issued under, and raising it ends every token issued before.
 */
export async function up(db: Knex) {
  await db.schema.dropTable('sign_in_failures')
  await db.schema.createTable('attempts', (t) => {
    t.string('key', 400).primary()
    t.integer('count').notNullable()
    // ms since the epoch, compared with the API's clock, which also writes them
    t.bigInteger('retryAt').notNullable()
    t.bigInteger('expiresAt').notNullable()
    t.index(['expiresAt'])
  })
  await db.schema.alterTable('users', (t) => {
    t.integer('sessionVersion').notNullable().defaultTo(0)
  })
}

export async function down(db: Knex) {
  await db.schema.alterTable('users', (t) => {
    t.dropColumn('sessionVersion')
  })
  await db.schema.dropTable('attempts')
  await db.schema.createTable('sign_in_failures', (t) => {
    t.bigIncrements('id')
    t.string('key', 300).notNullable()
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.index(['key', 'at'])
  })
}
