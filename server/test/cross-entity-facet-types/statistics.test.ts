import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityRecord, SeriesPointRecord } from '../../../common/entityFormat'
import type { EntityTemplate } from '../../../common/templateFormat'
import type { Ceft } from '../../services/cross-entity-facet-types/cross-entity-facet-types.schema'
import type { Cef } from '../../services/cross-entity-facets/cross-entity-facets.schema'
import { startTestServer, type TestServer } from '../harness'
import {
  createBody,
  createEntity,
  expectNoEntityWritten,
  expectStatus,
  facetTypeOf,
  newFacet,
  patchEntity,
  postEntity,
  saveBody,
  saveEntity,
  templateOf,
  uniqueName,
} from '../entityHelpers'
import { addSignedInUser, countRows, expectError, isoDay, putCurrent, signInAdmin, type Page } from '../helpers'

let server: TestServer
let token: string
let statistic: EntityTemplate
let comparisonSet: EntityTemplate
let actor: EntityTemplate

const CEFTS = '/cross-entity-facet-types'
const ceft = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path = '', body?: unknown, query?: string) =>
  server.api<Ceft>(method, `${CEFTS}${path}`, { token, body, query })

let typeCounter = 0
const newType = async (data: Record<string, unknown> = {}) =>
  expectStatus(await ceft('POST', '', { name: `Series ${++typeCounter}`, ...data }), 201)

type Point = { id?: number; date?: unknown; value?: unknown }

/** A Series facet (the Statistic Entity's statistic facet) of a type with points. */
const seriesFacet = (typeId: string | null, points: Point[]) =>
  newFacet(
    facetTypeOf(statistic, 'Series'),
    { statistic: [{ value: 'GDP', rankFormat: 'number', compare: 'topic' }] },
    { crossEntityFacetTypeId: typeId, crossEntityFacets: points },
  )

/** A Statistic Entity named `name` with one series of a type. */
const statisticEntity = (name: string, typeId: string | null, points: Point[]) =>
  createEntity(
    server,
    token,
    createBody(statistic, [
      newFacet(facetTypeOf(statistic, 'Name'), { value: [{ value: name }] }),
      newFacet(facetTypeOf(statistic, 'Summary'), {
        value: [{ value: 'Figures' }],
        source: [{ urlInput: 'https://stats.example/x' }],
      }),
      seriesFacet(typeId, points),
    ]),
  )

const seriesOf = (entity: EntityRecord) =>
  entity.facets.find((facet) => facet.facetTypeId === facetTypeOf(statistic, 'Series').id)!

/** The points of an entity as stored now, by date (YYYY-MM-DD). */
async function pointsOf(
  entityId: string,
): Promise<Record<string, Omit<SeriesPointRecord, 'id' | 'date' | 'value'> & { value: number }>> {
  const rows = await server.db('cross_entity_facets').where({ entityId }).orderBy('date')
  return Object.fromEntries(
    rows.map((row) => [
      new Date(row.date).toISOString().slice(0, 10),
      { value: row.value, rank: row.rank, total: row.total, percent: row.percent },
    ]),
  )
}

beforeAll(async () => {
  server = await startTestServer()
  token = await signInAdmin(server)
  statistic = await templateOf(server, token, 'Statistic Entity')
  comparisonSet = await templateOf(server, token, 'Brief', 'Comparison Set')
  actor = await templateOf(server, token, 'Actor', 'Organisation')
})
afterAll(() => server.close())

const named = (template: EntityTemplate, name: string) =>
  createEntity(
    server,
    token,
    createBody(template, [newFacet(facetTypeOf(template, 'Name'), { value: [{ value: name }] })]),
  )

