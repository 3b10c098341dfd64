import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FacetLogRecord, RejectionRecord } from '../../../common/entityFormat'
import type { Stage } from '../../../common/workflow'
import { addPlotEntity, facetRow } from '../entityFixtures'
import { startTestServer, type TestServer } from '../harness'
import {
  addSignedInUser,
  adminId,
  expectError,
  expectNothingWritten,
  isoDay,
  signInAdmin,
  uniqueEmail,
  userRow,
  type Page,
  type UserBody,
} from '../helpers'

interface Account {
  user: UserBody
  token: string
}

let server: TestServer
let adminToken: string
let admin: string
let adminName: string
let otherAdmin: Account
let analyst: Account
let trial: Account
let userToken: string

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  admin = await adminId(server.db)
  adminName = (await userRow(server.db, admin))!.name
  otherAdmin = await addSignedInUser(server, adminToken, { role: 'admin', name: 'Ada Admin' })
  analyst = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann Analyst' })
  trial = await addSignedInUser(server, adminToken, { role: 'trial', name: 'Tom Trial', trialEndDate: isoDay(30) })
  userToken = (await addSignedInUser(server, adminToken, { role: 'user' })).token
})
afterAll(() => server.close())

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

const reject = (body: unknown, token = adminToken) =>
  server.api<RejectionRecord>('POST', '/rejections/', { token, body })
const find = (query: string, token: string | undefined = analyst.token) =>
  server.api<Page<RejectionRecord>>('GET', '/rejections', { token, query })
const get = (id: string, token = analyst.token) => server.api<RejectionRecord>('GET', `/rejections/${id}`, { token })
const remove = (id: string, token = adminToken) => server.api<RejectionRecord>('DELETE', `/rejections/${id}`, { token })

/** A facet of its own, assigned to `assignedToId` (the analyst unless said otherwise) at `stage`. */
async function freshFacet(assignedToId: string | null = analyst.user.id, stage: Stage = 'review') {
  const entity = await addPlotEntity(server.db, { creatorId: analyst.user.id, assignedToId, stage })
  return entity.facets[0].id
}

const logOf = (facetId: string) =>
  server
    .db<FacetLogRecord>('facet_logs')
    .where({ facetId })
    .orderBy('action')
    .select('action', 'description', 'userId', 'username', 'assignedToId')

/** Everything a refused rejection could have written: rejections, facets and their logs (and users, mail). */
async function expectNoRejectionWritten<T>(call: () => Promise<T>): Promise<T> {
  const state = async () => ({
    rejections: await server.db('rejections').orderBy('id'),
    facets: await server.db('facets').orderBy('id'),
    logs: await server.db('facet_logs').orderBy('id'),
  })
  const before = await state()
  const result = await expectNothingWritten(server.db, call)
  expect(await state()).toEqual(before)
  return result
}

/** `count` rejections of `facetId` written straight to the database, one a minute, the last the newest. */
async function insertRejections(facetId: string, count: number, people: string[] = [admin]) {
  const start = Date.parse('2024-01-01T00:00:00Z')
  const rows = Array.from({ length: count }, (_, i) => {
    const at = new Date(start + i * 60_000)
    const rejectorId = people[i % people.length]
    const userId = people[(i + 1) % people.length]
    return { facetId, comment: `Rejection ${i}`, rejectorId, userId, createdAt: at, updatedAt: at }
  })
  await server.db('rejections').insert(rows)
}

