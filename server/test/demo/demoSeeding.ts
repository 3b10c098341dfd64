import { seedDemo } from '../../db/seedDemo'
import { seedDemoDictionaries } from '../../db/seedDemoDictionaries'
import { seedDemoEntities } from '../../db/seedDemoEntities'
import { seedDemoEvents } from '../../db/seedDemoEvents'
import { seedDemoFeeds } from '../../db/demoFeeds'
import { seedDemoFlags } from '../../db/demoFlags'
import { seedDemoReference } from '../../db/seedDemoReference'
import { seedDemoRelationships } from '../../db/seedDemoRelationships'
import { seedDemoStatistics } from '../../db/seedDemoStatistics'
import { demoWires } from '../../services/demo-wires/demo-wires'
import { ADMIN, type TestServer } from '../harness'

/** The instant the tests' demo ends at: its content depends on it, so it is fixed. */
export const DEMO_NOW = new Date('2026-06-01T08:00:00.000Z')

/** A small demo (a few per cent of its entities and stories), seeded as server/demo.ts seeds it. */
export async function seedDemoContent({ app, db }: Pick<TestServer, 'app' | 'db'>) {
  const now = DEMO_NOW
  await seedDemo(db, ADMIN.email, { now })
  await seedDemoDictionaries(db)
  await seedDemoReference(db)
  await seedDemoFlags(db, app.get('storage'))
  await seedDemoEntities(app, { scale: 0.02, now })
  await seedDemoStatistics(app, { now })
  await seedDemoRelationships(app)
  app.configure(demoWires)
  await seedDemoFeeds(db, app.get('config').publicUrl, { scale: 0.1, now })
  await seedDemoEvents(app, { scale: 0.1 })
}
