import { configFromEnv } from './config'
import { createApp } from './app'
import { createKnex } from './db/knex'
import { migrate } from './db/migrate'
import { seedReference } from './db/seedReference'
import { scheduleIngestion } from './feed/ingestion'
import { log } from './logger'

const KEEP_ALIVE_MS = 65_000
const STOP_GRACE_MS = 10_000

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
  // requests under way finish before the database goes (a save cut off here would be lost work);
  // idle kept-alive connections close at once, and a request still running after 10 s is cut
  const stop = async () => {
    stopIngestion()
    const closed = new Promise((resolve) => server.close(resolve))
    const cut = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS)
    await closed
    clearTimeout(cut)
    // and the mails those requests left to send after their answers
    await app.get('background').idle()
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
