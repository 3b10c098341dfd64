import type { Knex } from 'knex'

/**
 * Real-time messages too long for a NOTIFY payload (server/realtime/postgresBus): written here, their id
 * notified, read by the other API processes, and deleted minutes later.
 */
export async function up(db: Knex) {
  await db.schema.createTable('realtime_messages', (t) => {
    t.bigIncrements('id').primary()
    t.text('message').notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
  })
}

export async function down(db: Knex) {
  await db.schema.dropTable('realtime_messages')
}