describe('statistic types (CEFT)', () => {
  it('creates a type with the defaults, the units from the multiplier, and finds it by name', async () => {
    const type = await newType({ name: '  GDP per head ', multiplier: 0.001, currency: 'USD' })
    expect(type).toMatchObject({
      name: 'GDP per head',
      periodicity: 'YEAR',
      futureDates: 'PROJECTION',
      units: 'Thousand',
      currency: 'USD',
      comparisonSet: null,
      multiplier: 0.001,
    })
    // units typed stay
    expect((await newType({ units: 'people', multiplier: 0.000001 })).units).toBe('people')
    const exact = expectStatus(await server.api<Page<Ceft>>('GET', CEFTS, { token, query: 'name=GDP per head' }), 200)
    expect(exact.data.map((one) => one.id)).toEqual([type.id])
    const like = expectStatus(
      await server.api<Page<Ceft>>('GET', CEFTS, { token, query: 'name[$iLike]=%25per he%25&$limit=20' }),
      200,
    )
    expect(like.data.map((one) => one.id)).toEqual([type.id])
    expect(expectStatus(await ceft('GET', `/${type.id}`), 200).name).toBe('GDP per head')
  })

  it('keeps a comparison set that is a Comparison Set brief, named in every answer', async () => {
    const set = await named(comparisonSet, uniqueName('G20'))
    const type = await newType({ comparisonSetId: set.id, periodicity: 'QUARTER', futureDates: 'GOAL' })
    expect(type.comparisonSet).toEqual({ id: set.id, name: set.name })
    const page = expectStatus(
      await server.api<Page<Ceft>>('GET', CEFTS, { token, query: `comparisonSetId=${set.id}` }),
      200,
    )
    expect(page.data[0].comparisonSet).toEqual({ id: set.id, name: set.name })
    const other = await named(actor, uniqueName('Not a set'))
    const before = await countRows(server.db, 'cross_entity_facet_types')
    const refused = await ceft('POST', '', { name: 'Set check', comparisonSetId: other.id })
    expectError(refused, 400, 'The comparison set must be a Brief of sub-type Comparison Set')
    expect((refused.body as unknown as { errors: unknown }).errors).toEqual({
      comparisonSetId: 'The comparison set must be a Brief of sub-type Comparison Set',
    })
    expectError(await ceft('PATCH', `/${type.id}`, { comparisonSetId: other.id }), 400)
    expect(await countRows(server.db, 'cross_entity_facet_types')).toBe(before)
    expect(expectStatus(await ceft('GET', `/${type.id}`), 200).comparisonSetId).toBe(set.id)
  })

  it('refuses each bad type with its message and writes nothing', async () => {
    const taken = await newType({ name: 'Inflation' })
    const cases: [unknown, number, string | RegExp][] = [
      [{}, 400, 'Name is required.'],
      [{ name: '   ' }, 400, 'Name is required.'],
      [{ name: 'x'.repeat(33) }, 400, 'At most 32 characters'],
      [{ name: 'Units', units: 'u'.repeat(21) }, 400, 'At most 20 characters'],
      [{ name: 'Period', periodicity: 'WEEK' }, 400, 'Value must be one of YEAR, QUARTER, MONTH, DAY'],
      [{ name: 'Mult', multiplier: 0.5 }, 400, /^Value must be one of 0.01, 0.001/],
      [{ name: 'Future', futureDates: 'PAST' }, 400, 'Value must be one of PROJECTION, GOAL'],
      [{ name: 'inflation' }, 409, 'This face already exists'],
      [{ name: 'Extra', comparisonSet: { id: 'x' } }, 400, /./],
      [{ name: 'Bad set', comparisonSetId: 'not-a-uuid' }, 400, /./],
      [[{ name: 'Many' }], 400, 'Send one statistic type'],
    ]
    const before = await countRows(server.db, 'cross_entity_facet_types')
    for (const [body, status, message] of cases) expectError(await ceft('POST', '', body), status, message)
    const duplicate = await ceft('POST', '', { name: 'INFLATION' })
    expect((duplicate.body as unknown as { errors: unknown }).errors).toEqual({ name: 'This face already exists' })
    const other = await newType({ name: 'Exports' })
    expectError(await ceft('PATCH', `/${other.id}`, { name: 'Inflation' }), 409, 'This face already exists')
    expectError(await ceft('PATCH', `/${other.id}`, { name: '' }), 400, 'Name is required.')
    expectError(await putCurrent(server, `${CEFTS}/${other.id}`, { units: 'x' }, token), 400, 'Name is required.')
    expectError(await ceft('PATCH', '/not-a-uuid', { name: 'Z' }), 404)
    expect(await countRows(server.db, 'cross_entity_facet_types')).toBe(before + 1)
    expect(expectStatus(await ceft('GET', `/${taken.id}`), 200).name).toBe('Inflation')
  })

  it('replaces a type with PUT and changes part of it with PATCH', async () => {
    const type = await newType({ currency: 'EUR', footnote: 'A note' })
    const replaced = expectStatus(
      await putCurrent<Ceft>(server, `${CEFTS}/${type.id}`, { name: type.name, periodicity: 'MONTH' }, token),
      200,
    )
    expect(replaced).toMatchObject({ periodicity: 'MONTH', currency: null, footnote: null })
    const patched = expectStatus(await ceft('PATCH', `/${type.id}`, { subtitle: 'Monthly', multiplier: 0.01 }), 200)
    expect(patched).toMatchObject({ subtitle: 'Monthly', units: 'Hundred', periodicity: 'MONTH' })
  })

  it('deletes a type with values only with them, saying how many', async () => {
    const type = await newType()
    const a = await statisticEntity(uniqueName('Del A'), type.id, [{ date: '2020-01-01', value: 1 }])
    await statisticEntity(uniqueName('Del B'), type.id, [
      { date: '2020-01-01', value: 2 },
      { date: '2021-01-01', value: 3 },
    ])
    expectError(
      await ceft('DELETE', `/${type.id}`),
      409,
      'This statistic type has 3 values: delete them with it, or keep the type',
    )
    expect(await server.db('cross_entity_facets').where({ crossEntityFacetTypeId: type.id }).count()).toEqual([
      { count: expect.anything() },
    ])
    expectStatus(await ceft('DELETE', `/${type.id}`, undefined, 'withValues=true'), 200)
    expect(await server.db('cross_entity_facets').where({ crossEntityFacetTypeId: type.id })).toEqual([])
    expect(await server.db('cross_entity_facet_types').where({ id: type.id })).toEqual([])
    expect(
      (
        await server
          .db('facets')
          .where({ id: seriesOf(a).id })
          .first()
      ).crossEntityFacetTypeId,
    ).toBeNull()
    // a type without values goes at once
    const unused = await newType()
    expectStatus(await ceft('DELETE', `/${unused.id}`), 200)
  })

  it('is for the console roles: trial users get 403, no token 401', async () => {
    const trial = await addSignedInUser(server, token, { role: 'trial', trialEndDate: isoDay(30) })
    expectError(await server.api('GET', CEFTS, { token: trial.token }), 403)
    expectError(await server.api('GET', CEFTS), 401)
    const analyst = await addSignedInUser(server, token, { role: 'analyst' })
    expectStatus(await server.api('POST', CEFTS, { token: analyst.token, body: { name: 'By an analyst' } }), 201)
  })
})

