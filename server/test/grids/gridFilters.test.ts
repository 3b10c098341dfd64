import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTITY_STAGES } from '../../../common/workflow'
import { STAGES } from '../../../common/templateFormat'
import { startTestServer, type TestServer } from '../harness'
import { createBody, createEntity, expectStatus, facetTypeOf, newFacet, templateOf } from '../entityHelpers'
import { expectError, signInAdmin, type Page } from '../helpers'

let server: TestServer
let adminToken: string

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  const actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
  for (const name of ['Filter One', 'Filter Two']) {
    await createEntity(
      server,
      adminToken,
      createBody(actor, [newFacet(facetTypeOf(actor, 'Name'), { value: [{ value: name }] })]),
    )
  }
})
afterAll(() => server.close())

const get = (path: string, query: string) => server.api<Page<unknown>>('GET', path, { token: adminToken, query })

const dateMessage = (field: string) =>
  `The ${field} filter takes a date and time in ISO 8601, such as 2024-01-31T00:00:00.000Z`
const userMessage = (field: string) => `The ${field} filter takes a user id`
const rangeMessage = (field: string) =>
  `The ${field} filter ends before it starts: its $gte or $gt must come before its $lt or $lte`
const sortMessage = (field: string) => `Sort by ${field} with 1 (ascending) or -1 (descending)`
const LIMIT = '$limit takes a whole number of rows from 0'
const SKIP = '$skip takes a whole number of rows from 0 to 2147483647'

/** Bad filters both grids refuse alike, with their messages. */
const common: [string, string][] = [
  ['createdAt[$gte]=notadate', dateMessage('createdAt')],
  ['updatedAt[$lt]=2024-13-45', dateMessage('updatedAt')],
  ['createdAt[$lt]=2024-02-30T00:00:00.000Z', dateMessage('createdAt')],
  ['updatedAt[$gte]=2024-01-31', dateMessage('updatedAt')],
  ['createdAt[$gte]=', dateMessage('createdAt')],
  // a date PostgreSQL cannot hold (there is no year 0): refused before the database
  ['createdAt[$gte]=0000-01-01T00:00:00.000Z', dateMessage('createdAt')],
  ['updatedAt[$gte]=0001-01-01T00:00:00.000%2B01:00', dateMessage('updatedAt')],
  // a range that holds no moment: From after To, as a grid's days would give it, and its like
  ['createdAt[$gte]=2024-03-20T00:00:00.000Z&createdAt[$lt]=2024-03-11T00:00:00.000Z', rangeMessage('createdAt')],
  ['updatedAt[$gte]=2024-03-11T00:00:00.000Z&updatedAt[$lt]=2024-03-11T00:00:00.000Z', rangeMessage('updatedAt')],
  [
    'updatedAt[$gt]=2024-03-11T00:00:00.000Z&updatedAt[$lte]=2024-03-11T01:00:00.000%2B01:00',
    rangeMessage('updatedAt'),
  ],
  ['assignedToId=nope', userMessage('assignedToId')],
  ['assignedToId=12345', userMessage('assignedToId')],
  ['$sort[colour]=1', 'The list cannot be sorted by colour'],
  ['$sort[createdAt]=2', sortMessage('createdAt')],
  ['$sort[createdAt]=0', sortMessage('createdAt')],
  ['$sort[stage]=up', sortMessage('stage')],
  ['$sort=stage', 'Sort with $sort[column]=1 (ascending) or -1 (descending)'],
  ['$limit=-1', LIMIT],
  ['$limit=ten', LIMIT],
  ['$limit=2.5', LIMIT],
  ['$skip=-1', SKIP],
  ['$skip=abc', SKIP],
  ['$skip=1.5', SKIP],
  ['$skip=1e30', SKIP],
  ['$skip=99999999999999999999', SKIP],
]

