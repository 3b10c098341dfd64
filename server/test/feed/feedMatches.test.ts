import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FeedItem, MlPredictions } from '../../../common/feed'
import type { RssSourceType } from '../../../common/rssSourceTypes'
import type { Analyser } from '../../feed/analyser'
import { ingestSources, languageCode } from '../../feed/ingest'
import { LocalAnalyser } from '../../feed/localAnalyser'
import { startTestServer, type TestServer } from '../harness'
import { signInAdmin } from '../helpers'

/** Spec 3 §3: what the feeds answer of an item's matched entities and of its language. */

let server: TestServer
let feeds: Server
let feedsUrl: string
let token: string
const documents = new Map<string, string>()
const countries: Record<string, { id: number; name: string }> = {}
const entityIds: Record<string, string> = {}

const rss = (items: string, language = '') => `<?xml version="1.0"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel>
<title>Wire</title><link>https://wire.example/</link>${language && `<language>${language}</language>`}
${items}
</channel></rss>`

async function addSource(name: string, path: string, type: RssSourceType, topic = 'FR') {
  const [source] = await server
    .db('rss_sources')
    .insert({ name, websiteUrl: `${feedsUrl}${path}`, language: 'en', type })
    .returning('id')
  await server.db('rss_source_topics').insert({ source_id: source.id, topic_id: countries[topic].id })
  return source.id as number
}

const ingest = (analyser: Analyser = new LocalAnalyser(server.db)) =>
  ingestSources(server.db, { analyser, allowAddress: () => true, log: () => undefined })

async function addEntity(name: string, type: string, topics: string[]) {
  const template = await server.db('entity_templates').where({ type }).first('id')
  const [{ id }] = await server.db('entities').insert({ name, type, entityTemplateId: template.id }).returning('id')
  for (const topic of topics) await server.db('topic_links').insert({ entityId: id, countryId: countries[topic].id })
  entityIds[name] = id
}

const feedItems = async (path: string) =>
  (await server.api<{ data: FeedItem[] }>('GET', path, { token, query: '$limit=100' })).body.data

beforeAll(async () => {
  feeds = createServer((request, response) => {
    const body = documents.get(request.url ?? '')
    if (body === undefined) return response.writeHead(404).end()
    response.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(body)
  })
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve))
  feedsUrl = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`
  server = await startTestServer()
  token = await signInAdmin(server)
  for (const iso of ['FR', 'DE', 'IT']) countries[iso] = await server.db('countries').where({ iso_code: iso }).first()
  await addEntity('Northwind Energy', 'Actor', ['IT', 'FR', 'DE'])
  await addEntity('Grid Crisis', 'Plot', [])
  await addEntity('Energy Transition', 'Context', ['DE', 'IT'])
  await addEntity('Offshore Outlook', 'Brief', ['DE'])
  await addEntity('Wind Index', 'Statistic Entity', ['DE'])
  await addEntity('Gone Holdings', 'Actor', [])
  await server.db('landscapes').insert({ name: 'Renewables', alternative_names: [] })
})
afterAll(async () => {
  await server.close()
  await new Promise((resolve) => feeds.close(resolve))
})

const MATCHING = rss(`<item><title>Northwind Energy faces a Grid Crisis</title><guid>m-1</guid>
<description>Northwind Energy and Gone Holdings said the Energy Transition, the Offshore Outlook, the Wind Index and
Renewables matter. Northwind Energy again.</description></item>`)

describe('matched entities of feed items (spec 3 §3 Article, Regulation feed item)', () => {
  beforeAll(async () => {
    documents.set('/matching.xml', MATCHING)
    await addSource('Articles wire', '/matching.xml', 'article')
    await addSource('Regulations wire', '/matching.xml', 'regulation')
    await addSource('Regulation articles wire', '/matching.xml', 'regulation-article')
    await ingest()
    // after reading: one entity renamed, one deleted; the feeds show them as they are now
    await server.db('entities').where({ id: entityIds['Grid Crisis'] }).update({ name: 'Grid Crisis 2026' })
    await server.db('entities').where({ id: entityIds['Gone Holdings'] }).delete()
  })

  it('keeps how often each name occurs, as the matcher counted it', async () => {
    const [row] = await server.db('feed_items').where({ guid: 'm-1', kind: 'article' })
    const frequencies = Object.fromEntries(
      (row.mlPredictions as MlPredictions).foundEnrEntities.map((found) => [found.text, found.frequency]),
    )
    expect(frequencies).toMatchObject({ 'Northwind Energy': 3, 'Grid Crisis': 1, 'Energy Transition': 1 })
  })

  it('lists an article’s actors, plots, contexts and briefs with their topic and frequency', async () => {
    const [article] = await feedItems('/articles')
    const france = countries.FR
    const germany = countries.DE
    expect(article.actors).toEqual([
      // the entity's topic the article is filed under (France), not its first by name (Germany)
      {
        entityId: entityIds['Northwind Energy'],
        entityName: 'Northwind Energy',
        topicId: france.id,
        topicName: france.name,
        frequency: 3,
      },
    ])
    expect(article.plots).toEqual([
      {
        entityId: entityIds['Grid Crisis'],
        entityName: 'Grid Crisis 2026',
        topicId: null,
        topicName: null,
        frequency: 1,
      },
    ])
    // no topic shared with the article: the entity's first by name
    expect(article.contexts).toEqual([
      {
        entityId: entityIds['Energy Transition'],
        entityName: 'Energy Transition',
        topicId: germany.id,
        topicName: germany.name,
        frequency: 1,
      },
    ])
    expect(article.briefs).toEqual([
      {
        entityId: entityIds['Offshore Outlook'],
        entityName: 'Offshore Outlook',
        topicId: germany.id,
        topicName: germany.name,
        frequency: 1,
      },
    ])
    expect(article.entities).toBeUndefined()
  })

  it('lists the entities of regulations and regulation articles with their type and topic', async () => {
    for (const path of ['/regulation-feeds', '/regulation-articles']) {
      const [item] = await feedItems(path)
      expect(item.entities?.map((entity) => [entity.entityType, entity.entityName, entity.topicName])).toEqual([
        ['Actor', 'Northwind Energy', countries.FR.name],
        ['Plot', 'Grid Crisis 2026', null],
        ['Context', 'Energy Transition', countries.DE.name],
        ['Brief', 'Offshore Outlook', countries.DE.name],
      ])
      expect(item.actors).toBeUndefined()
    }
  })
})

describe('the translated marker (spec 3 §3 isTranslated)', () => {
  it('reads language tags as their language code', () => {
    expect(languageCode('en-GB')).toBe('en')
    expect(languageCode(' FR ')).toBe('fr')
    expect(languageCode('english')).toBeNull()
    // a three-letter code is not one sources are kept in: it would read as a translation of 'en'
    expect(languageCode('eng')).toBeNull()
    expect(languageCode(undefined)).toBeNull()
  })

  it('marks an item whose language differs from its source’s', async () => {
    documents.set(
      '/languages.xml',
      rss(
        `<item><title>Nouvelles</title><guid>l-fr</guid><dc:language>fr-FR</dc:language></item>