describe('POST /rejections', () => {
  it('rejects the facet: stage rejected, analyst kept, a reject entry in its log, all answered with names', async () => {
    const facetId = await freshFacet()
    const before = (await facetRow(server.db, facetId))!
    const { status, body } = await reject({ facetId, comment: '  The sources are missing  ' })
    expect(status).toBe(201)
    expect(body).toEqual({
      id: expect.any(String),
      facetId,
      comment: 'The sources are missing',
      createdAt: expect.any(String),
      rejector: { id: admin, name: adminName },
      user: { id: analyst.user.id, name: 'Ann Analyst' },
    })
    const after = (await facetRow(server.db, facetId))!
    expect(after).toMatchObject({ stage: 'rejected', assignedToId: analyst.user.id })
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime())
    expect(await logOf(facetId)).toEqual([
      {
        action: 'reject',
        description: 'Rejected: The sources are missing',
        userId: admin,
        username: adminName,
        assignedToId: null,
      },
    ])
    expect(await server.db('rejections').where({ id: body.id }).first()).toMatchObject({
      facetId,
      rejectorId: admin,
      userId: analyst.user.id,
    })
    expect(await get(body.id)).toMatchObject({ status: 200, body })
  })

  it('keeps an admin assignee', async () => {
    const facetId = await freshFacet(otherAdmin.user.id)
    const { body } = await reject({ facetId, comment: 'Wrong dates' })
    expect(body.user).toEqual({ id: otherAdmin.user.id, name: 'Ada Admin' })
    expect(await facetRow(server.db, facetId)).toMatchObject({ stage: 'rejected', assignedToId: otherAdmin.user.id })
  })

  it('rejects an unassigned facet: no user recorded, nobody assigned', async () => {
    const facetId = await freshFacet(null, 'unassigned')
    const { body } = await reject({ facetId, comment: 'Empty' })
    expect(body.user).toBeNull()
    expect(await facetRow(server.db, facetId)).toMatchObject({ stage: 'rejected', assignedToId: null })
    expect((await logOf(facetId)).map((entry) => entry.action)).toEqual(['reject'])
  })

  it('records an assignee who may not be assigned at rejected, and unassigns them, logging it', async () => {
    const facetId = await freshFacet(trial.user.id)
    const { body } = await reject({ facetId, comment: 'Not for a trial account' })
    expect(body.user).toEqual({ id: trial.user.id, name: 'Tom Trial' })
    expect(await facetRow(server.db, facetId)).toMatchObject({ stage: 'rejected', assignedToId: null })
    expect(await logOf(facetId)).toEqual([
      expect.objectContaining({ action: 'reassign', description: 'Unassigned', userId: admin, assignedToId: null }),
      expect.objectContaining({ action: 'reject', description: 'Rejected: Not for a trial account' }),
    ])
  })

  it('unassigns an assignee who was removed, recording no user', async () => {
    const facetId = await freshFacet(UNKNOWN_ID)
    const { body } = await reject({ facetId, comment: 'Orphaned' })
    expect(body.user).toBeNull()
    expect(await facetRow(server.db, facetId)).toMatchObject({ stage: 'rejected', assignedToId: null })
  })

  it.each<Stage>(['published', 'rejected', 'edit'])('rejects a facet at stage %s', async (stage) => {
    const facetId = await freshFacet(analyst.user.id, stage)
    expect((await reject({ facetId, comment: 'Again' })).status).toBe(201)
    expect(await facetRow(server.db, facetId)).toMatchObject({ stage: 'rejected', assignedToId: analyst.user.id })
  })

  it('takes a comment of 5,000 characters', async () => {
    const facetId = await freshFacet()
    expect((await reject({ facetId, comment: 'x'.repeat(5000) })).body.comment).toHaveLength(5000)
  })

  it.each([
    ['no comment', { facetId: 'FACET' }, 'Rejection comment is required'],
    ['an empty comment', { facetId: 'FACET', comment: '' }, 'Rejection comment is required'],
    ['a blank comment', { facetId: 'FACET', comment: ' \n\t' }, 'Rejection comment is required'],
    ['a null comment', { facetId: 'FACET', comment: null }, 'Rejection comment is required'],
    ['a comment over 5,000 characters', { facetId: 'FACET', comment: 'x'.repeat(5001) }, 'Value too long'],
    ['a comment that is not text', { facetId: 'FACET', comment: ['x'] }, /comment/],
    ['no facet', { comment: 'Missing sources' }, "Missing property 'facetId'"],
    ['a facet id that is not a uuid', { facetId: 'abc', comment: 'Missing sources' }, /facetId/],
    [
      'a rejector of its own',
      { facetId: 'FACET', comment: 'x', rejectorId: UNKNOWN_ID },
      "Unknown property 'rejectorId'",
    ],
    ['a user of its own', { facetId: 'FACET', comment: 'x', userId: UNKNOWN_ID }, "Unknown property 'userId'"],
    ['a list of rejections', [{ facetId: 'FACET', comment: 'x' }], 'Send one rejection'],
  ])('refuses %s with 400 and writes nothing', async (_, body, message) => {
    const facetId = await freshFacet()
    const withFacet = JSON.parse(JSON.stringify(body).replaceAll('FACET', facetId))
    expectError(await expectNoRejectionWritten(() => reject(withFacet)), 400, message)
  })

  it('refuses a facet that does not exist with 404 and writes nothing', async () => {
    const response = await expectNoRejectionWritten(() => reject({ facetId: UNKNOWN_ID, comment: 'Missing sources' }))
    expectError(response, 404, 'Facet not found')
  })

  it('writes all or nothing: when the log entry cannot be written, the facet keeps its stage', async () => {
    const facetId = await freshFacet()
    await server.db.raw(`ALTER TABLE facet_logs ADD CONSTRAINT test_no_reject CHECK (action <> 'reject') NOT VALID`)
    try {
      const response = await expectNoRejectionWritten(() => reject({ facetId, comment: 'Half done?' }))
      expectError(response, 500, 'Something went wrong...')
    } finally {
      await server.db.raw('ALTER TABLE facet_logs DROP CONSTRAINT test_no_reject')
    }
    expect(await facetRow(server.db, facetId)).toMatchObject({ stage: 'review', assignedToId: analyst.user.id })
  })

  it('refuses analysts with 403 and writes nothing: rejecting is a stage change, an admin one', async () => {
    const facetId = await freshFacet()
    const response = await expectNoRejectionWritten(() => reject({ facetId, comment: 'Mine' }, analyst.token))
    expectError(response, 403)
  })
})

