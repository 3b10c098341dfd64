import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import knex, { type Knex } from 'knex'
import { DEFAULTS } from '../server/config'
import { createKnex } from '../server/db/knex'
import { freePort } from '../server/test/freePort'

/**
 * npm run faults [-- --seconds 20] [--writers 8] [--kills 3]: the fault drills (docs/operations.md). Each
 * spawns the real server (server/index.ts) and has `--writers` clients save dictionaries of ITEMS items
 * (one transaction each) while the drill strikes, then reads the database itself:
 * - PostgreSQL restart: a throw-away database on the local server (POSTGRES_URL's, by default
 *   127.0.0.1:5432, never `bench` or the app's), every connection of it ended (pg_terminate_backend)
 *   every RESTART_EVERY_MS, as a restart ends them;
 * - SIGTERM: the same server stopped under writes of larger saves, with a grace of STOP_GRACE_SECONDS, then
 *   with none;
 * - PGlite kill -9: a temporary DATA_DIR, the process killed under writes and started again, `--kills` times.
 * It prints, per drill, the saves acknowledged (201), those lost (acknowledged, not stored), those
 * half-written (stored without all their items), those stored though their client got no answer, and the
 * seconds until health answered 200 again. Everything is on 127.0.0.1 and bounded: `--seconds` of writes
 * per drill, at most MAX_WRITES saves each.
 */
const SERVER_URL = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const ADMIN = { email: DEFAULTS.adminEmail, password: DEFAULTS.adminPassword }
const ITEMS = 20
const LARGE_ITEMS = 5000
const MAX_WRITES = 5000
const RESTART_EVERY_MS = 1500
const STOP_GRACE_SECONDS = 2
const ROOT = path.resolve(import.meta.dirname, '..')

function numberOption(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} takes a positive number`)
  return value
}

const SECONDS = numberOption('seconds', 20)
const WRITERS = numberOption('writers', 8)
const KILLS = numberOption('kills', 3)

interface Server {
  origin: string
  child: ChildProcess
  exited: Promise<number | null>
}

/** The server on its own port, its output appended to `log`. */
async function spawnServer(env: Record<string, string>, log: string): Promise<Server> {
  const port = await freePort()
  const output = openSync(log, 'a')
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/index.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      JWT_SECRET: 'f'.repeat(64),
      INGEST_INTERVAL_MINUTES: '0',
      STOP_GRACE_SECONDS: String(STOP_GRACE_SECONDS),
      ...env,
    },
    stdio: ['ignore', output, output],
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { origin: `http://127.0.0.1:${port}`, child, exited }
}

