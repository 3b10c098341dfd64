import type { Knex } from 'knex'
import type { Pool } from 'pg'

/** The p-th percentile (0–100) of durations in ms. */
export function percentile(durations: readonly number[], p: number): number {
  const sorted = [...durations].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN
}

/** Runs `call` a few times to warm up, then `runs` times, answering each duration in ms. */
export async function time(call: () => Promise<unknown>, runs: number, warmups = 3): Promise<number[]> {
  for (let i = 0; i < warmups; i++) await call()
  const durations: number[] = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    await call()
    durations.push(performance.now() - started)
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

export interface Measured {
  suite: string
  call: string
  /** path and query string under /api */
  request: string
  target: number
}

interface Issued {
  sql: string
  bindings: readonly unknown[]
}

/** The statements one request issues through knex, without the sign-in's look-up of the user. */
async function capture(db: Knex, request: () => Promise<void>): Promise<Issued[]> {
  const issued: Issued[] = []
  const record = (query: { sql: string; bindings?: readonly unknown[] }) =>
    issued.push({ sql: query.sql, bindings: query.bindings ?? [] })
  db.on('query', record)
  try {
    await request()
  } finally {
    db.off('query', record)
  }
  return issued.filter((one) => !/^select "users"\.\* from "users" where "users"\."id" = \$1$/.test(one.sql))
}

/**
 * A call's p50 and p95 through HTTP, and the p50 of the same statements sent straight to the database
 * through `pg`, one after another as the service sends them.
 */
export async function measure(
  db: Knex,
  direct: Pool,
  api: (request: string) => Promise<void>,
  call: Measured,
  runs: number,
): Promise<Figure> {
  const issued = await capture(db, () => api(call.request))
  const http = await time(() => api(call.request), runs)
  const sql = await time(async () => {
    for (const one of issued) await direct.query(one.sql, [...one.bindings])
  }, runs)
  const [p50, p95, sqlP50] = [percentile(http, 50), percentile(http, 95), percentile(sql, 50)]
  return {
    ...call,
    p50,
    p95,
    sqlP50,
    ratio: p50 / Math.max(sqlP50, 0.001),
    met: p95 <= call.target,
    sql: issued.map((one) => one.sql),
  }
}
