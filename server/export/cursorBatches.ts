import type { Knex } from 'knex'
import type { ExportDatabase } from './exportDatabase'

/** Rows read so far, and the database to read what each batch needs besides (its names, its topics). */
export interface Batch<Row> {
  rows: Row[]
  db: Knex
}

let cursors = 0

/**
 * The rows of a query, `size` at a time, through a server-side cursor: the result is never held whole,
 * and every batch comes from the same snapshot (no row twice or lost while others write). Stopping early
 * (the consumer returns) closes the cursor and frees what it held.
 *
 * On PostgreSQL the cursor lives in a read-only transaction on the exports' own pool, the batches pulled
 * as the client reads. PGlite has one session for every call: a transaction held there would keep every
 * other call waiting until the client has read the last row. There the cursor is declared WITH HOLD, so
 * that the rows are computed once, when it is declared, and kept by the session; each batch is then a
 * FETCH of its own, between which other calls run.
 */
export function cursorBatches<Row>(
  source: ExportDatabase,
  query: Knex.QueryBuilder,
  size: number,
): AsyncGenerator<Batch<Row>> {
  const name = `grid_export_${++cursors}`
  const { sql, bindings } = query.toSQL()
  const declare = (db: Knex, hold: string) =>
    db.raw(`DECLARE ${name} NO SCROLL CURSOR ${hold} FOR ${sql}`, bindings as Knex.RawBinding[])
  const fetch = async (db: Knex): Promise<Row[]> => (await db.raw(`FETCH ${Math.trunc(size)} FROM ${name}`)).rows
  return source.oneSession ? heldBatches() : transactionBatches()

  async function* transactionBatches(): AsyncGenerator<Batch<Row>> {
    const trx = await source.knex.transaction(undefined, { readOnly: true })
    try {
      await declare(trx, 'WITHOUT HOLD')
      for (;;) {
        const rows = await fetch(trx)
        if (rows.length) yield { rows, db: trx }
        if (rows.length < size) break
      }
      await trx.commit()
    } finally {
      if (!trx.isCompleted()) await trx.rollback()
    }
  }

  async function* heldBatches(): AsyncGenerator<Batch<Row>> {
    const db = source.knex
    await db.transaction((trx) => declare(trx, 'WITH HOLD'), { readOnly: true })
    try {
      for (;;) {
        const rows = await fetch(db)
        if (rows.length) yield { rows, db }
        if (rows.length < size) break
      }
    } finally {
      await db.raw(`CLOSE ${name}`)
    }
  }
}
