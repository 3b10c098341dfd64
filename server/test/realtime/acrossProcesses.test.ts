import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CommentRecord } from '../../../common/entityFormat'
import type { AppConfig } from '../../config'
import { addPlotEntity } from '../entityFixtures'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, signInAdmin } from '../helpers'
import { signedInLive, type LiveClient } from './liveClient'

const postgres = Boolean(process.env.TEST_DATABASE_URL)
const redisUrl = process.env.TEST_REDIS_URL
if (!postgres) console.info('across processes: skipped on PGlite (one process by construction); set TEST_DATABASE_URL')
if (!postgres || !redisUrl)
  console.info('across processes over Redis: skipped; set TEST_DATABASE_URL and TEST_REDIS_URL')

const servers: TestServer[] = []
const open: LiveClient[] = []
afterEach(async () => {
  for (const client of open.splice(0)) client.close()
  // the second process first: it shares the first's database, which the first drops
  for (const server of servers.splice(0).reverse()) await server.close()
})

/** Two API processes on one PostgreSQL database, with this configuration. */
async function twoProcesses(config: Partial<AppConfig>) {
  const first = await startTestServer(config)
  servers.push(first)
  const second = await startTestServer(config, first)
  servers.push(second)
  return [first, second] as const
}

/** A comment made through `maker` and heard by a socket of `listener`; also a session ended in `maker`. */
async function deliversAcross(maker: TestServer, listener: TestServer, kind: string) {
  expect(maker.app.get('realtime').kind).toBe(kind)
  const adminToken = await signInAdmin(maker)
  const analyst = await addSignedInUser(maker, adminToken, { role: 'analyst' })
  const entity = await addPlotEntity(maker.db, { creatorId: analyst.user.id })
  const socket = await signedInLive(listener.url, analyst.token)
  open.push(socket)
  const made = await maker.api<CommentRecord>('POST', '/comments', {
    token: adminToken,
    body: { sourceId: entity.facets[0].id, details: 'Across processes' },
  })
  expect(made.status).toBe(201)
  expect(await socket.next('comments created', (data) => (data as CommentRecord).id === made.body.id)).toEqual(
    made.body,
  )
  // past NOTIFY's 8,000 bytes: through the realtime_messages table on PostgreSQL
  const long = 'Long '.repeat(2000)
  maker.app.get('realtime').publishToUsers([analyst.user.id], 'presence', { long })
  expect(await socket.next('presence')).toEqual({ long })
  expect((await maker.api('DELETE', '/authentication', { token: analyst.token })).status).toBe(200)
  expect(await socket.closed()).toBe(true)
}

describe('events reach the sockets of every API process sharing the database', () => {
  it.skipIf(!postgres)('through PostgreSQL LISTEN/NOTIFY', async () => {
    const [first, second] = await twoProcesses({})
    await deliversAcross(first, second, 'postgres')
  })

  it.skipIf(!postgres)('through PostgreSQL again after its LISTEN connections drop', async () => {
    const [first, second] = await twoProcesses({})
    const listeners = async () =>
      (
        await first.db.raw<{ rows: { pid: number }[] }>(
          "select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN realtime'",
        )
      ).rows
    const dropped = (await listeners()).map((row) => row.pid)
    expect(dropped).toHaveLength(2)
    await first.db.raw('select pg_terminate_backend(pid) from pg_stat_activity where pid = any(?)', [dropped])
    // each process opens a connection of its own again
    await vi.waitFor(
      async () => {
        const now = (await listeners()).map((row) => row.pid)
        expect(now).toHaveLength(2)
        expect(now.filter((pid) => dropped.includes(pid))).toEqual([])
      },
      { timeout: 15_000, interval: 200 },
    )
    await deliversAcross(first, second, 'postgres')
  })

  it.skipIf(!postgres || !redisUrl)('through Redis', async () => {
    const [first, second] = await twoProcesses({ redisUrl })
    await deliversAcross(first, second, 'redis')
  })
})
