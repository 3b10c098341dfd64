import type { Knex } from 'knex'

/** The columns a soft delete writes: who deleted the row and when (null while it is live). */
export const TRASH_COLUMNS = ['deleted_at', 'deleted_by'] as const

/** The table holding every row of `table`, live or deleted; `table` itself is the view of the live ones. */
export const withTrash = (table: string) => `${table}_with_trash`

/**
 * Creates `table` as the view of the live rows of its `_with_trash` table, with every column but the
 * trash's. A simple view: PostgreSQL writes inserts, updates and deletes through it to the table, so
 * the services and every query read and write `table` as before and never see a deleted row. A
 * migration that adds a column to the table drops the view first and creates it again after.
 */
export async function createLiveView(db: Knex, table: string) {
  const columns: string[] = await db('information_schema.columns')
    .whereRaw('table_schema = current_schema()')
    .where({ table_name: withTrash(table) })
    .whereNotIn('column_name', TRASH_COLUMNS)
    .orderBy('ordinal_position')
    .pluck('column_name')
  await db.raw(`CREATE VIEW ?? AS SELECT ${columns.map(() => '??').join(', ')} FROM ?? WHERE deleted_at IS NULL`, [
    table,
    ...columns,
    withTrash(table),
  ])
}

export async function dropLiveView(db: Knex, table: string) {
  await db.raw('DROP VIEW ??', [table])
}