<item><title>News</title><guid>l-doc</guid></item>
<item><title>More news</title><guid>l-en</guid><dc:language>en</dc:language></item>`,
        'de',
      ),
    )
    const sourceId = await addSource('Languages', '/languages.xml', 'article', 'IT')
    await ingest()
    const rows = await server.db('feed_items').where({ sourceId }).orderBy('guid')
    expect(rows.map((row) => [row.guid, row.language, row.isTranslated])).toEqual([
      // no item language: the document's (German), not the source's (English)
      ['l-doc', 'de', true],
      ['l-en', 'en', false],
      ['l-fr', 'fr', true],
    ])
    const translated = (await feedItems('/articles')).find((item) => item.title === 'Nouvelles')
    expect(translated).toMatchObject({ language: 'fr', isTranslated: true })
  })

  it('takes the model service’s word that an item was translated, or its reading of the language', async () => {
    documents.set(
      '/model.xml',
      rss(`<item><title>Said translated</title><guid>x-1</guid></item>
<item><title>Read as Spanish</title><guid>x-2</guid></item>
<item><title>Plain</title><guid>x-3</guid></item>`),
    )
    const model: Analyser = {
      analyse: async (items) =>
        items.map((item) => ({
          summarization: item.title,
          categories: [],
          foundEnrEntities: [],
          ...(item.title === 'Said translated' && { isTranslated: true }),
          ...(item.title === 'Read as Spanish' && { language: 'es' }),
        })),
    }
    const sourceId = await addSource('Model', '/model.xml', 'article', 'IT')
    await ingest(model)
    const rows = await server.db('feed_items').where({ sourceId }).orderBy('guid')
    expect(rows.map((row) => [row.title, row.language, row.isTranslated])).toEqual([
      ['Said translated', 'en', true],
      ['Read as Spanish', 'es', true],
      ['Plain', 'en', false],
    ])
    // what the model said of the language is the item's, not kept twice in its predictions
    expect(rows[1].mlPredictions).toEqual({ summarization: 'Read as Spanish', categories: [], foundEnrEntities: [] })
  })
})
