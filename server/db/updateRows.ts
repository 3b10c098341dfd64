import type { Knex } from 'knex'
import { batches } from './batches'

/** Rows per statement: well under PostgreSQL's 65,535 bound parameters for every table here. */
export const ROWS_PER_STATEMENT = 500

/** A jsonb parameter: null stays SQL NULL, anything else is sent as JSON text. */
export const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value))

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

export interface UpdateRowsOptions {
  /** the columns to answer of each row written (none by default) */
  returning?: string[]
  /** columns that keep their stored value where a row gives null */
  keepWhenNull?: string[]
}

/**
 * Updates many rows of a table by id in one statement per 500 rows, where a loop sends one per row (a
 * bulk stage edit of 500 facets sent 940): `UPDATE … FROM (VALUES …)`, each value cast to its column's
 * type. `columns` maps the columns to set to their SQL types; jsonb values are sent through `json`.
 * Answers the `returning` columns of the rows written, in the order of `rows`.
 */
export async function updateRows<T = Record<string, unknown>>(
  db: Knex,
  table: string,
  columns: Record<string, string>,
  rows: readonly Record<string, Knex.Value>[],
  { returning = [], keepWhenNull = [] }: UpdateRowsOptions = {},
): Promise<T[]> {
  const names = ['id', ...Object.keys(columns)]
  const types: Record<string, string> = { id: 'uuid', ...columns }
  const tuple = `(${names.map((name) => `?::${types[name]}`).join(', ')})`
  const sets = Object.keys(columns)
    .map((name) =>
      keepWhenNull.includes(name)
        ? `${quoted(name)} = coalesce(v.${quoted(name)}, t.${quoted(name)})`
        : `${quoted(name)} = v.${quoted(name)}`,
    )
    .join(', ')
  // the id comes back with the rows, to answer them in the order given
  const answered = returning.includes('*') || returning.includes('id') ? returning : ['id', ...returning]
  const answer = returning.length
    ? ` RETURNING ${answered.map((name) => (name === '*' ? 't.*' : `t.${quoted(name)}`)).join(', ')}`
    : ''
  const written: (T & { id: unknown })[] = []
  for (const chunk of batches(rows, ROWS_PER_STATEMENT)) {
    const result = await db.raw(
      `UPDATE ${quoted(table)} AS t SET ${sets} FROM (VALUES ${chunk.map(() => tuple).join(', ')}) AS v(${names.map(quoted).join(', ')}) WHERE t.id = v.id${answer}`,
      chunk.flatMap((row) => names.map((name) => row[name] ?? null)),
    )
    written.push(...(result.rows as (T & { id: unknown })[]))
  }
  const byId = new Map(written.map((row) => [String(row.id), row]))
  return rows.flatMap((row) => byId.get(String(row.id)) ?? [])
}
