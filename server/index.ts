import type { AddressInfo } from 'node:net'
import { configFromEnv, DEFAULTS, type AppConfig } from './config'
import { createApp } from './app'
import { createKnex } from './db/knex'
import { migrate, pendingMigrations } from './db/migrate'
import { seedReference } from './db/seedReference'
import type { Application } from './declarations'
import { scheduleIngestion } from './feed/ingestion'
import { log, secondsSince, shownPath } from './logger'
import { stopServing } from './shutdown'
import { scheduleTrashPurge } from './trash/purge'
import { scheduleLapsedSweeps } from './realtime/lapsed'

const KEEP_ALIVE_MS = 65_000

const LIVE_ACROSS_PROCESSES = {
  'in-process': 'this process only (embedded PGlite)',
  postgres: "across the API processes through PostgreSQL's LISTEN/NOTIFY",
  redis: 'across the API processes through Redis (REDIS_URL)',
}

/** Content written before the server answers (the demo's), through the app's services. */
export type Prepare = (app: Application) => Promise<void>

/**
 * npm start: open and migrate the database, seed what an empty database needs, run `prepare`, and only then
 * listen, so that the first answer (health's included) comes from a server that can serve it.
 */
export async function start(config: AppConfig = configFromEnv(), prepare?: Prepare) {
  const db = await createKnex({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  const pending = await pendingMigrations(db)
  const migrating = Date.now()
  if (pending.length) log.info(`database: migrating (${pending.length} migrations to run)…`)
  await migrate(db)
  if (pending.length) log.info(`database: migrated in ${secondsSince(migrating)} s`)
  await seedReference(db, config)
  const app = createApp(config, db)
  if (prepare) await prepare(app)
  const server = await app.listen(config.port)
  // Outlive the idle timeouts of clients and proxies that keep connections open, so that the server
  // never closes a socket just as a client sends its next request on it (read ECONNRESET).
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1000
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir ? shownPath(config.dataDir) : 'memory'}`
  log.info(`ready: console and API on http://localhost:${(server.address() as AddressInfo).port} (${where})`)
  log.info(`live updates: ${LIVE_ACROSS_PROCESSES[app.get('realtime').kind]}`)
  const stopIngestion = scheduleIngestion(app)
  const stopTrashPurge = scheduleTrashPurge(config, db)
  const stopSweeps = scheduleLapsedSweeps(app)
  // requests under way finish (or roll back) before the database goes: a save cut off here is never committed
  const stop = async () => {
    process.off('SIGINT', stopAndExit)
    process.off('SIGTERM', stopAndExit)
    stopIngestion()
    stopTrashPurge()
    stopSweeps()
    await stopServing(app, server, config.stopGraceSeconds ?? DEFAULTS.stopGraceSeconds)
    await app.get('realtime').close()
    await app.get('exportDb').close()
    await db.destroy()
  }
  const stopAndExit = () => stop().then(() => process.exit(0))
  process.once('SIGINT', stopAndExit)
  process.once('SIGTERM', stopAndExit)
  return { app, server, db, stop }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  start().catch((error) => {
    log.error('could not start', error)
    process.exit(1)
  })
}
