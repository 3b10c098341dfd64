import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import { RSS_SOURCE_TYPES, type RssSourceType } from '../../../common/rssSourceTypes'
import type { Country } from '../../services/countries/countries.schema'
import type { RssSource } from '../../services/rss-sources/rss-sources.schema'
import { startTestServer, type ApiResponse, type TestServer } from '../harness'
import { addSignedInUser, expectError, expectNothingWritten, isoDay, signInAdmin, type Page } from '../helpers'

let server: TestServer
let adminToken: string
let analystToken: string
let trialToken: string
let userToken: string
/** Two countries every test may file sources under. */
let france: Country
let germany: Country

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  analystToken = (await addSignedInUser(server, adminToken, { role: 'analyst' })).token
  trialToken = (await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })).token
  userToken = (await addSignedInUser(server, adminToken, { role: 'user' })).token
  france = await newCountry('Topic France')
  germany = await newCountry('Topic Germany')
})
afterAll(() => server.close())

interface SourceRow {
  id: number
  name: string
  websiteUrl: string
  language: string
  type: string
  createdAt: Date
  updatedAt: Date
}

let counter = 0
const unique = (label: string) => `${label} ${Date.now().toString(36)} ${++counter}`
const uniqueUrl = (label = 'feed') => `https://feeds.example.com/${label}-${Date.now().toString(36)}-${++counter}.xml`

const create = (body: unknown, token = analystToken) => server.api<RssSource>('POST', '/rss-sources', { token, body })
const patch = (id: number | string, body: unknown, token = analystToken) =>
  server.api<RssSource>('PATCH', `/rss-sources/${id}`, { token, body })
const remove = (id: number | string, token = analystToken) =>
  server.api<RssSource>('DELETE', `/rss-sources/${id}`, { token })
const get = (id: number | string, query?: string, token = analystToken) =>
  server.api<RssSource>('GET', `/rss-sources/${id}`, { token, query })
const find = (query: string, token = analystToken) =>
  server.api<Page<RssSource>>('GET', '/rss-sources', { token, query })
const row = (id: number) => server.db<SourceRow>('rss_sources').where({ id }).first()
const topicIdsOf = async (id: number) =>
  (await server.db('rss_source_topics').where({ source_id: id }).orderBy('topic_id')).map(
    (link: { topic_id: number }) => link.topic_id,
  )

