import type { Knex } from 'knex'

/**
 * A feed filtered by topic, page by page (50 ms with 1,000,000 articles): each topic link keeps
 * its item's kind and date, so that one index walks a topic's items of a kind newest first, where
 * reading all of a topic's items and sorting them took 46–54 ms (docs/performance.md).
 */
export async function up(db: Knex) {
  await db.schema.alterTable('feed_item_topics', (t) => {
    t.string('kind', 20)
    t.timestamp('date', { useTz: true })
  })
  await db.raw('UPDATE feed_item_topics t SET kind = i.kind, date = i.date FROM feed_items i WHERE i.id = t."itemId"')
  await db.raw('ALTER TABLE feed_item_topics ALTER COLUMN kind SET NOT NULL, ALTER COLUMN date SET NOT NULL')
  await db.raw('DROP INDEX feed_item_topics_country')
  await db.raw('CREATE INDEX feed_item_topics_page ON feed_item_topics ("countryId", kind, date DESC, "itemId" DESC)')
}

export async function down(db: Knex) {
  await db.raw('DROP INDEX feed_item_topics_page')
  await db.raw('CREATE INDEX feed_item_topics_country ON feed_item_topics ("countryId", "itemId")')
  await db.schema.alterTable('feed_item_topics', (t) => {
    t.dropColumn('kind')
    t.dropColumn('date')
  })
}