describe('GET /rejections', () => {
  it("lists one facet's rejections newest first, with the rejector's and the user's names", async () => {
    const facetId = await freshFacet()
    const first = (await reject({ facetId, comment: 'First' })).body
    const second = (await reject({ facetId, comment: 'Second' }, otherAdmin.token)).body
    await reject({ facetId: await freshFacet(), comment: 'Elsewhere' })
    const { status, body } = await find(`facetId=${facetId}&$limit=100`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ total: 2, limit: 100, skip: 0 })
    expect(body.data).toEqual([second, first])
    // the console's list asks for that order in so many words
    const asked = await find(`facetId=${facetId}&$limit=100&$skip=0&$sort[createdAt]=-1`)
    expect(asked.body.data).toEqual([second, first])
    expect(body.data[0].rejector).toEqual({ id: otherAdmin.user.id, name: 'Ada Admin' })
  })

  it('gives the 100 most recent of 105 and the total; $limit=0 counts; a larger $limit is 100', async () => {
    const facetId = await freshFacet()
    await insertRejections(facetId, 105)
    const { body } = await find(`facetId=${facetId}&$limit=100`)
    expect(body).toMatchObject({ total: 105, limit: 100 })
    expect(body.data.map((rejection) => rejection.comment)).toEqual(
      Array.from({ length: 100 }, (_, i) => `Rejection ${104 - i}`),
    )
    expect((await find(`facetId=${facetId}`)).body.data).toEqual(body.data)
    expect((await find(`facetId=${facetId}&$limit=0`)).body).toEqual({ total: 105, limit: 0, skip: 0, data: [] })
    expect((await find(`facetId=${facetId}&$limit=500`)).body.data).toHaveLength(100)
    const page = await find(`facetId=${facetId}&$limit=2&$skip=100`)
    expect(page.body.data.map((rejection) => rejection.comment)).toEqual(['Rejection 4', 'Rejection 3'])
  })

  it('reads the names of a page in one query, however many people it names', async () => {
    const people = await server.db('users').insert(
      Array.from({ length: 30 }, (_, i) => ({ email: uniqueEmail('reviewer'), name: `Reviewer ${i}`, role: 'admin' })),
      ['id'],
    )
    const facetId = await freshFacet()
    await insertRejections(
      facetId,
      100,
      people.map((person: { id: string }) => person.id),
    )
    const queriesOf = async (limit: number) => {
      let count = 0
      const counter = () => count++
      server.db.on('query', counter)
      const response = await find(`facetId=${facetId}&$limit=${limit}`)
      server.db.off('query', counter)
      expect(response.body.data).toHaveLength(limit)
      return count
    }
    const many = await queriesOf(100)
    expect(many).toBeGreaterThan(0)
    expect(many).toBe(await queriesOf(1))
    const names = new Set((await find(`facetId=${facetId}`)).body.data.map((rejection) => rejection.rejector.name))
    expect(names.size).toBe(30)
  })

  it("shows a removed rejector as 'Removed User' and a removed assignee as no user", async () => {
    const leaving = await addSignedInUser(server, adminToken, { role: 'admin', name: 'Lee Leaving' })
    const assignee = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Al Assignee' })
    const facetId = await freshFacet(assignee.user.id)
    const rejection = (await reject({ facetId, comment: 'Bye' }, leaving.token)).body
    await server.db('users').whereIn('id', [leaving.user.id, assignee.user.id]).delete()
    expect((await get(rejection.id)).body).toMatchObject({ rejector: { id: null, name: 'Removed User' }, user: null })
  })

  it.each([
    ['no facet filter', '', "Missing property 'facetId'"],
    ['a facet filter that is not a uuid', 'facetId=abc', /facetId/],
    ['an unknown filter', `facetId=${UNKNOWN_ID}&comment=x`, "Unknown property 'comment'"],
    ['an order other than newest first', `facetId=${UNKNOWN_ID}&$sort[createdAt]=1`, /\$sort/],
    ['a sort on another column', `facetId=${UNKNOWN_ID}&$sort[comment]=-1`, /comment/],
  ])('refuses %s with 400', async (_, query, message) => {
    expectError(await find(query), 400, message)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    expectError(await get(UNKNOWN_ID), 404)
    expectError(await get('not-an-id'), 404)
  })
})

