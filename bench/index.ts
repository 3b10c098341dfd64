import { randomBytes } from 'node:crypto'
import os from 'node:os'
import pg from 'pg'
import { configFromEnv } from '../server/config'
import { loadGridData } from './data/grids'
import { loadedScale } from './data/scale'
import { DEFAULT_URL, openDatabase } from './database'
import { HEADER, row, writeResults } from './report'
import { startApi } from './server'
import { gridCalls } from './suites/grids'
import { measure, type Figure } from './timing'

/**
 * npm run bench [-- --scale 0.1] [--runs 20] [--only facets]: the performance harness (issue 6 'Speed'; issue 10 grows
 * it). Loads synthetic data into PostgreSQL (DATABASE_URL, by default the local server's bench_grids
 * database, created when missing; loaded again only when the scale changes), starts the API on it in
 * this process and times each call through HTTP beside the SQL it issued. docs/performance.md.
 */
function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} takes a positive number`)
  return value
}

/** `--only <text>`: the calls whose name holds it (a quick look at one area). */
function only(): string {
  const index = process.argv.indexOf('--only')
  return index >= 0 ? (process.argv[index + 1] ?? '') : ''
}

async function main() {
  const scale = option('scale', 1)
  const runs = Math.round(option('runs', 20))
  const say = (text: string) => console.log(text)
  const url = process.env.DATABASE_URL || DEFAULT_URL
  // a secret of this run: without one, configFromEnv keeps a key file in the data folder of the cwd
  process.env.JWT_SECRET ||= randomBytes(32).toString('hex')
  const config = configFromEnv({ ...process.env, DATABASE_URL: url })
  const db = await openDatabase(url, config)
  if ((await loadedScale(db)) !== scale) {
    say(`loading scale ${scale} into ${new URL(url).pathname.slice(1)}…`)
    const started = Date.now()
    await loadGridData(db, scale, say)
    say(`loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
  const count = async (table: string) => Number((await db(table).count({ n: '*' }))[0].n)
  const counts = {
    entities: await count('entities'),
    facets: await count('facets'),
    facetFields: await count('facet_fields'),
    topicLinks: await count('topic_links'),
  }
  const [{ server_version: postgres }] = (await db.raw('SHOW server_version')).rows
  say(
    `${Object.entries(counts)
      .map(([name, n]) => `${n} ${name}`)
      .join(', ')}; PostgreSQL ${postgres}`,
  )

  const api = await startApi(db, config)
  const direct = new pg.Pool({ connectionString: url, max: 1 })
  const figures: Figure[] = []
  try {
    say(`\ngrid pages (${runs} runs each after 3 warm-ups; ms)`)
    say(HEADER)
    for (const call of (await gridCalls(db)).filter((one) => one.call.includes(only()))) {
      const figure = await measure(db, direct, api.get, call, runs)
      figures.push(figure)
      say(row(figure))
    }
  } finally {
    await direct.end()
    await api.close()
    await db.destroy()
  }
  const over = figures.filter((figure) => !figure.met)
  say(over.length ? `\n${over.length} calls over their target` : '\nevery grid call within its target')
  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30) }
  const file = writeResults('grids', { at: new Date().toISOString(), scale, runs, machine, postgres, counts, figures })
  say(`figures in ${file}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
