import type { Knex } from 'knex'

/**
 * The scale the bench database holds, kept in a table of its own so that a run at the same scale
 * reuses the data and a run at another scale reloads it.
 */
export async function loadedScale(db: Knex): Promise<number | null> {
  await db.raw('CREATE TABLE IF NOT EXISTS bench_meta (scale double precision NOT NULL)')
  const row: { scale: number } | undefined = await db('bench_meta').first('scale')
  return row?.scale ?? null
}

export async function forgetScale(db: Knex) {
  await db('bench_meta').delete()
}

export async function rememberScale(db: Knex, scale: number) {
  await db('bench_meta').delete()
  await db('bench_meta').insert({ scale })
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
