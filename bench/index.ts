import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Knex } from 'knex'
import { configFromEnv, type AppConfig } from '../server/config'
import { SESSION_OPTIONS } from '../server/db/knex'
import { loadBenchData } from './data/load'
import { loadedScale } from './data/scale'
import { DEFAULT_URL, openDatabase } from './database'
import { HEADER, loadRows, row, writeResults } from './report'
import { BENCH_ADMIN, BENCH_ANALYST, startApi, type RunningApi } from './server'
import { browserRows, measureBrowser, type BrowserResult } from './suites/browser'
import { buildConsole, buildFloor, consoleRows, measureConsole, type ConsoleResult } from './suites/console'
import { editorRows, measureEditor, type EditorResult } from './suites/editor'
import { hotCalls } from './suites/calls'
import { gridCalls } from './suites/grids'
import { LOAD, runLoad, type LoadFigures } from './suites/load'
import { measureRealtime, realtimeRows, type RealtimeResult } from './suites/realtime'
import { measureSlowExports, type SlowExportFigures } from './suites/slowExports'
import { TARGETS } from './targets'
import { measure, type Figure, type Measured } from './timing'

/**
 * npm run bench [-- --scale 0.1] [--runs 20] [--only text] [--suites calls,grids,load,exports,console,browser,editor,realtime]
 * [--seconds 60] [--screenshots /tmp/shots] [--port 3500]: the performance harness (docs/performance.md). Loads synthetic data into
 * PostgreSQL (DATABASE_URL, by default the local server's `bench` database, created when missing; loaded
 * again only when the scale or the loaders change), times the hot calls and the grids' sweep through HTTP
 * beside the SQL they issued, puts the server under load, times sign-in and a grid page while twelve
 * clients hold exports open and read nothing, weighs the console against a one-resource
 * react-admin app, then times the grids and the entity editor in headless Chromium, and live updates to
 * 200 sockets on two API processes (on --port and the next, free ports by default). docs/performance.md.
 */
const SUITES = ['calls', 'grids', 'load', 'exports', 'console', 'browser', 'editor', 'realtime'] as const
/** the browser suites' page loads and actions: each is seconds of work, and 5 say enough */
const BROWSER_RUNS = 5
// the tables the write calls and the load change
const WRITTEN_TABLES = ['entities', 'facets', 'facet_fields', 'facet_logs', 'facet_texts']
type Suite = (typeof SUITES)[number]

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? (process.argv[index + 1] ?? '') : undefined
}

