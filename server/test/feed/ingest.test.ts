import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FeedItem, MlPredictions } from '../../../common/feed'
import { ingestSources, plainText } from '../../feed/ingest'
import { withLease } from '../../db/lease'
import { LocalAnalyser, summarize } from '../../feed/localAnalyser'
import { findKeys, wordsOf } from '../../feed/textMatch'
import { startTestServer, type TestServer } from '../harness'
import { createBody, createEntity, facetTypeOf, newFacet, templateOf } from '../entityHelpers'
import { addSignedInUser, expectError, signInAdmin } from '../helpers'

let server: TestServer
let feeds: Server
let feedsUrl: string
const documents = new Map<string, { body: string | Buffer; type?: string; delayMs?: number }>()

const rss = (items: string) => `<?xml version="1.0"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel>
<title>Wire</title><link>https://wire.example/</link>
${items}
</channel></rss>`

const FIRST = rss(`
<item><title>Société Générale backs &lt;b&gt;offshore wind&lt;/b&gt; in the North Sea</title>
<link>https://wire.example/a</link><guid>a-1</guid><pubDate>Tue, 10 Mar 2026 08:00:00 GMT</pubDate>
<description><![CDATA[<p>The bank <script>alert(1)</script>said <b>Northwind Energy</b> will build it.</p>]]></description>
<enclosure url="https://wire.example/a.jpg" type="image/jpeg" length="1"/></item>
<item><title>No guid, a link</title><link>https://wire.example/b</link><description>General news about energy.</description></item>
<item><description>No title: skipped</description><guid>c</guid></item>`)

let logs: string[]
const ingest = () => {
  logs = []
  return ingestSources(server.db, {
    analyser: new LocalAnalyser(server.db),
    allowAddress: () => true,
    log: (message) => logs.push(message),
    now: () => new Date('2026-03-11T00:00:00Z'),
  })
}

async function addSource(name: string, path: string) {
  const [source] = await server
    .db('rss_sources')
    .insert({
      name,
      websiteUrl: `${feedsUrl}${path}`,
      language: 'en',
      type: 'article',
      createdAt: new Date(0),
      updatedAt: new Date(0),
    })
    .returning('id')
  const france = await server.db('countries').where({ iso_code: 'FR' }).first()
  await server.db('rss_source_topics').insert({ source_id: source.id, topic_id: france.id })
  return source.id as number
}

