import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_PAGE_SIZE } from '../../../common/limits'
import { TRASH_KINDS, type TrashItem } from '../../../common/trash'
import { startTestServer, type ApiResponse, type TestServer } from '../harness'
import { createBody, createEntity, facetTypeOf, newFacet, templateOf } from '../entityHelpers'
import { addSignedInUser, countRows, expectError, isoDay, signInAdmin } from '../helpers'
import { PATHS, recordMaker, TABLES } from './trashRecords'

let server: TestServer
let admin: string
let analyst: { token: string; user: { id: string } }
let trial: string
let newRecord: ReturnType<typeof recordMaker>

beforeAll(async () => {
  server = await startTestServer()
  admin = await signInAdmin(server)
  analyst = await addSignedInUser(server, admin, { role: 'analyst' })
  trial = (await addSignedInUser(server, admin, { role: 'trial', trialEndDate: isoDay(30) })).token
  const organisation = await templateOf(server, admin, 'Actor', 'Organisation')
  const body = createBody(organisation, [
    newFacet(facetTypeOf(organisation, 'Name'), { value: [{ value: 'Bulk Co' }] }),
  ])
  const issuerId = (await createEntity(server, admin, body)).id
  // country 1 is a topic (of sources, of this entity): it may not be deleted
  await server.db('topic_links').insert({ entityId: issuerId, countryId: 1 })
  newRecord = recordMaker(server, analyst.token, issuerId)
})
afterAll(() => server.close())

const listed = (ids: readonly (number | string)[]) => ids.map((id, index) => `id[$in][${index}]=${id}`).join('&')
const removeMany = (path: string, query: string, token = analyst.token) =>
  server.api<{ id: number }[]>('DELETE', path, { token, query })
const rowErrors = (response: ApiResponse<unknown>) => (response.body as { errors?: unknown }).errors

/** Every row of the trash kinds' tables, deleted or not, and the usage events. */
async function trashState() {
  const rows = await Promise.all(
    TRASH_KINDS.map((kind) => server.db(`${TABLES[kind]}_with_trash`).orderBy('id').select('id', 'deleted_at')),
  )
  return { rows, usage: await countRows(server.db, 'usage_events') }
}
async function expectNothingDeleted(call: () => Promise<ApiResponse<unknown>>, status: number) {
  const before = await trashState()
  const response = await call()
  expectError(response, status)
  expect(await trashState()).toEqual(before)
  return response
}

describe('DELETE /{list}?id[$in]=…: a selection of a reference list deleted at once', () => {
  it.each(TRASH_KINDS)('puts every listed %s in the trash, as single deletes do, and answers them', async (kind) => {
    const records = [await newRecord(kind), await newRecord(kind)]
    const ids = records.map((record) => record.id)
    const response = await removeMany(PATHS[kind], listed(ids))
    expect(response.status).toBe(200)
    expect(response.body.map((record) => record.id)).toEqual(ids)
    expect(await server.db(TABLES[kind]).whereIn('id', ids)).toEqual([])
    const trashed = await server.db(`${TABLES[kind]}_with_trash`).whereIn('id', ids)
    expect(trashed.map((row: { deleted_by: string }) => row.deleted_by)).toEqual([analyst.user.id, analyst.user.id])
    const items = await server.api<{ data: TrashItem[] }>('GET', '/trash', { token: admin, query: `kind=${kind}` })
    expect(items.body.data.map((item) => item.recordId)).toEqual(expect.arrayContaining(ids))
  })

  it.each(TRASH_KINDS)(
    'refuses the whole %s selection when one row is refused, naming it, deleting nothing',
    async (kind) => {
      const record = await newRecord(kind)
      const gone = await newRecord(kind)
      expect((await server.api('DELETE', `${PATHS[kind]}/${gone.id}`, { token: analyst.token })).status).toBe(200)
      const response = await expectNothingDeleted(() => removeMany(PATHS[kind], listed([record.id, gone.id])), 400)
      expect((response.body as { message: string }).message).toBe('Some rows cannot be deleted: nothing was deleted')
      expect(rowErrors(response)).toEqual([{ id: gone.id, message: `No record found for id '${gone.id}'` }])
    },
  )

  it('gives each refused row its own reason: a country still a topic, ids of no record', async () => {
    const free = await newRecord('country')
    const response = await expectNothingDeleted(() => removeMany('/countries', listed([free.id, 1, 0, 'x'])), 400)
    expect(rowErrors(response)).toEqual([
      { id: 1, message: 'This country is a topic of RSS sources and cannot be deleted' },
      { id: '0', message: "No record found for id '0'" },
      { id: 'x', message: "No record found for id 'x'" },
    ])
  })

  it('is the console roles’: trial users get 403, no token 401, deleting nothing', async () => {
    const ids = [(await newRecord('landscape')).id]
    await expectNothingDeleted(() => removeMany('/landscapes', listed(ids), trial), 403)
    await expectNothingDeleted(() => server.api('DELETE', '/landscapes', { query: listed(ids) }), 401)
  })

  it.each([
    ['no list', ''],
    ['a filter instead of ids', 'name=Anything'],
    ['ids and a filter', 'id[$in][0]=1&name=Anything'],
    [`more than ${MAX_PAGE_SIZE} ids`, listed(Array.from({ length: MAX_PAGE_SIZE + 1 }, (_, index) => index + 1))],
  ])('refuses %s with 400, deleting nothing', async (_case, query) => {
    await expectNothingDeleted(() => removeMany('/landscapes', query), 400)
  })
})
