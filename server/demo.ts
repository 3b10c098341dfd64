import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { configFromEnv } from './config'
import { DEMO_PASSWORD, seedDemo } from './db/seedDemo'
import { seedDemoDictionaries } from './db/seedDemoDictionaries'
import { seedDemoEntities } from './db/seedDemoEntities'
import { seedDemoFlags } from './db/demoFlags'
import { seedDemoReference } from './db/seedDemoReference'
import { start } from './index'
import { log } from './logger'

/** npm run demo: the console on a throw-away data folder with demo content. */
const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'console-demo-'))
const config = configFromEnv({ ...process.env, DATA_DIR: dataDir })
const { app, db } = await start(config)
await seedDemo(db, config.adminEmail)
await seedDemoDictionaries(db)
await seedDemoReference(db)
await seedDemoFlags(db, app.get('storage'))
await seedDemoEntities(app)
log.info(
  `demo data in ${dataDir}; demo users sign in with the password '${DEMO_PASSWORD}' (admin: ${config.adminEmail} / ${config.adminPassword})`,
)
