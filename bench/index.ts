import { mkdirSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import knex from 'knex'
import pg from 'pg'
import { createApp } from '../server/app'
import { configFromEnv } from '../server/config'
import { createKnex } from '../server/db/knex'
import { migrate } from '../server/db/migrate'
import { seedReference } from '../server/db/seedReference'
import { HEADER, measureGrids, type Figure } from './grids'
import { loadData, loadedScale } from './load'

/**
 * npm run bench [-- --scale 0.1] [--runs 20] [--only facets]: the performance harness (issue 6 'Speed', issue 10).
 * Loads synthetic data into PostgreSQL (DATABASE_URL, default the local server's bench_grids database,
 * created when missing; reloaded only when the scale changes), starts the API on it, and measures.
 */
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/bench_grids'

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} takes a positive number`)
  return value
}

/** `--only <text>`: the calls whose name holds it (a quick look at one area). */
function onlyCalls(): string {
  const index = process.argv.indexOf('--only')
  return index >= 0 ? (process.argv[index + 1] ?? '') : ''
}

async function ensureDatabase(url: string) {
  const target = new URL(url)
  const name = target.pathname.slice(1)
  const server = knex({ client: 'pg', connection: { connectionString: url.replace(/\/[^/]*$/, '/postgres') } })
  const exists = await server.raw('SELECT 1 FROM pg_database WHERE datname = ?', [name])
  if (!exists.rows.length) await server.raw(`CREATE DATABASE ${JSON.stringify(name)}`)
  await server.destroy()
}

async function main() {
  const scale = option('scale', 1)
  const runs = option('runs', 20)
  const say = (text: string) => console.log(text)
  const url = process.env.DATABASE_URL ?? DEFAULT_URL
  await ensureDatabase(url)
  const config = { ...configFromEnv({ ...process.env, DATABASE_URL: url }), port: 0, logLevel: 'silent' as const }
  const db = createKnex({ databaseUrl: url, dataDir: null })
  await migrate(db)
  await seedReference(db, config)
  if ((await loadedScale(db)) !== scale) {
    say(`loading scale ${scale} into ${new URL(url).pathname.slice(1)}…`)
    const started = Date.now()
    await loadData(db, scale, say)
    say(`loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
  const counts = {
    entities: Number((await db('entities').count({ n: '*' }))[0].n),
    facets: Number((await db('facets').count({ n: '*' }))[0].n),
    fields: Number((await db('facet_fields').count({ n: '*' }))[0].n),
  }
  say(`${counts.entities} entities, ${counts.facets} facets, ${counts.fields} facet fields`)

  const app = createApp(config, db)
  const server = await app.listen(0)
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
  const signIn = await fetch(`${base}/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', email: config.adminEmail, password: config.adminPassword }),
  })
  const { accessToken } = (await signIn.json()) as { accessToken: string }
  const api = async (route: string, query: string) => {
    const response = await fetch(`${base}${route}?${query}`, { headers: { Authorization: `Bearer ${accessToken}` } })
    if (!response.ok) throw new Error(`${route}?${query}: ${response.status} ${await response.text()}`)
    await response.arrayBuffer()
  }

  say(`\ngrid pages (${runs} runs each after 3 warm-ups; ms)`)
  say(HEADER)
  const direct = new pg.Pool({ connectionString: url, max: 1 })
  const grids: Figure[] = await measureGrids(db, direct, api, runs, say, onlyCalls())
  await direct.end()
  const over = grids.filter((figure) => !figure.met)
  say(over.length ? `\n${over.length} calls over their target` : '\nevery grid call within its target')

  const results = path.join(import.meta.dirname, 'results')
  mkdirSync(results, { recursive: true })
  writeFileSync(
    path.join(results, 'latest.json'),
    JSON.stringify({ at: new Date().toISOString(), scale, runs, counts, grids }, null, 2),
  )
  server.close()
  await db.destroy()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
