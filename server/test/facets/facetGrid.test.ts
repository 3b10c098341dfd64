import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FacetGridPage, FacetGridRow } from '../../../common/facetGrid'
import type { EntityTemplate } from '../../../common/templateFormat'
import { startTestServer, type TestServer } from '../harness'
import {
  createBody,
  createEntity,
  expectStatus,
  facetTypeOf,
  fieldTypeOf,
  newFacet,
  templateOf,
} from '../entityHelpers'
import { addSignedInUser, expectError, isoDay, signInAdmin, type UserBody } from '../helpers'

let server: TestServer
let adminToken: string
let ann: { user: UserBody; token: string }
let trial: { user: UserBody; token: string }
let actor: EntityTemplate
let plot: EntityTemplate
/** The four facets: Alpha's Name and Summary, Beta's Name, the plot's Name; created in that order. */
let f: Record<'alphaName' | 'alphaSummary' | 'betaName' | 'plotName', string>
let topic: number

const at = (day: number) => new Date(Date.UTC(2024, 0, day, 12)).toISOString()

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  ann = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann' })
  trial = await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })
  actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
  plot = await templateOf(server, adminToken, 'Plot')
  const named = (template: EntityTemplate, name: string) =>
    newFacet(facetTypeOf(template, 'Name'), { value: [{ value: name }] })
  const alpha = await createEntity(
    server,
    adminToken,
    createBody(actor, [
      named(actor, 'Alpha Corp'),
      newFacet(facetTypeOf(actor, 'Summary'), {
        value: [{ value: 'Makes <b>Widgets</b>' }],
        source: [{ urlInput: 'https://a.example/x' }, { urlInput: '' }, { urlInput: 'https://b.example/y' }],
      }),
    ]),
  )
  const beta = await createEntity(server, ann.token, createBody(actor, [named(actor, 'Beta Group')]))
  const story = await createEntity(server, adminToken, createBody(plot, [named(plot, 'Plot Story')]))
  const facetOf = (entity: typeof alpha, type: string) =>
    entity.facets.find((facet) => facet.facetTypeId === facetTypeOf(entity.type === 'Plot' ? plot : actor, type).id)!.id
  f = {
    alphaName: facetOf(alpha, 'Name'),
    alphaSummary: facetOf(alpha, 'Summary'),
    betaName: facetOf(beta, 'Name'),
    plotName: facetOf(story, 'Name'),
  }
  for (const [index, id] of Object.values(f).entries()) {
    await server
      .db('facets')
      .where({ id })
      .update({ createdAt: at(index + 1), updatedAt: at(10 - index) })
  }
  await server.db('facets').where({ id: f.betaName }).update({ stage: 'review', editorId: ann.user.id })
  await server.db('facet_logs').insert({
    facetId: f.alphaName,
    userId: ann.user.id,
    username: 'Ann',
    action: 'reassign',
    description: 'Reassigned to Ann',
  })
  const [country] = await server.db('countries').insert({ name: 'Facet Grid Land' }).returning('id')
  topic = country.id
  await server.db('topic_links').insert({ entityId: alpha.id, countryId: topic })
  // a deleted facet type is in no filter list
  await server.db('facet_types').insert({
    entityTemplateId: actor.id,
    name: 'Gone Type',
    section: 'Gone Section',
    level: 'Gone Level',
    order: 99,
    deleted: true,
  })
})
afterAll(() => server.close())

const grid = (query = '', token = adminToken) => server.api<FacetGridPage>('GET', '/facets', { token, query })
const ids = async (query: string) => expectStatus(await grid(query), 200).data.map((row) => row.id)

