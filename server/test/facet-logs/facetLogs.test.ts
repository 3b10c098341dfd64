import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FacetLogRecord } from '../../../common/entityFormat'
import { writeFacetLog } from '../../services/facet-logs/facet-logs.write'
import { addPlotEntity } from '../entityFixtures'
import { startTestServer, type TestServer } from '../harness'
import {
  addSignedInUser,
  adminId,
  expectError,
  expectNothingWritten,
  isoDay,
  signInAdmin,
  type Page,
  type UserBody,
} from '../helpers'

let server: TestServer
let adminToken: string
let admin: string
let analyst: { user: UserBody; token: string }
let trialToken: string
let userToken: string

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  admin = await adminId(server.db)
  analyst = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann Analyst' })
  trialToken = (await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })).token
  userToken = (await addSignedInUser(server, adminToken, { role: 'user' })).token
})
afterAll(() => server.close())

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

const find = (query: string, token: string | undefined = analyst.token) =>
  server.api<Page<FacetLogRecord>>('GET', '/facet-logs', { token, query })
const get = (id: string, token = analyst.token) => server.api<FacetLogRecord>('GET', `/facet-logs/${id}`, { token })

/** A facet of its own, so its log holds only what the test writes. */
const freshFacet = async () => (await addPlotEntity(server.db, { creatorId: admin })).facets[0].id

/** `count` entries written straight to the database, one a minute, the last the latest. */
async function insertEntries(facetId: string, count: number, action = 'update') {
  const start = Date.parse('2024-01-01T00:00:00Z')
  const rows = Array.from({ length: count }, (_, i) => {
    const at = new Date(start + i * 60_000)
    return {
      facetId,
      userId: admin,
      username: 'Admin',
      action,
      description: `Entry ${i}`,
      createdAt: at,
      updatedAt: at,
    }
  })
  await server.db('facet_logs').insert(rows)
}

/** Runs `call` and asserts that it changed no log entry (nor users, nor mail). */
async function expectNoLogWritten<T>(call: () => Promise<T>): Promise<T> {
  const before = await server.db('facet_logs').orderBy('id')
  const result = await expectNothingWritten(server.db, call)
  expect(await server.db('facet_logs').orderBy('id')).toEqual(before)
  return result
}

