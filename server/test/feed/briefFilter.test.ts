import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BriefType } from '../../../common/briefTypes'
import type { FeedItem } from '../../../common/feed'
import type { RssSourceType } from '../../../common/rssSourceTypes'
import type { BriefTree } from '../../services/brief-tree/brief-tree.schema'
import type { Brief } from '../../services/briefs/briefs.schema'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, signInAdmin } from '../helpers'

/**
 * Spec 3 §2 (topic and brief choice use the brief tree with keys sector, sub-sector, industry), §7 GET /articles,
 * /regulation-feeds, /regulation-articles `briefIds` and GET /brief-tree: a brief picked in the tree finds the
 * items filed under it or under the briefs below it, and the tree of a topic in a feed offers only what finds
 * something there.
 */

let server: TestServer
let token: string
let topicId: number
let otherTopicId: number
const briefs: Record<string, Brief> = {}

const FEEDS = { article: '/articles', regulation: '/regulation-feeds', 'regulation-article': '/regulation-articles' }

async function newBrief(name: string, type: BriefType, parents: string[] = []) {
  const body = { name, type, parents: parents.map((parent) => briefs[parent].id) }
  const response = await server.api<Brief>('POST', '/briefs', { token, body })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  briefs[name] = response.body
}

async function addItem(title: string, kind: RssSourceType, countryId: number, day: string, categories: string[]) {
  const [source] = await server
    .db('rss_sources')
    .insert({ name: `Briefs ${title}`, websiteUrl: `https://briefs.example/${title}.xml`, language: 'en', type: kind })
    .returning('id')
  const mlPredictions = {
    summarization: '',
    foundEnrEntities: [],
    categories: categories.map((name) => ({ ...briefs[name], score: 0.7 })),
  }
  const [item] = await server
    .db('feed_items')
    .insert({
      kind,
      sourceId: source.id,
      guid: title,
      title,
      date: `${day}T08:00:00.000Z`,
      language: 'en',
      mlPredictions: JSON.stringify(mlPredictions),
    })
    .returning(['id', 'kind', 'date'])
  await server.db('feed_item_topics').insert({ itemId: item.id, countryId, kind: item.kind, date: item.date })
}

const titles = async (path: string, query: string) => {
  const response = await server.api<{ total: number; data: FeedItem[] }>('GET', path, { token, query })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body.data.map((item) => item.title)
}
const ids = (...names: string[]) => names.map((name) => `briefIds[]=${briefs[name].id}`).join('&')

/** Every brief of a tree, at every place it holds. */
const briefsOf = (tree: BriefTree): number[] => [
  ...tree.sector.flatMap((sector) => [
    sector.id,
    ...sector['sub-sector'].flatMap((sub) => [sub.id, ...sub.industry.map((one) => one.id)]),
  ]),
  ...tree['sub-sector'].flatMap((sub) => [sub.id, ...sub.industry.map((one) => one.id)]),
  ...tree.industry.map((one) => one.id),
]

beforeAll(async () => {
  server = await startTestServer()
  token = (await addSignedInUser(server, await signInAdmin(server), { role: 'analyst' })).token
  const [first, second] = await server.db<{ id: number }>('countries').select('id').orderBy('id').limit(2)
  topicId = first.id
  otherTopicId = second.id
  await newBrief('Energy', 'sector')
  await newBrief('Agriculture', 'sector')
  await newBrief('Solar', 'sub-sector', ['Energy'])
  await newBrief('Wind', 'sub-sector', ['Energy'])
  // under two sectors
  await newBrief('Bioenergy', 'sub-sector', ['Energy', 'Agriculture'])
  await newBrief('Panels', 'industry', ['Solar'])
  await newBrief('Inverters', 'industry', ['Solar'])
  await newBrief('Turbines', 'industry', ['Wind'])
  await newBrief('Pellets', 'industry', ['Bioenergy'])
  await newBrief('Mining', 'sector')
  await newBrief('Ores', 'sub-sector', ['Mining'])
  await newBrief('Copper', 'industry', ['Ores'])
  await newBrief('Loose', 'industry')

  await addItem('Panel plant opens', 'article', topicId, '2026-02-01', ['Panels'])
  await addItem('Panel prices fall', 'article', topicId, '2026-02-02', ['Panels', 'Loose'])
  await addItem('Pellet mill', 'article', otherTopicId, '2026-02-03', ['Pellets'])
  await addItem('Copper rule', 'regulation', topicId, '2026-02-04', ['Copper'])
  await addItem('Inverter article', 'regulation-article', topicId, '2026-02-05', ['Inverters'])
})
afterAll(() => server.close())