describe('GET /facets (spec 2 §2 Facet-assignment screen, §3 Facet list view)', () => {
  it('answers a page of 25 newest first, each row as the list view with its derived values', async () => {
    const page = expectStatus(await grid(), 200)
    expect(page).toMatchObject({ total: 4, limit: 25, skip: 0 })
    expect(page.data.map((row) => row.id)).toEqual([f.plotName, f.betaName, f.alphaSummary, f.alphaName])
    const summary = facetTypeOf(actor, 'Summary')
    const sourceType = fieldTypeOf(summary, 'source')
    const row = page.data.find((one) => one.id === f.alphaSummary)!
    expect(row).toEqual({
      id: f.alphaSummary,
      meta: { id: f.alphaSummary, assignedToId: expect.any(String), stage: 'in progress' },
      type: { name: 'Summary', section: 'Overview', level: 'At a glance', required: true, facetTypeId: summary.id },
      entity: { name: 'Alpha Corp', type: 'Actor', subType: 'Organisation' },
      entityId: expect.any(String),
      fields: [
        expect.objectContaining({ name: 'value', order: 1, value: 'Makes <b>Widgets</b>', type: { name: 'Detail' } }),
        ...['https://a.example/x', '', 'https://b.example/y'].map((value, index) =>
          expect.objectContaining({
            name: 'urlInput',
            order: index + 1,
            value,
            type: { name: 'Provenance' },
            facetTypeId: summary.id,
            facetFieldTypeId: sourceType.id,
          }),
        ),
      ],
      createdAt: at(2),
      updatedAt: at(9),
      editorId: expect.any(String),
      lastUserIdThatReassignmentFacet: null,
      label: null,
      description: 'Makes <b>Widgets</b>',
      sources: 'https://a.example/x,https://b.example/y',
    } satisfies FacetGridRow)
    const name = page.data.find((one) => one.id === f.alphaName)!
    expect(name).toMatchObject({ label: 'Alpha Corp', description: null, sources: '' })
    expect(name.lastUserIdThatReassignmentFacet).toBe(ann.user.id)
  })

  it('lists the sections, levels and names of facet types not deleted, once each, sorted', async () => {
    const page = expectStatus(await grid('$limit=0'), 200)
    expect(page.data).toEqual([])
    expect(page.total).toBe(4)
    const live = await server.db('facet_types').where('deleted', false)
    const distinct = (key: 'section' | 'level' | 'name') => [...new Set(live.map((type) => type[key] as string))]
    expect([...page.sectionList].sort()).toEqual(distinct('section').sort())
    expect([...page.levelList].sort()).toEqual(distinct('level').sort())
    expect([...page.nameList].sort()).toEqual(distinct('name').sort())
    expect(page.sectionList).toContain('Overview')
    expect(page.levelList).toContain('At a glance')
    expect(page.nameList).toContain('Summary')
    for (const list of [page.sectionList, page.levelList, page.nameList]) {
      expect(new Set(list).size).toBe(list.length)
      expect(list.join('|')).not.toMatch(/Gone/)
    }
  })

  it('filters by each column', async () => {
    const cases: [string, string[]][] = [
      [`topic=${topic}`, [f.alphaSummary, f.alphaName]],
      [`createdAt[$gte]=${at(2)}&createdAt[$lt]=${at(4)}`, [f.betaName, f.alphaSummary]],
      [`updatedAt[$gt]=${at(8)}&updatedAt[$lte]=${at(10)}`, [f.alphaSummary, f.alphaName]],
      [`updatedAt[$gt]=${at(7)}&$sort[createdAt]=1`, [f.alphaName, f.alphaSummary, f.betaName]],
      [`createdAt[$gt]=${at(1)}&$sort[updatedAt]=-1`, [f.alphaSummary, f.betaName, f.plotName]],
      ['type=Plot', [f.plotName]],
      ['subType=Organisation', [f.betaName, f.alphaSummary, f.alphaName]],
      ['label=ALPHA', [f.alphaName]],
      ['label=100%25', []],
      ['description=widgets', [f.alphaSummary]],
      ['entityName=beta g', [f.betaName]],
      ['typeName=Summary', [f.alphaSummary]],
      ['section=Overview', [f.plotName, f.betaName, f.alphaSummary, f.alphaName]],
      ['level=At a glance', [f.alphaSummary]],
      ['stage=review', [f.betaName]],
      [`assignedToId=${ann.user.id}`, [f.betaName]],
      [`editorId=${ann.user.id}`, [f.betaName]],
      [`type=Actor&label=beta`, [f.betaName]],
    ]
    for (const [query, expected] of cases) expect(await ids(query), query).toEqual(expected)
    expect(expectStatus(await grid('stage=review'), 200).total).toBe(1)
  })

  it('sorts on each sortable column, both ways', async () => {
    const keys: Record<string, (row: FacetGridRow) => string | null> = {
      entityName: (row) => row.entity.name,
      typeName: (row) => row.type.name,
      section: (row) => row.type.section,
      level: (row) => row.type.level,
      stage: (row) => row.meta.stage,
      // assignedToId sorts by the assignee's name, not the id: assigneeSort.test.ts
      createdAt: (row) => row.createdAt,
      updatedAt: (row) => row.updatedAt,
    }
    for (const [field, key] of Object.entries(keys)) {
      for (const direction of [1, -1]) {
        const rows = expectStatus(await grid(`$sort[${field}]=${direction}`), 200).data
        const values = rows.map(key)
        const sorted = [...values].sort((a, b) => (a! < b! ? -direction : a! > b! ? direction : 0))
        expect(values, `${field} ${direction}`).toEqual(sorted)
      }
    }
    expect(await ids('$sort[entityName]=-1&$sort[typeName]=1')).toEqual([
      f.plotName,
      f.betaName,
      f.alphaName,
      f.alphaSummary,
    ])
  })

  it('answers exact totals without filters or by facet type, kept by triggers through inserts and cascades', async () => {
    const counted = async () => Number((await server.db('facets').count({ n: '*' }))[0].n)
    const total = async () => expectStatus(await grid('$limit=0'), 200).total
    const named = async () => ({
      total: expectStatus(await grid('$limit=0&typeName=Name&section=Overview'), 200).total,
      counted: Number(
        (
          await server
            .db('facets as f')
            .join('facet_types as ft', 'ft.id', 'f.facetTypeId')
            .where({ 'ft.name': 'Name', 'ft.section': 'Overview' })
            .count({ n: '*' })
        )[0].n,
      ),
    })
    expect(await total()).toBe(await counted())
    expect((await named()).total).toBe(3)
    const extra = await createEntity(
      server,
      adminToken,
      createBody(plot, [newFacet(facetTypeOf(plot, 'Name'), { value: [{ value: 'Counted' }] })]),
    )
    expect(await total()).toBe(await counted())
    const afterCreate = await named()
    expect(afterCreate.total).toBe(afterCreate.counted)
    expect(afterCreate.total).toBe(4)
    await server.db('entities').where({ id: extra.id }).delete()
    expect((await named()).total).toBe(3)
    expect(await total()).toBe(await counted())
    expect(await total()).toBe(4)
  })

  it('answers exact totals filtered on the entity alone, kept by triggers through saves, removals and cascades', async () => {
    const queries = [
      'type=Plot',
      'type=Actor&subType=Organisation',
      'entityName=alpha',
      `topic=${topic}`,
      'type=Plot&entityName=story',
    ]
    // the total as a count of the rows the same filters list
    const expectExact = async () => {
      for (const query of queries) {
        const page = expectStatus(await grid(`${query}&$limit=1000`), 200)
        expect(page.total, query).toBe(page.data.length)
      }
    }
    await expectExact()
    expect(expectStatus(await grid('type=Plot&$limit=0'), 200).total).toBe(1)
    const extra = await createEntity(
      server,
      adminToken,
      createBody(plot, [
        newFacet(facetTypeOf(plot, 'Name'), { value: [{ value: 'Second Story' }] }),
        newFacet(facetTypeOf(plot, 'Summary'), { value: [{ value: 'Told twice' }] }),
      ]),
    )
    await server.db('topic_links').insert({ entityId: extra.id, countryId: topic })
    await expectExact()
    expect(expectStatus(await grid('type=Plot&$limit=0'), 200).total).toBe(3)
    const [summary] = extra.facets.filter((facet) => facet.facetTypeId === facetTypeOf(plot, 'Summary').id)
    expectStatus(await server.api('DELETE', `/facets/${summary.id}`, { token: adminToken }), 200)
    await expectExact()
    expect(expectStatus(await grid('type=Plot&$limit=0'), 200).total).toBe(2)
    await server.db('entities').where({ id: extra.id }).delete()
    await expectExact()
    expect(expectStatus(await grid('type=Plot&$limit=0'), 200).total).toBe(1)
  })

  it('filters on the derived label and description as the fields change, with exact totals', async () => {
    const found = async (query: string) => {
      const page = expectStatus(await grid(`${query}&$limit=1000`), 200)
      expect(page.total, query).toBe(page.data.length)
      return page.data.map((row) => row.id)
    }
    const nameType = facetTypeOf(actor, 'Name')
    const labelOf = { facetId: f.alphaName, facetFieldTypeId: fieldTypeOf(nameType, 'value').id, name: 'value' }
    expect(await found('label=alpha corp')).toEqual([f.alphaName])
    await server
      .db('facet_fields')
      .where(labelOf)
      .update({ value: JSON.stringify('Gamma Works') })
    expect(await found('label=alpha')).toEqual([])
    expect(await found('label=gamma')).toEqual([f.alphaName])
    // a second field set's text is not the derived label until the first one goes
    await server.db('facet_fields').insert({ ...labelOf, order: 2, value: JSON.stringify('Zeta Holdings') })
    expect(await found('label=zeta')).toEqual([])
    await server
      .db('facet_fields')
      .where({ ...labelOf, order: 1 })
      .delete()
    expect(await found('label=zeta')).toEqual([f.alphaName])
    expect(await found('label=gamma')).toEqual([])
    await server
      .db('facet_fields')
      .where(labelOf)
      .update({ order: 1, value: JSON.stringify('Alpha Corp') })
    expect(await found('label=alpha corp')).toEqual([f.alphaName])
    // a field type that changes its kind moves its text between the two
    const detail = fieldTypeOf(facetTypeOf(actor, 'Summary'), 'value').id
    expect(await found('description=widgets&label=widgets')).toEqual([])
    await server.db('facet_field_types').where({ id: detail }).update({ kind: 'Label' })
    expect(await found('label=widgets')).toEqual([f.alphaSummary])
    expect(await found('description=widgets')).toEqual([])
    await server.db('facet_field_types').where({ id: detail }).update({ kind: 'Detail' })
    expect(await found('description=widgets')).toEqual([f.alphaSummary])
    expect(await found('label=widgets')).toEqual([])
    // with another filter the total counts the facets both keep
    expect(await found('label=o&type=Plot')).toEqual([f.plotName])
  })

  it('pages a sort on a facet type’s column as the whole list sorted', async () => {
    for (const field of ['typeName', 'section', 'level']) {
      for (const direction of [1, -1]) {
        const all = await ids(`$sort[${field}]=${direction}&$limit=1000`)
        const pages = [
          ...(await ids(`$sort[${field}]=${direction}&$limit=2&$skip=0`)),
          ...(await ids(`$sort[${field}]=${direction}&$limit=2&$skip=2`)),
        ]
        expect(pages, `${field} ${direction}`).toEqual(all)
        expect(await ids(`$sort[${field}]=${direction}&$limit=2&$skip=1&stage=review`)).toEqual(
          (await ids(`$sort[${field}]=${direction}&stage=review`)).slice(1, 3),
        )
      }
    }
  })

  it('pages a sort on a facet type column by its value, then by id the same way, page after page', async () => {
    const keys: Record<string, (row: FacetGridRow) => string> = {
      typeName: (row) => row.type.name,
      section: (row) => row.type.section,
      level: (row) => row.type.level,
    }
    // facets of two types of one name whose ids interleave: ordering by type first would show
    const named = await server.db('facets').whereIn('id', [f.alphaName, f.plotName])
    const [alpha, story] = [f.alphaName, f.plotName].map((id) => named.find((facet) => facet.id === id))
    const interleaved = ['1', '2', '3'].map((digit) => `00000000-0000-4000-8000-00000000000${digit}`)
    await server.db('facets').insert([
      { ...alpha, id: interleaved[0], order: 7 },
      { ...story, id: interleaved[1], order: 7 },
      { ...alpha, id: interleaved[2], order: 8 },
    ])
    try {
      const rows = expectStatus(await grid('$limit=1000'), 200).data
      expect(rows).toHaveLength(7)
      for (const [field, key] of Object.entries(keys)) {
        for (const direction of [1, -1]) {
          const compare = (a: string, b: string) => (a < b ? -direction : a > b ? direction : 0)
          const expected = [...rows].sort((a, b) => compare(key(a), key(b)) || compare(a.id, b.id)).map((row) => row.id)
          const sort = `$sort[${field}]=${direction}`
          const oneByOne = []
          for (let skip = 0; skip < expected.length; skip++)
            oneByOne.push(...(await ids(`${sort}&$limit=1&$skip=${skip}`)))
          expect(oneByOne, `${field} ${direction}`).toEqual(expected)
          expect(await ids(`${sort}&$limit=2&$skip=1`), `${field} ${direction}`).toEqual(expected.slice(1, 3))
          expect(await ids(`${sort}&typeName=Name&$limit=2&$skip=1`)).toEqual(
            expected.filter((id) => id !== f.alphaSummary).slice(1, 3),
          )
        }
      }
    } finally {
      await server.db('facets').whereIn('id', interleaved).delete()
    }
  })

  it('pages with $limit and $skip, at most 1000 rows', async () => {
    const page = expectStatus(await grid('$limit=2&$skip=1'), 200)
    expect(page).toMatchObject({ total: 4, limit: 2, skip: 1 })
    expect(page.data.map((row) => row.id)).toEqual([f.betaName, f.alphaSummary])
    expect(expectStatus(await grid('$limit=1000'), 200).data).toHaveLength(4)
    expectError(await grid('$limit=1001'), 400, 'At most 1000 rows can be asked for at once')
    expectError(await grid('$limit=-1'), 400)
    expectError(await grid('$skip=-1'), 400)
    expectError(await grid('$limit=ten'), 400)
  })

  it('refuses unknown filters, sorts and malformed values with a 400', async () => {
    for (const query of [
      'name=Alpha',
      'export=maybe',
      '$sort[name]=1',
      '$sort[entityName]=2',
      'stage=finished',
      'assignedToId=someone',
      'topic=abc',
      'createdAt[$gte]=yesterday',
      'createdAt[$ne]=2024-01-01T00:00:00.000Z',
      'label[$iLike]=x',
    ]) {
      expectError(await grid(query), 400)
    }
  })

  it('is for the console roles: analysts read it, trial users get 403, no token 401', async () => {
    expect(expectStatus(await grid('', ann.token), 200).total).toBe(4)
    expectError(await grid('', trial.token), 403)
    expectError(await server.api('GET', '/facets'), 401)
  })
})
