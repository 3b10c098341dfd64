import type { Knex } from 'knex'
import { BRIEF_TYPES } from '../../../common/briefTypes'
import { RSS_SOURCE_TYPES } from '../../../common/rssSourceTypes'

// names sort as people read them, as the names of migration 002 do
const SORTABLE_TEXT = 'varchar(254) COLLATE "und-x-icu"'

const oneOf = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ')

/** Briefs (the topic taxonomy), landscapes and RSS sources: the reference lists of spec 3 §2. */
export async function up(db: Knex) {
  await db.schema.createTable('briefs', (t) => {
    t.increments('id')
    t.specificType('name', SORTABLE_TEXT).notNullable()
    t.string('type', 20).notNullable()
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now())
  })
  await db.raw(`ALTER TABLE briefs ADD CONSTRAINT briefs_type_known CHECK (type IN (${oneOf(BRIEF_TYPES)}))`)
  // one name per type: 'Energy' may be a sector and an industry, not two sectors
  await db.raw('CREATE UNIQUE INDEX briefs_type_name_unique ON briefs (type, lower(name))')
  await db.raw('CREATE INDEX briefs_name ON briefs (name)')
  await db.raw('CREATE INDEX briefs_name_trgm ON briefs USING gin (name gin_trgm_ops)')

  await db.schema.createTable('brief_parents', (t) => {
    t.integer('brief_id').notNullable().references('briefs.id').onDelete('CASCADE')
    t.integer('parent_id').notNullable().references('briefs.id').onDelete('CASCADE')
    t.primary(['brief_id', 'parent_id'])
  })
  await db.raw('CREATE INDEX brief_parents_parent ON brief_parents (parent_id)')

  await db.schema.createTable('landscapes', (t) => {
    t.increments('id')
    t.specificType('name', SORTABLE_TEXT).notNullable()
    t.specificType('alternative_names', 'text[]').notNullable().defaultTo('{}')
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now())
  })
  await db.raw('CREATE UNIQUE INDEX landscapes_name_unique ON landscapes (lower(name))')
  await db.raw('CREATE INDEX landscapes_name ON landscapes (name)')
  await db.raw('CREATE INDEX landscapes_name_trgm ON landscapes USING gin (name gin_trgm_ops)')

  await db.schema.createTable('rss_sources', (t) => {
    t.increments('id')
    t.specificType('name', SORTABLE_TEXT).notNullable()
    t.string('websiteUrl', 2048).notNullable()
    t.string('language', 10).notNullable()
    t.string('type', 20).notNullable()
    t.timestamp('createdAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
    t.timestamp('updatedAt', { useTz: true }).notNullable().defaultTo(db.fn.now())
  })
  await db.raw(
    `ALTER TABLE rss_sources ADD CONSTRAINT rss_sources_type_known CHECK (type IN (${oneOf(RSS_SOURCE_TYPES)}))`,
  )
  // a feed address is listed once per kind of source
  await db.raw('CREATE UNIQUE INDEX rss_sources_type_url_unique ON rss_sources (type, lower("websiteUrl"))')
  await db.raw('CREATE INDEX rss_sources_type_name ON rss_sources (type, name)')
  await db.raw('CREATE INDEX rss_sources_name_trgm ON rss_sources USING gin (name gin_trgm_ops)')

  await db.schema.createTable('rss_source_topics', (t) => {
    t.integer('source_id').notNullable().references('rss_sources.id').onDelete('CASCADE')
    // a country that is a source's topic is not deleted from under it (the countries service says so)
    t.integer('topic_id').notNullable().references('countries.id').onDelete('RESTRICT')
    t.primary(['source_id', 'topic_id'])
  })
  await db.raw('CREATE INDEX rss_source_topics_topic ON rss_source_topics (topic_id)')
}

export async function down(db: Knex) {
  for (const table of ['rss_source_topics', 'rss_sources', 'landscapes', 'brief_parents', 'briefs']) {
    await db.schema.dropTableIfExists(table)
  }
}
