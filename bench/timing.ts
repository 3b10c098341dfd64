import type { Knex } from 'knex'
import type { Pool } from 'pg'
import type { Method, RunningApi } from './server'

/** The p-th percentile (0–100) of durations in ms. */
export function percentile(durations: readonly number[], p: number): number {
  const sorted = [...durations].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN
}

/**
 * Runs a call a few times to warm up, then `runs` times, answering each duration in ms. `prepare` makes
 * each run's input outside the timed part (a save's fresh version, say).
 */
export async function time<T>(
  prepare: () => Promise<T> | T,
  call: (input: T) => Promise<unknown>,
  runs: number,
  warmups = 3,
): Promise<number[]> {
  const durations: number[] = []
  for (let i = 0; i < warmups + runs; i++) {
    const input = await prepare()
    const started = performance.now()
    await call(input)
    if (i >= warmups) durations.push(performance.now() - started)
  }
  return durations
}

/** A measured call: through HTTP, and the SQL it issued run directly. */
export interface Figure {
  suite: string
  call: string
  request: string
  p50: number
  p95: number
  sqlP50: number
  /** HTTP p50 over SQL p50: what the API adds to the database's own work */
  ratio: number
  target: number
  met: boolean
  /** the statements the call issued, as run for the SQL figure */
  sql: string[]
}

/** One request under /api. */
export interface Request {
  method: Method
  /** path and query string under /api */
  path: string
  body?: unknown
}

export interface Measured {
  suite: string
  call: string
  /** the p95 in ms the call must stay within */
  target: number
  /** the request of one run, made before it is timed (a write needs the entity's version of the moment) */
  request: () => Promise<Request> | Request
  /** a write: its SQL floor runs in a transaction that is rolled back, so every run finds the same rows */
  writes?: boolean
}

/** A GET measured as the console sends it. */
export const read = (suite: string, call: string, path: string, target: number): Measured => ({
  suite,
  call,
  target,
  request: () => ({ method: 'GET', path }),
})

interface Issued {
  sql: string
  bindings: readonly unknown[]
}

// the transaction's own statements (a read's snapshot too): the floor of a write has its own
const TRANSACTION = /^(BEGIN|COMMIT|ROLLBACK)\b/i

/**
 * Every statement one request issues through knex, the token's look-up of its user included: that is
 * SQL the call runs too.
 */
async function capture(db: Knex, request: () => Promise<unknown>): Promise<Issued[]> {
  const issued: Issued[] = []
  const record = (query: { sql: string; bindings?: readonly unknown[] }) =>
    issued.push({ sql: query.sql, bindings: query.bindings ?? [] })
  db.on('query', record)
  try {
    await request()
  } finally {
    db.off('query', record)
  }
  return issued.filter((one) => !TRANSACTION.test(one.sql.trim()))
}

/** Sends a request, reading the whole answer, not parsing it: the timed part is the server's. */
const send = (api: RunningApi, { method, path, body }: Request) =>
  method === 'GET' ? api.get(path) : api.send(method, path, body)

/**
 * A call's p50 and p95 through HTTP, and the p50 of the same statements sent straight to the database
 * through `pg`, one after another as the service sends them (a write's inside a transaction rolled back).
 */
export async function measure(db: Knex, direct: Pool, api: RunningApi, call: Measured, runs: number): Promise<Figure> {
  const first = await call.request()
  const issued = await capture(db, () => send(api, first))
  const http = await time(call.request, (request) => send(api, request), runs)
  const client = await direct.connect()
  try {
    const sql = await time(
      () => undefined,
      async () => {
        if (call.writes) await client.query('BEGIN')
        try {
          for (const one of issued) await client.query(one.sql, [...one.bindings])
        } finally {
          if (call.writes) await client.query('ROLLBACK')
        }
      },
      runs,
    )
    const [p50, p95, sqlP50] = [percentile(http, 50), percentile(http, 95), percentile(sql, 50)]
    return {
      suite: call.suite,
      call: call.call,
      request: `${first.method} ${first.path}`,
      target: call.target,
      p50,
      p95,
      sqlP50,
      ratio: p50 / Math.max(sqlP50, 0.001),
      met: p95 <= call.target,
      sql: issued.map((one) => one.sql),
    }
  } finally {
    client.release()
  }
}