describe('series values (CEF)', () => {
  it('stores the points with their dates normalised to the periodicity and loads them in date order', async () => {
    const cases: [string, string, string][] = [
      ['DAY', '2024-03-05', '2024-03-05T12:00:00.000Z'],
      ['DAY', '2024-03-05T08:30:00Z', '2024-03-05T12:00:00.000Z'],
      ['MONTH', '2024-03-01', '2024-03-01T00:00:00.000Z'],
      ['QUARTER', '2024-04-01T00:00:00.000Z', '2024-04-01T00:00:00.000Z'],
      ['YEAR', '2024-01-01T15:00:00Z', '2024-01-01T00:00:00.000Z'],
    ]
    for (const [periodicity, date, stored] of cases) {
      const type = await newType({ periodicity })
      const entity = await statisticEntity(uniqueName('Dates'), type.id, [{ date, value: 1.5 }])
      expect(
        seriesOf(entity).crossEntityFacets.map((point) => point.date),
        `${periodicity} ${date}`,
      ).toEqual([stored])
    }
    const type = await newType()
    const entity = await statisticEntity(uniqueName('Order'), type.id, [
      { date: '2022-01-01', value: 3 },
      { date: '2020-01-01', value: 1 },
      { date: '2021-01-01', value: 2 },
    ])
    expect(seriesOf(entity).crossEntityFacets.map((point) => point.value)).toEqual([1, 2, 3])
    expect(seriesOf(entity).crossEntityFacetTypeId).toBe(type.id)
  })

  it('ranks the values of a date across the entities: ties share a rank, one entity, missing values', async () => {
    const type = await newType()
    const a = await statisticEntity(uniqueName('A'), type.id, [
      { date: '2020-01-01', value: 10 },
      { date: '2021-01-01', value: 30 },
    ])
    const b = await statisticEntity(uniqueName('B'), type.id, [{ date: '2020-01-01', value: 20 }])
    const c = await statisticEntity(uniqueName('C'), type.id, [{ date: '2020-01-01', value: 20 }])
    expect(await pointsOf(a.id)).toEqual({
      '2020-01-01': { value: 10, rank: 3, total: 3, percent: 16.67 },
      // alone on its date: rank 1 of 1, the middle percentile
      '2021-01-01': { value: 30, rank: 1, total: 1, percent: 50 },
    })
    expect(await pointsOf(b.id)).toEqual({ '2020-01-01': { value: 20, rank: 1, total: 3, percent: 66.67 } })
    expect(await pointsOf(c.id)).toEqual({ '2020-01-01': { value: 20, rank: 1, total: 3, percent: 66.67 } })
    // a changed value ranks its date again, for every entity of it
    const loaded = expectStatus(await server.api<EntityRecord>('GET', `/entities/${a.id}`, { token }), 200)
    const series = seriesOf(loaded)
    const [y2020] = series.crossEntityFacets
    expect(y2020).toMatchObject({ rank: 3, total: 3, percent: 16.67 })
    await saveEntity(server, token, loaded, {
      facets: [
        {
          id: series.id,
          facetTypeId: series.facetTypeId,
          order: series.order,
          fields: [],
          crossEntityFacets: [{ id: y2020.id, date: y2020.date, value: 25 }],
        },
      ],
    })
    expect((await pointsOf(a.id))['2020-01-01']).toEqual({ value: 25, rank: 1, total: 3, percent: 83.33 })
    expect((await pointsOf(b.id))['2020-01-01']).toMatchObject({ rank: 2, percent: 33.33 })
    // a removed point and a removed entity leave the others ranked without them
    const again = expectStatus(await server.api<EntityRecord>('GET', `/entities/${a.id}`, { token }), 200)
    await saveEntity(server, token, again, { cefsToDestroy: [y2020.id] })
    expect((await pointsOf(b.id))['2020-01-01']).toMatchObject({ rank: 1, total: 2, percent: 50 })
    expectStatus(await server.api('DELETE', `/entities/${c.id}`, { token }), 200)
    expect((await pointsOf(b.id))['2020-01-01']).toMatchObject({ rank: 1, total: 1, percent: 50 })
  })

  it('ranks the members of the comparison set only, as links join and leave it and the set changes', async () => {
    const set = await named(comparisonSet, uniqueName('Set'))
    const type = await newType({ comparisonSetId: set.id })
    const member = await statisticEntity(uniqueName('Member'), type.id, [{ date: '2020-01-01', value: 5 }])
    const outsider = await statisticEntity(uniqueName('Outsider'), type.id, [{ date: '2020-01-01', value: 9 }])
    // no member yet: nothing is ranked
    expect((await pointsOf(member.id))['2020-01-01']).toMatchObject({ rank: null, total: null, percent: null })
    const joined = await saveEntity(server, token, member, { links: [{ targetId: set.id, direction: 'TO' }] })
    expect((await pointsOf(member.id))['2020-01-01']).toMatchObject({ rank: 1, total: 1 })
    expect((await pointsOf(outsider.id))['2020-01-01']).toMatchObject({ rank: null, total: null })
    // linked from the set's side counts too
    await saveEntity(server, token, set, { links: [{ targetId: outsider.id, direction: 'TO' }] })
    expect((await pointsOf(member.id))['2020-01-01']).toMatchObject({ rank: 2, total: 2 })
    await saveEntity(server, token, joined, { linksToDestroy: joined.links.map((link) => link.id) })
    expect((await pointsOf(member.id))['2020-01-01']).toMatchObject({ rank: null, total: null })
    expect((await pointsOf(outsider.id))['2020-01-01']).toMatchObject({ rank: 1, total: 1 })
    // without a comparison set every entity with a value ranks
    expectStatus(await ceft('PATCH', `/${type.id}`, { comparisonSetId: null }), 200)
    expect((await pointsOf(member.id))['2020-01-01']).toMatchObject({ rank: 2, total: 2 })
  })

  it('refuses each bad point with its message and writes nothing', async () => {
    const yearly = await newType()
    const monthly = await newType({ periodicity: 'MONTH' })
    const quarterly = await newType({ periodicity: 'QUARTER' })
    const cases: [string | null, Point[], string][] = [
      [yearly.id, [{ value: 1 }], 'Every point needs a date'],
      [yearly.id, [{ date: '2020-01-01' }], 'Every point needs a value'],
      [yearly.id, [{ date: '2020-01-01', value: '' }], 'Every point needs a value'],
      [yearly.id, [{ date: '2020-01-01', value: '12' }], 'The value must be a number'],
      [yearly.id, [{ date: '2020-01-01', value: 'lots' }], 'The value must be a number'],
      [yearly.id, [{ date: '2020-03-01', value: 1 }], 'The date 2020-03-01 does not fit a Annual series'],
      [monthly.id, [{ date: '2024-03-15', value: 1 }], 'The date 2024-03-15 does not fit a Monthly series'],
      [quarterly.id, [{ date: '2024-02-01', value: 1 }], 'The date 2024-02-01 does not fit a Quarterly series'],
      [monthly.id, [{ date: '2024-02-30', value: 1 }], 'The date 2024-02-30 does not fit a Monthly series'],
      [monthly.id, [{ date: 'soon', value: 1 }], 'The date soon does not fit a Monthly series'],
      [
        yearly.id,
        [
          { date: '2020-01-01', value: 1 },
          { date: '2020-01-01T10:00:00Z', value: 2 },
        ],
        'Two points have the date 2020-01-01',
      ],
      [null, [{ date: '2020-01-01', value: 1 }], 'A statistic facet needs a statistic type'],
      ['7f1c3a52-1111-4111-8111-111111111111', [], 'Unknown statistic type'],
      [yearly.id, [{ id: 999999, date: '2020-01-01', value: 1 }], 'This point is not one of this facet'],
    ]
    for (const [typeId, points, message] of cases) {
      const body = createBody(statistic, [
        newFacet(facetTypeOf(statistic, 'Name'), { value: [{ value: uniqueName('Bad') }] }),
        seriesFacet(typeId, points),
      ])
      await expectNoEntityWritten(server, async () => expectError(await postEntity(server, token, body), 400, message))
    }
    // points on a facet that has no Statistic field
    const body = createBody(statistic, [
      newFacet(
        facetTypeOf(statistic, 'Name'),
        { value: [{ value: uniqueName('No field') }] },
        { crossEntityFacetTypeId: yearly.id, crossEntityFacets: [{ date: '2020-01-01', value: 1 }] },
      ),
    ])
    expectError(await postEntity(server, token, body), 400, 'Facet Name has no Statistic field to hold points')
  })

  it('refuses a second value of a type for one date across an entity, a foreign point and a type that does not fit', async () => {
    const yearly = await newType()
    const monthly = await newType({ periodicity: 'MONTH' })
    const entity = await statisticEntity(uniqueName('Twice'), yearly.id, [{ date: '2020-01-01', value: 1 }])
    const other = await statisticEntity(uniqueName('Other'), yearly.id, [{ date: '2020-01-01', value: 2 }])
    const second = seriesFacet(yearly.id, [{ date: '2020-01-01', value: 3 }])
    await expectNoEntityWritten(server, async () =>
      expectError(
        await patchEntity(server, token, entity.id, saveBody(entity, { facets: [second] })),
        400,
        'Two points have the date 2020-01-01',
      ),
    )
    const foreign = seriesOf(other).crossEntityFacets[0].id
    await expectNoEntityWritten(server, async () =>
      expectError(
        await patchEntity(server, token, entity.id, saveBody(entity, { cefsToDestroy: [foreign] })),
        400,
        'This point is not one of this facet',
      ),
    )
    // a monthly type fits January 1 of a year: the points move with the facet to it
    const series = seriesOf(entity)
    const moved = await saveEntity(server, token, entity, {
      facets: [
        {
          id: series.id,
          facetTypeId: series.facetTypeId,
          order: series.order,
          fields: [],
          crossEntityFacetTypeId: monthly.id,
        },
      ],
    })
    expect(seriesOf(moved).crossEntityFacetTypeId).toBe(monthly.id)
    expect(
      await server.db('cross_entity_facets').where({ entityId: entity.id }).pluck('crossEntityFacetTypeId'),
    ).toEqual([monthly.id])
    const withMarch = await saveEntity(server, token, moved, {
      facets: [
        {
          id: series.id,
          facetTypeId: series.facetTypeId,
          order: series.order,
          fields: [],
          crossEntityFacets: [{ date: '2020-03-01', value: 4 }],
        },
      ],
    })
    // back to yearly: March 1 is no year
    await expectNoEntityWritten(server, async () =>
      expectError(
        await patchEntity(
          server,
          token,
          entity.id,
          saveBody(withMarch, {
            facets: [
              {
                id: series.id,
                facetTypeId: series.facetTypeId,
                order: series.order,
                fields: [],
                crossEntityFacetTypeId: yearly.id,
              },
            ],
          }),
        ),
        400,
        /^The date 2020-03-01T00:00:00.000Z does not fit a Annual series$/,
      ),
    )
  })

  it('answers the values of a type in batches sorted by id descending, with their entities', async () => {
    const type = await newType()
    const a = await statisticEntity(uniqueName('Grid A'), type.id, [
      { date: '2020-01-01', value: 1 },
      { date: '2021-01-01', value: 2 },
    ])
    const b = await statisticEntity(uniqueName('Grid B'), type.id, [{ date: '2020-01-01', value: 3 }])
    const page = expectStatus(
      await server.api<Page<Cef>>('GET', '/cross-entity-facets', {
        token,
        query: `crossEntityFacetTypeId=${type.id}&$limit=10000&$sort[id]=-1`,
      }),
      200,
    )
    expect(page.total).toBe(3)
    expect(page.data.map((row) => row.id)).toEqual([...page.data.map((row) => row.id)].sort((x, y) => y - x))
    const isoTime = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(page.data[0]).toEqual({
      id: expect.any(Number),
      entityId: b.id,
      facetId: b.facets.find((facet) => facet.crossEntityFacetTypeId === type.id)?.id,
      crossEntityFacetTypeId: type.id,
      entity: { id: b.id, name: b.name, type: 'Statistic Entity' },
      value: 3,
      rank: 1,
      total: 2,
      percent: 75,
      date: '2020-01-01T00:00:00.000Z',
      createdAt: isoTime,
      updatedAt: isoTime,
    })
    expect(page.data.filter((row) => row.entityId === a.id)).toHaveLength(2)
    const answer = await fetch(`${server.url}/api/cross-entity-facets?crossEntityFacetTypeId=${type.id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(await answer.json()).toEqual({ ...page, limit: 10000 })
    const second = expectStatus(
      await server.api<Page<Cef>>('GET', '/cross-entity-facets', {
        token,
        query: `crossEntityFacetTypeId=${type.id}&$limit=2&$skip=2&$sort[id]=-1`,
      }),
      200,
    )
    expect(second.data.map((row) => row.id)).toEqual([page.data[2].id])
    for (const query of ['$limit=10001', 'crossEntityFacetTypeId=nope', '$sort[entityId]=1', 'value=3']) {
      expectError(await server.api('GET', '/cross-entity-facets', { token, query }), 400)
    }
    expectError(await server.api('POST', '/cross-entity-facets', { token, body: {} }), 405)
  })
})
