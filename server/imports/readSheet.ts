import { BadRequest, FeathersError } from '@feathersjs/errors'
import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, importMessages, sheetDownloadUrl } from '../../common/imports'
import { guardedGet, readBody, type GuardedGetOptions } from '../net/guardedGet'

/** A row of a sheet: its number as the spreadsheet shows it (the header is row 1) and its cells, as text. */
export interface SheetRow {
  number: number
  cells: string[]
}

/** A sheet as read: its header cells and its rows that are not empty, in the sheet's order. */
export interface Sheet {
  header: string[]
  rows: SheetRow[]
}

/** The refusal of a sheet that cannot be read, with why in `reason` (the screen shows both). */
const unreadable = (message: string, reason: string) => new BadRequest(message, { reason })

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const NOT_SHEET_TYPES = /^(text\/html|image\/|audio\/|video\/|application\/(pdf|json|xml|javascript))/

/** Reads the sheet a link names (spec 3 §2): a share link of a spreadsheet or a CSV or XLSX address. */
export async function readSheetAt(link: string, options: Pick<GuardedGetOptions, 'allowAddress'>): Promise<Sheet> {
  const fail = (reason: string) => unreadable(importMessages.sheetNotFound, reason)
  try {
    const { response, signal } = await guardedGet(sheetDownloadUrl(link), {
      ...options,
      timeoutMs: 60_000,
      accept: 'text/csv, application/vnd.openxmlformats-officedocument.spreadsheetml.sheet, */*',
    })
    const declared = (response.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
    // a private spreadsheet answers its sign-in page
    if (NOT_SHEET_TYPES.test(declared)) {
      response.destroy()
      throw fail(importMessages.notASheet)
    }
    const bytes = await readBody(response, signal, IMPORT_MAX_BYTES, () => fail(importMessages.tooLarge))
    return await parseSheet(bytes, fail)
  } catch (error) {
    if (error instanceof FeathersError && error.message === importMessages.sheetNotFound) throw error
    throw fail(error instanceof Error ? error.message : String(error))
  }
}

/** Reads an uploaded sheet file (the current-themes upload), refusing it with `message` when it is none. */
export async function readSheetFile(bytes: Buffer, message: string): Promise<Sheet> {
  const fail = (reason: string) => unreadable(message, reason)
  if (bytes.length > IMPORT_MAX_BYTES) throw fail(importMessages.tooLarge)
  return parseSheet(bytes, fail)
}

/** An XLSX (a zip) or else a CSV, in UTF-8 with or without its byte-order mark. */
async function parseSheet(bytes: Buffer, fail: (reason: string) => FeathersError): Promise<Sheet> {
  let table: string[][]
  if (bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) {
    table = await xlsxTable(bytes).catch(() => {
      throw fail(importMessages.notASheet)
    })
  } else {
    // text has no NUL bytes: anything with them is some other file
    if (bytes.includes(0)) throw fail(importMessages.notASheet)
    table = csvTable(bytes.toString('utf8').replace(/^\uFEFF/, ''), fail)
  }
  const [header = [], ...rows] = table
  if (rows.length > IMPORT_MAX_ROWS) throw fail(importMessages.tooManyRows)
  return {
    header,
    rows: rows
      .map((cells, index) => ({ number: index + 2, cells }))
      .filter((row) => row.cells.some((cell) => cell !== '')),
  }
}

/** The delimiter of a CSV: the one of comma, semicolon and tab its first line has most of. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n'))
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, firstLine.split(delimiter).length] as const)
  return counts.reduce((best, one) => (one[1] > best[1] ? one : best))[0]
}

function csvTable(text: string, fail: (reason: string) => FeathersError): string[][] {
  try {
    return parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      trim: true,
      bom: true,
    }) as string[][]
  } catch (error) {
    throw fail(`${importMessages.notASheet}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

/** A cell's text as a person reads it: dates as their day, formulas as their result, rich text as its text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value !== 'object') return String(value).trim()
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim()
  if ('text' in value && typeof value.text === 'string') return value.text.trim()
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue)
  if ('error' in value) return ''
  return ''
}

/** The first worksheet's rows, as text. */
async function xlsxTable(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) return []
  const table: string[][] = []
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = []
    for (let column = 1; column <= row.cellCount; column++) cells.push(cellText(row.getCell(column).value))
    table[number - 1] = cells
  })
  return Array.from(table, (row) => row ?? [])
}
