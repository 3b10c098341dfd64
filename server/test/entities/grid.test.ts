import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityTemplate } from '../../../common/templateFormat'
import { startTestServer, type TestServer } from '../harness'
import {
  asInput,
  createBody,
  createEntity,
  expectStatus,
  facetTypeOf,
  fieldsOf,
  newFacet,
  saveEntity,
  templateOf,
} from '../entityHelpers'
import { addSignedInUser, adminId, expectError, signInAdmin, type Page, type UserBody } from '../helpers'

interface GridRow {
  id: string
  name: string
  type: string
  subType: string | null
  stage: string
  assignedToId: string | null
  hidden: boolean
  completeness: number
  createdAt: string
  updatedAt: string
  topics: { id: number; name: string; linkId: string }[]
  [key: string]: unknown
}

let server: TestServer
let adminToken: string
let ann: { user: UserBody; token: string }
let actor: EntityTemplate
let rows: Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f', GridRow>
let countries: { france: number; peru: number }

const UNTYPED = 'type[$and][0][$ne]=Brief&type[$and][1][$ne]=none&type[$and][2][$ne]=Statistic Entity'

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  ann = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann' })
  actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
  const admin = await adminId(server.db)
  const insert = async (values: Record<string, unknown>) => {
    const [row] = await server
      .db('entities')
      .insert({ entityTemplateId: actor.id, ...values })
      .returning('id')
    return row.id as string
  }
  const day = (iso: string) => new Date(iso).toISOString()
  const ids = {
    a: await insert({
      name: 'Alpha Corp',
      type: 'Actor',
      subType: 'Organisation',
      stage: 'published',
      assignedToId: admin,
      completeness: 80,
      createdAt: day('2024-03-05T10:00:00Z'),
      updatedAt: day('2024-03-06T23:59:59.999Z'),
    }),
    b: await insert({
      name: 'Beta person',
      type: 'Actor',
      subType: 'Person',
      assignedToId: ann.user.id,
      hidden: true,
      completeness: 20,
      createdAt: day('2024-03-04T23:59:59.999Z'),
      updatedAt: day('2024-03-07T00:00:00Z'),
    }),
    c: await insert({
      name: 'Gamma plot',
      type: 'Plot',
      subType: 'Story',
      completeness: 50,
      createdAt: day('2024-03-05T00:00:00Z'),
      updatedAt: day('2024-03-08T12:00:00Z'),
    }),
    d: await insert({ name: 'Delta brief', type: 'Brief', subType: 'Comparison Set' }),
    e: await insert({ name: 'Epsilon stat', type: 'Statistic Entity' }),
    f: await insert({ name: 'Zeta none', type: 'none' }),
  }
  const [france] = await server.db('countries').insert({ name: 'Aaland Test' }).returning('id')
  const [peru] = await server.db('countries').insert({ name: 'Zembla Test' }).returning('id')
  countries = { france: france.id, peru: peru.id }
  await server.db('topic_links').insert([
    { entityId: ids.a, countryId: countries.france },
    { entityId: ids.c, countryId: countries.france },
    { entityId: ids.c, countryId: countries.peru },
  ])
  const page = expectStatus(await find('$limit=10'), 200)
  const byId = new Map(page.data.map((row) => [row.id, row]))
  rows = Object.fromEntries(Object.entries(ids).map(([key, id]) => [key, byId.get(id)!])) as typeof rows
})
afterAll(() => server.close())

const find = (query: string, token = ann.token) => server.api<Page<GridRow>>('GET', '/entities', { token, query })
const names = async (query: string) => expectStatus(await find(query), 200).data.map((row) => row.name)

