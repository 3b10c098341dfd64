import type { Knex } from 'knex'

/**
 * The download links given out (POST /downloads): the export each opens, whose it is, until when, and
 * whether it has been opened, so that a link opens once, in whichever API process it reaches.
 */
export async function up(db: Knex) {
  await db.schema.createTable('download_links', (t) => {
    t.uuid('id').primary()
    t.uuid('userId').notNullable().references('users.id').onDelete('CASCADE')
    t.text('path').notNullable()
    t.text('query').notNullable()
    t.timestamp('expiresAt', { useTz: true }).notNullable()
    t.timestamp('usedAt', { useTz: true })
  })
}

export async function down(db: Knex) {
  await db.schema.dropTable('download_links')
}
