import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

export interface ImageServer {
  /** http://127.0.0.1:<port> */
  url: string
  port: number
  /** Paths asked for, in order. */
  requests: string[]
  /** Whether the last streamed oversized answer was cut off by the client before it was all sent. */
  hugeCutOff: () => boolean
  close: () => Promise<void>
}

/**
 * A site on this machine for GET /proxy-download to fetch from: an image, a page, a fake image,
 * oversized answers, redirects and an answer that never comes.
 */
export async function startImageServer(): Promise<ImageServer> {
  const requests: string[] = []
  let hugeFinished: boolean | undefined
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    requests.push(url.pathname)
    const hops = Number(url.searchParams.get('hops') ?? 0)
    switch (url.pathname) {
      case '/flag.png':
        response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': PNG.length })
        return response.end(PNG)
      case '/page.html':
        response.writeHead(200, { 'Content-Type': 'text/html' })
        return response.end('<html><body>not an image</body></html>')
      case '/fake.png':
        response.writeHead(200, { 'Content-Type': 'image/png' })
        return response.end('<html><script>alert(1)</script></html>')
      case '/huge-declared.png':
        response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': 40_000_000 })
        return response.end(PNG)
      case '/sized.png': {
        // a PNG of `bytes` bytes: its signature, then zeros
        const image = Buffer.alloc(Number(url.searchParams.get('bytes')))
        PNG.copy(image, 0, 0, 8)
        response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': image.length })
        return response.end(image)
      }
      case '/huge.png': {
        // 40 MB in chunks, with no length announced: only counting tells it is too large
        response.writeHead(200, { 'Content-Type': 'image/png' })
        hugeFinished = false
        const chunk = Buffer.alloc(1024 * 1024, 7)
        let sent = 0
        const send = () => {
          while (sent < 40) {
            sent++
            if (!response.write(chunk)) return response.once('drain', send)
          }
          hugeFinished = true
          response.end()
        }
        return send()
      }
      case '/redirect':
        if (hops > 0) {
          response.writeHead(302, { Location: `/redirect?hops=${hops - 1}` })
          return response.end()
        }
        response.writeHead(301, { Location: '/flag.png' })
        return response.end()
      case '/to-file':
        response.writeHead(302, { Location: 'file:///etc/passwd' })
        return response.end()
      case '/to-other-loopback':
        response.writeHead(307, { Location: `http://127.0.0.2:${url.searchParams.get('port')}/flag.png` })
        return response.end()
      case '/slow':
        return
      default:
        response.writeHead(404, { 'Content-Type': 'text/plain' })
        return response.end('not found')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    hugeCutOff: () => hugeFinished === false,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
