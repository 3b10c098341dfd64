import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { CommentRecord } from '../../../common/entityFormat'
import type { FacetMassEditResult } from '../../../common/facetGrid'
import { addPlotEntity, type FixtureEntity } from '../entityFixtures'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, isoDay, signInAdmin, type UserBody } from '../helpers'
import { signedInLive, connectLive, type LiveClient } from './liveClient'

let server: TestServer
let adminToken: string
let analyst: { user: UserBody; token: string; password: string }
let entity: FixtureEntity
const open: LiveClient[] = []

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  analyst = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann Live' })
  entity = await addPlotEntity(server.db, { creatorId: analyst.user.id })
})
afterEach(() => {
  for (const client of open.splice(0)) client.close()
})
afterAll(() => server.close())

const live = async (token: string) => {
  const client = await signedInLive(server.url, token)
  open.push(client)
  return client
}

async function comment(details: string, token = adminToken): Promise<CommentRecord> {
  const response = await server.api<CommentRecord>('POST', '/comments', {
    token,
    body: { sourceId: entity.facets[0].id, details },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

const about = (details: string) => (data: unknown) => (data as CommentRecord).details === details
/** Events of a service heard by a client. */
const heard = (client: LiveClient, prefix: string) => client.received.filter(({ event }) => event.startsWith(prefix))

describe('channels by the permission matrix', () => {
  it('sends a comment made over REST to the signed-in sockets of the roles that read comments', async () => {
    const [admin, analystSocket] = await Promise.all([live(adminToken), live(analyst.token)])
    const made = await comment('Live from REST')
    const heardByAnalyst = (await analystSocket.next('comments created', about('Live from REST'))) as CommentRecord
    expect(heardByAnalyst.id).toBe(made.id)
    await admin.next('comments created', about('Live from REST'))
    await server.api('DELETE', `/comments/${made.id}`, { token: adminToken })
    await analystSocket.next('comments removed', (data) => (data as CommentRecord).id === made.id)
  })

  it('sends nothing to a role that may not read the records, nor to a socket that has not signed in', async () => {
    const trial = await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })
    const [trialSocket, reader] = await Promise.all([live(trial.token), live(analyst.token)])
    const anonymous = await connectLive(server.url)
    open.push(anonymous)
    await comment('Not for trials')
    await reader.next('comments created', about('Not for trials'))
    expect(heard(trialSocket, 'comments')).toEqual([])
    expect(anonymous.received).toEqual([])
  })

  it('publishes nothing of a service it does not list: a user changed is no one’s event', async () => {
    const admin = await live(adminToken)
    const patched = await server.api('PATCH', `/users/${analyst.user.id}`, {
      token: adminToken,
      body: { name: 'Ann Renamed' },
    })
    expect(patched.status).toBe(200)
    await comment('After the rename')
    await admin.next('comments created', about('After the rename'))
    expect(heard(admin, 'users')).toEqual([])
  })

  it('sends no secret: an event carries what the REST answer carries', async () => {
    const admin = await live(adminToken)
    const made = await comment('Same as REST')
    const event = await admin.next('comments created', about('Same as REST'))
    expect(event).toEqual(made)
  })

  it('sends a custom event to the chosen users’ sockets only', async () => {
    const [admin, analystSocket] = await Promise.all([live(adminToken), live(analyst.token)])
    server.app.get('realtime').publishToUsers([analyst.user.id], 'presence', { here: true })
    expect(await analystSocket.next('presence')).toEqual({ here: true })
    await comment('After the presence')
    await admin.next('comments created', about('After the presence'))
    expect(heard(admin, 'presence')).toEqual([])
  })

  it('sends a facet grid’s save once, as its answer, to the readers of facets', async () => {
    const reader = await live(analyst.token)
    const facet = entity.facets[1]
    const saved = await server.api<FacetMassEditResult>('POST', '/facet-mass-edits', {
      token: adminToken,
      body: { fieldValues: [], newFields: [], meta: [{ id: facet.id, assignedToId: analyst.user.id }] },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const event = (await reader.next('facet-mass-edits created')) as FacetMassEditResult
    expect(event).toEqual(saved.body)
    expect(event.meta[0]).toMatchObject({ id: facet.id, meta: { assignedToId: analyst.user.id } })
  })
})
