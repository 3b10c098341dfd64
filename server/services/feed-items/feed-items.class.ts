import { BadRequest, NotFound } from '@feathersjs/errors'
import type { Paginated, Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import {
  FEED_PAGE_SIZE,
  MATCHED_LISTS,
  isMatchedType,
  shownEntities,
  type ArticleMatches,
  type FeedItem,
  type FeedItemEntity,
  type MatchedEntity,
  type MlPredictions,
} from '../../../common/feed'
import { messages } from '../../../common/messages'
import type { RssSourceType } from '../../../common/rssSourceTypes'
import { countedAhead } from '../../db/countedAhead'
import type { Application } from '../../declarations'
import type { ArticlesCount, ArticlesCountQuery, FeedQuery } from './feed-items.schema'
import { DAY_MS } from '../../../common/time'

const list = (value: number | number[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

interface ItemRow {
  id: number
  kind: RssSourceType
  title: string
  summary: string
  link: string | null
  favicon: string | null
  image: string | null
  date: Date
  language: string
  isTranslated: boolean
  isUsed: boolean
  mlPredictions: MlPredictions
  source: string
}

/**
 * The items a query keeps, and the columns they are ordered by, newest first. A topic's feed is walked
 * from its links, which keep their item's kind and date under one index (migration 018): a page reads
 * 25 links in order rather than every item of the topic.
 */
function itemsQuery(db: Knex, kind: RssSourceType, query: FeedQuery) {
  const byTopic = query.topicId !== undefined
  const order = byTopic ? { date: 't.date', id: 't.itemId' } : { date: 'i.date', id: 'i.id' }
  const briefs = list(query.briefIds)
  const selected = [...list(query.articleIds), ...list(query.regulationIds)]
  // a topic's feed counted from its links alone, unless a filter reads the items
  const joined = !byTopic || briefs.length > 0 || selected.length > 0
  const builder = byTopic
    ? db('feed_item_topics as t').where('t.countryId', query.topicId).where('t.kind', kind)
    : db('feed_items as i').where('i.kind', kind)
  if (byTopic && joined) builder.join('feed_items as i', 'i.id', 't.itemId')
  if (query.since) builder.where(order.date, '>=', query.since)
  if (query.date) {
    const start = new Date(`${query.date}T00:00:00.000Z`)
    builder
      .where(order.date, '>=', start.toISOString())
      .where(order.date, '<', new Date(start.getTime() + DAY_MS).toISOString())
  }
  if (briefs.length) {
    // a brief chosen finds the items filed under it or any brief below it (sector → sub-sector → industry),
    // as the brief tree offers a sector when one of its industries was found (through live briefs only: one in
    // the trash is no way down); each `@>` test keeps the categories index (migration 016)
    builder.whereRaw(
      `i."mlPredictions"->'categories' @> any (array(
        with recursive chosen(id) as (
          select jsonb_array_elements_text(?::jsonb)::int
          union
          select p.brief_id from brief_parents p join chosen on p.parent_id = chosen.id join briefs b on b.id = p.brief_id
        )
        select jsonb_build_array(jsonb_build_object('id', id)) from chosen
      ))`,
      [JSON.stringify(briefs)],
    )
  }
  if (selected.length) builder.whereIn('i.id', selected)
  return { builder, order, joined }
}

/**
 * GET /articles, /regulation-feeds and /regulation-articles (spec 3 §2, §7): one kind of feed
 * item each, newest first, 25 a page, filtered by topic, since, day, briefs or ids. `$skip` pages as
 * the spec says; `after` (the last item's id) pages by keyset, which stays fast however deep.
 */
export class FeedItemService {
  constructor(
    private app: Application,
    private kind: RssSourceType,
  ) {}

  async find(params?: Params<FeedQuery>): Promise<Paginated<FeedItem> & { totalIsAtLeast?: boolean }> {
    const db: Knex = this.app.get('knex')
    const query = params?.query ?? {}
    const { $limit = FEED_PAGE_SIZE, $skip = 0 } = query
    const { builder: filtered, order, joined } = itemsQuery(db, this.kind, query)
    const counted = await countedAhead(db, filtered, $skip, $limit)
    const newestFirst = (date: string, id: string) => [
      { column: date, order: 'desc' as const },
      { column: id, order: 'desc' as const },
    ]
    let page: Knex.QueryBuilder
    if (!query.after && $skip > 0) {
      // a deep page by $skip: the skipped items are walked in the index alone, then only the page's are
      // read (reading every skipped item took 100 ms at the 1,000th page of a million articles)
      const ids = filtered
        .clone()
        .select({ id: order.id })
        .orderBy(newestFirst(order.date, order.id))
        .limit($limit)
        .offset($skip)
      page = db.from(ids.as('p')).join('feed_items as i', 'i.id', 'p.id').orderBy(newestFirst('i.date', 'i.id'))
    } else {
      page = filtered.clone().orderBy(newestFirst(order.date, order.id)).limit($limit)
      if (!joined) page.join('feed_items as i', 'i.id', 't.itemId')
      if (query.after) {
        const last = db('feed_items').where('id', Number(query.after))
        page.whereRaw('(??, ??) < (?, ?)', [order.date, order.id, last.clone().select('date'), Number(query.after)])
      }
    }
    page
      .join('rss_sources as s', 's.id', 'i.sourceId')
      .select('i.id', 'i.kind', 'i.title', 'i.summary', 'i.link', 'i.favicon', 'i.image', 'i.date', 'i.language')
      .select('i.isTranslated', 'i.isUsed', 'i.mlPredictions', 's.name as source')
    const rows: ItemRow[] = await page
    const topics = await topicsOf(
      db,
      rows.map((row) => row.id),
    )
    const matchesOf = await matcher(db, rows)
    return {
      ...counted,
      limit: $limit,
      skip: $skip,
      data: rows.map((row) => {
        const itemTopics = topics.get(row.id) ?? []
        const matches = matchesOf(row, itemTopics)
        return {
          ...row,
          date: new Date(row.date).toISOString(),
          topics: itemTopics,
          ...(this.kind === 'article'
            ? articleMatches(matches)
            : { entities: matches.map(({ frequency: _, ...entity }) => entity) }),
        }
      }),
    }
  }
}

type Match = FeedItemEntity & { frequency: number }

/** An article's matches, a list per type (spec 3 §3 Article actors, plots, contexts, briefs). */
function articleMatches(matches: Match[]): ArticleMatches {
  const lists: ArticleMatches = { actors: [], plots: [], contexts: [], briefs: [] }
  for (const { entityType, ...entity } of matches) lists[MATCHED_LISTS[entityType]].push(entity satisfies MatchedEntity)
  return lists
}

/**
 * The entities the matcher found in items (the suggestions the feed shows, spec 3 §2), as they are now: their
 * current name and type, and a topic of theirs — one the item is filed under when they share one, else their
 * first by name. An entity deleted since is left out, as are landscapes and types the feeds do not list.
 */
async function matcher(db: Knex, rows: ItemRow[]) {
  const ids = [...new Set(rows.flatMap((row) => shownEntities(row.mlPredictions).map((entity) => entity.id)))]
  const entities = new Map<string, { name: string; type: string; topics: { id: number; name: string }[] }>()
  if (ids.length) {
    const found: { id: string; name: string; type: string }[] = await db('entities')
      .whereIn('id', ids)
      .select('id', 'name', 'type')
    for (const entity of found) entities.set(entity.id, { name: entity.name, type: entity.type, topics: [] })
    const links: { entityId: string; id: number; name: string }[] = await db('topic_links as l')
      .join('countries as c', 'c.id', 'l.countryId')
      .whereIn('l.entityId', ids)
      .select('l.entityId', 'c.id', 'c.name')
      .orderBy([{ column: 'c.name' }, { column: 'c.id' }])
    for (const { entityId, ...topic } of links) entities.get(entityId)?.topics.push(topic)
  }
  return (row: ItemRow, itemTopics: { id: number }[]): Match[] => {
    const frequencies = new Map<string, number>()
    for (const found of row.mlPredictions.foundEnrEntities ?? [])
      for (const entity of found.suggestedEntities)
        frequencies.set(entity.id, (frequencies.get(entity.id) ?? 0) + (found.frequency ?? 1))
    return shownEntities(row.mlPredictions).flatMap((suggested): Match[] => {
      const entity = entities.get(suggested.id)
      if (!entity || !isMatchedType(entity.type)) return []
      const topic = entity.topics.find((one) => itemTopics.some((mine) => mine.id === one.id)) ?? entity.topics[0]
      return [
        {
          entityId: suggested.id,
          entityType: entity.type,
          entityName: entity.name,
          topicId: topic?.id ?? null,
          topicName: topic?.name ?? null,
          frequency: frequencies.get(suggested.id) ?? 1,
        },
      ]
    })
  }
}

/** The topics (countries) of items, by item. */
async function topicsOf(db: Knex, itemIds: number[]) {
  const topics = new Map<number, { id: number; name: string }[]>()
  if (!itemIds.length) return topics
  const rows: { itemId: number; id: number; name: string }[] = await db('feed_item_topics as t')
    .join('countries as c', 'c.id', 't.countryId')
    .whereIn('t.itemId', itemIds)
    .select('t.itemId', 'c.id', 'c.name')
    .orderBy('c.name')
  for (const { itemId, ...topic } of rows) topics.set(itemId, [...(topics.get(itemId) ?? []), topic])
  return topics
}

/**
 * GET /articles-count (spec 3 §2, §7): how many articles a topic has, the topic given by id or by name
 * (whatever the case); a topic that is no country is not found.
 */
export class ArticlesCountService {
  constructor(private app: Application) {}

  async find(params?: Params<ArticlesCountQuery>): Promise<ArticlesCount> {
    const db: Knex = this.app.get('knex')
    const { topicId, topicName } = params?.query ?? {}
    if (topicId === undefined && topicName === undefined) throw new BadRequest('Give a topicId or a topicName')
    const country: { id: number; name: string } | undefined = await db('countries')
      .modify((query) =>
        topicId !== undefined
          ? query.where('id', topicId)
          : query.whereRaw('lower(name) = lower(?)', [topicName ?? '']),
      )
      .first('id', 'name')
    if (!country) throw new NotFound(messages.unknownTopic)
    const [{ count }] = await db('feed_item_topics as t')
      .join('feed_items as i', 'i.id', 't.itemId')
      .where('t.countryId', country.id)
      .where('i.kind', 'article')
      .count({ count: '*' })
    return { topicId: country.id, topicName: country.name, count: Number(count) }
  }
}
