import type { Application } from '../declarations'
import { insertRecords } from './bulkInsert'
import { loadDemoContext, withTargets } from './demo/demoContext'
import { demoEntityDrafts, type DemoEntity } from './demo/entityDrafts'
import { DEMO_SEED, seededRandom } from './demo/random'
import { seedAnchorEntities } from './demo/seedAnchorEntities'
import { writeDemoEntities } from './demo/writeDemoEntities'
import { storeDemoImages } from './demoImages'

export interface DemoEntityOptions {
  /** how many of DEMO_ENTITY_COUNTS to make: 1 for the demo (about 3,000), less for tests */
  scale?: number
  /** the instant the demo's two years end at */
  now?: Date
}

/** Person entities' roles and educations, as their panels keep them. */
function personRecords(people: DemoEntity[]) {
  const roles: Record<string, unknown>[] = []
  const educations: Record<string, unknown>[] = []
  for (const { draft, profile } of people) {
    const at = draft.createdAt.toISOString()
    const since = profile.since.getUTCFullYear()
    roles.push({
      entityId: draft.id,
      title: profile.role,
      type: 'Executive',
      organization: profile.employer,
      isPrimary: true,
      source: profile.source,
      startDate: `${since + 40}-01-01`,
      createdAt: at,
      updatedAt: at,
    })
    if (profile.education)
      educations.push({
        entityId: draft.id,
        degree: profile.education.degree,
        institution: profile.education.institution,
        source: profile.source,
        startDate: `${since + 19}-09-01`,
        endDate: `${since + 23}-06-30`,
        createdAt: at,
        updatedAt: at,
      })
  }
  return { roles, educations }
}

/**
 * The demo's entities, once: the showcase ones made through the services, then about 3,000 more of
 * every reference template (demo/entityDrafts) written in bulk under the same save rules, with topics,
 * relationship panels, assignees among the demo users, facets in every stage with their logs, comments
 * and rejections, and the people's roles and educations.
 */
export async function seedDemoEntities(app: Application, { scale = 1, now = new Date() }: DemoEntityOptions = {}) {
  const db = app.get('knex')
  if (await db('entities').first()) return
  const images = await storeDemoImages(app.get('storage'))
  await seedAnchorEntities(app, images.byName)

  const context = await loadDemoContext(app)
  const random = seededRandom(DEMO_SEED)
  const sources = { random, dictionaries: context.dictionaries, images, targets: context.entities }
  const taken = new Set(context.entities.map((entity) => entity.name))
  const made = demoEntityDrafts({ ...context, sources, now }, scale, taken)
  const drafts = made.map((one) => one.draft)
  const lookups = withTargets(
    context.lookups,
    drafts.map((draft) => ({ id: draft.id, type: draft.template.type, subType: draft.template.subType, name: '' })),
  )
  await writeDemoEntities(db, drafts, lookups, context.people, random)
  const { roles, educations } = personRecords(made.filter((one) => one.kind === 'person'))
  await insertRecords(db, 'entity_roles', roles)
  await insertRecords(db, 'entity_educations', educations)
}
