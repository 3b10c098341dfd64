import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface SheetServer {
  /** http://127.0.0.1:<port> */
  url: string
  /** Serves `body` at `path` from now on, with its content type (text/csv by default). */
  put: (path: string, body: string | Buffer, contentType?: string) => void
  close: () => Promise<void>
}

/** A site on this machine that the import tests publish their sheets on; other paths answer 404. */
export async function startSheetServer(): Promise<SheetServer> {
  const files = new Map<string, { body: string | Buffer; contentType: string }>()
  const server = createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://localhost').pathname)
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain' })
      return response.end('not found')
    }
    response.writeHead(200, { 'Content-Type': file.contentType })
    response.end(file.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    put: (path, body, contentType = 'text/csv; charset=utf-8') => files.set(path, { body, contentType }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
