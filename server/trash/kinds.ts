import type { Knex } from 'knex'
import { fillMessage, messages } from '../../common/messages'
import type { TrashKind } from '../../common/trash'

/** A deleted row as the restore reads it. */
export type TrashedRow = Record<string, unknown> & { id: number }

export interface TrashKindTable {
  /** the view of the live rows; the rows themselves are in its `_with_trash` table (server/db/liveViews) */
  table: string
  /** the service that answers the record once restored */
  service: 'countries' | 'briefs' | 'landscapes' | 'rss-sources' | 'events' | 'regulation'
  /** the SQL of the name the trash list shows, on the table aliased `t` */
  name: string
  /**
   * The live rows a restore of `row` would clash with on a unique rule of migration 033, and the 409 that
   * says so; undefined when the row has nothing unique to clash on.
   */
  clash: (live: Knex.QueryBuilder, row: TrashedRow) => { rows: Knex.QueryBuilder; message: string } | undefined
  /** what a restore sets again besides the row */
  afterRestore?: (db: Knex, row: TrashedRow) => Promise<void>
}

const sameName = (kind: string) => (live: Knex.QueryBuilder, row: TrashedRow) => ({
  rows: live.whereRaw('lower(name) = lower(?)', [String(row.name)]),
  message: fillMessage(messages.trashNameTaken, { kind, name: String(row.name) }),
})

/**
 * A record made from a feed item (`column`): one live record per item, else `message`; and once restored, the
 * item is used again.
 */
const madeFromFeedItem = (column: 'articleId' | 'feedItemId', message: string) =>
  ({
    clash: (live, row) => (row[column] ? { rows: live.where({ [column]: row[column] }), message } : undefined),
    afterRestore: async (db, row) => {
      if (row[column]) await db('feed_items').where({ id: row[column] }).update({ isUsed: true })
    },
  }) satisfies Pick<TrashKindTable, 'clash' | 'afterRestore'>

/** Where each kind of trashed record lives and what its restore checks. */
export const TRASH_TABLES: Record<TrashKind, TrashKindTable> = {
  country: { table: 'countries', service: 'countries', name: 't.name', clash: sameName('country') },
  brief: {
    table: 'briefs',
    service: 'briefs',
    name: 't.name',
    clash: (live, row) => {
      const { rows, message } = sameName(`${String(row.type)} brief`)(live, row)
      return { rows: rows.where({ type: row.type }), message }
    },
  },
  landscape: { table: 'landscapes', service: 'landscapes', name: 't.name', clash: sameName('landscape') },
  source: {
    table: 'rss_sources',
    service: 'rss-sources',
    name: 't.name',
    clash: (live, row) => ({
      rows: live.where({ type: row.type }).whereRaw('lower("websiteUrl") = lower(?)', [String(row.websiteUrl)]),
      message: fillMessage(messages.trashSourceTaken, { websiteUrl: String(row.websiteUrl) }),
    }),
  },
  event: {
    table: 'events',
    service: 'events',
    name: 't.title',
    ...madeFromFeedItem('articleId', messages.trashArticleTaken),
  },
  regulation: {
    table: 'regulations',
    service: 'regulation',
    name: 't."summarizedName"',
    ...madeFromFeedItem('feedItemId', messages.trashFeedItemTaken),
  },
}