describe('writeFacetLog', () => {
  it('writes one entry by the user, read back by GET /facet-logs', async () => {
    const facetId = await freshFacet()
    await writeFacetLog(server.db, {
      facetId,
      user: { id: analyst.user.id, name: 'Ann Analyst' },
      action: 'reassign',
      description: 'Reassigned to Ann Analyst',
      assignedToId: analyst.user.id,
    })
    await writeFacetLog(server.db, {
      facetId,
      user: { id: admin, name: 'Admin' },
      action: 'create',
      description: 'Facet created',
    })
    const { status, body } = await find(`facetId=${facetId}&$sort[createdAt]=1`)
    expect(status).toBe(200)
    expect(body.data).toEqual([
      {
        id: expect.any(String),
        facetId,
        userId: analyst.user.id,
        username: 'Ann Analyst',
        action: 'reassign',
        description: 'Reassigned to Ann Analyst',
        assignedToId: analyst.user.id,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      expect.objectContaining({ userId: admin, username: 'Admin', action: 'create', assignedToId: null }),
    ])
    expect(await get(body.data[0].id)).toMatchObject({ status: 200, body: body.data[0] })
  })

  it('writes in the transaction it is given: a rollback leaves no entry', async () => {
    const facetId = await freshFacet()
    await expect(
      server.db.transaction(async (trx) => {
        await writeFacetLog(trx, { facetId, user: { id: admin, name: 'Admin' }, action: 'stage', description: 'x' })
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect((await find(`facetId=${facetId}&$limit=0`)).body.total).toBe(0)
  })
})

describe('GET /facet-logs', () => {
  it('gives the 100 latest of 105 by update time, and the total', async () => {
    const facetId = await freshFacet()
    await insertEntries(facetId, 105)
    await insertEntries(await freshFacet(), 3)
    const { body } = await find(`facetId=${facetId}&$sort[updatedAt]=-1&$limit=100`)
    expect(body).toMatchObject({ total: 105, limit: 100, skip: 0 })
    expect(body.data.map((entry) => entry.description)).toEqual(
      Array.from({ length: 100 }, (_, i) => `Entry ${104 - i}`),
    )
    expect((await find(`facetId=${facetId}`)).body.data).toEqual(body.data)
  })

  it('counts with $limit=0, takes a $limit above 100 as 100 and sorts oldest first on request', async () => {
    const facetId = await freshFacet()
    await insertEntries(facetId, 105)
    expect((await find(`facetId=${facetId}&$limit=0`)).body).toEqual({ total: 105, limit: 0, skip: 0, data: [] })
    expect((await find(`facetId=${facetId}&$limit=1000`)).body.data).toHaveLength(100)
    const oldest = await find(`facetId=${facetId}&$sort[updatedAt]=1&$limit=2`)
    expect(oldest.body.data.map((entry) => entry.description)).toEqual(['Entry 0', 'Entry 1'])
  })

  it('filters on action: the reassignment history', async () => {
    const facetId = await freshFacet()
    await insertEntries(facetId, 3, 'update')
    await insertEntries(facetId, 2, 'reassign')
    const { body } = await find(`facetId=${facetId}&action=reassign&$sort[updatedAt]=-1`)
    expect(body.total).toBe(2)
    expect(body.data.every((entry) => entry.action === 'reassign')).toBe(true)
  })

  it.each([
    ['no facet filter', '', "Missing property 'facetId'"],
    ['a facet filter that is not a uuid', 'facetId=abc', /facetId/],
    ['an unknown action', `facetId=${UNKNOWN_ID}&action=delete`, /action/],
    ['an unknown filter', `facetId=${UNKNOWN_ID}&username=x`, "Unknown property 'username'"],
    ['a sort on an unknown field', `facetId=${UNKNOWN_ID}&$sort[action]=1`, "Unknown property 'action'"],
  ])('refuses %s with 400', async (_, query, message) => {
    expectError(await find(query), 400, message)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    expectError(await get(UNKNOWN_ID), 404)
    expectError(await get('not-an-id'), 404)
  })

  it('is open to admins', async () => {
    expect((await find(`facetId=${UNKNOWN_ID}`, adminToken)).status).toBe(200)
  })
})

describe('clients only read', () => {
  it.each([
    ['POST', ''],
    ['PUT', '/ID'],
    ['PATCH', '/ID'],
    ['DELETE', '/ID'],
  ])('%s answers 405 and writes nothing, for admins and without a token', async (method, suffix) => {
    const facetId = await freshFacet()
    await insertEntries(facetId, 1)
    const [entry] = (await find(`facetId=${facetId}`)).body.data
    const path = `/facet-logs${suffix.replace('ID', entry.id)}`
    const body = method === 'DELETE' ? undefined : { facetId, action: 'update', description: 'forged' }
    for (const token of [adminToken, undefined]) {
      expectError(await expectNoLogWritten(() => server.api(method, path, { token, body })), 405)
    }
  })
})

describe('who may read', () => {
  it.each([
    ['trial', () => trialToken],
    ['user', () => userToken],
  ])('refuses role %s with 403', async (_, token) => {
    const facetId = await freshFacet()
    await insertEntries(facetId, 1)
    const [entry] = (await find(`facetId=${facetId}`)).body.data
    expectError(await find(`facetId=${facetId}`, token()), 403)
    expectError(await get(entry.id, token()), 403)
  })

  it('refuses reads without a token with 401', async () => {
    expectError(await server.api('GET', '/facet-logs', { query: `facetId=${UNKNOWN_ID}` }), 401)
    expectError(await server.api('GET', `/facet-logs/${UNKNOWN_ID}`), 401)
  })
})
