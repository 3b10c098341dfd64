/** How far an export has streamed to disk: bytes written, and for a CSV its rows and, when the server said, their total. */
export interface DownloadProgress {
  bytes: number
  rows?: number
  totalRows?: number
}

const QUOTE = 0x22
const LINE_FEED = 0x0a

/**
 * Counts a CSV's records as its bytes pass: a line feed outside quotes ends one. A quote within a quoted
 * cell is doubled, so turning `quoted` over at every quote keeps it right, whatever the chunks' bounds.
 */
export function csvRecordCounter(): (chunk: Uint8Array) => number {
  let quoted = false
  return (chunk) => {
    let records = 0
    for (const byte of chunk) {
      if (byte === QUOTE) quoted = !quoted
      else if (byte === LINE_FEED && !quoted) records++
    }
    return records
  }
}

/** A pass-through of an export's bytes that reports its progress after each chunk (the header row is no row). */
export function progressStream(
  csv: boolean,
  totalRows: number | undefined,
  report: (progress: DownloadProgress) => void,
): TransformStream<Uint8Array, Uint8Array> {
  const count = csvRecordCounter()
  let bytes = 0
  let records = 0
  return new TransformStream({
    transform(chunk, controller) {
      bytes += chunk.byteLength
      if (csv) records += count(chunk)
      report(csv ? { bytes, rows: Math.max(0, records - 1), totalRows } : { bytes })
      controller.enqueue(chunk)
    },
  })
}

/** The share of the rows written, 0–100, when their total is known. */
export const percentDone = ({ rows, totalRows }: DownloadProgress): number | undefined =>
  rows === undefined || !totalRows ? undefined : Math.min(100, (rows / totalRows) * 100)
