import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { EXPORTS_IN_ALL, EXPORTS_PER_USER } from '../../../common/exports'
import { fillMessage, messages } from '../../../common/messages'

import { ADMIN, startTestServer, type TestServer } from '../harness'
import { addSignedInUser, signInAdmin } from '../helpers'

/** Entities whose export is far larger than what the sockets of a client that reads nothing take in. */
const ENTITIES = 30_000

async function addManyEntities(server: TestServer) {
  await server.db.raw(
    `INSERT INTO entities (name, "entityTemplateId", type, "subType")
     SELECT repeat('Slow reader ', 20) || g, t.id, t.type, t."subType"
     FROM generate_series(1, ?) g, (SELECT id, type, "subType" FROM entity_templates ORDER BY id LIMIT 1) t`,
    [ENTITIES],
  )
}

interface SlowReader {
  status: number
  /** the answer's first bytes: the whole answer when it was refused */
  head: string
  socket: Socket
  /** settles once the connection is closed and, when the server closed it, what it sent was read */
  closed: Promise<void>
}

/**
 * Asks for an entity export over a raw connection to 127.0.0.1 and, once the status line came, reads
 * nothing more: the slow client of a download.
 */
function openSlowReader(server: TestServer, token: string): Promise<SlowReader> {
  const { port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1')
    const closed = new Promise<void>((done) => socket.once('close', () => done()))
    socket.once('error', reject)
    socket.write(`GET /api/entities?export=true HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`)
    socket.once('data', (chunk: Buffer) => {
      socket.pause()
      const head = chunk.toString('latin1')
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), head, socket, closed })
    })
  })
}

const closeAll = async (readers: SlowReader[]) => {
  for (const reader of readers) reader.socket.destroy()
  await Promise.all(readers.map((reader) => reader.closed))
}

describe('exports cannot starve the API', () => {
  let server: TestServer
  let adminToken: string
  const analysts: { email: string; password: string; token: string }[] = []

  beforeAll(async () => {
    server = await startTestServer()
    adminToken = await signInAdmin(server)
    await addManyEntities(server)
    for (let n = 0; n < 6; n++) {
      const { user, password, token } = await addSignedInUser(server, adminToken, { role: 'analyst' })
      analysts.push({ email: user.email, password, token })
    }
  })
  afterAll(async () => {
    await everySlotFree()
    await server.close()
  })

  // a slot is given back a moment after its reader went away
  const everySlotFree = () =>
    vi.waitFor(() => expect(server.app.get('exportSlots').underWay).toBe(0), { timeout: 30_000, interval: 50 })

  it('twelve slow readers: sign-in, a grid page and health still answer, and the readers over the limits get 429', async () => {
    await everySlotFree()
    const readers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => openSlowReader(server, analysts[n % analysts.length].token)),
    )
    try {
      const statuses = readers.map((reader) => reader.status)
      expect(statuses.filter((status) => status === 200)).toHaveLength(EXPORTS_IN_ALL)
      expect(statuses.filter((status) => status === 429)).toHaveLength(12 - EXPORTS_IN_ALL)

      const { status: signIn } = await server.api('POST', '/authentication', {
        body: { email: ADMIN.email, password: ADMIN.password, strategy: 'local' },
      })
      expect(signIn).toBe(201)
      const page = await server.api<{ data: unknown[] }>('GET', '/entities', {
        token: adminToken,
        query: '$limit=25&$sort[name]=1',
      })
      expect(page.status).toBe(200)
      expect(page.body.data).toHaveLength(25)
      expect((await server.api('GET', '/facets', { token: adminToken, query: '$limit=25' })).status).toBe(200)
      expect((await server.api('GET', '/health')).status).toBe(200)
    } finally {
      await closeAll(readers)
    }
  })

  it('refuses a user a third export under way with 429, and another user once every slot is taken', async () => {
    await everySlotFree()
    const held: SlowReader[] = []
    const open = async (token: string) => {
      const reader = await openSlowReader(server, token)
      held.push(reader)
      return reader
    }
    try {
      for (let n = 0; n < EXPORTS_PER_USER; n++) expect((await open(analysts[0].token)).status).toBe(200)
      const third = await open(analysts[0].token)
      expect(third.status).toBe(429)
      expect(third.head).toContain(fillMessage(messages.exportsPerUser, { max: EXPORTS_PER_USER }))

      for (let n = 1; n <= EXPORTS_IN_ALL - EXPORTS_PER_USER; n++)
        expect((await open(analysts[n].token)).status).toBe(200)
      const other = await open(analysts[5].token)
      expect(other.status).toBe(429)
      expect(other.head).toContain(fillMessage(messages.exportsInAll, { max: EXPORTS_IN_ALL }))
    } finally {
      await closeAll(held)
    }
  })
})

describe('a stalled reader', () => {
  let server: TestServer
  let token: string

  beforeAll(async () => {
    // a short timeout, so that the test waits little for it
    server = await startTestServer({ streamStallMs: 500 })
    const adminToken = await signInAdmin(server)
    await addManyEntities(server)
    token = (await addSignedInUser(server, adminToken, { role: 'analyst' })).token
  })
  afterAll(() => server.close())

  it('is cut off once it has taken nothing for the timeout, and its export slot is given back', async () => {
    const readers: SlowReader[] = []
    for (let n = 0; n < EXPORTS_PER_USER; n++) readers.push(await openSlowReader(server, token))
    expect(readers.map((reader) => reader.status)).toEqual(Array(EXPORTS_PER_USER).fill(200))
    // their slots come back without the test closing their connections
    await vi.waitFor(() => expect(server.app.get('exportSlots').underWay).toBe(0), { timeout: 30_000, interval: 50 })
    // and the server closed them: read what the sockets hold, then their end comes
    for (const reader of readers) reader.socket.resume()
    await Promise.all(readers.map((reader) => reader.closed))
    const next = await openSlowReader(server, token)
    expect(next.status).toBe(200)
    await closeAll([next])
  })
})
