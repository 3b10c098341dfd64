import { describe, expect, it } from 'vitest'
import { csvRecordCounter, percentDone, progressStream, type DownloadProgress } from './downloadProgress'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('csvRecordCounter', () => {
  it.each([
    ['plain lines', ['a,b\r\n1,2\r\n3,4\r\n'], 3],
    ['a line feed inside a quoted cell', ['a,b\r\n"line one\nline two",2\r\n'], 2],
    ['doubled quotes inside a cell', ['"say ""hi""\n",1\r\n'], 1],
    ['a quoted cell cut across chunks', ['a\r\n"one\n', 'two"\r\n', 'b\r\n'], 3],
  ])('counts %s', (_case, chunks, records) => {
    const count = csvRecordCounter()
    expect(chunks.reduce((sum, chunk) => sum + count(bytes(chunk)), 0)).toBe(records)
  })
})

describe('progressStream', () => {
  it('passes the bytes through and reports bytes and rows, the header row left out', async () => {
    const reports: DownloadProgress[] = []
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes('Name\r\n'))
        controller.enqueue(bytes('A\r\nB\r\n'))
        controller.close()
      },
    })
    const text = await new Response(source.pipeThrough(progressStream(true, 4, (p) => reports.push(p)))).text()
    expect(text).toBe('Name\r\nA\r\nB\r\n')
    expect(reports).toEqual([
      { bytes: 6, rows: 0, totalRows: 4 },
      { bytes: 12, rows: 2, totalRows: 4 },
    ])
  })

  it('reports bytes only for a file that is not CSV', async () => {
    const reports: DownloadProgress[] = []
    const source = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes('PK\n\n'))
        controller.close()
      },
    })
    await new Response(source.pipeThrough(progressStream(false, undefined, (p) => reports.push(p)))).arrayBuffer()
    expect(reports).toEqual([{ bytes: 4 }])
  })
})

describe('percentDone', () => {
  it('is the share of the rows when their total is known, else unknown', () => {
    expect(percentDone({ bytes: 10, rows: 25, totalRows: 100 })).toBe(25)
    expect(percentDone({ bytes: 10, rows: 25 })).toBeUndefined()
    expect(percentDone({ bytes: 10 })).toBeUndefined()
  })
})
