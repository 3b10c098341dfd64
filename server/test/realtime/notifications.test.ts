import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Notification } from '../../../common/notifications'
import type { EntityTemplate } from '../../../common/templateFormat'
import { addPlotEntity } from '../entityFixtures'
import { asInput, createBody, createEntity, facetTypeOf, newFacet, saveEntity, templateOf } from '../entityHelpers'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, adminId, expectError, signInAdmin, type UserBody } from '../helpers'
import { notifyAfterCommit } from '../../notifications/notify'
import { signedInLive, type LiveClient } from './liveClient'

let server: TestServer
let adminToken: string
let admin: { id: string; name: string }
let amira: { user: UserBody; token: string }
let other: { user: UserBody; token: string }
let actor: EntityTemplate
const open: LiveClient[] = []

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  const id = await adminId(server.db)
  admin = { id, name: (await server.db('users').select('name').where({ id }).first()).name }
  amira = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Amira Haddad' })
  other = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Otto Other' })
  actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
})
afterEach(() => {
  for (const client of open.splice(0)) client.close()
})
afterAll(() => server.close())

/** The sockets of the admin (who acts), of Amira and of another analyst. */
async function sockets() {
  const clients = await Promise.all(
    [adminToken, amira.token, other.token].map((token) => signedInLive(server.url, token)),
  )
  open.push(...clients)
  const [adminSocket, amiraSocket, otherSocket] = clients
  return { adminSocket, amiraSocket, otherSocket }
}

const notifications = (client: LiveClient) =>
  client.received.filter(({ event }) => event === 'notification').map(({ data }) => data as Notification)
const aboutFacet = (facetId: string, kind: Notification['kind']) => (data: unknown) =>
  (data as Notification).facetId === facetId && (data as Notification).kind === kind

const plot = (assignedToId: string | null, name: string) =>
  addPlotEntity(server.db, { creatorId: admin.id, assignedToId, name })

/** Waits for a later notification to Amira, then checks what each socket heard before it. */
async function expectOnlyAmiraHeard(clients: Awaited<ReturnType<typeof sockets>>, expected: Partial<Notification>[]) {
  const marker = await plot(null, 'Marker')
  const assigned = await server.api('PATCH', '/facet-meta-data/', {
    token: adminToken,
    body: [{ id: marker.facets[0].id, assignedToId: amira.user.id }],
  })
  expect(assigned.status).toBe(200)
  await clients.amiraSocket.next('notification', aboutFacet(marker.facets[0].id, 'assigned'))
  expect(notifications(clients.amiraSocket).slice(0, -1)).toEqual(expected.map((one) => expect.objectContaining(one)))
  expect(notifications(clients.adminSocket)).toEqual([])
  expect(notifications(clients.otherSocket)).toEqual([])
}

