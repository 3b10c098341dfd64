import type { Knex } from 'knex'

/**
 * Entity history: one row per successful entity save, written in the save's transaction. `content` is the
 * entity's name, meta, and facets with their fields as the save left them (common/entityRevisions), a
 * whole snapshot so that any two revisions diff and any one restores without replaying others. The
 * revisions go with their entity (CASCADE); who saved is kept by name too, so a removed user's saves
 * still say who made them.
 */
export async function up(db: Knex) {
  await db.schema.createTable('entity_revisions', (t) => {
    t.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'))
    t.uuid('entityId').notNullable().references('entities.id').onDelete('CASCADE')
    t.uuid('savedById').references('users.id').onDelete('SET NULL')
    t.string('savedByName', 254).notNullable()
    t.timestamp('savedAt', { useTz: true }).notNullable()
    t.jsonb('content').notNullable()
  })
  // the history of one entity, newest first, is the only read
  await db.raw('CREATE INDEX entity_revisions_entity ON entity_revisions ("entityId", "savedAt" DESC, id DESC)')
}

export async function down(db: Knex) {
  await db.schema.dropTableIfExists('entity_revisions')
}
