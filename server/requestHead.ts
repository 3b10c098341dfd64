import type { Server, ServerResponse } from 'node:http'
import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { MAX_PAGE_SIZE } from '../common/limits'
import { fillMessage, messages } from '../common/messages'
import type { Application } from './declarations'

/**
 * The request line and headers Node reads before it refuses a request: room for a getMany of
 * MAX_PAGE_SIZE uuids (`id[$in][999]=…` is about 60 bytes each), four times Node's default of 16 KB.
 */
export const MAX_REQUEST_HEAD_KB = 64

interface ClientError extends Error {
  code?: string
}

/** A refusal Node's parser makes before Koa sees the request, as a Feathers error in JSON. */
function refusalOf(error: ClientError): { status: number; name: string; className: string; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    const message = fillMessage(messages.requestHeadTooLarge, { max: MAX_REQUEST_HEAD_KB, ids: MAX_PAGE_SIZE })
    return { status: 431, name: 'RequestHeaderFieldsTooLarge', className: 'request-header-fields-too-large', message }
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, name: 'Timeout', className: 'timeout', message: STATUS_CODES[408]! }
  }
  return { status: 400, name: 'BadRequest', className: 'bad-request', message: messages.badHttpRequest }
}

/** Node answers these with an empty body; a client reads why from the JSON every other error has. */
function answerClientError(error: ClientError, socket: Duplex & { _httpMessage?: ServerResponse | null }) {
  // as Node's own handler: never write into an answer already under way on this connection
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy()
    return
  }
  const { status, name, className, message } = refusalOf(error)
  const body = JSON.stringify({ name, message, code: status, className })
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'X-Content-Type-Options: nosniff',
      'Cache-Control: no-store',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  )
}

/** Once the app listens: the larger request head, and JSON refusals of what Node's parser cannot read. */
export function requestHead(app: Application) {
  app.hooks({
    setup: [
      async (context: { server?: Server & { maxHeaderSize?: number } }, next: () => Promise<void>) => {
        const { server } = context
        if (server) {
          // what http.createServer's maxHeaderSize option sets, read as each connection opens; Koa's
          // listen passes no options (a test sends a head between 16 and 64 KB)
          server.maxHeaderSize = MAX_REQUEST_HEAD_KB * 1024
          server.on('clientError', answerClientError)
        }
        await next()
      },
    ],
  })
}
