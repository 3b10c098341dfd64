import type { Knex } from 'knex'
import { machineTitle } from '../../common/events'
import { shownCategories, shownEntities, type FeedItem, type MlPredictions } from '../../common/feed'
import type { Application } from '../declarations'
import type { EventDraft } from '../services/events/events.class'
import type { EventData } from '../services/events/events.schema'
import type { RegulationDraft } from '../services/regulation/regulation.rules'
import type { RegulationData } from '../services/regulation/regulation.schema'
import type { User } from '../services/users/users.schema'

const AUTHOR = 'jonas.weber@example.com'

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

/**
 * Demo events and a regulation, made through the services as the demo analyst: an event from
 * each of the two newest articles with what the analyser found, and a regulation from the newest
 * regulation with its PDF. Needs the feeds read first.
 */
export async function seedDemoEvents(app: Application) {
  const db: Knex = app.get('knex')
  if (await db('events').first('id')) return
  const user = (await db('users').where({ email: AUTHOR }).first()) as User
  const params = { user }
  for (const article of await newestItems(db, 'article', 2)) {
    const entities = shownEntities(article.mlPredictions).map((entity) => entity.id)
    const briefs = shownCategories(article.mlPredictions)
    const topics: { countryId: number }[] = await db('feed_item_topics').where({ itemId: article.id })
    if (!entities.length || !briefs.length || !topics.length) continue
    const data: EventData = {
      title: machineTitle(article),
      articleId: article.id,
      topics: topics.map((topic) => topic.countryId),
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

  const [regulation] = await newestItems(db, 'regulation', 1)
  const issuer = regulation && shownEntities(regulation.mlPredictions)[0]?.id
  const fallback = await db('entities').where({ type: 'Actor', subType: 'Organisation' }).orderBy('name').first('id')
  const topic: { countryId: number } | undefined =
    regulation && (await db('feed_item_topics').where({ itemId: regulation.id }).first('countryId'))
  if (!regulation || !(issuer ?? fallback)) return
  const key = await app.get('storage').save('regulation.pdf', 'application/pdf', DEMO_PDF)
  const industry = regulation.mlPredictions.categories.filter((category) => category.type === 'industry')
  const data: RegulationData = {
    issuerEntityId: issuer ?? fallback.id,
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