describe('the notification event', () => {
  it('tells the assignee of a facet assigned by PATCH /facet-meta-data/, with the names to show', async () => {
    const clients = await sockets()
    const entity = await plot(null, 'Port of Antwerp')
    const [facet] = entity.facets
    const response = await server.api('PATCH', '/facet-meta-data/', {
      token: adminToken,
      body: [{ id: facet.id, assignedToId: amira.user.id }],
    })
    expect(response.status).toBe(200)
    const heard = (await clients.amiraSocket.next('notification')) as Notification
    expect(heard).toEqual({
      kind: 'assigned',
      entityId: entity.id,
      entityName: 'Port of Antwerp',
      entityType: 'Plot',
      facetId: facet.id,
      facetName: facet.name,
      by: admin,
      at: expect.any(String),
    })
    await expectOnlyAmiraHeard(clients, [{ facetId: facet.id }])
  })

  it('tells the assignee of a facet assigned by POST /facet-mass-edits', async () => {
    const clients = await sockets()
    const entity = await plot(null, 'Mass edited')
    const response = await server.api('POST', '/facet-mass-edits', {
      token: adminToken,
      body: { fieldValues: [], newFields: [], meta: [{ id: entity.facets[1].id, assignedToId: amira.user.id }] },
    })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    await expectOnlyAmiraHeard(clients, [{ kind: 'assigned', facetId: entity.facets[1].id }])
  })

  it('tells the assignee of a facet the entity save assigns', async () => {
    const clients = await sockets()
    const name = newFacet(facetTypeOf(actor, 'Name'), { value: [{ value: 'Saved Corp' }] })
    const entity = await createEntity(server, adminToken, createBody(actor, [name]))
    const [facet] = entity.facets
    await saveEntity(server, adminToken, entity, {
      facets: [asInput(facet, { meta: { stage: facet.meta.stage, assignedToId: amira.user.id } })],
    })
    await expectOnlyAmiraHeard(clients, [
      { kind: 'assigned', facetId: facet.id, entityName: 'Saved Corp', entityType: 'Actor' },
    ])
  })

  it('tells the assignee of a rejection and of a comment on their facet, and no one of their own comment', async () => {
    const clients = await sockets()
    const entity = await plot(amira.user.id, 'Reviewed')
    const [first, second] = entity.facets
    const own = await server.api('POST', '/comments', {
      token: amira.token,
      body: { sourceId: first.id, details: 'My own note' },
    })
    expect(own.status).toBe(201)
    const rejected = await server.api('POST', '/rejections', {
      token: adminToken,
      body: { facetId: first.id, comment: 'Sources are missing' },
    })
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(201)
    await clients.amiraSocket.next('notification', aboutFacet(first.id, 'rejected'))
    const commented = await server.api('POST', '/comments', {
      token: adminToken,
      body: { sourceId: second.id, details: 'Looks good' },
    })
    expect(commented.status).toBe(201)
    await clients.amiraSocket.next('notification', aboutFacet(second.id, 'commented'))
    await expectOnlyAmiraHeard(clients, [
      { kind: 'rejected', facetId: first.id, by: admin },
      { kind: 'commented', facetId: second.id, by: admin },
    ])
  })

  it('sends nothing for a refused write, nor for a facet one assigns to oneself', async () => {
    const clients = await sockets()
    const entity = await plot(null, 'Refused')
    const missing = '00000000-0000-4000-8000-000000000000'
    const refused = await server.api('PATCH', '/facet-meta-data/', {
      token: adminToken,
      body: [
        { id: entity.facets[0].id, assignedToId: amira.user.id },
        { id: missing, stage: 'review' },
      ],
    })
    expectError(refused, 400, 'Some rows cannot be saved: nothing was saved')
    const toOneself = await server.api('PATCH', '/facet-meta-data/', {
      token: amira.token,
      body: [{ id: entity.facets[1].id, assignedToId: amira.user.id }],
    })
    expect(toOneself.status, JSON.stringify(toOneself.body)).toBe(200)
    await expectOnlyAmiraHeard(clients, [])
  })

  it('waits for the change to commit: a rolled-back change tells no one', async () => {
    const clients = await sockets()
    const entity = await plot(null, 'Rolled back')
    const draft = { kind: 'assigned' as const, userId: amira.user.id, facetId: entity.facets[0].id, by: admin }
    const rolledBack = server.db.transaction(async (trx) => {
      await trx('facets').where({ id: draft.facetId }).update({ assignedToId: amira.user.id })
      notifyAfterCommit(server.app, trx, [draft])
      throw new Error('a later part of the change failed')
    })
    await expect(rolledBack).rejects.toThrow('a later part of the change failed')
    await expectOnlyAmiraHeard(clients, [])
  })

  it('tells no one who may no longer read facets: an assignee since made a reader (role user)', async () => {
    const rhea = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Rhea Reader' })
    const entity = await plot(rhea.user.id, 'Demoted')
    const demoted = await server.api('PATCH', `/users/${rhea.user.id}`, { token: adminToken, body: { role: 'user' } })
    expect(demoted.status).toBe(200)
    const rheaSocket = await signedInLive(server.url, await server.signIn(rhea.user.email, rhea.password))
    open.push(rheaSocket)
    const clients = await sockets()
    const commented = await server.api('POST', '/comments', {
      token: adminToken,
      body: { sourceId: entity.facets[0].id, details: 'Still yours?' },
    })
    expect(commented.status).toBe(201)
    await expectOnlyAmiraHeard(clients, [])
    expect(notifications(rheaSocket)).toEqual([])
  })
})
