import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_PAGE_SIZE } from '../../../common/limits'
import type { EntityTemplate } from '../../../common/templateFormat'
import { startTestServer, type ApiResponse, type TestServer } from '../harness'
import {
  createBody,
  createEntity,
  expectNoEntityWritten,
  expectStatus,
  facetTypeOf,
  newFacet,
  templateOf,
} from '../entityHelpers'
import { addSignedInUser, expectError, isoDay, signInAdmin } from '../helpers'

let server: TestServer
let admin: string
let analyst: string
let trial: string
let actor: EntityTemplate
let comparisonSet: EntityTemplate

beforeAll(async () => {
  server = await startTestServer()
  admin = await signInAdmin(server)
  analyst = (await addSignedInUser(server, admin, { role: 'analyst' })).token
  trial = (await addSignedInUser(server, admin, { role: 'trial', trialEndDate: isoDay(30) })).token
  actor = await templateOf(server, admin, 'Actor', 'Organisation')
  comparisonSet = await templateOf(server, admin, 'Brief', 'Comparison Set')
})
afterAll(() => server.close())

let counter = 0
const entity = async (template = actor) =>
  (
    await createEntity(
      server,
      admin,
      createBody(template, [newFacet(facetTypeOf(template, 'Name'), { value: [{ value: `Bulk ${++counter}` }] })]),
    )
  ).id
const listed = (ids: readonly string[]) => ids.map((id, index) => `id[$in][${index}]=${id}`).join('&')
const removeMany = (query: string, token = admin) =>
  server.api<{ id: string }[]>('DELETE', '/entities', { token, query })
const removeOne = (id: string) => server.api('DELETE', `/entities/${id}`, { token: admin })
const rowErrors = (response: ApiResponse<unknown>) => (response.body as { errors?: unknown }).errors
const stored = async (ids: readonly string[]) => (await server.db('entities').whereIn('id', ids).pluck('id')).sort()

describe('DELETE /entities?id[$in]=…: the grid’s selection deleted at once', () => {
  it('deletes every listed entity, with their facets, and answers them', async () => {
    const ids = [await entity(), await entity(), await entity()]
    const answer = expectStatus(await removeMany(listed(ids)), 200)
    expect(answer.map((row) => row.id)).toEqual(ids)
    expect(await stored(ids)).toEqual([])
    expect(await server.db('facets').whereIn('entityId', ids)).toEqual([])
  })

  it('refuses them all when one is refused, naming each refused row with its reason, and deletes nothing', async () => {
    const [one, two, set] = [await entity(), await entity(), await entity(comparisonSet)]
    const missing = '00000000-0000-4000-8000-000000000000'
    const response = await expectNoEntityWritten(server, () => removeMany(listed([one, set, missing, two, one])))
    expectError(response, 400, 'Some rows cannot be deleted: nothing was deleted')
    expect(rowErrors(response)).toEqual(
      expect.arrayContaining([
        { id: set, message: 'Comparison sets for statistics cannot be deleted for now' },
        { id: missing, message: 'Unknown entity' },
        { id: one, message: 'The same item is sent twice' },
      ]),
    )
    expect(rowErrors(response)).toHaveLength(3)
    expect(await stored([one, two, set])).toEqual([one, two, set].sort())
  })

  it('is the admins’: analysts and trial users get 403, no token 401, and nothing is deleted', async () => {
    const ids = [await entity(), await entity()]
    expectError(await expectNoEntityWritten(server, () => removeMany(listed(ids), analyst)), 403)
    expectError(await expectNoEntityWritten(server, () => removeMany(listed(ids), trial)), 403)
    expectError(
      await expectNoEntityWritten(server, () => server.api('DELETE', '/entities', { query: listed(ids) })),
      401,
    )
    expect(await stored(ids)).toEqual([...ids].sort())
  })

  it.each([
    ['no list', ''],
    ['an empty id', 'id[$in][0]='],
    ['a filter instead of ids', 'stage=published'],
    ['ids and a filter', `${listed(['00000000-0000-4000-8000-000000000000'])}&stage=published`],
    ['an id that is not a uuid', 'id[$in][0]=12'],
  ])('refuses %s with 400, deleting nothing', async (_case, query) => {
    await entity()
    expectError(await expectNoEntityWritten(server, () => removeMany(query)), 400)
  })

  it(`refuses more than ${MAX_PAGE_SIZE} ids at once`, async () => {
    const ids = Array.from(
      { length: MAX_PAGE_SIZE + 1 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    )
    expectError(await expectNoEntityWritten(server, () => removeMany(listed(ids))), 400)
  })

  it('leaves the single delete as it was: 404 for an unknown id, 400 for a Comparison Set', async () => {
    expectError(await removeOne('00000000-0000-4000-8000-000000000000'), 404)
    expectError(
      await removeOne(await entity(comparisonSet)),
      400,
      'Comparison sets for statistics cannot be deleted for now',
    )
  })
})
