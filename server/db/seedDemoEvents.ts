import type { Knex } from 'knex'
import { machineTitle } from '../../common/events'
import { shownCategories, shownEntities, type FeedItem, type MlPredictions } from '../../common/feed'
import type { Application } from '../declarations'
import type { EventDraft } from '../services/events/events.class'
import type { EventData } from '../services/events/events.schema'
import type { RegulationDraft } from '../services/regulation/regulation.rules'
import type { RegulationData } from '../services/regulation/regulation.schema'
import type { User } from '../services/users/users.schema'

/** The analysts who make the demo's events and regulations, in turn. */
const AUTHORS = ['jonas.weber@example.com', 'amira.haddad@example.com', 'keiko.tanaka@example.com']

/** A one-page PDF, enough for a browser to open it. */
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

type ItemRow = Pick<FeedItem, 'id' | 'title' | 'link' | 'date'> & { mlPredictions: MlPredictions }

const newestItems = (db: Knex, kind: string, count: number): Promise<ItemRow[]> =>
  db('feed_items')
    .where({ kind })
    .orderBy([{ column: 'date', order: 'desc' }, { column: 'id' }])
    .limit(count)
    .select('id', 'title', 'link', 'date', 'mlPredictions')

export interface DemoEventOptions {
  /** how many of 30 events and 8 regulations to make: 1 for the demo */
  scale?: number
}

/**
 * Demo events and regulations, made through the services as the demo's analysts make them: an event
 * from each of the newest articles in which the analyser found entities and briefs, and a regulation
 * from each of the newest regulations, with its PDF. Needs the feeds first.
 */
export async function seedDemoEvents(app: Application, { scale = 1 }: DemoEventOptions = {}) {
  const db: Knex = app.get('knex')
  if (await db('events').first('id')) return
  const users = (await db('users').whereIn('email', AUTHORS).orderBy('email')) as User[]
  const paramsOf = (index: number) => ({ user: users[index % users.length] })
  const events = Math.max(3, Math.round(30 * scale))
  const topicsOf = new Map<number, number[]>()
  for (const row of (await db('feed_item_topics').where({ kind: 'article' }).select('itemId', 'countryId')) as {
    itemId: number
    countryId: number
  }[]) {
    topicsOf.set(row.itemId, [...(topicsOf.get(row.itemId) ?? []), row.countryId])
  }
  // articles the analyser found entities and briefs in, every few of them so the events span the weeks
  const usable = (await newestItems(db, 'article', 10_000)).filter(
    (article) =>
      shownEntities(article.mlPredictions).length &&
      shownCategories(article.mlPredictions).length &&
      topicsOf.has(article.id),
  )
  const stride = Math.max(1, Math.floor(usable.length / events))
  for (const [made, article] of usable
    .filter((_, index) => index % stride === 0)
    .slice(0, events)
    .entries()) {
    const entities = shownEntities(article.mlPredictions).map((entity) => entity.id)
    const briefs = shownCategories(article.mlPredictions)
    const params = paramsOf(made)
    const data: EventData = {
      title: machineTitle(article),
      articleId: article.id,
      topics: topicsOf.get(article.id)!,
      entities,
      briefs: briefs.map((brief) => brief.id),
      date: new Date(article.date).toISOString(),
      locations: [],
      sources: article.link ? [article.link] : [],
      attachments: [],
    }
    // the service's hooks check the body and make it the stored draft
    await app.service('events').create(data as unknown as EventDraft, params)
  }

  const fallback = await db('entities').where({ type: 'Actor', subType: 'Organisation' }).orderBy('name').first('id')
  const key = await app.get('storage').save('regulation.pdf', 'application/pdf', DEMO_PDF)
  const regulations = await newestItems(db, 'regulation', Math.max(1, Math.round(8 * scale)))
  for (const [index, regulation] of regulations.entries()) {
    await createRegulation(app, regulation, key, fallback?.id, paramsOf(index))
  }
}

async function createRegulation(
  app: Application,
  regulation: ItemRow,
  key: string,
  fallback: string | undefined,
  params: { user: User },
) {
  const db: Knex = app.get('knex')
  const issuer = shownEntities(regulation.mlPredictions)[0]?.id ?? fallback
  const topic: { countryId: number } | undefined = await db('feed_item_topics')
    .where({ itemId: regulation.id })
    .first('countryId')
  if (!issuer) return
  const industry = regulation.mlPredictions.categories.filter((category) => category.type === 'industry')
  const data: RegulationData = {
    issuerEntityId: issuer,
    summarizedName: (regulation.mlPredictions.summarization || regulation.title).slice(0, 250),
    legalName: regulation.title.slice(0, 250),
    topicId: topic?.countryId ?? null,
    date: { startDate: new Date(regulation.date).toISOString().slice(0, 10) },
    industryBriefIds: industry.map((brief) => brief.id),
    source: regulation.link,
    attachment: { key, name: 'regulation.pdf' },
    feedItemId: regulation.id,
  }
  await app.service('regulation').create(data as unknown as RegulationDraft, params)
}