describe('the feeds’ briefIds filter takes a brief with the briefs below it (spec 3 §2, §7)', () => {
  it('finds by a sector or a sub-sector the items filed under one of its industries, newest first', async () => {
    const both = ['Panel prices fall', 'Panel plant opens']
    expect(await titles('/articles', ids('Energy'))).toEqual(['Pellet mill', ...both])
    expect(await titles('/articles', ids('Solar'))).toEqual(both)
    expect(await titles('/articles', ids('Panels'))).toEqual(both)
    // a sub-sector under two sectors is found from either
    expect(await titles('/articles', ids('Agriculture'))).toEqual(['Pellet mill'])
    expect(await titles('/articles', ids('Loose'))).toEqual(['Panel prices fall'])
  })

  it('finds nothing by a brief none of whose own or lower briefs an item of that feed is filed under', async () => {
    expect(await titles('/articles', ids('Mining'))).toEqual([])
    expect(await titles('/articles', ids('Wind'))).toEqual([])
    expect(await titles('/articles', ids('Inverters'))).toEqual([])
    expect(await titles('/articles', 'briefIds[]=2147483647')).toEqual([])
    expect(await titles('/regulation-feeds', ids('Energy'))).toEqual([])
  })

  it('applies to every feed, with a topic, several briefs and a deep page', async () => {
    expect(await titles('/regulation-feeds', ids('Mining'))).toEqual(['Copper rule'])
    expect(await titles('/regulation-articles', ids('Energy'))).toEqual(['Inverter article'])
    expect(await titles('/articles', `topicId=${topicId}&${ids('Energy')}`)).toEqual([
      'Panel prices fall',
      'Panel plant opens',
    ])
    expect(await titles('/articles', `topicId=${otherTopicId}&${ids('Solar')}`)).toEqual([])
    expect(await titles('/articles', ids('Mining', 'Agriculture'))).toEqual(['Pellet mill'])
    expect(await titles('/articles', `${ids('Energy')}&$limit=1&$skip=1`)).toEqual(['Panel prices fall'])
    expect(await titles('/articles', `topicId=${topicId}&${ids('Energy')}&$limit=1&$skip=1`)).toEqual([
      'Panel plant opens',
    ])
    const page = await server.api<{ total: number }>('GET', '/articles', { token, query: ids('Energy') })
    expect(page.body.total).toBe(3)
  })

  it('reads a sector’s feed in as many queries as the unfiltered feed: the briefs below are found in the same query', async () => {
    const queries: string[] = []
    const listen = (query: { sql: string }) => queries.push(query.sql)
    const count = async (query: string) => {
      queries.length = 0
      server.db.on('query', listen)
      await titles('/articles', query)
      server.db.off('query', listen)
      return queries.length
    }
    expect(await count(ids('Energy'))).toBe(await count(''))
  })
})

describe('GET /brief-tree?topicId&kind offers what finds something in that topic’s feed (spec 3 §2, §7)', () => {
  it.each(Object.entries(FEEDS))('every brief of the %s feed’s tree finds one of its items', async (kind, path) => {
    const tree = await server.api<BriefTree>('GET', '/brief-tree', { token, query: `topicId=${topicId}&kind=${kind}` })
    expect(tree.status).toBe(200)
    const offered = [...new Set(briefsOf(tree.body))]
    expect(offered.length).toBeGreaterThan(0)
    for (const id of offered) expect(await titles(path, `topicId=${topicId}&briefIds[]=${id}`)).not.toEqual([])
  })

  it('leaves out of a feed’s tree the briefs found only in another feed', async () => {
    const namesOf = async (kind: string) => {
      const tree = await server.api<BriefTree>('GET', '/brief-tree', {
        token,
        query: `topicId=${topicId}&kind=${kind}`,
      })
      const names = new Map(Object.values(briefs).map((brief) => [brief.id, brief.name]))
      return [...new Set(briefsOf(tree.body))].map((id) => names.get(id)).sort()
    }
    expect(await namesOf('article')).toEqual(['Energy', 'Loose', 'Panels', 'Solar'])
    expect(await namesOf('regulation')).toEqual(['Copper', 'Mining', 'Ores'])
    expect(await namesOf('regulation-article')).toEqual(['Energy', 'Inverters', 'Solar'])
  })
})