describe('GET /entities as the entity grid (spec 2 §2, §7)', () => {
  it('answers each row with its meta, topics, completeness and template, in one query for the page', async () => {
    const knex = server.app.get('knex')
    const queries: string[] = []
    const record = ({ sql }: { sql: string }) => {
      if (/entities|entity_names|topic_links/.test(sql)) queries.push(sql)
    }
    knex.on('query', record)
    const page = expectStatus(await find(`${UNTYPED}&name[$iLike]=alpha`), 200)
    knex.off('query', record)
    expect(queries).toHaveLength(3)
    expect(page.total).toBe(1)
    expect(page.data[0]).toMatchObject({
      id: rows.a.id,
      name: 'Alpha Corp',
      type: 'Actor',
      subType: 'Organisation',
      meta: { assignedToId: rows.a.assignedToId, stage: 'published' },
      stage: 'published',
      assignedToId: rows.a.assignedToId,
      hidden: false,
      completeness: 80,
      creatorId: null,
      createdAt: '2024-03-05T10:00:00.000Z',
      updatedAt: '2024-03-06T23:59:59.999Z',
      template: { type: 'Actor', subType: 'Organisation' },
      topics: [{ id: countries.france, name: 'Aaland Test', linkId: expect.any(String) }],
    })
    expect(rows.c.topics.map((topic) => topic.name)).toEqual(['Aaland Test', 'Zembla Test'])
    expect(rows.b.topics).toEqual([])
  })

  it('leaves out Brief, none and Statistic Entity in untyped mode, as koa-qs parses type[$and][n][$ne]', async () => {
    expect(await names(UNTYPED)).toEqual(['Alpha Corp', 'Beta person', 'Gamma plot'])
    expect(expectStatus(await find(UNTYPED), 200).total).toBe(3)
    expect(await names(`${UNTYPED}&type[$iLike]=act`)).toEqual(['Alpha Corp', 'Beta person'])
    expect(await names('$limit=10')).toHaveLength(6)
  })

  it.each([
    ['type=Actor', ['Alpha Corp', 'Beta person']],
    ['type[$iLike]=BRI', ['Delta brief']],
    ['subType=Person', ['Beta person']],
    ['subType[$iLike]=organ', ['Alpha Corp']],
    ['name[$iLike]=PLOT', ['Gamma plot']],
    ['name[$iLike]=%25_%25', []],
    ['stage=published', ['Alpha Corp']],
    ['hidden=true', ['Beta person']],
    [`hidden=false&${UNTYPED}`, ['Alpha Corp', 'Gamma plot']],
    [`completeness[$gt]=0&completeness[$lt]=100&${UNTYPED}`, ['Alpha Corp', 'Beta person', 'Gamma plot']],
    [`completeness[$gt]=20&completeness[$lt]=80`, ['Gamma plot']],
    ['completeness=80', ['Alpha Corp']],
    ['completeness=0&type=Brief', ['Delta brief']],
  ])('filters by %s', async (query, expected) => {
    expect(await names(query)).toEqual(expected)
  })

  it('answers totals filtered on type, sub-type and Hidden alone from kept counts, exact after creates, hides and deletes', async () => {
    const queries = [
      '',
      UNTYPED,
      'type=Actor',
      'type=Actor&subType=Person',
      'type=Plot&subType=null',
      'hidden=true',
      `hidden=false&${UNTYPED}`,
      'type[$in][]=Actor&type[$in][]=Brief',
    ]
    // completeness ≥ 0 keeps every entity and is no kept count's filter: those totals count the entities
    const totals = async () =>
      Promise.all(
        queries.map(async (query) => [
          expectStatus(await find(`${query}&$limit=0`), 200).total,
          expectStatus(await find(`${query}&completeness[$gte]=0&$limit=0`), 200).total,
        ]),
      )
    const expectExact = async () => {
      for (const [kept, counted] of await totals()) expect(kept).toBe(counted)
    }
    await expectExact()
    const [before] = await totals()
    const created = await createEntity(server, adminToken, createBody(actor, []))
    await expectExact()
    expect((await totals())[0][0]).toBe(before[0] + 1)
    expectStatus(
      await server.api('PATCH', '/entities/', { token: adminToken, body: [{ id: created.id, hidden: true }] }),
      200,
    )
    await expectExact()
    expectStatus(await server.api('DELETE', `/entities/${created.id}`, { token: adminToken }), 200)
    await expectExact()
    expect((await totals())[0][0]).toBe(before[0])
  })

  it('counts a search by name on the kept folded names, exact after creates, renames and deletes', async () => {
    const queries = [
      'name[$iLike]=zebra',
      `${UNTYPED}&name[$iLike]=zebra`,
      'type=Actor&name[$iLike]=ZEB',
      'name[$iLike]=corp',
      // folded as ILIKE folds under the names' ICU collation
      `name[$iLike]=${encodeURIComponent('ÉNERG')}`,
    ]
    const totals = async () =>
      Promise.all(
        queries.map(async (query) => [
          expectStatus(await find(`${query}&$limit=0`), 200).total,
          expectStatus(await find(`${query}&completeness[$gte]=0&$limit=0`), 200).total,
        ]),
      )
    const expectExact = async (zebras: number) => {
      const all = await totals()
      for (const [copied, counted] of all) expect(copied).toBe(counted)
      expect(all[0][0]).toBe(zebras)
    }
    await expectExact(0)
    const named = createBody(actor, [newFacet(facetTypeOf(actor, 'Name'), { value: [{ value: 'Zebra Holdings' }] })])
    const created = await createEntity(server, adminToken, named)
    await expectExact(1)
    await server.db('entities').where({ id: created.id }).update({ name: 'Zebra Corp' })
    await expectExact(1)
    expect((await totals())[3][0]).toBe((await totals())[3][1])
    await server.db('entities').where({ id: created.id }).update({ name: 'Zebra Énergie' })
    await expectExact(1)
    expect((await totals())[4]).toEqual([1, 1])
    await server.db('entities').where({ id: created.id }).update({ name: 'Okapi Corp' })
    await expectExact(0)
    expectStatus(await server.api('DELETE', `/entities/${created.id}`, { token: adminToken }), 200)
    await expectExact(0)
  })

  it('filters by assignee and by topic', async () => {
    expect(await names(`assignedToId=${ann.user.id}`)).toEqual(['Beta person'])
    expect(await names(`topicId=${countries.france}`)).toEqual(['Alpha Corp', 'Gamma plot'])
    expect(await names(`topicId=${countries.peru}&name[$iLike]=gamma`)).toEqual(['Gamma plot'])
    expect(await names(`topicId=${countries.peru + 100}`)).toEqual([])
    expect(expectStatus(await find(`topicId=${countries.france}&$limit=0`), 200).total).toBe(2)
  })

  it('filters a whole UTC day of createdAt or updatedAt', async () => {
    const dayOf = (field: string, date: string, next: string) =>
      `${field}[$gte]=${date}T00:00:00.000Z&${field}[$lt]=${next}T00:00:00.000Z`
    expect(await names(dayOf('createdAt', '2024-03-05', '2024-03-06'))).toEqual(['Alpha Corp', 'Gamma plot'])
    expect(await names(dayOf('createdAt', '2024-03-04', '2024-03-05'))).toEqual(['Beta person'])
    expect(await names(dayOf('updatedAt', '2024-03-06', '2024-03-07'))).toEqual(['Alpha Corp'])
    expect(await names(dayOf('updatedAt', '2024-03-07', '2024-03-08'))).toEqual(['Beta person'])
    expectError(await find('createdAt[$gte]=03052024'), 400)
  })

  // Assigned sorts by the assignee's name: assigneeSort.test.ts
  const SORTS = ['name', 'type', 'subType', 'stage', 'createdAt', 'updatedAt', 'hidden', 'completeness']
  it.each(SORTS.flatMap((field) => [1, -1].map((direction) => [field, direction] as const)))(
    'sorts by %s (%i) on the server',
    async (field, direction) => {
      const page = expectStatus(await find(`${UNTYPED}&$sort[${field}]=${direction}&$sort[id]=1`), 200)
      // PostgreSQL orders NULL after every value
      const key = (row: GridRow) => (row[field] ?? '\uffff') as string | number | boolean
      const expected = [rows.a, rows.b, rows.c].sort(
        (x, y) => (key(x) < key(y) ? -direction : key(x) > key(y) ? direction : 0) || (x.id < y.id ? -1 : 1),
      )
      expect(page.data.map((row) => row.name)).toEqual(expected.map((row) => row.name))
    },
  )

  it('sorts by the assignee’s name: Administrator, Ann, then no one', async () => {
    expect(await names(`${UNTYPED}&$sort[assignedToId]=1`)).toEqual(['Alpha Corp', 'Beta person', 'Gamma plot'])
    expect(await names(`${UNTYPED}&$sort[assignedToId]=-1`)).toEqual(['Gamma plot', 'Beta person', 'Alpha Corp'])
  })

  it('pages with $limit 0 to 1000 and $skip; $limit=0 answers the total only', async () => {
    const total = expectStatus(await find(`${UNTYPED}&$limit=0`), 200)
    expect(total).toMatchObject({ total: 3, data: [] })
    const second = expectStatus(await find(`${UNTYPED}&$limit=1&$skip=1`), 200)
    expect(second).toMatchObject({ total: 3, limit: 1, skip: 1 })
    expect(second.data.map((row) => row.name)).toEqual(['Beta person'])
    expect(expectStatus(await find('$limit=1000'), 200).limit).toBe(1000)
    expectError(await find('$limit=1001'), 400, 'At most 1000 rows can be asked for at once')
    expectError(await find('$limit=-1'), 400)
    expectError(await find('$skip=-1'), 400)
  })

  it.each([
    '$sort[colour]=1',
    '$sort[topicId]=1',
    '$sort[topics]=1',
    'colour=blue',
    'stage=Published',
    'hidden=maybe',
    'completeness=101',
    'topicId=abc',
    'topicId[$in][]=1',
    'type[$and][0][$eq]=Brief',
    'type[$and][0][$ne][$ne]=Brief',
    'name[$regex]=a',
  ])('refuses %s with a 400', async (query) => {
    expectError(await find(query), 400)
  })

  it('is refused without a token and to trial users', async () => {
    expectError(await server.api('GET', '/entities', {}), 401)
    const trial = await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: '2099-01-01' })
    expectError(await find('', trial.token), 403)
  })
})