describe('DELETE /rejections/{id}', () => {
  it('lets an admin remove a rejection, answering it; the facet stays rejected', async () => {
    const facetId = await freshFacet()
    const rejection = (await reject({ facetId, comment: 'Too short' })).body
    const { status, body } = await remove(rejection.id, otherAdmin.token)
    expect(status).toBe(200)
    expect(body).toEqual(rejection)
    expect(await server.db('rejections').where({ id: rejection.id }).first()).toBeUndefined()
    expect(await facetRow(server.db, facetId)).toMatchObject({ stage: 'rejected' })
  })

  it('refuses analysts with 403 and removes nothing', async () => {
    const rejection = (await reject({ facetId: await freshFacet(), comment: 'Keep me' })).body
    expectError(await expectNoRejectionWritten(() => remove(rejection.id, analyst.token)), 403)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    expectError(await expectNoRejectionWritten(() => remove(UNKNOWN_ID)), 404)
    expectError(await expectNoRejectionWritten(() => remove('not-an-id')), 404)
  })
})

describe('who may call', () => {
  it.each(['PATCH', 'PUT'])('%s is not offered (405) and writes nothing', async (method) => {
    const rejection = (await reject({ facetId: await freshFacet(), comment: 'Fixed?' })).body
    const response = await expectNoRejectionWritten(() =>
      server.api(method, `/rejections/${rejection.id}`, { token: adminToken, body: { comment: 'changed' } }),
    )
    expectError(response, 405)
  })

  it.each([
    ['trial', () => trial.token],
    ['user', () => userToken],
  ])('refuses role %s with 403 and writes nothing', async (_, token) => {
    const facetId = await freshFacet()
    const rejection = (await reject({ facetId, comment: 'Seen?' })).body
    expectError(await find(`facetId=${facetId}`, token()), 403)
    expectError(await get(rejection.id, token()), 403)
    expectError(await expectNoRejectionWritten(() => reject({ facetId, comment: 'x' }, token())), 403)
    expectError(await expectNoRejectionWritten(() => remove(rejection.id, token())), 403)
  })

  it('refuses calls without a token with 401 and writes nothing', async () => {
    const facetId = await freshFacet()
    const rejection = (await reject({ facetId, comment: 'Seen?' })).body
    expectError(await server.api('GET', '/rejections', { query: `facetId=${facetId}` }), 401)
    expectError(await server.api('GET', `/rejections/${rejection.id}`), 401)
    expectError(
      await expectNoRejectionWritten(() => server.api('POST', '/rejections/', { body: { facetId, comment: 'x' } })),
      401,
    )
    expectError(await expectNoRejectionWritten(() => server.api('DELETE', `/rejections/${rejection.id}`)), 401)
  })
})
