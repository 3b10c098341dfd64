import type { Knex } from 'knex'
import { LocalAnalyser } from '../feed/localAnalyser'
import { insertRecords } from './bulkInsert'
import { COUNTRY_NAMES } from './demo/places'

import { DESKS, wireStories, type Desk, type StoryEntity } from './demo/wireStories'
import { DEMO_SEED, seededRandom } from './demo/random'
import { DAY_MS, HOUR_MS } from '../../common/time'

/** Where the demo serves its wires, on the API's own address (server/services/demo-wires). */
export const DEMO_WIRES_PATH = 'demo-wires'
export const wireAddress = (publicUrl: string, desk: Desk) => `${publicUrl}/api/${DEMO_WIRES_PATH}/${desk}.xml`
export const articleAddress = (publicUrl: string, guid: string) => `${publicUrl}/api/${DEMO_WIRES_PATH}/${guid}.html`

export interface DemoFeedOptions {
  /** how many of the 260 articles and 40 regulations and regulation articles each: 1 for the demo */
  scale?: number
  now?: Date
}

/** The entities stories may be about, with their topics' ISO codes. */
const storyEntities = (db: Knex): Promise<StoryEntity[]> =>
  db('entities as e')
    .join('topic_links as t', 't.entityId', 'e.id')
    .join('countries as c', 'c.id', 't.countryId')
    .whereIn('e.type', ['Actor', 'Plot', 'Context'])
    .where('e.hidden', false)
    .groupBy('e.id')
    .orderBy('e.name')
    .select('e.name', 'e.type', 'e.subType', db.raw('array_agg(c.iso_code ORDER BY c.iso_code) AS topics'))

/**
 * The demo's wires, once: a source per desk (articles by region, regulations, regulation articles) whose
 * address is the API's own (`publicUrl`), and a few hundred items over six weeks about the demo's
 * entities, each with its story's countries as topics, the local analyser's suggestions, and a link to
 * its page on the same address. Written as the ingestion keeps items, without reading them over HTTP, so
 * that the demo's content is there before anyone reads it.
 */
export async function seedDemoFeeds(
  db: Knex,
  publicUrl: string,
  { scale = 1, now = new Date() }: DemoFeedOptions = {},
) {
  if (await db('rss_sources').where('websiteUrl', 'like', `%/api/${DEMO_WIRES_PATH}/%`).first()) return
  const countries: { id: number; iso_code: string; name: string }[] = await db('countries')
    .whereNotNull('iso_code')
    .select('id', 'iso_code', 'name')
  const byIso = new Map(countries.map((country) => [country.iso_code, country]))
  const countryName = (iso: string) => COUNTRY_NAMES[iso] ?? byIso.get(iso)?.name ?? iso
  const random = seededRandom(DEMO_SEED + 1)
  const stories = wireStories(random, await storyEntities(db), countryName, {
    articles: Math.max(20, Math.round(260 * scale)),
    rules: Math.max(4, Math.round(40 * scale)),
  })
  const predictions = await new LocalAnalyser(db).analyse(stories)

  await db.transaction(async (trx) => {
    const sourceIds = new Map<Desk, number>()
    for (const [desk, { name, kind }] of Object.entries(DESKS) as [Desk, (typeof DESKS)[Desk]][]) {
      const [{ id }] = await trx('rss_sources')
        .insert({
          name,
          websiteUrl: wireAddress(publicUrl, desk),
          language: 'en',
          type: kind,
          createdAt: new Date(now.getTime() - 120 * DAY_MS),
          updatedAt: now,
        })
        .returning('id')
      sourceIds.set(desk, id)
      const topics = new Set(stories.filter((story) => story.desk === desk).flatMap((story) => story.topics))
      await insertRecords(
        trx,
        'rss_source_topics',
        [...topics].flatMap((iso) => (byIso.has(iso) ? [{ source_id: id, topic_id: byIso.get(iso)!.id }] : [])),
      )
    }
    const items = stories.map((story, index) => {
      const guid = `demo-${story.desk}-${String(index + 1).padStart(4, '0')}`
      const date = new Date(now.getTime() - story.hoursAgo * HOUR_MS - random.int(0, 59) * 60_000).toISOString()
      return {
        kind: DESKS[story.desk].kind,
        sourceId: sourceIds.get(story.desk),
        guid,
        link: articleAddress(publicUrl, guid),
        title: story.title,
        summary: story.summary,
        date,
        language: 'en',
        mlPredictions: predictions[index],
        createdAt: date,
      }
    })
    await insertRecords(trx, 'feed_items', items)
    const ids = new Map<string, number>(
      (
        await trx('feed_items')
          .whereIn('sourceId', [...sourceIds.values()])
          .select('guid', 'id')
      ).map((row: { guid: string; id: number }) => [row.guid, row.id]),
    )
    await insertRecords(
      trx,
      'feed_item_topics',
      items.flatMap((item, index) =>
        stories[index].topics.flatMap((iso) =>
          byIso.has(iso)
            ? [{ itemId: ids.get(item.guid), countryId: byIso.get(iso)!.id, kind: item.kind, date: item.date }]
            : [],
        ),
      ),
    )
  })
}
