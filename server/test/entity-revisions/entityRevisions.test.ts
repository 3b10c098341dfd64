import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityRecord } from '../../../common/entityFormat'
import { restoreSave } from '../../../common/revisionRestore'
import type { EntityTemplate } from '../../../common/templateFormat'
import type { EntityRevision } from '../../services/entity-revisions/entity-revisions.schema'
import { startTestServer, type TestServer } from '../harness'
import {
  asInput,
  createBody,
  createEntity,
  expectNoEntityWritten,
  expectStatus,
  facetTypeOf,
  getEntity,
  newFacet,
  patchEntity,
  saveBody,
  saveEntity,
  templateOf,
} from '../entityHelpers'
import { addSignedInUser, expectError, isoDay, signInAdmin, type Page, type UserBody } from '../helpers'

let server: TestServer
let adminToken: string
let ann: { user: UserBody; token: string }
let bob: { user: UserBody; token: string }
let trialToken: string
let userToken: string
let actor: EntityTemplate

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  ann = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann' })
  bob = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Bob' })
  trialToken = (await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })).token
  userToken = (await addSignedInUser(server, adminToken, { role: 'user' })).token
  actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
})
afterAll(() => server.close())

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'

const keywords = () => facetTypeOf(actor, 'English Keywords')
const fresh = (token = ann.token) =>
  createEntity(
    server,
    token,
    createBody(actor, [
      newFacet(facetTypeOf(actor, 'Name'), { value: [{ value: 'Revised' }] }),
      newFacet(keywords(), { value: [{ value: 'first' }] }),
    ]),
  )
/** The keyword facet of a copy with its first keyword changed. */
const withKeyword = (entity: EntityRecord, value: string) => {
  const facet = asInput(entity.facets[1])
  return { facets: [{ ...facet, fields: [{ ...facet.fields[0], value }] }] }
}
const keywordOf = (entity: EntityRecord) => entity.facets[1].fields[0].value

const history = (entityId: string, token: string | undefined = ann.token, extra = '') =>
  server.api<Page<EntityRevision>>('GET', '/entity-revisions', { token, query: `entityId=${entityId}${extra}` })
const revision = (id: string, token: string | undefined = ann.token) =>
  server.api<EntityRevision>('GET', `/entity-revisions/${id}`, { token })
const revisionRows = (entityId: string) => server.db('entity_revisions').where({ entityId })

describe('a save keeps a revision', () => {
  it('on create and on each save: who, when (the entity version) and its content', async () => {
    const created = await fresh()
    const saved = await saveEntity(server, bob.token, created, withKeyword(created, 'second'))
    const page = expectStatus(await history(created.id), 200)
    expect(page.total).toBe(2)
    const [latest, first] = page.data
    expect(latest).toMatchObject({
      entityId: created.id,
      savedAt: saved.updatedAt,
      savedBy: { id: bob.user.id, name: 'Bob' },
    })
    expect(first).toMatchObject({ savedAt: created.updatedAt, savedBy: { id: ann.user.id, name: 'Ann' } })
    expect(first.summary).toMatchObject({ first: true, facetsAdded: 2 })
    expect(latest.summary).toEqual({
      first: false,
      nameChanged: false,
      stageChanged: false,
      assigneeChanged: false,
      facetsAdded: 0,
      facetsRemoved: 0,
      facetsChanged: 1,
      fieldsChanged: 1,
    })
    expect(latest.content).toBeUndefined()

    const one = expectStatus(await revision(latest.id), 200)
    expect(one.content?.facets.map((facet) => facet.fields.map((field) => field.value))).toEqual([
      ['Revised'],
      ['second'],
    ])
    expect(one.content?.name).toBe(saved.name)
    expect(one.changes).toEqual({
      facets: [
        {
          facetId: saved.facets[1].id,
          facetTypeId: keywords().id,
          kind: 'changed',
          fields: [
            {
              facetFieldTypeId: saved.facets[1].fields[0].facetFieldTypeId,
              name: 'value',
              order: 1,
              before: 'first',
              after: 'second',
            },
          ],
        },
      ],
    })
  })

  it('records a facet removed by a save', async () => {
    const created = await fresh()
    await saveEntity(server, ann.token, created, { facetsToDestroy: [created.facets[1].id] })
    const [latest] = expectStatus(await history(created.id), 200).data
    expect(latest.summary).toMatchObject({ facetsRemoved: 1, fieldsChanged: 1 })
  })
})

describe('a refused save keeps none', () => {
  it('bad input (a field of another template) is refused and writes no revision', async () => {
    const created = await fresh()
    const facet = asInput(created.facets[1])
    const body = saveBody(created, { facets: [{ ...facet, facetTypeId: UNKNOWN_ID }] })
    const response = await expectNoEntityWritten(server, () => patchEntity(server, ann.token, created.id, body))
    expect(response.status).toBe(400)
    expect(await revisionRows(created.id)).toHaveLength(1)
  })

  it('a stale save (409) writes no revision', async () => {
    const created = await fresh()
    await saveEntity(server, bob.token, created, withKeyword(created, 'Bob’s'))
    const response = await expectNoEntityWritten(server, () =>
      patchEntity(server, ann.token, created.id, saveBody(created, withKeyword(created, 'Ann’s'))),
    )
    expectError(response, 409)
    expect(await revisionRows(created.id)).toHaveLength(2)
  })
})