function numberOption(name: string, fallback: number): number {
  const given = option(name)
  const value = given === undefined ? fallback : Number(given)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} takes a positive number`)
  return value
}

function suitesOption(): Suite[] {
  const given = option('suites')?.split(',') ?? [...SUITES]
  const unknown = given.filter((name) => !(SUITES as readonly string[]).includes(name))
  if (unknown.length) throw new Error(`unknown suites: ${unknown.join(', ')} (known: ${SUITES.join(', ')})`)
  return given as Suite[]
}

/** The commit the console is built from, and whether its sources differ from it in the work tree. */
function sourceCommit(): string | undefined {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: import.meta.dirname,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  try {
    const changed = git('status', '--porcelain', '--', '../src', '../common') !== ''
    return `${git('rev-parse', '--short', 'HEAD')}${changed ? ' with src/ or common/ changed' : ''}`
  } catch {
    return undefined
  }
}

/** The console's build, made once for the suites that need it (in `out`, removed at the end). */
function consoleBuild(out: string, say: (text: string) => void) {
  let built: Promise<{ dir: string; commit?: string }> | undefined
  return () => {
    if (!built) {
      const commit = sourceCommit()
      say(`\nbuilding the console${commit ? ` (${commit})` : ''}…`)
      built = buildConsole(path.join(out, 'console')).then((dir) => ({ dir, commit }))
    }
    return built
  }
}

/**
 * Builds the one-resource floor with the console's Vite config, serves the console from the API on
 * the bench data and measures both in headless Chromium, signed in as the bench's analyst.
 */
async function consoleSuite(
  db: Knex,
  config: AppConfig,
  consoleDir: string,
  out: string,
  runs: number,
  say: (text: string) => void,
) {
  say('building the floor…')
  const floorDir = await buildFloor(path.join(out, 'floor'))
  const api = await startApi(db, config, consoleDir)
  try {
    const result = await measureConsole({
      origin: api.origin,
      email: BENCH_ANALYST.email,
      password: BENCH_ANALYST.password,
      floorDir,
      runs: Math.min(runs, BROWSER_RUNS),
      say,
    })
    say('')
    for (const line of consoleRows(result)) say(line)
    return result
  } finally {
    await api.close()
  }
}

/** What the browser suites share: the API serving the console build, the bench's admin, the runs, screenshots. */
interface ServedOptions {
  db: Knex
  api: RunningApi
  admin: typeof BENCH_ADMIN
  runs: number
  say: (text: string) => void
  screenshots?: string
  commit?: string
}

/** Serves the console build from the API on the bench data while a browser suite measures it, then prints its lines. */
async function servedSuite<T>(
  db: Knex,
  config: AppConfig,
  build: { dir: string; commit?: string },
  runs: number,
  say: (text: string) => void,
  measure: (options: ServedOptions) => Promise<T>,
  rows: (result: T) => string[],
) {
  const api = await startApi(db, config, build.dir)
  try {
    const result = await measure({
      db,
      api,
      admin: BENCH_ADMIN,
      runs: Math.min(runs, BROWSER_RUNS),
      say,
      screenshots: option('screenshots') || undefined,
      commit: build.commit,
    })
    say('')
    for (const line of rows(result)) say(line)
    return result
  } finally {
    await api.close()
  }
}

async function main() {
  const scale = numberOption('scale', 1)
  const runs = Math.round(numberOption('runs', 20))
  const suites = suitesOption()
  const only = option('only') ?? ''
  const say = (text: string) => console.log(text)
  const url = process.env.DATABASE_URL || DEFAULT_URL
  // a secret of this run, shared with the load's server process: without one, configFromEnv keeps a
  // key file in the data folder of the cwd
  process.env.JWT_SECRET ||= randomBytes(32).toString('hex')
  const config = configFromEnv({ ...process.env, DATABASE_URL: url })
  const db = await openDatabase(url, config)
  if ((await loadedScale(db)) !== scale) {
    say(`loading scale ${scale} into ${new URL(url).pathname.slice(1)}…`)
    const started = Date.now()
    await loadBenchData(db, scale, say)
    say(`loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
  const count = async (table: string) => Number((await db(table).count({ n: '*' }))[0].n)
  const counts: Record<string, number> = {}
  for (const table of ['entities', 'facets', 'facet_fields', 'feed_items', 'events', 'cross_entity_facets', 'users'])
    counts[table] = await count(table)
  const [{ server_version: postgres }] = (await db.raw('SHOW server_version')).rows
  say(
    `${Object.entries(counts)
      .map(([name, n]) => `${n} ${name}`)
      .join(', ')}; PostgreSQL ${postgres}`,
  )

  const figures: Figure[] = []
  let load: LoadFigures | undefined
  let slowExports: SlowExportFigures | undefined
  let weight: ConsoleResult | undefined
  let browser: BrowserResult | undefined
  let editor: EditorResult | undefined
  let realtime: RealtimeResult | undefined
  const out = mkdtempSync(path.join(os.tmpdir(), 'bench-console-'))
  const consoleDir = consoleBuild(out, say)
  try {
    const timed = suites.filter((suite) => suite === 'calls' || suite === 'grids')
    if (timed.length) {
      // what earlier runs' writes left behind, cleaned as autovacuum keeps a steady database
      await db.raw(`VACUUM ANALYZE ${WRITTEN_TABLES.join(', ')}`)
      const api = await startApi(db, config)
      // planned as the API plans its own (server/db/knex)
      const direct = new pg.Pool({ connectionString: url, max: 1, options: SESSION_OPTIONS })
      try {
        const calls: Measured[] = []
        if (suites.includes('calls')) calls.push(...(await hotCalls(db, api)))
        if (suites.includes('grids')) calls.push(...(await gridCalls(db)))
        say(`\n${runs} runs of each call after 3 warm-ups, ms; SQL: the call's statements sent directly`)
        say(HEADER)
        for (const call of calls.filter((one) => one.call.includes(only))) {
          const figure = await measure(db, direct, api, call, runs)
          figures.push(figure)
          say(row(figure))
        }
      } finally {
        await direct.end()
        await api.close()
      }
    }
    if (suites.includes('load')) {
      const seconds = numberOption('seconds', LOAD.seconds)
      const connections = Math.round(numberOption('connections', LOAD.connections))
      load = await runLoad(db, url, say, { connections, seconds })
      say('')
      for (const line of loadRows(load)) say(line)
    }
    if (suites.includes('exports')) slowExports = await measureSlowExports(db, config, runs, say)
    if (suites.includes('console')) weight = await consoleSuite(db, config, (await consoleDir()).dir, out, runs, say)
    if (suites.includes('browser'))
      browser = await servedSuite(
        db,
        config,
        await consoleDir(),
        runs,
        say,
        (options) => measureBrowser({ ...options, analyst: BENCH_ANALYST, only: option('only') }),
        browserRows,
      )
    if (suites.includes('editor'))
      editor = await servedSuite(db, config, await consoleDir(), runs, say, measureEditor, editorRows)
    if (suites.includes('realtime')) {
      const port = option('port')
      realtime = await measureRealtime({
        db,
        databaseUrl: url,
        consoleDir: (await consoleDir()).dir,
        say,
        port: port ? numberOption('port', 0) : undefined,
      })
      say('')
      for (const line of realtimeRows(realtime)) say(line)
    }
  } finally {
    await db.destroy()
    rmSync(out, { recursive: true, force: true })
  }
  const slow = figures.filter((figure) => !figure.met)
  const heavy = figures.filter((figure) => figure.ratio > TARGETS.apiOverSql)
  say('')
  if (figures.length) {
    say(`${figures.length - slow.length} of ${figures.length} calls within their p95 target`)
    say(`${figures.length - heavy.length} of ${figures.length} calls within ${TARGETS.apiOverSql}× their SQL p50`)
  }
  if (load) say(`load: ${load.met ? 'within its targets' : 'OVER its targets'}`)
  if (slowExports) say(`under slow exports: ${slowExports.met ? 'within its target' : 'OVER its target'}`)
  if (weight) say(`console weight: ${weight.met ? 'within its target' : 'OVER its target'}`)
  if (browser) say(`browser: ${browser.met ? 'within its targets' : 'OVER its targets (or failed)'}`)
  if (editor) say(`editor: ${editor.met ? 'within its targets' : 'OVER its targets (or failed)'}`)
  if (realtime) say(`realtime: ${realtime.met ? 'within its target' : 'OVER its target (or failed)'}`)
  const machine = { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30) }
  const file = writeResults({
    at: new Date().toISOString(),
    scale,
    runs,
    machine,
    postgres,
    counts,
    targets: TARGETS,
    figures,
    load,
    slowExports,
    console: weight,
    browser,
    editor,
    realtime,
  })
  say(`figures in ${file}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
