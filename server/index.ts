import { configFromEnv, DEFAULTS } from './config'
import { createApp } from './app'
import { createKnex } from './db/knex'
import { migrate } from './db/migrate'
import { seedReference } from './db/seedReference'
import { scheduleIngestion } from './feed/ingestion'
import { log } from './logger'
import { stopServing } from './shutdown'

const KEEP_ALIVE_MS = 65_000

/** npm start: migrate, seed what an empty database needs, then serve the console and the API. */
export async function start(config = configFromEnv()) {
  const db = await createKnex({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  await migrate(db)
  await seedReference(db, config)
  const app = createApp(config, db)
  const server = await app.listen(config.port)
  // Outlive the idle timeouts of clients and proxies that keep connections open, so that the server
  // never closes a socket just as a client sends its next request on it (read ECONNRESET).
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1000
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`
  log.info(`console and API on http://localhost:${config.port} (${where})`)
  const stopIngestion = scheduleIngestion(config, db)
  // requests under way finish (or roll back) before the database goes: a save cut off here is never committed
  const stop = async () => {
    stopIngestion()
    await stopServing(app, server, config.stopGraceSeconds ?? DEFAULTS.stopGraceSeconds)
    await app.get('exportDb').close()
    await db.destroy()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  return { app, server, db }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  start().catch((error) => {
    log.error('could not start', error)
    process.exit(1)
  })
}
