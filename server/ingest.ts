import { configFromEnv } from './config'
import { createKnex } from './db/knex'
import { migrate } from './db/migrate'
import { runIngestion } from './feed/ingestion'
import { log } from './logger'

/** npm run ingest: reads every RSS source once, then says what each gave. */
const config = configFromEnv()
const db = await createKnex({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  await migrate(db)
  const reports = await runIngestion(config, db)
  if (!reports) log.info('ingest: another process is reading the sources; nothing done')
  for (const report of reports ?? []) {
    log.info(`${report.name}: ${report.error ? `skipped (${report.error})` : `${report.added} new items`}`)
  }
} finally {
  await db.destroy()
}
