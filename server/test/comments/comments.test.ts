import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CommentRecord } from '../../../common/entityFormat'
import { addPlotEntity, type FixtureEntity } from '../entityFixtures'
import { startTestServer, type TestServer } from '../harness'
import {
  addSignedInUser,
  adminId,
  expectError,
  expectNothingWritten,
  isoDay,
  signInAdmin,
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
let analyst: Account
let otherAnalyst: Account
let trialToken: string
let userToken: string
let entity: FixtureEntity
let facetId: string

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  admin = await adminId(server.db)
  adminName = (await userRow(server.db, admin))!.name
  analyst = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann Analyst' })
  otherAnalyst = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Otto Other' })
  trialToken = (await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })).token
  userToken = (await addSignedInUser(server, adminToken, { role: 'user' })).token
  entity = await addPlotEntity(server.db, { creatorId: analyst.user.id })
  facetId = entity.facets[0].id
})
afterAll(() => server.close())

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

const create = (body: unknown, token = analyst.token) => server.api<CommentRecord>('POST', '/comments', { token, body })
const find = (query: string, token: string | undefined = analyst.token) =>
  server.api<Page<CommentRecord>>('GET', '/comments', { token, query })
const get = (id: string, token = analyst.token) => server.api<CommentRecord>('GET', `/comments/${id}`, { token })
const remove = (id: string, token = analyst.token) => server.api<CommentRecord>('DELETE', `/comments/${id}`, { token })

