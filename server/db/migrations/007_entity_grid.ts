import type { Knex } from 'knex'

/**
 * The entity grid (spec 2 §2 Entities list screen): each entity's completeness, stored by every
 * save so the grid sorts on it, and the indexes its commonest queries need — one type's list newest
 * first, the Visible/Hidden filter, the topic filter and the completeness sort.
 */
export async function up(db: Knex) {
  await db.schema.alterTable('entities', (t) => {
    t.integer('completeness').notNullable().defaultTo(0)
  })
  await db.raw('ALTER TABLE entities ADD CONSTRAINT entities_completeness_range CHECK (completeness BETWEEN 0 AND 100)')
  await db.raw('CREATE INDEX entities_type_updated_at ON entities (type, "updatedAt")')
  await db.raw('CREATE INDEX entities_hidden ON entities (hidden)')
  await db.raw('CREATE INDEX entities_completeness ON entities (completeness)')
  // the topic filter looks entities up by country: (countryId, entityId) answers it from the index alone
  await db.raw('DROP INDEX topic_links_country')
  await db.raw('CREATE INDEX topic_links_country_entity ON topic_links ("countryId", "entityId")')
}

export async function down(db: Knex) {
  await db.raw('DROP INDEX topic_links_country_entity')
  await db.raw('CREATE INDEX topic_links_country ON topic_links ("countryId")')
  for (const index of ['entities_type_updated_at', 'entities_hidden', 'entities_completeness'])
    await db.raw(`DROP INDEX ${index}`)
  await db.schema.alterTable('entities', (t) => t.dropColumn('completeness'))
}
