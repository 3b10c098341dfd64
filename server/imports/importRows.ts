import { BadRequest } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { fillMessage } from '../../common/messages'
import {
  IMPORT_ERRORS_LISTED,
  importMessages,
  type ImportKind,
  type ImportCounts,
  type ImportResult,
  type ImportRowError,
} from '../../common/imports'
import { refuseCommitWithoutClient } from '../db/transaction'
import type { Application } from '../declarations'
import type { User } from '../services/users/users.schema'
import type { Sheet } from './readSheet'

/** A row of an import: its sheet row number and its cells by column name ('' when empty or absent). */
export interface ImportRow {
  number: number
  cell: (column: string) => string
}

/** The row errors an import collects while it checks every row before writing any. */
export class RowErrors {
  readonly list: ImportRowError[] = []

  add(row: number, column: string, message: string, values?: Record<string, string | number>) {
    this.list.push({ row, column, message: values ? fillMessage(message, values) : message })
  }

  get any() {
    return this.list.length > 0
  }

  private firstRows = new Map<string, number>()

  /** Whether a row is the first to name `key` (what the import writes once); a later one is refused as 'Repeats row N'. */
  first(key: string, row: number, column: string): boolean {
    const first = this.firstRows.get(key)
    if (first === undefined) {
      this.firstRows.set(key, row)
      return true
    }
    this.add(row, column, importMessages.rowTwice, { row: first })
    return false
  }
}

/** Who runs an import, and the app whose services it writes through. */
export interface ImportContext {
  app: Application
  user: User
  /** The HTTP call's params: nothing commits once its client has left. */
  params?: Params
}

/**
 * One import: `check` reads every row against the database and collects every row error, answering
 * what to write; `apply` writes it. Both run in one transaction, so nothing is written unless every
 * row is good, and what was checked is what is written.
 */
export interface Importer<Plan> {
  kind: ImportKind
  check(db: Knex, rows: ImportRow[], errors: RowErrors, context: ImportContext): Promise<Plan>
  apply(db: Knex, plan: Plan, context: ImportContext): Promise<ImportCounts>
}

/** The sheet's rows by the kind's columns (matched by name, in any case and order); a missing required column is refused. */
export function importRows(sheet: Sheet, kind: ImportKind): ImportRow[] {
  const positions = new Map(sheet.header.map((name, index) => [name.trim().toLowerCase(), index]))
  const missing = kind.columns.filter((column) => column.required && !positions.has(column.name.toLowerCase()))
  if (missing.length) {
    throw refusal(
      missing.map((column) => ({
        row: 1,
        column: column.name,
        message: fillMessage(importMessages.missingColumn, { column: column.name }),
      })),
    )
  }
  if (!sheet.rows.length) throw refusal([{ row: 2, column: '', message: importMessages.noRows }])
  return sheet.rows.map(({ number, cells }) => ({
    number,
    cell: (column) => {
      const position = positions.get(column.toLowerCase())
      return position === undefined ? '' : (cells[position] ?? '').trim()
    },
  }))
}

/** 400 naming the first row errors and how many there are: nothing was imported. */
function refusal(errors: ImportRowError[]) {
  return new BadRequest(importMessages.rowsRefused, {
    errors: errors.slice(0, IMPORT_ERRORS_LISTED),
    errorCount: errors.length,
  })
}

/** 400 for a row that a rule met only while writing refuses (nothing is written: the transaction rolls back). */
export const refuseRow = (row: number, column: string, message: string, values?: Record<string, string | number>) =>
  refusal([{ row, column, message: values ? fillMessage(message, values) : message }])

/** Checks every row, then writes all of them in one transaction, or refuses the lot with its row errors. */
export async function runImport<Plan>(
  importer: Importer<Plan>,
  sheet: Sheet,
  context: ImportContext,
): Promise<ImportResult> {
  const rows = importRows(sheet, importer.kind)
  const counts = await context.app.get('knex').transaction(async (trx) => {
    const errors = new RowErrors()
    const plan = await importer.check(trx, rows, errors, context)
    if (errors.any) throw refusal(errors.list.sort((a, b) => a.row - b.row))
    const written = await importer.apply(trx, plan, context)
    refuseCommitWithoutClient(context.params, `import of ${importer.kind}`)
    return written
  })
  return { status: 'success', rows: rows.length, ...counts }
}