async function newComment(body: Record<string, unknown> = {}, token = analyst.token): Promise<CommentRecord> {
  const response = await create({ sourceId: facetId, details: 'Needs a source', ...body }, token)
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

/** Runs `call` and asserts that it changed no comment (nor users, nor mail). */
async function expectNoCommentWritten<T>(call: () => Promise<T>): Promise<T> {
  const before = await server.db('comments').orderBy('id')
  const result = await expectNothingWritten(server.db, call)
  expect(await server.db('comments').orderBy('id')).toEqual(before)
  return result
}

/** A facet of its own for tests that count or order its comments. */
async function freshFacet(): Promise<string> {
  return (await addPlotEntity(server.db, { creatorId: admin })).facets[0].id
}

/** `count` comments on `sourceId` written straight to the database, one a minute, the last the newest. */
async function insertComments(sourceId: string, count: number) {
  const start = Date.parse('2024-01-01T00:00:00Z')
  const rows = Array.from({ length: count }, (_, i) => {
    const at = new Date(start + i * 60_000)
    return {
      sourceId,
      details: `Comment ${i}`,
      assessment: (i % 5) + 1,
      userId: admin,
      username: 'Admin',
      createdAt: at,
      updatedAt: at,
    }
  })
  await server.db('comments').insert(rows)
}

describe('POST /comments', () => {
  it('adds a comment by the caller, assessed 3 by default', async () => {
    const { status, body } = await create({ sourceId: facetId, details: '  Check the dates\nof the second event  ' })
    expect(status).toBe(201)
    expect(body).toEqual({
      id: expect.any(String),
      sourceId: facetId,
      details: 'Check the dates\nof the second event',
      assessment: 3,
      userId: analyst.user.id,
      username: 'Ann Analyst',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    })
    const stored = await server.db('comments').where({ id: body.id }).first()
    expect(stored).toMatchObject({ sourceId: facetId, details: 'Check the dates\nof the second event', assessment: 3 })
    expect(await get(body.id)).toMatchObject({ status: 200, body })
  })

  it.each([1, 5])('takes assessment %i', async (assessment) => {
    expect((await newComment({ assessment })).assessment).toBe(assessment)
  })

  it('takes 5,000 characters', async () => {
    expect((await newComment({ details: 'x'.repeat(5000) })).details).toHaveLength(5000)
  })

  it('lets an admin comment too, under the admin name', async () => {
    const comment = await newComment({}, adminToken)
    expect(comment).toMatchObject({ userId: admin, username: adminName })
  })

  it.each([
    ['no text', { sourceId: 'FACET' }, 'Comment text is required'],
    ['empty text', { sourceId: 'FACET', details: '' }, 'Comment text is required'],
    ['blank text', { sourceId: 'FACET', details: ' \n ' }, 'Comment text is required'],
    ['null text', { sourceId: 'FACET', details: null }, 'Comment text is required'],
    ['text over 5,000 characters', { sourceId: 'FACET', details: 'x'.repeat(5001) }, 'Value too long'],
    ['assessment 0', { sourceId: 'FACET', details: 'ok', assessment: 0 }, 'Assessment must be between 1 and 5'],
    ['assessment 6', { sourceId: 'FACET', details: 'ok', assessment: 6 }, 'Assessment must be between 1 and 5'],
    ['assessment 2.5', { sourceId: 'FACET', details: 'ok', assessment: 2.5 }, 'Assessment must be between 1 and 5'],
    ['assessment as text', { sourceId: 'FACET', details: 'ok', assessment: '4' }, 'Assessment must be between 1 and 5'],
    ['assessment null', { sourceId: 'FACET', details: 'ok', assessment: null }, 'Assessment must be between 1 and 5'],
    ['text that is not text', { sourceId: 'FACET', details: 42 }, /details/],
    ['no facet', { details: 'ok' }, "Missing property 'sourceId'"],
    ['a facet id that is not a uuid', { sourceId: 'abc', details: 'ok' }, /sourceId/],
    ['a user id of its own', { sourceId: 'FACET', details: 'ok', userId: UNKNOWN_ID }, "Unknown property 'userId'"],
    [
      'a user name of its own',
      { sourceId: 'FACET', details: 'ok', username: 'Someone' },
      "Unknown property 'username'",
    ],
    ['a list of comments', [{ sourceId: 'FACET', details: 'ok' }], 'Send one comment'],
  ])('refuses %s with 400 and writes nothing', async (_, body, message) => {
    const withFacet = JSON.parse(JSON.stringify(body).replaceAll('FACET', facetId))
    const response = await expectNoCommentWritten(() => create(withFacet))
    expectError(response, 400, message)
  })

  it('refuses a facet that does not exist with 404 and writes nothing', async () => {
    const response = await expectNoCommentWritten(() => create({ sourceId: UNKNOWN_ID, details: 'ok' }))
    expectError(response, 404, 'Facet not found')
  })

  it('refuses a query string with 400', async () => {
    const response = await expectNoCommentWritten(() =>
      server.api('POST', '/comments', {
        token: analyst.token,
        body: { sourceId: facetId, details: 'ok' },
        query: 'x=1',
      }),
    )
    expectError(response, 400, "Unknown property 'x'")
  })
})

describe('GET /comments', () => {
  it("lists one facet's comments, newest first", async () => {
    const sourceId = await freshFacet()
    const first = await newComment({ sourceId, details: 'first' })
    const second = await newComment({ sourceId, details: 'second' }, adminToken)
    await newComment({ sourceId: entity.facets[1].id, details: 'on another facet' })
    const { status, body } = await find(`sourceId=${sourceId}&$sort[createdAt]=-1&$limit=100`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ total: 2, limit: 100, skip: 0 })
    expect(body.data).toEqual([second, first])
  })

  it('gives the 100 most recent of 105, newest first, and the total', async () => {
    const sourceId = await freshFacet()
    await insertComments(sourceId, 105)
    const { body } = await find(`sourceId=${sourceId}&$sort[createdAt]=-1&$limit=100`)
    expect(body).toMatchObject({ total: 105, limit: 100 })
    expect(body.data.map((comment) => comment.details)).toEqual(
      Array.from({ length: 100 }, (_, i) => `Comment ${104 - i}`),
    )
    const byDefault = await find(`sourceId=${sourceId}`)
    expect(byDefault.body.limit).toBe(100)
    expect(byDefault.body.data).toEqual(body.data)
  })

  it('takes a $limit above 100 as 100, counts with $limit=0 and sorts oldest first on request', async () => {
    const sourceId = await freshFacet()
    await insertComments(sourceId, 105)
    const capped = await find(`sourceId=${sourceId}&$limit=500`)
    expect(capped.body).toMatchObject({ total: 105, limit: 100 })
    expect(capped.body.data).toHaveLength(100)
    expect((await find(`sourceId=${sourceId}&$limit=0`)).body).toEqual({ total: 105, limit: 0, skip: 0, data: [] })
    const oldest = await find(`sourceId=${sourceId}&$sort[createdAt]=1&$limit=2&$skip=1`)
    expect(oldest.body.data.map((comment) => comment.details)).toEqual(['Comment 1', 'Comment 2'])
  })

  it.each([
    ['no facet filter', '', "Missing property 'sourceId'"],
    ['a facet filter that is not a uuid', 'sourceId=abc', /sourceId/],
    ['an unknown filter', `sourceId=${UNKNOWN_ID}&details=x`, "Unknown property 'details'"],
    ['a sort on an unknown field', `sourceId=${UNKNOWN_ID}&$sort[username]=1`, "Unknown property 'username'"],
    ['a negative $limit', `sourceId=${UNKNOWN_ID}&$limit=-1`, /limit/],
  ])('refuses %s with 400', async (_, query, message) => {
    expectError(await find(query), 400, message)
  })

  it('answers an empty list for a facet without comments', async () => {
    expect((await find(`sourceId=${UNKNOWN_ID}`)).body).toEqual({ total: 0, limit: 100, skip: 0, data: [] })
  })

  it('answers 404 for an unknown or malformed id', async () => {
    expectError(await get(UNKNOWN_ID), 404)
    expectError(await get('not-an-id'), 404)
  })
})

