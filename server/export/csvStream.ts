import { pipeline, Readable } from 'node:stream'
import { stringify } from 'csv-stringify'
import { safeCell } from '../../common/csvCells'

export type CsvValue = string | number | boolean | null | undefined

/**
 * A CSV file streamed from batches of records: a UTF-8 BOM (so spreadsheets read accents), the header,
 * then each record with its cells made safe. The records are pulled as the client reads, so a slow
 * client holds back the database rather than filling memory; a client that goes away stops the reading.
 */
export function csvStream(header: readonly string[], records: AsyncIterable<CsvValue[][]>): Readable {
  async function* lines() {
    yield header as string[]
    for await (const batch of records) yield* batch.map((record) => record.map(safeCell))
  }
  const csv = stringify({ bom: true, record_delimiter: 'windows' })
  // an aborted download is no error of ours: the source stops, its transaction is rolled back
  return pipeline(Readable.from(lines()), csv, () => undefined)
}
