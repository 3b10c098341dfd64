import type { Knex } from 'knex'

/**
 * A user may hold several live reset links: asking again no longer ends the link already mailed, so a
 * stranger's requests cannot spoil it. Links move from the users' columns to a table of their own (still
 * only hashes).
 */
export async function up(db: Knex) {
  await db.schema.createTable('reset_links', (t) => {
    t.string('tokenHash', 64).primary()
    t.uuid('userId').notNullable().references('users.id').onDelete('CASCADE')
    t.timestamp('expiresAt', { useTz: true }).notNullable()
    t.index(['userId'])
  })
  await db.raw(
    `INSERT INTO reset_links ("tokenHash", "userId", "expiresAt")
     SELECT "resetToken", id, "resetExpires" FROM users WHERE "resetToken" IS NOT NULL AND "resetExpires" > now()`,
  )
  await db.raw('DROP INDEX users_reset_token')
  await db.schema.alterTable('users', (t) => {
    t.dropColumn('resetToken')
    t.dropColumn('resetExpires')
  })
}

export async function down(db: Knex) {
  await db.schema.alterTable('users', (t) => {
    t.string('resetToken', 64)
    t.timestamp('resetExpires', { useTz: true })
  })
  // one link per user again: the latest
  await db.raw(
    `UPDATE users SET "resetToken" = latest."tokenHash", "resetExpires" = latest."expiresAt"
     FROM (SELECT DISTINCT ON ("userId") * FROM reset_links ORDER BY "userId", "expiresAt" DESC) latest
     WHERE latest."userId" = users.id`,
  )
  await db.raw('CREATE UNIQUE INDEX users_reset_token ON users ("resetToken") WHERE "resetToken" IS NOT NULL')
  await db.schema.dropTable('reset_links')
}