describe('DELETE /comments/{id}', () => {
  it('removes one of my own comments and answers it', async () => {
    const comment = await newComment()
    const { status, body } = await remove(comment.id)
    expect(status).toBe(200)
    expect(body).toEqual(comment)
    expect(await server.db('comments').where({ id: comment.id }).first()).toBeUndefined()
  })

  it("refuses an analyst removing another user's comment with 403 and removes nothing", async () => {
    const comment = await newComment({}, otherAnalyst.token)
    const byAdmin = await newComment({}, adminToken)
    for (const id of [comment.id, byAdmin.id]) {
      const response = await expectNoCommentWritten(() => remove(id))
      expectError(response, 403, 'You can delete only your own comments')
    }
  })

  it("lets an admin remove anyone's comment", async () => {
    const comment = await newComment({}, otherAnalyst.token)
    expect((await remove(comment.id, adminToken)).status).toBe(200)
    expect(await server.db('comments').where({ id: comment.id }).first()).toBeUndefined()
  })

  it('answers 404 for an unknown or malformed id', async () => {
    expectError(await expectNoCommentWritten(() => remove(UNKNOWN_ID)), 404)
    expectError(await expectNoCommentWritten(() => remove('not-an-id')), 404)
  })

  it("goes with its facet: removing the facet's entity removes its comments", async () => {
    const own = await addPlotEntity(server.db, { creatorId: admin })
    const comment = await newComment({ sourceId: own.facets[0].id })
    await server.db('entities').where({ id: own.id }).delete()
    expect(await server.db('comments').where({ id: comment.id }).first()).toBeUndefined()
  })
})

describe('who may call', () => {
  it.each([
    ['PATCH', 'patch'],
    ['PUT', 'update'],
  ])('%s is not offered (405) and writes nothing', async (method) => {
    const comment = await newComment()
    const response = await expectNoCommentWritten(() =>
      server.api(method, `/comments/${comment.id}`, { token: adminToken, body: { details: 'changed' } }),
    )
    expectError(response, 405)
  })

  it.each([
    ['trial', () => trialToken],
    ['user', () => userToken],
  ])('refuses role %s with 403 and writes nothing', async (_, token) => {
    const comment = await newComment()
    expectError(await find(`sourceId=${facetId}`, token()), 403)
    expectError(await get(comment.id, token()), 403)
    expectError(await expectNoCommentWritten(() => create({ sourceId: facetId, details: 'ok' }, token())), 403)
    expectError(await expectNoCommentWritten(() => remove(comment.id, token())), 403)
  })

  it('refuses calls without a token with 401 and writes nothing', async () => {
    const comment = await newComment()
    expectError(await server.api('GET', '/comments', { query: `sourceId=${facetId}` }), 401)
    expectError(await server.api('GET', `/comments/${comment.id}`), 401)
    expectError(
      await expectNoCommentWritten(() =>
        server.api('POST', '/comments', { body: { sourceId: facetId, details: 'ok' } }),
      ),
      401,
    )
    expectError(await expectNoCommentWritten(() => server.api('DELETE', `/comments/${comment.id}`)), 401)
  })
})
