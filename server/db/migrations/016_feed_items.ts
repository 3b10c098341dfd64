import type { Knex } from 'knex'
import { RSS_SOURCE_TYPES } from '../../../common/rssSourceTypes'

/**
 * The feeds: the items ingested from the RSS sources of each type (articles, regulations,
 * regulation articles), kept once per source and guid, with the topics of their source and the
 * analyser's suggestions; and the leases that let one ingestion run at a time across API processes.
 */
export async function up(db: Knex) {
  await db.schema.createTable('feed_items', (t) => {
    t.increments('id')
    t.string('kind', 20).notNullable()
    t.integer('sourceId').notNullable().references('rss_sources.id').onDelete('CASCADE')
    // the item's guid, else its link: what tells an item already kept from a new one
    t.string('guid', 2048).notNullable()
    t.string('link', 2048)
    t.text('title').notNullable()
    t.text('summary').notNullable().defaultTo('')
    t.string('favicon', 2048)
    t.string('image', 2048)
    t.timestamp('date', { useTz: true }).notNullable()
    t.string('language', 10).notNullable()
    t.boolean('isTranslated').notNullable().defaultTo(false)
    t.boolean('isUsed').notNullable().defaultTo(false)
    t.jsonb('mlPredictions').notNullable().defaultTo('{}')
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.unique(['sourceId', 'guid'])
  })
  await db.raw(
    `ALTER TABLE feed_items ADD CONSTRAINT feed_items_kind_known CHECK (kind IN (${RSS_SOURCE_TYPES.map((type) => `'${type}'`).join(', ')}))`,
  )
  // a feed page: newest first, by kind (keyset on date and id)
  await db.raw('CREATE INDEX feed_items_kind_date ON feed_items (kind, date DESC, id DESC)')
  // the briefs filter: items whose suggested categories hold a brief
  await db.raw(
    `CREATE INDEX feed_items_categories ON feed_items USING gin (("mlPredictions"->'categories') jsonb_path_ops)`,
  )

  await db.schema.createTable('feed_item_topics', (t) => {
    t.integer('itemId').notNullable().references('feed_items.id').onDelete('CASCADE')
    t.integer('countryId').notNullable().references('countries.id').onDelete('CASCADE')
    t.primary(['itemId', 'countryId'])
  })
  await db.raw('CREATE INDEX feed_item_topics_country ON feed_item_topics ("countryId", "itemId")')

  await db.schema.createTable('job_leases', (t) => {
    t.string('name', 50).primary()
    t.string('holder', 100)
    t.timestamp('expiresAt', { useTz: true }).notNullable()
  })
}

export async function down(db: Knex) {
  for (const table of ['job_leases', 'feed_item_topics', 'feed_items']) await db.schema.dropTableIfExists(table)
}
