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
import { log } from './logger'
import { demoWires } from './services/demo-wires/demo-wires'

/** npm run demo: the console on a throw-away data folder with demo content. */
const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'console-demo-'))
// the demo's own wires are served on this machine (db/demoFeeds)
const config = { ...configFromEnv({ ...process.env, DATA_DIR: dataDir }), ingestAllowPrivate: true }
if (config.consoleDir) ensureConsoleBuilt(config.consoleDir)
const { app, db } = await start(config)
await seedDemo(db, config.adminEmail)
await seedDemoDictionaries(db)
await seedDemoReference(db)
await seedDemoFlags(db, app.get('storage'))
await seedDemoEntities(app)
await seedDemoStatistics(app)
await seedDemoRelationships(app)
app.configure(demoWires)
await seedDemoFeeds(db, config.publicUrl)
await seedDemoEvents(app)
log.info(
  `demo data in ${dataDir}; demo users sign in with the password '${DEMO_PASSWORD}' (admin: ${config.adminEmail} / ${config.adminPassword})`,
)
