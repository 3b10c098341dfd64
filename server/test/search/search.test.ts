import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entityEditorRoute } from '../../../common/entityEditorRoutes'
import { messages } from '../../../common/messages'
import { ROUTES, dictionaryEditorRoute, filteredListRoute, recordRoute } from '../../../common/routes'
import {
  SEARCH_KINDS,
  SEARCH_MAX_LENGTH,
  SEARCH_MAX_LIMIT,
  searchMessages,
  type SearchHit,
  type SearchResult,
} from '../../../common/search'
import { addPlotEntity } from '../entityFixtures'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, adminId, expectError, expectNothingWritten, isoDay, signInAdmin } from '../helpers'

let server: TestServer
let adminToken: string
let analystToken: string
let trialToken: string
let plainToken: string
let plotIds: Record<string, string>
let ids: Record<string, string>

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  const admin = await adminId(server.db)
  analystToken = (await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann Analyst' })).token
  trialToken = (await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })).token
  plainToken = (await addSignedInUser(server, adminToken, { role: 'user' })).token
  const zephyrUser = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Zephyr Tester' })
  const db = server.db
  plotIds = {}
  // inserted in the reverse of their rank, so that the order found is not the order written
  for (const name of ['Bazephyra', 'Old Zephyr Works', 'Zephyr Harbour', 'Zephyr'])
    plotIds[name] = (await addPlotEntity(db, { name, creatorId: admin, assignedToId: null })).id
  const insertId = async (table: string, row: Record<string, unknown>) =>
    String((await db(table).insert(row, ['id']))[0].id)
  ids = {
    event: await insertId('events', { title: 'Zephyr summit', date: '2026-03-04T10:00:00Z' }),
    regulation: await insertId('regulations', {
      summarizedName: 'Zephyr act',
      legalName: 'Clean Winds Act',
      issuerEntityId: plotIds.Zephyr,
      dateType: 'unknown',
      attachment: JSON.stringify([]),
    }),
    country: await insertId('countries', { name: 'Zephyria', iso_code: 'ZPH' }),
    brief: await insertId('briefs', { name: 'Zephyr sector', type: 'sector' }),
    landscape: await insertId('landscapes', { name: 'Zephyr plains', alternative_names: ['Windlands'] }),
    statisticType: await insertId('cross_entity_facet_types', { name: 'Zephyr index' }),
    dictionary: await insertId('dictionaries', { key: 'zephyrWinds', name: 'Winds' }),
    user: zephyrUser.user.id,
  }
})
afterAll(() => server.close())

const search = (token: string | undefined, query: string) =>
  server.api<SearchResult>('GET', '/search', { token, query })
const hitsOf = async (token: string, query: string) => {
  const { status, body } = await search(token, query)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.data
}
const ofKind = (hits: SearchHit[], kind: string) => hits.filter((hit) => hit.kind === kind)

