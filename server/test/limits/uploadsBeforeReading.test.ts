import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMPORT_MAX_BYTES, importMessages } from '../../../common/imports'
import { ANONYMOUS_BODY_MAX_BYTES, BODY_MAX_BYTES } from '../../../common/limits'
import { fillMessage, messages } from '../../../common/messages'
import { sizeText } from '../../bodies'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, isoDay, signInAdmin } from '../helpers'

let server: TestServer
let adminToken: string
let analystToken: string
let trialToken: string

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  analystToken = (await addSignedInUser(server, adminToken, { role: 'analyst' })).token
  trialToken = (await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })).token
})
afterAll(() => server.close())

interface RawAnswer {
  status: number
  headers: string
  body: { message?: string; data?: { reason?: string } }
  text: string
}

/**
 * Sends a request's head declaring `declared` bytes of body, then only `sent` of them, over a raw
 * connection to 127.0.0.1, and answers what the server said: it can only have answered without reading
 * the body it was promised.
 */
function sendPart(path: string, headers: Record<string, string>, declared: number, sent: number | Buffer) {
  const { port } = new URL(server.url)
  return new Promise<RawAnswer>((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1')
    let answer = Buffer.alloc(0)
    socket.on('error', reject)
    socket.on('data', (chunk: Buffer) => {
      answer = Buffer.concat([answer, chunk])
      const text = answer.toString('utf8')
      const end = text.indexOf('\r\n\r\n')
      if (end < 0) return
      const head = text.slice(0, end)
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1] ?? 0)
      if (answer.length < Buffer.byteLength(head) + 4 + length) return
      socket.destroy()
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
        headers: head,
        body: length && /\r\ncontent-type: application\/json/i.test(head) ? JSON.parse(text.slice(end + 4)) : {},
        text: text.slice(end + 4),
      })
    })
    const lines = Object.entries({ Host: '127.0.0.1', 'Content-Length': String(declared), ...headers })
    socket.write(
      `POST /api${path} HTTP/1.1\r\n${lines.map(([name, value]) => `${name}: ${value}`).join('\r\n')}\r\n\r\n`,
    )
    socket.write(typeof sent === 'number' ? Buffer.alloc(sent, 'a') : sent)
  })
}

const multipart = { 'Content-Type': 'multipart/form-data; boundary=xyz' }
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

describe('an upload is refused before its body is read', () => {
  it('without a token (401), with a bad one (401), and for a role that may not import (403)', async () => {
    const declared = IMPORT_MAX_BYTES
    const anonymous = await sendPart('/import-current-themes', multipart, declared, 1024)
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers).toMatch(/\r\nconnection: close/i)
    const forged = await sendPart('/import-current-themes', { ...multipart, ...bearer('not.a.token') }, declared, 1024)
    expect(forged.status).toBe(401)
    const trial = await sendPart('/import-current-themes', { ...multipart, ...bearer(trialToken) }, declared, 1024)
    expect(trial.status).toBe(403)
    expect(trial.body.message).toBe(messages.notAllowed)
  })

  it('over its cap when declared (413), for a caller who may import', async () => {
    const answer = await sendPart(
      '/import-current-themes',
      { ...multipart, ...bearer(analystToken) },
      IMPORT_MAX_BYTES * 2,
      1024,
    )
    expect(answer.status).toBe(413)
    expect(answer.body.message).toBe(importMessages.currentThemesFailed)
    expect(answer.body.data?.reason).toBe(importMessages.tooLarge)
  })

  it('over its cap when not declared: refused (413) once the count passes it, before the rest is sent', async () => {
    const boundary = 'xyz'
    const planned = IMPORT_MAX_BYTES * 3
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(
          new TextEncoder().encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n\r\n`,
          ),
        )
      },
      pull(controller) {
        if (sent >= planned) return controller.close()
        const chunk = new Uint8Array(256 * 1024).fill(97)
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    const response = await fetch(`${server.url}/api/import-current-themes`, {
      method: 'POST',
      headers: { ...multipart, ...bearer(analystToken) },
      body: body,
      duplex: 'half',
    } as RequestInit).catch((error: unknown) => error)
    // the server answers and closes while the client still sends: either the 413 or a cut connection
    if (response instanceof Response) {
      expect(response.status).toBe(413)
      expect(((await response.json()) as RawAnswer['body']).data?.reason).toBe(importMessages.tooLarge)
    }
    expect(sent).toBeLessThan(planned)
  })
})

describe("the storage's own upload endpoint (S3's presigned POST)", () => {
  it('refuses a form without a valid policy at the start of its file, without reading the file', async () => {
    const form = [
      '--xyz\r\nContent-Disposition: form-data; name="key"\r\n\r\nmedia/x/y.png',
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="y.png"\r\nContent-Type: image/png\r\n\r\n',
    ].join('\r\n')
    const answer = await sendPart('/storage/upload', multipart, 40_000_000, Buffer.from(form + 'a'.repeat(1024)))
    expect(answer.status).toBe(403)
    expect(answer.headers).toMatch(/\r\nconnection: close/i)
    expect(answer.text).toContain('<Code>AccessDenied</Code>')
  })
})

describe('JSON bodies have a cap, a low one without signing in', () => {
  it('refuses an anonymous body declared past its cap (413) before reading it', async () => {
    const answer = await sendPart(
      '/authentication',
      { 'Content-Type': 'application/json' },
      ANONYMOUS_BODY_MAX_BYTES + 1,
      100,
    )
    expect(answer.status).toBe(413)
    expect(answer.body.message).toBe(
      fillMessage(messages.anonymousBodyTooLarge, { max: sizeText(ANONYMOUS_BODY_MAX_BYTES) }),
    )
  })

  it('answers 401, not 413, to a body past the anonymous cap sent with a token no longer valid', async () => {
    const expired = await sendPart(
      '/users',
      { 'Content-Type': 'application/json', ...bearer('not.a.token') },
      ANONYMOUS_BODY_MAX_BYTES + 1,
      100,
    )
    expect(expired.status).toBe(401)
    expect(expired.body.message).toBe(messages.sessionEndedBodyUnread)
  })

  it('takes a signed-in body past the anonymous cap, and refuses one past its own (413)', async () => {
    const padding = 'x'.repeat(ANONYMOUS_BODY_MAX_BYTES * 2)
    const taken = await server.api('POST', '/users', { token: adminToken, body: { email: 'big@example.com', padding } })
    // read and checked: the schema refuses the unknown property
    expect(taken.status).toBe(400)
    const answer = await sendPart(
      '/users',
      { 'Content-Type': 'application/json', ...bearer(adminToken) },
      BODY_MAX_BYTES + 1,
      100,
    )
    expect(answer.status).toBe(413)
    expect(answer.body.message).toBe(fillMessage(messages.bodyTooLarge, { max: sizeText(BODY_MAX_BYTES) }))
  })
})
