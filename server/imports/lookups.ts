import { importMessages } from '../../common/imports'
import type { ImportRow, RowErrors } from './importRows'
import type { Knex } from 'knex'
import { batches } from '../db/batches'

export interface CountryRow {
  id: number
  name: string
  iso_code: string | null
  main_entity_id: string | null
}

/**
 * The country a row's Topic cell names, by its name (in any case) or its ISO code; an empty or unknown
 * one is the row's error. The countries are read once.
 */
export async function topicReader(db: Knex): Promise<(row: ImportRow, errors: RowErrors) => CountryRow | undefined> {
  const countries: CountryRow[] = await db('countries').select('id', 'name', 'iso_code', 'main_entity_id')
  const byName = new Map(countries.map((country) => [country.name.toLowerCase(), country]))
  const byCode = new Map(countries.flatMap((country) => (country.iso_code ? [[country.iso_code, country]] : [])))
  return (row, errors) => {
    const cell = row.cell('Topic')
    const country = byName.get(cell.toLowerCase()) ?? byCode.get(cell.toUpperCase())
    if (!cell) errors.add(row.number, 'Topic', importMessages.required)
    else if (!country) errors.add(row.number, 'Topic', importMessages.unknownCountry, { name: cell })
    return country
  }
}

/** Rows of `table` whose lower-cased `column` is one of `names`, asked in batches. */
export async function rowsNamed<Row>(
  db: Knex,
  table: string,
  columns: string[],
  names: Iterable<string>,
  column = 'name',
): Promise<Row[]> {
  const lowered = [...new Set([...names].map((name) => name.toLowerCase()))]
  const rows: Row[] = []
  for (const batch of batches(lowered, 5000)) {
    rows.push(
      ...((await db(table)
        .select(columns)
        .whereIn(db.raw('lower(??)', [column]) as unknown as string, batch)) as Row[]),
    )
  }
  return rows
}

/** Groups rows by a key. */
export function groupBy<Row>(rows: Iterable<Row>, key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>()
  for (const row of rows) {
    const group = groups.get(key(row))
    if (group) group.push(row)
    else groups.set(key(row), [row])
  }
  return groups
}