describe('GET /search: what it finds', () => {
  it('finds every kind for an admin, by name, each with its label, detail and the route that opens it', async () => {
    const hits = await hitsOf(adminToken, 'q=zephyr')
    expect([...new Set(hits.map((hit) => hit.kind))]).toEqual([...SEARCH_KINDS])
    const first = (kind: string) => ofKind(hits, kind)[0]
    expect(first('entity')).toEqual({
      kind: 'entity',
      id: plotIds.Zephyr,
      label: 'Zephyr',
      detail: expect.stringContaining('Plot'),
      route: entityEditorRoute('Plot', plotIds.Zephyr),
    })
    expect(first('event')).toEqual({
      kind: 'event',
      id: ids.event,
      label: 'Zephyr summit',
      detail: '2026-03-04',
      route: recordRoute(ROUTES.events, ids.event),
    })
    expect(first('regulation')).toMatchObject({
      label: 'Zephyr act',
      detail: 'Clean Winds Act',
      route: `/analyst/regulations/${ids.regulation}`,
    })
    expect(first('country')).toMatchObject({
      label: 'Zephyria',
      detail: 'ZPH',
      route: filteredListRoute(ROUTES.countries, { name: { $iLike: 'Zephyria' } }),
    })
    expect(first('brief')).toMatchObject({
      label: 'Zephyr sector',
      detail: 'sector',
      route: expect.stringMatching(/^\/analyst\/elements\/briefs\?filter=/),
    })
    expect(first('landscape')).toMatchObject({ label: 'Zephyr plains', detail: 'Windlands' })
    expect(first('statisticType')).toMatchObject({
      label: 'Zephyr index',
      detail: 'YEAR',
      route: `${ROUTES.ceft}/${ids.statisticType}`,
    })
    expect(first('dictionary')).toMatchObject({
      label: 'zephyrWinds',
      detail: 'Winds',
      route: dictionaryEditorRoute(ids.dictionary),
    })
    expect(first('user')).toMatchObject({
      id: ids.user,
      label: 'Zephyr Tester',
      detail: expect.stringContaining('analyst'),
    })
    expect(first('user').route).toMatch(/^\/admin\/users\?filter=/)
  })

  it('ranks the whole name first, then names it starts, then a word it starts, then names that only hold it', async () => {
    const entities = ofKind(await hitsOf(adminToken, 'q=ZEPHYR'), 'entity')
    expect(entities.map((hit) => hit.label)).toEqual(['Zephyr', 'Zephyr Harbour', 'Old Zephyr Works', 'Bazephyra'])
  })

  it('matches a query of two characters by the start of names only', async () => {
    const labels = ofKind(await hitsOf(adminToken, 'q=ze'), 'entity').map((hit) => hit.label)
    expect(labels).toEqual(expect.arrayContaining(['Zephyr', 'Zephyr Harbour']))
    expect(labels).not.toContain('Bazephyra')
    expect(labels).not.toContain('Old Zephyr Works')
  })

  it('trims the query, and takes LIKE wildcards as the characters they are', async () => {
    expect(ofKind(await hitsOf(adminToken, 'q=%20harbour%20'), 'entity').map((hit) => hit.label)).toEqual([
      'Zephyr Harbour',
    ])
    expect(await hitsOf(adminToken, `q=${encodeURIComponent('%%%')}`)).toEqual([])
    expect(await hitsOf(adminToken, `q=${encodeURIComponent('z_p')}`)).toEqual([])
  })

  it('answers at most `limit` hits of each kind', async () => {
    const hits = await hitsOf(adminToken, 'q=zephyr&limit=2')
    expect(ofKind(hits, 'entity').map((hit) => hit.label)).toEqual(['Zephyr', 'Zephyr Harbour'])
    for (const kind of SEARCH_KINDS) expect(ofKind(hits, kind).length).toBeLessThanOrEqual(2)
  })

  it('shows an analyst no users and no dictionaries, which it has no screen for', async () => {
    const hits = await hitsOf(analystToken, 'q=zephyr')
    expect([...new Set(hits.map((hit) => hit.kind))]).toEqual(
      SEARCH_KINDS.filter((kind) => kind !== 'user' && kind !== 'dictionary'),
    )
  })
})

describe('GET /search: bad input, refused with its message, nothing written', () => {
  it.each([
    ['q=a', searchMessages.tooShort],
    ['q=%20%20a%20', searchMessages.tooShort],
    [`q=${'x'.repeat(SEARCH_MAX_LENGTH + 1)}`, searchMessages.tooLong],
    ['', undefined],
    ['q=zephyr&limit=0', undefined],
    [`q=zephyr&limit=${SEARCH_MAX_LIMIT + 1}`, undefined],
    ['q=zephyr&limit=many', undefined],
    ['q=zephyr&kind=entity', undefined],
  ])('%s → 400', async (query, message) => {
    const response = await expectNothingWritten(server.db, () => search(adminToken, query))
    expectError(response, 400, message)
  })
})

describe('GET /search: who may call it', () => {
  it('refuses a caller without a token with 401', async () => {
    expectError(await search(undefined, 'q=zephyr'), 401)
  })

  it('refuses the roles without the console with 403', async () => {
    for (const token of [trialToken, plainToken]) expectError(await search(token, 'q=zephyr'), 403, messages.notAllowed)
  })

  it('answers only find: the other methods are not there', async () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'])
      expect(
        (await server.api(method, method === 'POST' ? '/search' : '/search/1', { token: adminToken, body: {} })).status,
      ).toBe(405)
  })
})
