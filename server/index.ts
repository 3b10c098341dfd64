import { configFromEnv } from './config'
import { createApp } from './app'
import { createKnex } from './db/knex'
import { migrate } from './db/migrate'
import { seedReference } from './db/seedReference'
import { log } from './logger'

/** npm start: migrate, seed what an empty database needs, then serve the console and the API. */
export async function start(config = configFromEnv()) {
  const db = createKnex({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
  await migrate(db)
  await seedReference(db, config)
  const app = createApp(config, db)
  const server = await app.listen(config.port)
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`
  log.info(`console and API on http://localhost:${config.port} (${where})`)
  const stop = async () => {
    server.close()
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
