import { once } from 'node:events'
import { PassThrough, type Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { safeCell } from '../../common/csvCells'
import type { CsvValue } from './csvStream'

/**
 * An XLSX workbook streamed from batches of records, as csvStream streams a CSV: exceljs's streaming
 * writer zips each row as it is added, the records are pulled while the client keeps up (the writer
 * waits for the response to drain), and a client that goes away stops the reading. Cells are made
 * safe as in a CSV: a spreadsheet opens both alike.
 */
export function xlsxStream(
  sheetName: string,
  header: readonly string[],
  records: AsyncIterable<CsvValue[][]>,
): Readable {
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: false, useSharedStrings: false })
  const sheet = workbook.addWorksheet(sheetName)
  async function write() {
    sheet.addRow([...header]).commit()
    for await (const batch of records) {
      if (out.destroyed) return
      for (const record of batch) sheet.addRow(record.map(safeCell)).commit()
      // a response that closes while full never drains
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')])
    }
    sheet.commit()
    await workbook.commit()
  }
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))))
  return out
}
