import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { configFromEnv } from './config'
import { ensureConsoleBuilt } from './consoleBuild'
import { DEMO_PASSWORD, seedDemo } from './db/seedDemo'
import { seedDemoDictionaries } from './db/seedDemoDictionaries'
import { seedDemoEntities } from './db/seedDemoEntities'
import { seedDemoEvents } from './db/seedDemoEvents'
import { seedDemoFlags } from './db/demoFlags'
import { seedDemoFeeds } from './db/demoFeeds'
import { seedDemoReference } from './db/seedDemoReference'
import { seedDemoRelationships } from './db/seedDemoRelationships'
import { seedDemoStatistics } from './db/seedDemoStatistics'
import { start } from './index'
import { log, secondsSince } from './logger'
import { demoWires } from './services/demo-wires/demo-wires'

/** npm run demo: the console on a throw-away data folder with demo content. */
const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'console-demo-'))
// the demo's wires are served at the API's own address, which the scheduled ingestion then reads
const config = { ...configFromEnv({ ...process.env, DATA_DIR: dataDir }), ingestAllowPrivate: true }
if (config.consoleDir) ensureConsoleBuilt(config.consoleDir)
// the content is written before the server listens: no visitor, and no health check, finds it half-made
await start(config, async (app) => {
  const db = app.get('knex')
  const started = Date.now()
  app.configure(demoWires)
  const steps: [string, () => Promise<unknown>][] = [
    ['users', () => seedDemo(db, config.adminEmail)],
    ['dictionaries', () => seedDemoDictionaries(db)],
    ['briefs, landscapes and sources', () => seedDemoReference(db)],
    ['flags', () => seedDemoFlags(db, app.get('storage'))],
    ['entities', () => seedDemoEntities(app)],
    ['statistics', () => seedDemoStatistics(app)],
    ['relationships', () => seedDemoRelationships(app)],
    ['feeds', () => seedDemoFeeds(db, config.publicUrl)],
    ['events and regulations', () => seedDemoEvents(app)],
  ]
  for (const [index, [what, step]] of steps.entries()) {
    log.info(`demo ${index + 1}/${steps.length}: ${what}…`)
    await step()
  }
  log.info(`demo: content written in ${secondsSince(started)} s`)
})
log.info(
  `demo data in ${dataDir}; demo users sign in with the password '${DEMO_PASSWORD}' (admin: ${config.adminEmail} / ${config.adminPassword})`,
)
