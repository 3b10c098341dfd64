import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BriefType } from '../../../common/briefTypes'
import { messages } from '../../../common/messages'
import type { BriefTree } from '../../services/brief-tree/brief-tree.schema'
import type { Brief } from '../../services/briefs/briefs.schema'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, expectError, isoDay, signInAdmin } from '../helpers'

let server: TestServer
let adminToken: string
let analystToken: string
let topicId: number

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  analystToken = (await addSignedInUser(server, adminToken, { role: 'analyst' })).token
  const country = await server.db<{ id: number }>('countries').select('id').orderBy('id').first()
  topicId = country!.id
})
afterAll(() => server.close())

const tree = (query = '', token = analystToken) => server.api<BriefTree>('GET', '/brief-tree', { token, query })

async function newBrief(name: string, type: BriefType, parents: Brief[] = []): Promise<Brief> {
  const body = { name, type, parents: parents.map((parent) => parent.id) }
  const response = await server.api<Brief>('POST', '/briefs', { token: analystToken, body })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

const leaf = ({ id, name }: Brief) => ({ id, name })

describe('GET /brief-tree', () => {
  it('answers an empty tree when there are no briefs', async () => {
    const { status, body } = await tree()
    expect(status).toBe(200)
    expect(body).toEqual({ sector: [], 'sub-sector': [], industry: [] })
  })

  it('nests industries in sub-sectors in sectors, by name at every level, lists the orphans, and leaves other types out', async () => {
    const energy = await newBrief('Energy', 'sector')
    const agriculture = await newBrief('agriculture', 'sector')
    const empty = await newBrief('Empty sector', 'sector')
    const solar = await newBrief('Solar', 'sub-sector', [energy])
    // under two sectors: shown under each
    const bioenergy = await newBrief('Bioenergy', 'sub-sector', [energy, agriculture])
    const farming = await newBrief('Farming', 'sub-sector', [agriculture])
    const looseSubSector = await newBrief('Loose sub-sector', 'sub-sector')
    const panels = await newBrief('Panels', 'industry', [solar])
    const inverters = await newBrief('inverters', 'industry', [solar])
    const pellets = await newBrief('Pellets', 'industry', [bioenergy, farming])
    const tractors = await newBrief('Tractors', 'industry', [farming])
    const looseIndustry = await newBrief('Loose industry', 'industry')
    const underLoose = await newBrief('Alpha industry', 'industry', [looseSubSector])
    for (const type of ['core', 'landscape', 'current'] as const) await newBrief(`Not in the tree ${type}`, type)

    const bioenergyNode = { ...leaf(bioenergy), industry: [leaf(pellets)] }
    const solarNode = { ...leaf(solar), industry: [leaf(inverters), leaf(panels)] }
    const farmingNode = { ...leaf(farming), industry: [leaf(pellets), leaf(tractors)] }
    const expected: BriefTree = {
      sector: [
        { ...leaf(agriculture), 'sub-sector': [bioenergyNode, farmingNode] },
        { ...leaf(empty), 'sub-sector': [] },
        { ...leaf(energy), 'sub-sector': [bioenergyNode, solarNode] },
      ],
      'sub-sector': [{ ...leaf(looseSubSector), industry: [leaf(underLoose)] }],
      industry: [leaf(looseIndustry)],
    }
    const { status, body } = await tree()
    expect(status).toBe(200)
    expect(body).toEqual(expected)

    expect((await tree('', adminToken)).body).toEqual(expected)
    // a topic none of whose items the matcher found a brief in has nothing to filter by
    expect((await tree(`topicId=${topicId}`)).body).toEqual({ sector: [], 'sub-sector': [], industry: [] })
  })

  it('narrows the tree for a topic to the briefs found in its items, with their ancestors (spec 3 §2, §7)', async () => {
    const sector = await newBrief('Narrow sector', 'sector')
    const otherSector = await newBrief('Other narrow sector', 'sector')
    const subSector = await newBrief('Narrow sub-sector', 'sub-sector', [sector])
    const sibling = await newBrief('Narrow sibling', 'sub-sector', [sector])
    const industry = await newBrief('Narrow industry', 'industry', [subSector])
    const otherIndustry = await newBrief('Narrow other industry', 'industry', [subSector])
    const loose = await newBrief('Narrow loose industry', 'industry')
    const elsewhere = await newBrief('Found elsewhere', 'industry', [sibling])
    const [source] = await server
      .db('rss_sources')
      .insert({ name: 'Narrowing', websiteUrl: 'https://narrow.example/rss', language: 'en', type: 'article' })
      .returning('id')
    const [other] = await server.db('countries').whereNot({ id: topicId }).orderBy('id').limit(1)
    const category = (brief: Brief) => ({ id: brief.id, name: brief.name, type: brief.type, score: 0.7 })
    const addItem = async (guid: string, kind: string, countryId: number, briefs: Brief[]) => {
      const [item] = await server
        .db('feed_items')
        .insert({
          kind,
          sourceId: source.id,
          guid,
          title: guid,
          date: new Date().toISOString(),
          language: 'en',
          mlPredictions: JSON.stringify({ summarization: '', foundEnrEntities: [], categories: briefs.map(category) }),
        })
        .returning(['id', 'kind', 'date'])
      await server.db('feed_item_topics').insert({ itemId: item.id, countryId, kind: item.kind, date: item.date })
    }
    await addItem('narrow-1', 'article', topicId, [industry])
    await addItem('narrow-2', 'regulation', topicId, [loose, industry])
    await addItem('narrow-3', 'article', other.id, [elsewhere, otherIndustry, otherSector])

    const topicTree = {
      sector: [{ ...leaf(sector), 'sub-sector': [{ ...leaf(subSector), industry: [leaf(industry)] }] }],
      'sub-sector': [],
      industry: [leaf(loose)],
    }
    expect((await tree(`topicId=${topicId}`)).body).toEqual(topicTree)
    // one feed's tree: the industry found only in the regulation is not offered on the article feed
    expect((await tree(`topicId=${topicId}&kind=article`)).body).toEqual({ ...topicTree, industry: [] })
    expect((await tree(`topicId=${topicId}&kind=regulation`)).body).toEqual(topicTree)
    expect((await tree(`topicId=${topicId}&kind=regulation-article`)).body).toEqual({
      sector: [],
      'sub-sector': [],
      industry: [],
    })
    const forOther = (await tree(`topicId=${other.id}`)).body
    expect(forOther.sector.map((node) => node.name)).toEqual(['Narrow sector', 'Other narrow sector'])
    expect(forOther.sector[0]['sub-sector'].map((node) => [node.name, node.industry.map((one) => one.name)])).toEqual([
      ['Narrow sibling', ['Found elsewhere']],
      ['Narrow sub-sector', ['Narrow other industry']],
    ])
    // without a topic: the whole tree, of any feed's kind
    const whole = (await tree()).body
    expect(whole.sector.find((node) => node.id === sector.id)?.['sub-sector']).toHaveLength(2)
    expect((await tree('kind=regulation-article')).body).toEqual(whole)
    await server.db('feed_items').where({ sourceId: source.id }).delete()
  })

  it('follows a change of parents and the removal of a brief', async () => {
    const sector = await newBrief('Moving sector', 'sector')
    const subSector = await newBrief('Moving sub-sector', 'sub-sector', [sector])
    const industry = await newBrief('Moving industry', 'industry', [subSector])
    const node = (body: BriefTree) => body.sector.find((candidate) => candidate.id === sector.id)
    expect(node((await tree()).body)).toEqual({
      ...leaf(sector),
      'sub-sector': [{ ...leaf(subSector), industry: [leaf(industry)] }],
    })
    await server.api('PATCH', `/briefs/${subSector.id}`, { token: analystToken, body: { parents: [] } })
    const detached = (await tree()).body
    expect(node(detached)).toEqual({ ...leaf(sector), 'sub-sector': [] })
    expect(detached['sub-sector']).toContainEqual({ ...leaf(subSector), industry: [leaf(industry)] })
    await server.api('DELETE', `/briefs/${subSector.id}`, { token: analystToken })
    const removed = (await tree()).body
    expect(removed['sub-sector'].map((candidate) => candidate.id)).not.toContain(subSector.id)
    expect(removed.industry).toContainEqual(leaf(industry))
  })

  it('is built in the same number of queries however many briefs there are', async () => {
    const queries: string[] = []
    const listen = (query: { sql: string }) => queries.push(query.sql)
    const queriesForTree = async () => {
      queries.length = 0
      server.db.on('query', listen)
      expect((await tree()).status).toBe(200)
      server.db.off('query', listen)
      return queries.length
    }
    const before = await queriesForTree()
    const sector = await newBrief('Counted sector', 'sector')
    for (const name of ['One', 'Two', 'Three']) {
      const subSector = await newBrief(`Counted ${name}`, 'sub-sector', [sector])
      await newBrief(`Counted ${name} industry`, 'industry', [subSector])
    }
    expect(await queriesForTree()).toBe(before)
  })

  it.each([
    ['a country that does not exist', 'topicId=99999999'],
    ['an id beyond the id column', 'topicId=2147483648'],
    ['zero', 'topicId=0'],
    ['a negative number', 'topicId=-1'],
    ['a fraction', 'topicId=1.5'],
    ['a word', 'topicId=france'],
    ['an empty value', 'topicId='],
    ['a list', 'topicId[]=1'],
  ])('refuses a topicId that is %s with 400 Unknown topic', async (_label, query) => {
    expectError(await tree(query), 400, messages.unknownTopic)
  })

  it.each(['kind=articles', 'kind=Article', 'kind=regulations', 'kind='])(
    'refuses %s, a kind no feed has, with 400 (spec 3 §7)',
    async (query) => {
      expectError(await tree(`topicId=${topicId}&${query}`), 400, 'Invalid value for kind')
    },
  )

  it('refuses an unknown query property with 400', async () => {
    expectError(await tree('colour=red'), 400, "Unknown property 'colour'")
  })

  it('offers find only: other methods answer 405', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const path = method === 'POST' ? '/brief-tree' : '/brief-tree/1'
      const response = await server.api(method, path, { token: adminToken, body: {} })
      expectError(response, 405)
    }
    expectError(await server.api('GET', '/brief-tree/1', { token: adminToken }), 405)
  })

  it('is refused without a token (401) and to the roles trial and user (403)', async () => {
    expectError(await server.api('GET', '/brief-tree'), 401)
    expectError(await server.api('GET', '/brief-tree', { query: `topicId=${topicId}` }), 401)
    const trial = await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })
    expectError(await tree('', trial.token), 403, messages.notAllowed)
    const user = await addSignedInUser(server, adminToken, { role: 'user' })
    expectError(await tree('', user.token), 403, messages.notAllowed)
  })
})