/** Seconds until GET /health answers 200, polled every 50 ms; refuses when the server exits first. */
async function untilHealthy(server: Server, since = performance.now()): Promise<number> {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}`)
    const status = await fetch(`${server.origin}/api/health`).then(
      (answer) => answer.status,
      () => 0,
    )
    if (status === 200) return (performance.now() - since) / 1000
    await sleep(50)
  }
}

async function signIn(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', ...ADMIN }),
  })
  if (!answer.ok) throw new Error(`sign-in: ${answer.status} ${await answer.text()}`)
  return ((await answer.json()) as { accessToken: string }).accessToken
}

interface Writes {
  /** keys of the saves answered 201 */
  acknowledged: Set<string>
  /** keys of every save sent */
  sent: Set<string>
  /** statuses seen, 0 for a connection error */
  statuses: Map<number, number>
}

const newWrites = (): Writes => ({ acknowledged: new Set(), sent: new Set(), statuses: new Map() })

/** `--writers` clients saving dictionaries of `items` items until `stop` says so or MAX_WRITES are sent. */
async function write(origin: string, token: string, prefix: string, items: number, writes: Writes, stop: () => boolean) {
  let next = writes.sent.size
  const writer = async () => {
    while (!stop() && writes.sent.size < MAX_WRITES) {
      const key = `${prefix}-${++next}`
      writes.sent.add(key)
      const body = JSON.stringify({
        key,
        name: key,
        items: Array.from({ length: items }, (_, index) => ({ value: `Item ${index}`, category: '' })),
      })
      const status = await fetch(`${origin}/api/dictionaries`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      })
        .then(async (answer) => {
          await answer.arrayBuffer()
          return answer.status
        })
        .catch(() => 0)
      writes.statuses.set(status, (writes.statuses.get(status) ?? 0) + 1)
      if (status === 201) writes.acknowledged.add(key)
      // a server that is away: a moment before the next try, as a client would
      else await sleep(50)
    }
  }
  await Promise.all(Array.from({ length: WRITERS }, writer))
}

interface Findings {
  drill: string
  sent: number
  acknowledged: number
  lost: number
  halfWritten: number
  storedWithoutAnswer: number
  /** saves the server rolled back as their client had left (its log says so of each) */
  rolledBack?: number
  statuses: string
  recoverySeconds: number[]
}

/** The server's log lines saying it rolled a save back because its client had left. */
const rolledBackIn = (log: string) =>
  (existsSync(log) ? readFileSync(log, 'utf8') : '').split('\n').filter((line) => line.includes('its client left')).length

/** What the database holds of the saves: each acknowledged one whole, none in part. */
async function check(db: Knex, drill: string, prefix: string, items: number, writes: Writes, recovery: number[]) {
  const rows: { key: string; items: number }[] = await db('dictionaries as d')
    .leftJoin('dictionary_items as i', 'i.dictionaryId', 'd.id')
    .where('d.key', 'like', `${prefix}-%`)
    .groupBy('d.key')
    .select('d.key', db.raw('count(i.id)::int as items'))
  const stored = new Map(rows.map((row) => [row.key, row.items]))
  const findings: Findings = {
    drill,
    sent: writes.sent.size,
    acknowledged: writes.acknowledged.size,
    lost: [...writes.acknowledged].filter((key) => !stored.has(key)).length,
    halfWritten: rows.filter((row) => row.items !== items).length,
    storedWithoutAnswer: rows.filter((row) => !writes.acknowledged.has(row.key)).length,
    statuses: [...writes.statuses].map(([status, count]) => `${status || 'cut'}: ${count}`).join(', '),
    recoverySeconds: recovery,
  }
  return findings
}

/** Ends every other connection of the database, as a restart of its server would. */
const endConnections = (admin: Knex, database: string) =>
  admin.raw('SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = ? AND pid <> pg_backend_pid()', [
    database,
  ])

async function postgresDrills(work: string): Promise<Findings[]> {
  const database = `faults_${Date.now().toString(36)}_${process.pid}`
  const admin = knex({ client: 'pg', connection: SERVER_URL, pool: { min: 0, max: 1 } })
  await admin.raw('CREATE DATABASE ??', [database])
  const url = new URL(SERVER_URL)
  url.pathname = `/${database}`
  const findings: Findings[] = []
  let server: Server | undefined
  try {
    const log = path.join(work, 'postgres.log')
    server = await spawnServer({ DATABASE_URL: url.toString() }, log)
    await untilHealthy(server)
    const token = await signIn(server.origin)

    // restarts: every connection ended every RESTART_EVERY_MS while the writers save
    const writes = newWrites()
    const recovery: number[] = []
    const end = performance.now() + SECONDS * 1000
    const writing = write(server.origin, token, 'restart', ITEMS, writes, () => performance.now() > end)
    while (performance.now() < end - RESTART_EVERY_MS) {
      await sleep(RESTART_EVERY_MS)
      const struck = performance.now()
      await endConnections(admin, database)
      recovery.push(await untilHealthy(server, struck))
    }
    await writing
    const db = await createKnex({ databaseUrl: url.toString(), dataDir: null })
    try {
      findings.push(await check(db, 'PostgreSQL: connections ended (restart)', 'restart', ITEMS, writes, recovery))

      // SIGTERM under larger saves: within the grace they finish; cut at its end (0 s here) they roll back,
      // and none is stored unanswered but one whose COMMIT had begun when its connection was cut
      for (const grace of [STOP_GRACE_SECONDS, 0]) {
        if (server.child.exitCode !== null) {
          server = await spawnServer({ DATABASE_URL: url.toString(), STOP_GRACE_SECONDS: String(grace) }, log)
          await untilHealthy(server)
        }
        const stopped = newWrites()
        let stopping = false
        const prefix = `sigterm${grace}`
        const writingLarge = write(server.origin, await signIn(server.origin), prefix, LARGE_ITEMS, stopped, () => stopping)
        await sleep(Math.min(SECONDS, 5) * 1000)
        const rolledBefore = rolledBackIn(log)
        stopping = true
        server.child.kill('SIGTERM')
        await server.exited
        await writingLarge
        const found = await check(db, `PostgreSQL: SIGTERM, ${grace}-s grace`, prefix, LARGE_ITEMS, stopped, [])
        findings.push({ ...found, rolledBack: rolledBackIn(log) - rolledBefore })
      }
    } finally {
      await db.destroy()
    }
  } finally {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGKILL')
      await server.exited
    }
    await admin.raw('DROP DATABASE IF EXISTS ?? WITH (FORCE)', [database])
    await admin.destroy()
  }
  return findings
}

async function pgliteDrill(work: string): Promise<Findings[]> {
  const dataDir = path.join(work, 'data')
  const log = path.join(work, 'pglite.log')
  const writes = newWrites()
  const recovery: number[] = []
  let server = await spawnServer({ DATA_DIR: dataDir }, log)
  const firstStart = await untilHealthy(server)
  for (let round = 1; round <= KILLS; round++) {
    const token = await signIn(server.origin)
    const end = performance.now() + (SECONDS * 1000) / KILLS
    let killed = false
    const writing = write(server.origin, token, 'kill', ITEMS, writes, () => killed)
    await sleep(Math.max(end - performance.now(), 0))
    server.child.kill('SIGKILL')
    await server.exited
    killed = true
    await writing
    const started = performance.now()
    server = await spawnServer({ DATA_DIR: dataDir }, log)
    recovery.push(await untilHealthy(server, started))
  }
  server.child.kill('SIGTERM')
  await server.exited
  const db = await createKnex({ dataDir })
  try {
    const findings = await check(db, `PGlite: kill -9, ${KILLS} times`, 'kill', ITEMS, writes, recovery)
    return [{ ...findings, drill: `${findings.drill} (first start ${firstStart.toFixed(1)} s)` }]
  } finally {
    await db.destroy()
  }
}

const work = mkdtempSync(path.join(os.tmpdir(), 'console-faults-'))
try {
  console.log(`fault drills: ${WRITERS} writers, ${SECONDS} s of writes per drill; logs in ${work}`)
  const findings = [...(await postgresDrills(work)), ...(await pgliteDrill(work))]
  for (const found of findings) {
    const seconds = found.recoverySeconds
    console.log(`\n${found.drill}`)
    console.log(`  saves sent ${found.sent}, acknowledged ${found.acknowledged} (${found.statuses})`)
    console.log(`  lost ${found.lost}, half-written ${found.halfWritten}, stored without an answer ${found.storedWithoutAnswer}`)
    if (found.rolledBack !== undefined) console.log(`  rolled back by the server as their client had left: ${found.rolledBack}`)
    if (seconds.length) {
      const sorted = [...seconds].sort((a, b) => a - b)
      console.log(
        `  health 200 again after ${seconds.length} strikes: median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} s, ` +
          `longest ${sorted[sorted.length - 1].toFixed(2)} s`,
      )
    }
  }
  const broken = findings.some((found) => found.lost || found.halfWritten)
  if (broken) console.log(`\nlogs kept in ${work}`)
  else rmSync(work, { recursive: true, force: true })
  process.exitCode = broken ? 1 : 0
} catch (error) {
  console.error(`fault drills failed (logs in ${work}):`, error)
  process.exitCode = 1
}
