import type { Knex } from 'knex'

/** Rows read so far, and the transaction their cursor lives in (for the lookups each batch needs). */
export interface Batch<Row> {
  rows: Row[]
  trx: Knex.Transaction
}

/**
 * The rows of a query, `size` at a time, through a server-side cursor in a read-only transaction: the
 * result is never held whole, and every batch sees the same snapshot (no row twice or lost while others
 * write). Stopping early (the consumer returns) rolls the transaction back and frees the connection.
 * On PGlite, which has one connection, other requests wait until the export ends.
 */
export async function* cursorBatches<Row>(
  db: Knex,
  query: Knex.QueryBuilder,
  size: number,
): AsyncGenerator<Batch<Row>> {
  const trx = await db.transaction(undefined, { readOnly: true })
  try {
    const { sql, bindings } = query.toSQL()
    await trx.raw(`DECLARE grid_export NO SCROLL CURSOR FOR ${sql}`, bindings)
    for (;;) {
      const { rows }: { rows: Row[] } = await trx.raw(`FETCH ${Math.trunc(size)} FROM grid_export`)
      if (rows.length) yield { rows, trx }
      if (rows.length < size) break
    }
    await trx.commit()
  } finally {
    if (!trx.isCompleted()) await trx.rollback()
  }
}