async function newCountry(label: string): Promise<Country> {
  const response = await server.api<Country>('POST', '/countries', {
    token: adminToken,
    body: { name: unique(label), flag: `media/${randomUUID()}/flag.png` },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

interface SourceFields {
  name: string
  websiteUrl: string
  language: string
  type: RssSourceType
  topics: number[]
}

const sourceBody = (overrides: Partial<SourceFields> = {}): SourceFields => ({
  name: unique('Source'),
  websiteUrl: uniqueUrl(),
  language: 'en',
  type: 'article',
  topics: [france.id],
  ...overrides,
})

async function newSource(overrides: Partial<SourceFields> = {}): Promise<RssSource> {
  const response = await create(sourceBody(overrides))
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

const topicOf = (country: Country) => ({ topicId: country.id, topicName: country.name })
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b)

/** Every source, topic link and country as stored. */
const sourceState = async () => ({
  sources: await server.db<SourceRow>('rss_sources').orderBy('id'),
  links: await server.db('rss_source_topics').orderBy(['source_id', 'topic_id']),
  countries: await server.db('countries').orderBy('id'),
})

/** Runs `call` and asserts that it changed no source, topic link, country, user or mail. */
async function expectNoSourceWritten<T>(call: () => Promise<T>): Promise<T> {
  const before = await sourceState()
  const result = await expectNothingWritten(server.db, call)
  expect(await sourceState()).toEqual(before)
  return result
}

const refusedCreate = (body: unknown) => expectNoSourceWritten(() => create(body))
const refusedPatch = (id: number | string, body: unknown) => expectNoSourceWritten(() => patch(id, body))

describe('POST /rss-sources', () => {
  it('creates a source, its texts trimmed, answering it with its topics by name', async () => {
    const alpha = await newCountry('Alpha land')
    const zulu = await newCountry('Zulu land')
    const name = unique('Le Monde')
    const websiteUrl = uniqueUrl('lemonde')
    const { status, body } = await create({
      name: `  ${name} `,
      websiteUrl: ` ${websiteUrl}  `,
      language: 'fr',
      type: 'article',
      topics: [zulu.id, alpha.id],
    })
    expect(status).toBe(201)
    expect(body).toEqual({
      id: expect.any(Number),
      name,
      websiteUrl,
      language: 'fr',
      type: 'article',
      topics: [topicOf(alpha), topicOf(zulu)],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
    // never updated since created: the console shows it as new
    expect(body.updatedAt).toBe(body.createdAt)
    const stored = await row(body.id)
    expect(stored).toMatchObject({ name, websiteUrl, language: 'fr', type: 'article' })
    expect(stored!.createdAt.toISOString()).toBe(body.createdAt)
    expect(await topicIdsOf(body.id)).toEqual(sorted([alpha.id, zulu.id]))
  })

  it.each(RSS_SOURCE_TYPES)('creates a source of type %s', async (type) => {
    const source = await newSource({ type, language: 'de', topics: [germany.id] })
    expect(source).toMatchObject({ type, language: 'de', topics: [topicOf(germany)] })
    expect((await row(source.id))?.type).toBe(type)
  })

  it('takes a topic sent twice once', async () => {
    const source = await newSource({ topics: [france.id, germany.id, france.id] })
    expect(source.topics).toHaveLength(2)
    expect(await topicIdsOf(source.id)).toEqual(sorted([france.id, germany.id]))
  })

  it('is allowed to an admin too', async () => {
    expect((await create(sourceBody(), adminToken)).status).toBe(201)
  })

  it.each<[string, Partial<Record<keyof SourceFields, unknown>> & Record<string, unknown>, string | RegExp]>([
    ['no name', { name: undefined }, messages.enterSourceName],
    ['a null name', { name: null }, messages.enterSourceName],
    ['a blank name', { name: ' \t ' }, messages.enterSourceName],
    ['a name of 255 characters', { name: 'n'.repeat(255) }, messages.valueTooLong],
    ['a name that is not text', { name: 42 }, /name/],
    ['no address', { websiteUrl: undefined }, messages.invalidUrl],
    ['an empty address', { websiteUrl: '' }, messages.invalidUrl],
    ['an address that is not one', { websiteUrl: 'lemonde' }, messages.invalidUrl],
    ['an address without a scheme', { websiteUrl: 'www.lemonde.fr/rss' }, messages.invalidUrl],
    ['an ftp address', { websiteUrl: 'ftp://lemonde.fr/rss' }, messages.invalidUrl],
    ['a javascript: address', { websiteUrl: 'javascript:alert(1)' }, messages.invalidUrl],
    ['an address without a host', { websiteUrl: 'https://' }, messages.invalidUrl],
    ['an address of 2049 characters', { websiteUrl: `https://e.com/${'a'.repeat(2035)}` }, messages.valueTooLong],
    ['an address that is not text', { websiteUrl: ['https://e.com'] }, /websiteUrl/],
    ['no language', { language: undefined }, messages.chooseLanguage],
    ['an empty language', { language: '' }, messages.chooseLanguage],
    ['an unknown language', { language: 'xx' }, messages.chooseLanguage],
    ['a language in capitals', { language: 'EN' }, messages.chooseLanguage],
    ['no type', { type: undefined }, messages.chooseSourceType],
    ['a null type', { type: null }, messages.chooseSourceType],
    ['an unknown type', { type: 'podcast' }, messages.chooseSourceType],
    ['no topics', { topics: undefined }, messages.chooseTopic],
    ['null topics', { topics: null }, messages.chooseTopic],
    ['an empty list of topics', { topics: [] }, messages.chooseTopic],
    ['topics as texts', { topics: ['1'] }, /topics/],
    ['topics as fractions', { topics: [1.5] }, /topics/],
    ['topics as objects', { topics: [{ topicId: 1 }] }, /topics/],
    ['topics that are not a list', { topics: 1 }, /topics/],
    ['an unknown property', { favicon: 'x.png' }, "Unknown property 'favicon'"],
    ['an id of its own', { id: 999_999 }, "Unknown property 'id'"],
    ['timestamps of its own', { createdAt: '2020-01-01T00:00:00Z' }, "Unknown property 'createdAt'"],
  ])('refuses %s with 400, writing nothing', async (_label, overrides, message) => {
    const body: Record<string, unknown> = { ...sourceBody(), ...overrides }
    for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key]
    expectError(await refusedCreate(body), 400, message)
  })

  it('refuses an empty body with the first rule’s message', async () => {
    expectError(await refusedCreate({}), 400, messages.enterSourceName)
  })

  it('refuses a list of sources, writing nothing', async () => {
    expectError(await refusedCreate([sourceBody(), sourceBody()]), 400, 'Send one source')
  })

  it.each<[string, number]>([
    ['an id no country has', 99_999_999],
    ['id 0', 0],
    ['a negative id', -1],
    ['an id beyond the id column', 2 ** 31],
  ])('refuses a topic that is no country (%s), writing nothing', async (_label, id) => {
    expectError(await refusedCreate(sourceBody({ topics: [france.id, id] })), 400, messages.unknownTopic)
  })

  it('refuses an address already listed in the kind, whatever its case and spaces, with 409, writing nothing', async () => {
    const source = await newSource({ type: 'regulation' })
    const again = sourceBody({ type: 'regulation', websiteUrl: ` ${source.websiteUrl.toUpperCase()} ` })
    expectError(await refusedCreate(again), 409, messages.sourceUrlTaken)
  })

  it('takes an address listed in another kind', async () => {
    const source = await newSource({ type: 'regulation' })
    const article = await newSource({ type: 'regulation-article', websiteUrl: source.websiteUrl })
    expect(article).toMatchObject({ type: 'regulation-article', websiteUrl: source.websiteUrl })
  })

  it('refuses an unknown topic before a taken address', async () => {
    const source = await newSource()
    const body = sourceBody({ websiteUrl: source.websiteUrl, topics: [99_999_999] })
    expectError(await refusedCreate(body), 400, messages.unknownTopic)
  })
})

describe('PATCH /rss-sources/{id}', () => {
  it('changes what it is sent, keeps the rest and the topics, and bumps updatedAt', async () => {
    const source = await newSource({ topics: [france.id, germany.id] })
    const before = await row(source.id)
    const name = unique('Renamed')
    const { status, body } = await patch(source.id, { name: ` ${name} `, language: 'es' })
    expect(status).toBe(200)
    expect(body).toEqual({
      ...source,
      name,
      language: 'es',
      updatedAt: expect.any(String),
    })
    const after = await row(source.id)
    expect(after).toMatchObject({ name, language: 'es', websiteUrl: source.websiteUrl, type: 'article' })
    expect(after!.createdAt).toEqual(before!.createdAt)
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime())
    expect(Date.parse(body.updatedAt)).toBe(after!.updatedAt.getTime())
    expect(await topicIdsOf(source.id)).toEqual(sorted([france.id, germany.id]))
  })

  it('counts an edit that changes nothing as an update (health reads updatedAt)', async () => {
    const source = await newSource()
    const { status, body } = await patch(source.id, {})
    expect(status).toBe(200)
    expect(Date.parse(body.updatedAt)).toBeGreaterThan(Date.parse(source.updatedAt))
    expect(body.createdAt).toBe(source.createdAt)
  })

  it('replaces the whole list of topics when it is sent, taking a repeat once', async () => {
    const spain = await newCountry('Spain')
    const source = await newSource({ topics: [france.id, germany.id] })
    const { status, body } = await patch(source.id, { topics: [spain.id, germany.id, spain.id] }, adminToken)
    expect(status).toBe(200)
    expect(body.topics).toEqual(
      [topicOf(spain), topicOf(germany)].sort((a, b) => a.topicName.localeCompare(b.topicName)),
    )
    expect(await topicIdsOf(source.id)).toEqual(sorted([spain.id, germany.id]))
  })

  it('changes the address and the type, and keeps its own address in another case', async () => {
    const source = await newSource()
    const websiteUrl = uniqueUrl('moved')
    const moved = await patch(source.id, { websiteUrl: ` ${websiteUrl} `, type: 'regulation' })
    expect(moved.status).toBe(200)
    expect(moved.body).toMatchObject({ websiteUrl, type: 'regulation' })
    const recased = await patch(source.id, { websiteUrl: websiteUrl.toUpperCase() })
    expect(recased.status).toBe(200)
    expect((await row(source.id))?.websiteUrl).toBe(websiteUrl.toUpperCase())
  })

  it('refuses another source’s address in the kind with 409, also when the type changes to it, writing nothing', async () => {
    const taken = await newSource({ type: 'article' })
    const source = await newSource({ type: 'article' })
    const sameUrl = await refusedPatch(source.id, { websiteUrl: taken.websiteUrl.toUpperCase() })
    expectError(sameUrl, 409, messages.sourceUrlTaken)
    const regulation = await newSource({ type: 'regulation', websiteUrl: taken.websiteUrl })
    expectError(await refusedPatch(regulation.id, { type: 'article' }), 409, messages.sourceUrlTaken)
  })

  it.each<[string, Record<string, unknown>, string | RegExp]>([
    ['clearing the name', { name: null }, messages.enterSourceName],
    ['a blank name', { name: '  ' }, messages.enterSourceName],
    ['a name of 255 characters', { name: 'n'.repeat(255) }, messages.valueTooLong],
    ['clearing the address', { websiteUrl: null }, messages.invalidUrl],
    ['an address that is not one', { websiteUrl: 'nowhere' }, messages.invalidUrl],
    ['clearing the language', { language: null }, messages.chooseLanguage],
    ['an unknown language', { language: 'klingon' }, messages.chooseLanguage],
    ['clearing the type', { type: null }, messages.chooseSourceType],
    ['an unknown type', { type: 'podcast' }, messages.chooseSourceType],
    ['emptying the topics', { topics: [] }, messages.chooseTopic],
    ['clearing the topics', { topics: null }, messages.chooseTopic],
    ['a topic that is no country', { topics: [99_999_999] }, messages.unknownTopic],
    ['topics as texts', { topics: ['1'] }, /topics/],
    ['an unknown property', { favicon: 'x.png' }, "Unknown property 'favicon'"],
    ['a version that is no date', { updatedAt: 12 }, 'The version of the source (updatedAt) is not a date'],
  ])('refuses %s with 400, writing nothing', async (_label, body, message) => {
    const source = await newSource()
    expectError(await refusedPatch(source.id, body), 400, message)
  })

  it.each([99_999_999, 0, 2 ** 31, 'abc'])('answers 404 for source %s, writing nothing', async (id) => {
    expectError(await refusedPatch(id, { name: unique('Nothing') }), 404)
  })

  it('refuses patching every source at once, writing nothing', async () => {
    await newSource()
    const response = await expectNoSourceWritten(() =>
      server.api('PATCH', '/rss-sources', { token: adminToken, body: { language: 'fr' } }),
    )
    expectError(response, 405)
  })
})

describe('GET and DELETE /rss-sources/{id}', () => {
  it('answers one source with its topics', async () => {
    const source = await newSource({ topics: [germany.id, france.id] })
    const { status, body } = await get(source.id, undefined, adminToken)
    expect(status).toBe(200)
    expect(body).toEqual(source)
    expect(body.topics.map((topic) => topic.topicId)).toEqual(
      [france, germany].sort((a, b) => a.name.localeCompare(b.name)).map((country) => country.id),
    )
  })

  it('refuses the list options on one source with 400', async () => {
    const source = await newSource()
    expectError(await get(source.id, `topicId=${france.id}`), 400, "Unknown property 'topicId'")
    expectError(await get(source.id, 'orderByName=asc'), 400, "Unknown property 'orderByName'")
  })

  it.each([99_999_999, 0, 2 ** 31, 'abc'])('answers 404 for source %s', async (id) => {
    expectError(await get(id), 404)
  })

  it('puts the source in the trash with its topic links, answers it as it was, and leaves its countries', async () => {
    const source = await newSource({ topics: [france.id, germany.id] })
    const { status, body } = await remove(source.id)
    expect(status).toBe(200)
    expect(body).toEqual(source)
    expect(await row(source.id)).toBeUndefined()
    expect(await topicIdsOf(source.id)).toHaveLength(2)
    expectError(await get(source.id), 404)
    expect(await server.db('countries').whereIn('id', [france.id, germany.id])).toHaveLength(2)
  })

  it('is allowed to an admin too', async () => {
    const source = await newSource()
    expect((await remove(source.id, adminToken)).status).toBe(200)
  })

  it.each([99_999_999, 0, 2 ** 31, 'abc'])('answers 404 for removing source %s, writing nothing', async (id) => {
    expectError(await expectNoSourceWritten(() => remove(id, adminToken)), 404)
  })

  it('refuses a delete of several sources that does not name them, writing nothing', async () => {
    await newSource()
    expectError(
      await expectNoSourceWritten(() => server.api('DELETE', '/rss-sources', { token: adminToken })),
      400,
      messages.deleteNeedsIds,
    )
  })
})

describe('GET /rss-sources', () => {
  const idsOf = (page: Page<RssSource>) => page.data.map((source) => source.id)
  const namesOf = (page: Page<RssSource>) => page.data.map((source) => source.name)

  it('answers a page {total, limit, skip, data} with each source’s topics', async () => {
    const marker = unique('Paged').replace(/ /g, '')
    const made: RssSource[] = []
    for (const index of [1, 2, 3, 4, 5]) made.push(await newSource({ name: `${marker} ${index}` }))
    const { status, body } = await find(`name=${marker}&orderByName=asc&$limit=2&$skip=1`)
    expect(status).toBe(200)
    expect(Object.keys(body).sort()).toEqual(['data', 'limit', 'skip', 'total'])
    expect(body).toMatchObject({ total: 5, limit: 2, skip: 1 })
    expect(body.data).toEqual([made[1], made[2]])
    const last = await find(`name=${marker}&orderByName=asc&$limit=2&$skip=4`)
    expect(last.body).toMatchObject({ total: 5, limit: 2, skip: 4 })
    expect(idsOf(last.body)).toEqual([made[4].id])
  })

  it('loads the topics of a whole page in one query', async () => {
    const marker = unique('Counted').replace(/ /g, '')
    for (const index of [1, 2, 3]) await newSource({ name: `${marker} ${index}`, topics: [france.id, germany.id] })
    const queries: string[] = []
    const listen = (query: { sql: string }) => queries.push(query.sql)
    const queriesFor = async (query: string) => {
      queries.length = 0
      server.db.on('query', listen)
      const response = await find(query)
      server.db.off('query', listen)
      expect(response.status).toBe(200)
      return { count: queries.length, page: response.body }
    }
    const one = await queriesFor(`name=${marker}&$limit=1`)
    const all = await queriesFor(`name=${marker}&$limit=50`)
    expect(one.page.data).toHaveLength(1)
    expect(all.page.data).toHaveLength(3)
    expect(all.count).toBe(one.count)
    expect(queries.filter((sql) => /rss_source_topics/.test(sql) && !/exists/i.test(sql))).toHaveLength(1)
    for (const source of all.page.data) expect(source.topics).toHaveLength(2)
  })

  it('filters by type', async () => {
    const marker = unique('Typed').replace(/ /g, '')
    const article = await newSource({ name: `${marker} a`, type: 'article' })
    const regulation = await newSource({ name: `${marker} b`, type: 'regulation' })
    const regulationArticle = await newSource({ name: `${marker} c`, type: 'regulation-article' })
    expect(idsOf((await find(`name=${marker}&type=article`)).body)).toEqual([article.id])
    expect(idsOf((await find(`name=${marker}&type=regulation`)).body)).toEqual([regulation.id])
    expect(idsOf((await find(`name=${marker}&type=regulation-article`)).body)).toEqual([regulationArticle.id])
    const { body } = await find(`name=${marker}`)
    expect(body.total).toBe(3)
  })

  it('filters by topic: each source having it once, counted once, with the other filters', async () => {
    const topic = await newCountry('Filtered topic')
    const other = await newCountry('Other topic')
    const marker = unique('Topical').replace(/ /g, '')
    const both = await newSource({ name: `${marker} both`, topics: [topic.id, other.id, france.id] })
    const only = await newSource({ name: `${marker} only`, topics: [topic.id], type: 'regulation' })
    const elsewhere = await newSource({ name: `${marker} elsewhere`, topics: [other.id] })
    const { status, body } = await find(`topicId=${topic.id}&orderByName=asc`)
    expect(status).toBe(200)
    expect(body.total).toBe(2)
    expect(idsOf(body)).toEqual([both.id, only.id])
    // a filtered source still lists all its topics
    expect(body.data[0].topics).toHaveLength(3)
    expect(idsOf((await find(`topicId=${topic.id}&type=regulation`)).body)).toEqual([only.id])
    expect(idsOf((await find(`topicId=${other.id}&name=${marker}&orderByName=desc`)).body)).toEqual([
      elsewhere.id,
      both.id,
    ])
    expect((await find('topicId=99999999')).body).toMatchObject({ total: 0, data: [] })
  })

  it('filters by name: contains, whatever the case, as plain text or with $iLike', async () => {
    const marker = unique('Named').replace(/ /g, '')
    const lemonde = await newSource({ name: `${marker} Le Monde Diplomatique` })
    const figaro = await newSource({ name: `${marker} Le Figaro` })
    expect(idsOf((await find('name=MONDE%20DIPLO')).body)).toEqual([lemonde.id])
    expect(idsOf((await find(`name=${marker.toLowerCase()}%20le%20f`)).body)).toEqual([figaro.id])
    expect(idsOf((await find(`name[$iLike]=${marker.toUpperCase()}&orderByName=asc`)).body)).toEqual([
      figaro.id,
      lemonde.id,
    ])
    expect(idsOf((await find('name[$iLike]=%25monde%20diplo%25')).body)).toEqual([lemonde.id])
    expect(idsOf((await find('name[$ilike]=monde%20diplo')).body)).toEqual([lemonde.id])
    // the pattern characters are text, not wildcards
    expect((await find(`name=${marker}%25Figaro`)).body.total).toBe(0)
    expect((await find(`name=${marker}_Le`)).body.total).toBe(0)
  })

  it('sorts by name as people read it with orderByName, either way; newest first without it', async () => {
    const marker = unique('Sortable').replace(/ /g, '')
    const names = ['banana', 'Apple', 'cherry', 'Émile', 'dates'].map((name) => `${marker} ${name}`)
    const made: RssSource[] = []
    for (const name of names) made.push(await newSource({ name }))
    const readOrder = ['Apple', 'banana', 'cherry', 'dates', 'Émile'].map((name) => `${marker} ${name}`)
    expect(namesOf((await find(`name=${marker}&orderByName=asc`)).body)).toEqual(readOrder)
    expect(namesOf((await find(`name=${marker}&orderByName=desc`)).body)).toEqual([...readOrder].reverse())
    const unsorted = await find(`name=${marker}`)
    expect(idsOf(unsorted.body)).toEqual(made.map((source) => source.id).reverse())
    expect(namesOf((await find(`name=${marker}&$sort[name]=1`)).body)).toEqual(readOrder)
    expect(namesOf((await find(`name=${marker}&$sort[name]=-1`)).body)).toEqual([...readOrder].reverse())
    // the list's name sort as the console sends it (spec 3 §7): orderByName, then its own order
    expect(namesOf((await find(`name=${marker}&orderByName=desc&$sort[createdAt]=-1`)).body)).toEqual(
      [...readOrder].reverse(),
    )
    for (const bad of ['orderByName=up', 'orderByName=ASC']) expectError(await find(`name=${marker}&${bad}`), 400)
  })

  it('comes newest first without a sort: by createdAt, then by id when created at the same time', async () => {
    const marker = unique('Unsorted').replace(/ /g, '')
    const [first, second, third, fourth] = [
      await newSource({ name: `${marker} a` }),
      await newSource({ name: `${marker} b` }),
      await newSource({ name: `${marker} c` }),
      await newSource({ name: `${marker} d` }),
    ]
    // creation times out of id order: the third is the oldest, the first and the fourth are twins
    const at = (iso: string) => new Date(iso)
    await server
      .db('rss_sources')
      .where({ id: third.id })
      .update({ createdAt: at('2020-01-01T00:00:00Z') })
    await server
      .db('rss_sources')
      .where({ id: second.id })
      .update({ createdAt: at('2021-01-01T00:00:00Z') })
    await server
      .db('rss_sources')
      .whereIn('id', [first.id, fourth.id])
      .update({ createdAt: at('2022-01-01T00:00:00Z') })
    const { body } = await find(`name=${marker}`)
    expect(idsOf(body)).toEqual([fourth.id, first.id, second.id, third.id])
  })

  it('sorts by createdAt and updatedAt with $sort, and orderByName before them', async () => {
    const marker = unique('Dated').replace(/ /g, '')
    const first = await newSource({ name: `${marker} c` })
    const second = await newSource({ name: `${marker} b` })
    const third = await newSource({ name: `${marker} a` })
    expect(idsOf((await find(`name=${marker}&$sort[createdAt]=1`)).body)).toEqual([first.id, second.id, third.id])
    expect(idsOf((await find(`name=${marker}&$sort[createdAt]=-1`)).body)).toEqual([third.id, second.id, first.id])
    expect((await patch(second.id, { language: 'it' })).status).toBe(200)
    expect((await patch(first.id, { language: 'it' })).status).toBe(200)
    expect(idsOf((await find(`name=${marker}&$sort[updatedAt]=-1`)).body)).toEqual([first.id, second.id, third.id])
    const byName = await find(`name=${marker}&orderByName=asc&$sort[createdAt]=-1`)
    expect(idsOf(byName.body)).toEqual([third.id, second.id, first.id])
  })

  it.each([
    ['an unknown type', 'type=podcast', /type/],
    ['an unknown orderByName', 'orderByName=up', /orderByName/],
    ['an upper-case orderByName', 'orderByName=ASC', /orderByName/],
    ['a topicId that is not a number', 'topicId=france', /topicId/],
    ['topicId with an operator', 'topicId[$in][]=1', /topicId/],
    ['sorting by the address', '$sort[websiteUrl]=1', "Unknown property 'websiteUrl'"],
    ['sorting by topics', '$sort[topics]=1', "Unknown property 'topics'"],
    ['a sort that is neither way', '$sort[name]=0', /\$sort/],
    ['an unknown property', 'colour=red', "Unknown property 'colour'"],
    ['a $regex filter', 'name[$regex]=x', /\$regex/],
    ['a negative $limit', '$limit=-1', /\$limit/],
  ])('refuses %s with 400', async (_label, query, message) => {
    expectError(await find(query), 400, message)
  })
})

describe('who may call /rss-sources', () => {
  let sourceId: number

  beforeAll(async () => {
    sourceId = (await newSource()).id
  })

  const calls: [string, (token?: string) => Promise<ApiResponse<unknown>>][] = [
    ['GET list', (token) => server.api('GET', '/rss-sources', { token })],
    ['GET one', (token) => server.api('GET', `/rss-sources/${sourceId}`, { token })],
    ['POST', (token) => server.api('POST', '/rss-sources', { token, body: sourceBody() })],
    ['PATCH', (token) => server.api('PATCH', `/rss-sources/${sourceId}`, { token, body: { language: 'ru' } })],
    ['DELETE', (token) => server.api('DELETE', `/rss-sources/${sourceId}`, { token })],
  ]

  it.each(calls)('%s: role user 403, trial 403, no token 401, nothing written', async (_method, call) => {
    expectError(await expectNoSourceWritten(() => call(userToken)), 403, messages.notAllowed)
    expectError(await expectNoSourceWritten(() => call(trialToken)), 403, messages.notAllowed)
    expectError(await expectNoSourceWritten(() => call(undefined)), 401)
  })

  it('lets analysts and admins read', async () => {
    for (const token of [analystToken, adminToken]) {
      expect((await server.api('GET', '/rss-sources', { token })).status).toBe(200)
      expect((await server.api('GET', `/rss-sources/${sourceId}`, { token })).status).toBe(200)
    }
  })
})

describe('DELETE /countries/{id} of a source’s topic', () => {
  it('refuses a country that is the topic of a source with 409, deleting nothing', async () => {
    const topic = await newCountry('Kept topic')
    const source = await newSource({ topics: [france.id, topic.id] })
    for (const token of [analystToken, adminToken]) {
      const response = await expectNoSourceWritten(() => server.api('DELETE', `/countries/${topic.id}`, { token }))
      expectError(response, 409, messages.countryIsSourceTopic)
    }
    expect(await server.db('countries').where({ id: topic.id }).first()).toBeDefined()
    expect(await topicIdsOf(source.id)).toEqual(sorted([france.id, topic.id]))
  })

  it('deletes it once no source has it as a topic any more', async () => {
    const topic = await newCountry('Released topic')
    const source = await newSource({ topics: [topic.id, germany.id] })
    expect((await patch(source.id, { topics: [germany.id] })).status).toBe(200)
    const response = await server.api<Country>('DELETE', `/countries/${topic.id}`, { token: analystToken })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ id: topic.id, name: topic.name })
    expect(await server.db('countries').where({ id: topic.id }).first()).toBeUndefined()
  })

  it('deletes a country without sources', async () => {
    const country = await newCountry('Unused topic')
    const response = await server.api<Country>('DELETE', `/countries/${country.id}`, { token: adminToken })
    expect(response.status).toBe(200)
    expect(await server.db('countries').where({ id: country.id }).first()).toBeUndefined()
  })
})
