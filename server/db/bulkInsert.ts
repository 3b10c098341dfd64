import type { Knex } from 'knex'
import { batches } from './batches'

/** Rows per statement: they travel as one JSON parameter, so PostgreSQL's bound-parameter limit does not bind. */
const ROWS_PER_INSERT = 2000

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * Inserts many rows of one shape (the columns of the first row) in a statement per 2,000: the rows are
 * sent as a JSON array and read back as rows of the table's own type (`jsonb_populate_recordset`), so
 * each value takes its column's type as an INSERT would and a statement is parsed once, not per row.
 * jsonb columns take a row's value as it is.
 */
export async function insertRecords(db: Knex, table: string, rows: readonly Record<string, unknown>[]) {
  if (!rows.length) return
  const columns = Object.keys(rows[0]).map(quoted).join(', ')
  for (const chunk of batches(rows, ROWS_PER_INSERT)) {
    await db.raw(
      `INSERT INTO ${quoted(table)} (${columns})
       SELECT ${columns} FROM jsonb_populate_recordset(NULL::${quoted(table)}, ?::jsonb)`,
      [JSON.stringify(chunk)],
    )
  }
}
