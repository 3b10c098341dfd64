import type { Knex } from 'knex'

/**
 * What the loaders write: a database loaded by an older version of them is loaded again. Raise it when
 * a loader changes what it writes.
 */
export const DATA_VERSION = 3

/**
 * The scale the bench database holds, kept in a table of its own so that a run at the same scale
 * reuses the data and a run at another scale, or after the loaders changed, reloads it.
 */
async function ensureTable(db: Knex) {
  await db.raw('CREATE TABLE IF NOT EXISTS bench_meta (scale double precision NOT NULL)')
  await db.raw('ALTER TABLE bench_meta ADD COLUMN IF NOT EXISTS version integer')
}

export async function loadedScale(db: Knex): Promise<number | null> {
  await ensureTable(db)
  const row: { scale: number; version: number | null } | undefined = await db('bench_meta').first('scale', 'version')
  return row?.version === DATA_VERSION ? row.scale : null
}

export async function forgetScale(db: Knex) {
  await ensureTable(db)
  await db('bench_meta').delete()
}

export async function rememberScale(db: Knex, scale: number) {
  await db('bench_meta').delete()
  await db('bench_meta').insert({ scale, version: DATA_VERSION })
}

/** Runs one loading step, saying how long it took. */
export async function step(
  db: Knex,
  say: (text: string) => void,
  label: string,
  sql: string,
  bindings: Knex.RawBinding[] = [],
) {
  const started = Date.now()
  await db.raw(sql, bindings)
  say(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