describe('completeness (spec 2 §3): the percent of facets of shown types that are filled', () => {
  const type = (name: string) => facetTypeOf(actor, name)
  const completenessOf = async (id: string) => {
    const stored = await server.db('entities').where({ id }).first('completeness')
    const [row] = expectStatus(await find(`id=${id}`), 200).data
    expect(row.completeness).toBe(stored.completeness)
    return row.completeness
  }

  it('is stored on create and on every save, rounded down, without facets of hidden types', async () => {
    const entity = await createEntity(
      server,
      ann.token,
      createBody(actor, [
        newFacet(type('Name'), { value: [{ value: 'Complete Co' }] }),
        newFacet(type('Summary')),
        newFacet(type('Importance')),
        // a facet type not shown in sections does not count, filled or not
        newFacet(type('English Keywords'), { value: [{ value: 'kept' }] }),
      ]),
    )
    expect(await completenessOf(entity.id)).toBe(33)
    const summary = entity.facets.find((facet) => facet.facetTypeId === type('Summary').id)!
    const filled = await saveEntity(server, ann.token, entity, {
      facets: [
        asInput(summary, {
          fields: fieldsOf(type('Summary'), {
            value: [{ value: '<p>What it does</p>' }],
            source: [{ urlInput: 'https://example.com/source' }],
          }),
        }),
      ],
    })
    expect(await completenessOf(entity.id)).toBe(66)
    const importance = filled.facets.find((facet) => facet.facetTypeId === type('Importance').id)!
    await saveEntity(server, ann.token, filled, { facetsToDestroy: [importance.id] })
    expect(await completenessOf(entity.id)).toBe(100)
  })

  it('counts a required facet type without a facet as one not filled: never 100 % without it', async () => {
    expect(type('Summary').required).toBe(true)
    const entity = await createEntity(
      server,
      ann.token,
      createBody(actor, [newFacet(type('Name'), { value: [{ value: 'Half Co' }] })]),
    )
    expect(await completenessOf(entity.id)).toBeLessThan(100)
  })

  it('is 0 for an entity without facets of shown types', async () => {
    const entity = await createEntity(
      server,
      ann.token,
      createBody(actor, [newFacet(type('English Keywords'), { value: [{ value: 'only' }] })], { name: 'Bare' }),
    )
    expect(await completenessOf(entity.id)).toBe(0)
  })
})
