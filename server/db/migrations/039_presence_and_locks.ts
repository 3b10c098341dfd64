import type { Knex } from 'knex'

/**
 * The editors open (one row per browser tab, renewed by its heartbeats) and the facets being edited (one
 * lock per facet): both short-lived, shared by every API process through the database.
 */
export async function up(db: Knex) {
  await db.schema.createTable('presence', (t) => {
    // the tab's own id: a second tab of one user is a second row
    t.uuid('id').primary()
    t.uuid('userId').notNullable().references('users.id').onDelete('CASCADE')
    t.uuid('entityId').notNullable().references('entities.id').onDelete('CASCADE')
    t.timestamp('seenAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.index(['entityId'])
    t.index(['userId'])
    t.index(['seenAt'])
  })
  await db.schema.createTable('facet_locks', (t) => {
    t.uuid('facetId').primary().references('facets.id').onDelete('CASCADE')
    t.uuid('entityId').notNullable().references('entities.id').onDelete('CASCADE')
    t.uuid('userId').notNullable().references('users.id').onDelete('CASCADE')
    t.timestamp('takenAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.timestamp('seenAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.index(['entityId'])
    t.index(['userId'])
    t.index(['seenAt'])
  })
}

export async function down(db: Knex) {
  await db.schema.dropTable('facet_locks')
  await db.schema.dropTable('presence')
}
