import type { Knex } from 'knex'
import { createLiveView, dropLiveView, withTrash } from '../liveViews'

/** The tables whose deletes go to the trash (common/trash). */
const TABLES = ['countries', 'briefs', 'landscapes', 'rss_sources', 'events', 'regulations'] as const

/**
 * The unique rules of those tables hold among live rows only, so that a deleted record does not block its
 * name (a restore that would break one is refused): [index, table, columns].
 */
const UNIQUE_INDEXES = [
  ['countries_name_unique', 'countries', '(lower(name))'],
  ['briefs_type_name_unique', 'briefs', '(type, lower(name))'],
  ['landscapes_name_unique', 'landscapes', '(lower(name))'],
  ['rss_sources_type_url_unique', 'rss_sources', '(type, lower("websiteUrl"))'],
  ['events_article_unique', 'events', '("articleId")'],
  ['regulations_feed_item_unique', 'regulations', '("feedItemId")'],
] as const

/** One event per article and one regulation per feed item were column constraints of migration 017. */
const COLUMN_CONSTRAINTS = [
  ['events', 'events_articleid_unique', '"articleId"'],
  ['regulations', 'regulations_feeditemid_unique', '"feedItemId"'],
] as const

/**
 * Soft delete: a delete of a record of these tables marks it deleted (when, by whom) and the purge job
 * deletes it for good later. Each table becomes `<table>_with_trash`, and `<table>` the view of its live rows.
 */
export async function up(db: Knex) {
  for (const [table, constraint] of COLUMN_CONSTRAINTS)
    await db.raw('ALTER TABLE ?? DROP CONSTRAINT ??', [table, constraint])
  for (const [index] of UNIQUE_INDEXES) await db.raw('DROP INDEX IF EXISTS ??', [index])
  for (const table of TABLES) {
    await db.raw(
      `ALTER TABLE ?? ADD COLUMN deleted_at timestamptz,
         ADD COLUMN deleted_by uuid REFERENCES users (id) ON DELETE SET NULL`,
      [table],
    )
    await db.raw('ALTER TABLE ?? RENAME TO ??', [table, withTrash(table)])
    // the trash list and the purge read the deleted rows by when they were deleted
    await db.raw(`CREATE INDEX ?? ON ?? (deleted_at) WHERE deleted_at IS NOT NULL`, [
      `${table}_deleted`,
      withTrash(table),
    ])
    await createLiveView(db, table)
  }
  for (const [index, table, columns] of UNIQUE_INDEXES) {
    await db.raw(`CREATE UNIQUE INDEX ?? ON ?? ${columns} WHERE deleted_at IS NULL`, [index, withTrash(table)])
  }
}

export async function down(db: Knex) {
  for (const table of TABLES) {
    await dropLiveView(db, table)
    await db(withTrash(table)).whereNotNull('deleted_at').delete()
    await db.raw('ALTER TABLE ?? RENAME TO ??', [withTrash(table), table])
    await db.raw('DROP INDEX ??', [`${table}_deleted`])
  }
  for (const [index, table, columns] of UNIQUE_INDEXES) {
    await db.raw('DROP INDEX ??', [index])
    if (!COLUMN_CONSTRAINTS.some(([constrained]) => constrained === table)) {
      await db.raw(`CREATE UNIQUE INDEX ?? ON ?? ${columns}`, [index, table])
    }
  }
  for (const [table, constraint, column] of COLUMN_CONSTRAINTS) {
    await db.raw(`ALTER TABLE ?? ADD CONSTRAINT ?? UNIQUE (${column})`, [table, constraint])
  }
  for (const table of TABLES) await db.raw('ALTER TABLE ?? DROP COLUMN deleted_at, DROP COLUMN deleted_by', [table])
}