describe('restoring a revision (a save of its content)', () => {
  it('brings the revision’s values back as a new revision', async () => {
    const created = await fresh()
    const second = await saveEntity(server, ann.token, created, withKeyword(created, 'second'))
    const third = await saveEntity(server, ann.token, second, {
      ...withKeyword(second, 'third'),
      facetsToDestroy: [],
    })
    const firstRevision = expectStatus(await history(created.id), 200).data[2]
    const { content } = expectStatus(await revision(firstRevision.id), 200)
    const body = { ...restoreSave(third, content!), updatedAt: third.updatedAt }
    const restored = expectStatus(await patchEntity(server, bob.token, created.id, body), 200)
    expect(keywordOf(restored)).toBe('first')
    const page = expectStatus(await history(created.id), 200)
    expect(page.total).toBe(4)
    expect(page.data[0]).toMatchObject({ savedBy: { name: 'Bob' }, summary: { facetsChanged: 1, fieldsChanged: 1 } })
  })

  it('restores a removed facet as a new one', async () => {
    const created = await fresh()
    const removed = await saveEntity(server, ann.token, created, { facetsToDestroy: [created.facets[1].id] })
    const firstRevision = expectStatus(await history(created.id), 200).data[1]
    const { content } = expectStatus(await revision(firstRevision.id), 200)
    const body = { ...restoreSave(removed, content!), updatedAt: removed.updatedAt }
    const restored = expectStatus(await patchEntity(server, ann.token, created.id, body), 200)
    expect(restored.facets.map((facet) => facet.fields.map((field) => field.value))).toEqual([['Revised'], ['first']])
  })

  it('against a stale version is refused with 409 and writes nothing', async () => {
    const created = await fresh()
    const second = await saveEntity(server, ann.token, created, withKeyword(created, 'second'))
    await saveEntity(server, bob.token, second, withKeyword(second, 'Bob’s'))
    const firstRevision = expectStatus(await history(created.id), 200).data[2]
    const { content } = expectStatus(await revision(firstRevision.id), 200)
    // the editor still shows `second`: its restore names that version
    const body = { ...restoreSave(second, content!), updatedAt: second.updatedAt }
    const response = await expectNoEntityWritten(server, () => patchEntity(server, ann.token, created.id, body))
    expectError(response, 409)
    expect(keywordOf(expectStatus(await getEntity(server, ann.token, created.id), 200))).toBe('Bob’s')
  })
})

describe('GET /entity-revisions', () => {
  it('pages one entity’s revisions newest first; each summary is against the revision before it, also across pages', async () => {
    let entity = await fresh()
    for (const value of ['b', 'c', 'd', 'e'])
      entity = await saveEntity(server, ann.token, entity, withKeyword(entity, value))
    const all = expectStatus(await history(entity.id), 200)
    expect(all.total).toBe(5)
    const times = all.data.map((one) => one.savedAt)
    expect([...times].sort().reverse()).toEqual(times)

    const second = expectStatus(await history(entity.id, ann.token, '&$limit=2&$skip=2'), 200)
    expect(second).toMatchObject({ total: 5, limit: 2, skip: 2 })
    expect(second.data.map((one) => one.id)).toEqual(all.data.slice(2, 4).map((one) => one.id))
    expect(second.data[1].summary).toMatchObject({ first: false, fieldsChanged: 1 })
    const last = expectStatus(await history(entity.id, ann.token, '&$limit=2&$skip=4'), 200)
    expect(last.data.map((one) => one.summary.first)).toEqual([true])
  })

  it('takes a larger $limit as 100', async () => {
    const created = await fresh()
    expect(expectStatus(await history(created.id, ann.token, '&$limit=500'), 200).limit).toBe(100)
  })

  it('refuses a list without an entity, or a bad one, with 400', async () => {
    expectError(await server.api('GET', '/entity-revisions', { token: ann.token }), 400)
    expectError(await history('not-a-uuid'), 400)
    expectError(await history(UNKNOWN_ID, ann.token, '&name=x'), 400)
  })

  it('answers 404 for an unknown revision', async () => {
    expectError(await revision(UNKNOWN_ID), 404)
    expectError(await revision('nope'), 404)
  })

  it('goes with its entity when an admin deletes it', async () => {
    const created = await fresh()
    expectStatus(await server.api('DELETE', `/entities/${created.id}`, { token: adminToken }), 200)
    expect(await revisionRows(created.id)).toHaveLength(0)
  })
})

describe('who may read the history', () => {
  let entityId: string
  let revisionId: string
  beforeAll(async () => {
    entityId = (await fresh()).id
    revisionId = expectStatus(await history(entityId), 200).data[0].id
  })

  it.each([
    ['admin', () => adminToken, 200],
    ['analyst', () => ann.token, 200],
    ['trial', () => trialToken, 403],
    ['user', () => userToken, 403],
    ['no one signed in', () => undefined, 401],
  ])('%s: the list and one revision answer the same status', async (_role, token, status) => {
    const list = await server.api('GET', '/entity-revisions', { token: token(), query: `entityId=${entityId}` })
    const one = await server.api('GET', `/entity-revisions/${revisionId}`, { token: token() })
    expect([list.status, one.status]).toEqual([status, status])
  })

  it.each([
    ['POST', '/entity-revisions'],
    ['PATCH', `/entity-revisions/${UNKNOWN_ID}`],
    ['PUT', `/entity-revisions/${UNKNOWN_ID}`],
    ['DELETE', `/entity-revisions/${UNKNOWN_ID}`],
  ])('%s %s is not offered to an admin (405) and writes nothing', async (method, path) => {
    const response = await expectNoEntityWritten(server, () =>
      server.api(method, path, { token: adminToken, body: { entityId, content: {} } }),
    )
    expect(response.status).toBe(405)
  })
})