beforeAll(async () => {
  feeds = createServer((request, response) => {
    const document = documents.get(request.url ?? '')
    if (!document) return response.writeHead(404).end()
    setTimeout(
      () => response.writeHead(200, { 'Content-Type': document.type ?? 'application/rss+xml' }).end(document.body),
      document.delayMs ?? 0,
    )
  })
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve))
  feedsUrl = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`
  server = await startTestServer()
  const token = await signInAdmin(server)
  const organisation = await templateOf(server, token, 'Actor', 'Organisation')
  for (const name of ['Société Générale', 'Northwind Energy', 'Gen']) {
    await createEntity(
      server,
      token,
      createBody(organisation, [newFacet(facetTypeOf(organisation, 'Name'), { value: [{ value: name }] })]),
    )
  }
  await server.db('landscapes').insert({ name: 'Renewables', alternative_names: ['offshore wind', 'solar power'] })
  await server.db('briefs').insert({ name: 'Energy', type: 'sector' })
})
afterAll(async () => {
  await server.close()
  await new Promise((resolve) => feeds.close(resolve))
})

describe('reading the RSS sources', () => {
  it('keeps each new item once with its text made safe, its source’s topics and the analyser’s suggestions', async () => {
    documents.set('/wire.xml', { body: FIRST })
    const sourceId = await addSource('Wire', '/wire.xml')
    const reports = await ingest()
    expect(reports.find((report) => report.sourceId === sourceId)).toMatchObject({ added: 2 })
    const items = await server.db('feed_items').where({ sourceId }).orderBy('guid')
    expect(items.map((item) => item.guid)).toEqual(['a-1', 'https://wire.example/b'])
    expect(items[0]).toMatchObject({
      kind: 'article',
      title: 'Société Générale backs offshore wind in the North Sea',
      summary: 'The bank said Northwind Energy will build it.',
      link: 'https://wire.example/a',
      favicon: 'https://wire.example/favicon.ico',
      image: 'https://wire.example/a.jpg',
      language: 'en',
      isUsed: false,
    })
    expect(new Date(items[0].date).toISOString()).toBe('2026-03-10T08:00:00.000Z')
    // no date: the time it was read
    expect(new Date(items[1].date).toISOString()).toBe('2026-03-11T00:00:00.000Z')
    const france = await server.db('countries').where({ iso_code: 'FR' }).first()
    expect(await server.db('feed_item_topics').where({ itemId: items[0].id }).pluck('countryId')).toEqual([france.id])

    const predictions = items[0].mlPredictions as MlPredictions
    expect(predictions.summarization).toBe('The bank said Northwind Energy will build it.')
    const found = Object.fromEntries(
      predictions.foundEnrEntities.map((one) => [
        one.text,
        one.suggestedEntities.map((entity) => [entity.type, entity.score]),
      ]),
    )
    expect(found).toEqual({
      'Société Générale': [['Actor', 0.9]],
      Renewables: [['Landscape', 0.81]],
      'Northwind Energy': [['Actor', 0.7]],
    })
    expect((items[1].mlPredictions as MlPredictions).categories).toEqual([
      { id: expect.any(Number), name: 'Energy', type: 'sector', score: 0.7 },
    ])

    // the source answered: it is healthy now
    const source = await server.db('rss_sources').where({ id: sourceId }).first()
    expect(new Date(source.updatedAt).getTime()).toBeGreaterThan(0)

    // read again: nothing new, nothing twice
    const again = await ingest()
    expect(again.find((report) => report.sourceId === sourceId)).toMatchObject({ added: 0 })
    expect(Number((await server.db('feed_items').where({ sourceId }).count({ n: '*' }))[0].n)).toBe(2)
  })

  it('logs and skips a source that fails, and reads the others', async () => {
    documents.set('/broken.xml', { body: '<rss><channel><item><title>unclosed' })
    documents.set('/page.html', { body: '<html><body>not a feed</body></html>', type: 'text/html' })
    documents.set('/huge.xml', { body: Buffer.alloc(5_000_001, 'a') })
    documents.set('/later.xml', { body: rss('<item><title>Later news</title><guid>later-1</guid></item>') })
    const broken = await addSource('Broken', '/broken.xml')
    const page = await addSource('Page', '/page.html')
    const huge = await addSource('Huge', '/huge.xml')
    const missing = await addSource('Missing', '/missing.xml')
    const later = await addSource('Later', '/later.xml')
    const reports = await ingest()
    for (const id of [broken, page, huge, missing]) {
      const report = reports.find((one) => one.sourceId === id)!
      expect(report.added).toBe(0)
      expect(report.error).toBeTruthy()
      const source = await server.db('rss_sources').where({ id }).first()
      expect(new Date(source.updatedAt).getTime()).toBe(0)
    }
    expect(reports.find((report) => report.sourceId === later)).toMatchObject({ added: 1 })
    expect(logs).toHaveLength(4)
    expect(logs.join('\n')).toMatch(/Missing .* skipped: The address answered 404/)
  })
})

describe('the lease of the ingestion', () => {
  it('lets one runner hold it at a time, and frees it when the run ends', async () => {
    let release: () => void = () => undefined
    const first = withLease(
      server.db,
      'test-job',
      60_000,
      () => new Promise<string>((resolve) => (release = () => resolve('first'))),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await withLease(server.db, 'test-job', 60_000, async () => 'second')).toBeNull()
    release()
    expect(await first).toBe('first')
    expect(await withLease(server.db, 'test-job', 60_000, async () => 'third')).toBe('third')
  })
})

describe('the analyser’s matching', () => {
  it('reads words without case or accents, and finds names only as whole words, the longest first', () => {
    expect(wordsOf('Société  Générale, S.A.')).toEqual(['societe', 'generale', 's', 'a'])
    const keys = new Set(['societe generale', 'generale', 'gen'])
    expect(findKeys('SOCIETE GENERALE and Générale; General Electric, gene', (key) => keys.has(key))).toEqual(
      new Map([
        ['societe generale', 1],
        ['generale', 1],
      ]),
    )
  })

  it('summarizes with the first sentence, else the title, cut at a word', () => {
    expect(summarize({ title: 'T', summary: 'One. Two.' })).toBe('One.')
    expect(summarize({ title: 'Only the title', summary: '' })).toBe('Only the title')
    const long = summarize({ title: '', summary: `${'word '.repeat(100)}end.` })
    expect(long.length).toBeLessThanOrEqual(301)
    expect(long.endsWith('word…')).toBe(true)
  })

  it('keeps feed text as plain text', () => {
    expect(plainText('<img src=x onerror=alert(1)>Hi <script>evil()</script><b>there</b>', 100)).toBe('Hi there')
    expect(plainText('a'.repeat(20), 10)).toBe(`${'a'.repeat(9)}…`)
    expect(plainText('Oil &amp; Gas&#39;s &#x2014; 5 &lt; 6 &bogus;', 100)).toBe("Oil & Gas's — 5 < 6 &bogus;")
    expect(plainText(42, 10)).toBe('')
  })
})

describe('GET /articles, /regulation-feeds and /regulation-articles', () => {
  type Page = { total: number; limit: number; skip: number; data: FeedItem[] }
  let token: string
  let sourceId: number
  let germanyId: number
  const feed = (path: string, query = '') => server.api<Page>('GET', path, { token, query })

  beforeAll(async () => {
    token = await signInAdmin(server)
    await server.db('feed_items').delete()
    sourceId = await addSource('Paged', '/paged.xml')
    germanyId = (await server.db('countries').where({ iso_code: 'DE' }).first()).id
    const energy = await server.db('briefs').where({ name: 'Energy' }).first()
    const rows = Array.from({ length: 30 }, (_, index) => ({
      kind: index < 28 ? 'article' : 'regulation',
      sourceId,
      guid: `paged-${index}`,
      title: `Item ${index}`,
      // two items a day, the newest last; items 10 and 11 share an instant
      date: new Date(Date.UTC(2026, 0, 1 + Math.floor(index / 2), index === 11 ? 0 : index % 2)).toISOString(),
      language: 'en',
      mlPredictions: JSON.stringify({
        summarization: '',
        foundEnrEntities: [],
        categories: index % 5 === 0 ? [{ id: energy.id, name: 'Energy', type: 'sector', score: 0.7 }] : [],
      }),
    }))
    const inserted: { id: number; kind: string; date: Date }[] = await server
      .db('feed_items')
      .insert(rows)
      .returning(['id', 'kind', 'date'])
    await server
      .db('feed_item_topics')
      .insert(inserted.slice(0, 3).map(({ id, kind, date }) => ({ itemId: id, countryId: germanyId, kind, date })))
  })

  it('pages the articles newest first, 25 a page, by skip or by keyset alike', async () => {
    const first = await feed('/articles')
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ total: 28, limit: 25, skip: 0 })
    expect(first.body.data.map((item) => item.title).slice(0, 3)).toEqual(['Item 27', 'Item 26', 'Item 25'])
    expect(first.body.data[0]).toMatchObject({ source: 'Paged', kind: 'article', isUsed: false, topics: [] })
    const bySkip = await feed('/articles', '$skip=25')
    const byKey = await feed('/articles', `after=${first.body.data[24].id}`)
    expect(byKey.body.data.map((item) => item.id)).toEqual(bySkip.body.data.map((item) => item.id))
    expect(bySkip.body.data.map((item) => item.title)).toEqual(['Item 2', 'Item 1', 'Item 0'])
    // a keyset page across two items of one instant loses neither
    const small = await feed('/articles', '$limit=17')
    const rest = await feed('/articles', `$limit=17&after=${small.body.data[16].id}`)
    const all = [...small.body.data, ...rest.body.data].map((item) => item.title)
    expect(new Set(all).size).toBe(28)
  })

  it('filters by topic, day, since, briefs and ids, and keeps each kind to its feed', async () => {
    const titles = async (query: string, path = '/articles') =>
      (await feed(path, query)).body.data.map((item) => item.title)
    expect(await titles(`topicId=${germanyId}`)).toEqual(['Item 2', 'Item 1', 'Item 0'])
    // a topic's feed by keyset, and with the other filters
    const [newest] = (await feed('/articles', `topicId=${germanyId}&$limit=1`)).body.data
    expect(await titles(`topicId=${germanyId}&after=${newest.id}`)).toEqual(['Item 1', 'Item 0'])
    // deep pages by $skip read the skipped ids first, then the page's items, with every filter
    expect(await titles(`topicId=${germanyId}&$skip=1`)).toEqual(['Item 1', 'Item 0'])
    expect(await titles(`topicId=${germanyId}&date=2026-01-01`)).toEqual(['Item 1', 'Item 0'])
    expect(await titles(`topicId=${germanyId}`, '/regulation-feeds')).toEqual([])
    expect((await feed('/articles', `topicId=${germanyId}`)).body.data[0].topics).toEqual([
      { id: germanyId, name: 'Germany' },
    ])
    expect(await titles('date=2026-01-03')).toEqual(['Item 5', 'Item 4'])
    expect(await titles('since=2026-01-14T00:00:00.000Z')).toEqual(['Item 27', 'Item 26'])
    const energy = await server.db('briefs').where({ name: 'Energy' }).first()
    expect(await titles(`briefIds[]=${energy.id}`)).toEqual([
      'Item 25',
      'Item 20',
      'Item 15',
      'Item 10',
      'Item 5',
      'Item 0',
    ])
    expect(await titles(`briefIds[]=${energy.id}&$limit=2&$skip=2`)).toEqual(['Item 15', 'Item 10'])
    const [one, two] = (await feed('/articles', '$limit=2')).body.data
    expect(await titles(`articleIds[]=${one.id}&articleIds[]=${two.id}`)).toEqual([one.title, two.title])
    expect(await titles('', '/regulation-feeds')).toEqual(['Item 29', 'Item 28'])
    expect(await titles('', '/regulation-articles')).toEqual([])
  })

  it('counts the articles of a topic by id or by name (GET /articles-count), and refuses what names none', async () => {
    const count = (query: string) => server.api('GET', '/articles-count', { token, query })
    const expected = { topicId: germanyId, topicName: 'Germany', count: 3 }
    expect((await count(`topicId=${germanyId}`)).body).toEqual(expected)
    expect((await count('topicName=germany')).body).toEqual(expected)
    expectError(await count('topicName=Atlantis%20Minor'), 404, 'Unknown topic')
    expectError(await count(''), 400, 'Give a topicId or a topicName')
    expectError(await count('topicId=abc'), 400)
  })

  it('counts a long feed only a little past the page asked for, and says so', async () => {
    await server.db.raw(
      `INSERT INTO feed_items (kind, "sourceId", guid, title, date, language)
       SELECT 'regulation-article', ?, 'many-' || n, 'Many ' || n, now() - (n || ' minutes')::interval, 'en'
       FROM generate_series(1, 1100) n`,
      [sourceId],
    )
    const first = await feed('/regulation-articles', '$limit=25')
    expect(first.body).toMatchObject({ total: 1025, totalIsAtLeast: true })
    const last = await feed('/regulation-articles', '$limit=25&$skip=1075')
    expect(last.body.total).toBe(1100)
    expect(last.body).not.toHaveProperty('totalIsAtLeast')
    expect(last.body.data).toHaveLength(25)
    await server.db('feed_items').where({ kind: 'regulation-article' }).delete()
  })

  it('refuses unknown filters, bad values and callers without the right', async () => {
    for (const query of ['colour=red', '$limit=101', 'date=2026-1-3', 'since=yesterday', 'topicId=x', 'after=abc']) {
      expect((await feed('/articles', query)).status, query).toBe(400)
    }
    expect((await server.api('GET', '/articles')).status).toBe(401)
  })
})

describe('POST /ingest-runs', () => {
  it('reads the sources now for an admin, refuses while another run holds the lease, and refuses analysts', async () => {
    const token = await signInAdmin(server)
    const now = await server.api<{ added: number; sources: { name: string }[] }>('POST', '/ingest-runs', {
      token,
      body: {},
    })
    expect(now.status).toBe(201)
    expect(now.body.sources.length).toBeGreaterThan(0)
    let release: () => void = () => undefined
    const held = withLease(server.db, 'ingest', 60_000, () => new Promise<void>((resolve) => (release = resolve)))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const busy = await server.api<{ message: string }>('POST', '/ingest-runs', { token, body: {} })
    expect(busy.status).toBe(409)
    expect(busy.body.message).toBe('The sources are being read already: try again in a moment')
    release()
    await held
    const analyst = await addSignedInUser(server, token, { role: 'analyst' })
    expect((await server.api('POST', '/ingest-runs', { token: analyst.token, body: {} })).status).toBe(403)
  })
})