describe('GET /entities: filters the grid cannot take are a 400 with a clear message', () => {
  const stages = `The stage filter takes one of: ${ENTITY_STAGES.join(', ')}`
  it.each<[string, string]>([
    ...common,
    ['stage=nonsense', stages],
    // facet stages are no entity stages
    ['stage=review', stages],
    ['stage[$in][0]=published&stage[$in][1]=edit', stages],
    ['stage[$ne]=nonsense', stages],
    ['creatorId=nope', userMessage('creatorId')],
    ['$or[0][createdAt][$gte]=nope', dateMessage('createdAt')],
    [
      '$or[0][createdAt][$gte]=2024-03-12T00:00:00.000Z&$or[0][createdAt][$lte]=2024-03-11T00:00:00.000Z',
      rangeMessage('createdAt'),
    ],
    ['topicId=abc', 'The topic filter must be a country id'],
    ['topicId=1.5', 'The topic filter must be a country id'],
    ['editorId=00000000-0000-4000-8000-000000000000', "Unknown property 'editorId'"],
  ])('%s', async (query, message) => {
    expectError(await get('/entities', query), 400, message)
    expectError(await get('/entities', `export=true&${query}`), 400, message)
  })

  it('refuses a page above 1000 rows (an export reads every row)', async () => {
    expectError(await get('/entities', '$limit=1001'), 400, 'At most 1000 rows can be asked for at once')
  })

  it('still takes the filters it took', async () => {
    for (const query of [
      'createdAt[$gte]=2024-01-01T00:00:00.000Z&createdAt[$lt]=2999-01-02T00:00:00.000Z',
      // one moment, both ends taking it
      'updatedAt[$gte]=2024-03-11T00:00:00.000Z&updatedAt[$lte]=2024-03-11T00:00:00.000Z',
      'stage=in progress',
      'stage=published',
      'assignedToId=',
      '$sort[name]=-1&$sort[updatedAt]=1',
      '$sort[assignedToId]=1',
      '$limit=0',
      '$skip=2147483647',
      'topicId=5',
    ]) {
      expect(expectStatus(await get('/entities', query), 200).data).toBeInstanceOf(Array)
    }
    expect(expectStatus(await get('/entities', 'stage=in progress'), 200).total).toBe(2)
  })
})

describe('GET /facets: filters the grid cannot take are a 400 with a clear message', () => {
  it.each<[string, string]>([
    ...common,
    ['stage=nonsense', `The stage filter takes one of: ${STAGES.join(', ')}`],
    ['stage=Review', `The stage filter takes one of: ${STAGES.join(', ')}`],
    ['editorId=nope', userMessage('editorId')],
    ['topic=abc', 'The topic filter must be a country id'],
    ['topic=-1', 'The topic filter must be a country id'],
    ['topic=1.5', 'The topic filter must be a country id'],
    ['$sort[name]=1', 'The list cannot be sorted by name'],
  ])('%s', async (query, message) => {
    expectError(await get('/facets', query), 400, message)
    expectError(await get('/facets', `export=true&${query}`), 400, message)
  })

  it('refuses a page above 1000 rows (an export reads every row)', async () => {
    expectError(await get('/facets', '$limit=1001'), 400, 'At most 1000 rows can be asked for at once')
  })

  it('still takes the filters it took', async () => {
    for (const query of [
      'createdAt[$gte]=2024-01-01T00:00:00.000Z&createdAt[$lt]=2999-01-02T00:00:00.000Z',
      // one moment, both ends taking it
      'updatedAt[$gte]=2024-03-11T00:00:00.000Z&updatedAt[$lte]=2024-03-11T00:00:00.000Z',
      'stage=review',
      'stage=no information',
      '$sort[entityName]=-1&$sort[updatedAt]=1',
      '$sort[assignedToId]=-1',
      '$limit=0',
      '$skip=2147483647',
      'topic=5',
    ]) {
      expect(expectStatus(await get('/facets', query), 200).data).toBeInstanceOf(Array)
    }
    expect(expectStatus(await get('/facets', 'stage=in progress'), 200).total).toBe(2)
  })
})
