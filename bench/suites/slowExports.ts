import { connect, type Socket } from 'node:net'
import type { Knex } from 'knex'
import type { AppConfig } from '../../server/config'
import { hashPassword } from '../../server/passwords'
import { BENCH_ADMIN, startApi } from '../server'
import { TARGETS } from '../targets'
import { percentile, time } from '../timing'

/** Clients holding an export open and reading nothing, from this many analysts (2 exports each at most). */
export const SLOW_EXPORTS = { readers: 12, users: 6 }

export interface SlowExportFigures {
  /** exports answered 200 (held open by their readers), and refused 429 past the limits */
  held: number
  refused: number
  calls: { call: string; p50: number; p95: number }[]
  target: number
  met: boolean
}

const exporter = (n: number) => ({ email: `exporter-${n}-bench@example.com`, password: `bench-exporter-${n}` })

async function exporterTokens(db: Knex, origin: string): Promise<string[]> {
  const tokens: string[] = []
  for (let n = 0; n < SLOW_EXPORTS.users; n++) {
    const { email, password } = exporter(n)
    if (!(await db('users').where({ email }).first('id'))) {
      const name = `Bench Exporter ${n}`
      await db('users').insert({
        email,
        name,
        role: 'analyst',
        isVerified: true,
        password: await hashPassword(password),
      })
    }
    const response = await fetch(`${origin}/api/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ strategy: 'local', email, password }),
    })
    if (!response.ok) throw new Error(`${email} sign-in: ${response.status}`)
    tokens.push(((await response.json()) as { accessToken: string }).accessToken)
  }
  return tokens
}

/** Asks for the facet grid's export and, once the status line came, reads nothing more. */
function slowReader(origin: string, token: string): Promise<{ status: number; socket: Socket }> {
  const { port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1')
    socket.once('error', reject)
    socket.write(`GET /api/facets?export=true HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`)
    socket.once('data', (chunk: Buffer) => {
      socket.pause()
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(chunk.toString('latin1'))?.[1]), socket })
    })
  })
}

/**
 * Sign-in and an entity grid page timed while twelve clients hold facet exports open and read nothing:
 * those past the export limits are refused, the others keep their slots (and on PostgreSQL their
 * connections of the exports' pool) for the whole run, and the API's own calls must not wait for them.
 */
export async function measureSlowExports(
  db: Knex,
  config: AppConfig,
  runs: number,
  say: (text: string) => void,
): Promise<SlowExportFigures> {
  const api = await startApi(db, config)
  const readers: { status: number; socket: Socket }[] = []
  try {
    const tokens = await exporterTokens(db, api.origin)
    for (let n = 0; n < SLOW_EXPORTS.readers; n++) readers.push(await slowReader(api.origin, tokens[n % tokens.length]))
    const held = readers.filter((reader) => reader.status === 200).length
    const refused = readers.filter((reader) => reader.status === 429).length
    say(`\n${SLOW_EXPORTS.readers} slow export readers: ${held} held open, ${refused} refused (429)`)
    const signIn = async () => {
      const response = await fetch(`${api.origin}/api/authentication`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ strategy: 'local', email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
      })
      if (response.status !== 201) throw new Error(`sign-in under slow exports: ${response.status}`)
      await response.arrayBuffer()
    }
    const timed = [
      { call: 'sign-in', durations: await time(() => undefined, signIn, runs) },
      {
        call: 'entity grid page',
        durations: await time(
          () => undefined,
          () => api.get('/entities?$limit=50&$sort[updatedAt]=-1'),
          runs,
        ),
      },
      {
        call: 'health',
        durations: await time(
          () => undefined,
          () => api.get('/health'),
          runs,
        ),
      },
    ]
    const calls = timed.map(({ call, durations }) => ({
      call,
      p50: percentile(durations, 50),
      p95: percentile(durations, 95),
    }))
    const target = TARGETS.underSlowExportsP95Ms
    for (const { call, p50, p95 } of calls) {
      say(`  ${call}: p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms (target p95 < ${target} ms)`)
    }
    return { held, refused, calls, target, met: calls.every((figure) => figure.p95 < target) }
  } finally {
    for (const reader of readers) reader.socket.destroy()
    await api.close()
  }
}
