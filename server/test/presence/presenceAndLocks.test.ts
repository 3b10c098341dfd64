import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { EntityRecord } from '../../../common/entityFormat'
import { messages } from '../../../common/messages'
import { FACET_LOCKS_PER_USER, LOCK_IDLE_MS, PRESENCE_PER_USER, PRESENCE_TTL_MS } from '../../../common/presence'
import { sweepLapsed } from '../../realtime/lapsed'
import type { FacetLockRecord } from '../../services/facet-locks/facet-locks.schema'
import type { PresenceRecord } from '../../services/presence/presence.schema'
import { addPlotEntity, type FixtureEntity } from '../entityFixtures'
import { getEntity, saveEntity } from '../entityHelpers'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, isoDay, signInAdmin, type UserBody } from '../helpers'
import { signedInLive, type LiveClient } from '../realtime/liveClient'

let server: TestServer
let adminToken: string
let ann: { user: UserBody; token: string }
let bob: { user: UserBody; token: string }
let entity: FixtureEntity
const open: LiveClient[] = []

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  ann = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann Present' })
  bob = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Bob Present' })
  entity = await addPlotEntity(server.db, { creatorId: ann.user.id })
})
afterEach(async () => {
  for (const client of open.splice(0)) client.close()
  await server.db('presence').delete()
  await server.db('facet_locks').delete()
})
afterAll(() => server.close())

const live = async (token: string) => {
  const client = await signedInLive(server.url, token)
  open.push(client)
  return client
}

const here = (token: string, entityId = entity.id, id: string = randomUUID()) =>
  server.api<PresenceRecord>('POST', '/presence', { token, body: { id, entityId } })
const presenceOf = async (token: string, entityId = entity.id) =>
  (await server.api<{ data: PresenceRecord[] }>('GET', `/presence?entityId=${entityId}`, { token })).body.data
const lock = (token: string, facetId: string, takeOver?: boolean) =>
  server.api<FacetLockRecord>('POST', '/facet-locks', {
    token,
    body: takeOver === undefined ? { facetId } : { facetId, takeOver },
  })
const locksOf = async (token: string, entityId = entity.id) =>
  (await server.api<{ data: FacetLockRecord[] }>('GET', `/facet-locks?entityId=${entityId}`, { token })).body.data
/** Makes rows look last heard of `ms` ago. */
const age = (table: 'presence' | 'facet_locks', ms: number) =>
  server.db(table).update({ seenAt: server.db.raw('now() - make_interval(secs => ?)', [ms / 1000]) })

describe('presence: who has an entity open', () => {
  it('lists the editors open on an entity with their names, and tells the other readers live', async () => {
    const watcher = await live(bob.token)
    const tab = randomUUID()
    const made = await here(ann.token, entity.id, tab)
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    expect(made.body).toMatchObject({ id: tab, userId: ann.user.id, userName: 'Ann Present', entityId: entity.id })
    expect(await watcher.next('presence created', (data) => (data as PresenceRecord).id === tab)).toMatchObject({
      userName: 'Ann Present',
    })
    expect((await presenceOf(bob.token)).map((one) => one.userName)).toEqual(['Ann Present'])
    // the whole list, for the grids' marks
    expect(
      (await server.api<{ data: PresenceRecord[] }>('GET', '/presence', { token: bob.token })).body.data,
    ).toHaveLength(1)

    // a heartbeat renews it without an event; leaving removes it, with one
    expect((await here(ann.token, entity.id, tab)).status).toBe(201)
    expect((await server.api('DELETE', `/presence/${tab}`, { token: ann.token })).status).toBe(200)
    await watcher.next('presence removed', (data) => (data as PresenceRecord).id === tab)
    expect(watcher.received.filter(({ event }) => event === 'presence created')).toHaveLength(1)
    expect(await presenceOf(bob.token)).toEqual([])
  })

  it('lets no one remove or take over another user’s tab, and refuses unknown entities and bad ids', async () => {
    const tab = randomUUID()
    await here(ann.token, entity.id, tab)
    expect((await server.api('DELETE', `/presence/${tab}`, { token: bob.token })).status).toBe(404)
    const taken = await here(bob.token, entity.id, tab)
    expect(taken.status).toBe(403)
    expect(taken.body).toMatchObject({ message: messages.notAllowed })
    expect((await here(ann.token, randomUUID())).status).toBe(404)
    const bad = await server.api('POST', '/presence', { token: ann.token, body: { id: 'tab-1', entityId: entity.id } })
    expect(bad.status).toBe(400)
    const extra = await server.api('POST', '/presence', {
      token: ann.token,
      body: { id: randomUUID(), entityId: entity.id, userId: bob.user.id },
    })
    expect(extra.status).toBe(400)
    expect((await presenceOf(ann.token)).map((one) => one.userId)).toEqual([ann.user.id])
  })

  it('is for the console roles only: a trial user neither writes nor reads it', async () => {
    const trial = await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })
    const [trialSocket, reader] = await Promise.all([live(trial.token), live(bob.token)])
    await here(ann.token)
    await lock(ann.token, entity.facets[0].id)
    await reader.next('facet-locks created')
    await reader.next('presence created')
    // no event of either reaches a role that may not read them
    expect(trialSocket.received).toEqual([])
    expect((await here(trial.token)).status).toBe(403)
    expect((await server.api('GET', `/presence?entityId=${entity.id}`, { token: trial.token })).status).toBe(403)
    expect((await server.api('GET', `/presence?entityId=${entity.id}`)).status).toBe(401)
  })

  it(`bounds the tabs of one account at ${PRESENCE_PER_USER}`, async () => {
    await server.db('presence').insert(
      Array.from({ length: PRESENCE_PER_USER }, () => ({
        id: randomUUID(),
        userId: ann.user.id,
        entityId: entity.id,
      })),
    )
    const refused = await here(ann.token)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ message: messages.presencePerUser })
  })

  it('lapses when the heartbeats stop: hidden at once, swept with an event to the readers', async () => {
    const watcher = await live(bob.token)
    const tab = randomUUID()
    await here(ann.token, entity.id, tab)
    await age('presence', PRESENCE_TTL_MS + 1000)
    expect(await presenceOf(bob.token)).toEqual([])
    await sweepLapsed(server.app)
    await watcher.next('presence removed', (data) => (data as PresenceRecord).id === tab)
    expect(Number((await server.db('presence').count<{ count: string }[]>({ count: '*' }))[0].count)).toBe(0)
  })
})

describe('facet locks: who is editing which facet', () => {
  it('is taken by the first edit, renewed by the holder, and refused to another with the holder’s name', async () => {
    const watcher = await live(bob.token)
    const facetId = entity.facets[0].id
    const taken = await lock(ann.token, facetId)
    expect(taken.status, JSON.stringify(taken.body)).toBe(201)
    expect(taken.body).toMatchObject({ id: facetId, entityId: entity.id, userId: ann.user.id, userName: 'Ann Present' })
    await watcher.next('facet-locks created', (data) => (data as FacetLockRecord).id === facetId)
    expect((await lock(ann.token, facetId)).status).toBe(201)

    const refused = await lock(bob.token, facetId)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      message: 'Ann Present is editing this facet',
      data: { lock: { userId: ann.user.id, userName: 'Ann Present' } },
    })
    expect((await locksOf(bob.token)).map((one) => one.userId)).toEqual([ann.user.id])
    // another facet is free
    expect((await lock(bob.token, entity.facets[1].id)).status).toBe(201)
    // the renewal told no one
    expect(watcher.received.filter(({ event }) => event === 'facet-locks created')).toHaveLength(2)
  })

  it('is taken over by an admin only, the holder hearing it', async () => {
    const holder = await live(ann.token)
    const facetId = entity.facets[0].id
    await lock(ann.token, facetId)
    const refused = await lock(bob.token, facetId, true)
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ message: messages.facetTakeOverAdminsOnly })
    const taken = await lock(adminToken, facetId, true)
    expect(taken.status, JSON.stringify(taken.body)).toBe(201)
    expect(taken.body.userName).not.toBe('Ann Present')
    await holder.next(
      'facet-locks created',
      (data) => (data as FacetLockRecord).id === facetId && (data as FacetLockRecord).userId !== ann.user.id,
    )
    expect((await lock(ann.token, facetId)).status).toBe(409)
  })

  it('is released by its holder only, by leaving the entity, and by a save of the entity', async () => {
    const watcher = await live(bob.token)
    const [first, second, third] = entity.facets.map((facet) => facet.id)
    await lock(ann.token, first)
    const notYours = await server.api('DELETE', `/facet-locks/${first}`, { token: bob.token })
    expect(notYours.status).toBe(403)
    expect(notYours.body).toMatchObject({ message: messages.facetLockNotYours })
    expect((await server.api('DELETE', `/facet-locks/${first}`, { token: ann.token })).status).toBe(200)
    await watcher.next('facet-locks removed', (data) => (data as FacetLockRecord).id === first)
    // released: nobody's to release again
    expect((await server.api('DELETE', `/facet-locks/${first}`, { token: ann.token })).status).toBe(404)
    expect((await server.api('DELETE', `/facet-locks/${first}`, { token: bob.token })).status).toBe(404)

    // leaving: all the caller's locks on the entity, none of another's
    await lock(ann.token, first)
    await lock(ann.token, second)
    await lock(bob.token, third)
    const left = await server.api<FacetLockRecord[]>('DELETE', `/facet-locks?entityId=${entity.id}`, {
      token: ann.token,
    })
    expect(left.status).toBe(200)
    expect(left.body.map((one) => one.id).sort()).toEqual([first, second].sort())
    expect((await locksOf(ann.token)).map((one) => one.id)).toEqual([third])

    // a save releases the saver's locks on the entity once it commits
    await lock(ann.token, first)
    const loaded = (await getEntity(server, ann.token, entity.id)).body as EntityRecord
    await saveEntity(server, ann.token, loaded, { name: 'Saved plot' })
    await watcher.next(
      'facet-locks removed',
      (data) =>
        (data as FacetLockRecord).id === first &&
        watcher.received.filter(({ event }) => event === 'facet-locks removed').length >= 4,
    )
    expect((await locksOf(ann.token)).map((one) => one.id)).toEqual([third])
  })

  it('goes when its holder leaves the entity: their last tab on it closed, or unheard of', async () => {
    const watcher = await live(bob.token)
    const [first, second] = entity.facets.map((facet) => facet.id)
    const [tab, otherTab] = [randomUUID(), randomUUID()]
    await here(ann.token, entity.id, tab)
    await here(ann.token, entity.id, otherTab)
    await lock(ann.token, first)
    expect((await server.api('DELETE', `/presence/${tab}`, { token: ann.token })).status).toBe(200)
    // the other tab still has it open
    expect((await locksOf(bob.token)).map((one) => one.id)).toEqual([first])
    expect((await server.api('DELETE', `/presence/${otherTab}`, { token: ann.token })).status).toBe(200)
    await watcher.next('facet-locks removed', (data) => (data as FacetLockRecord).id === first)
    expect(await locksOf(bob.token)).toEqual([])

    // a tab gone quiet (a closed laptop) is swept, and its locks with it
    await here(ann.token, entity.id, tab)
    await lock(ann.token, second)
    await age('presence', PRESENCE_TTL_MS + 1000)
    await sweepLapsed(server.app)
    await watcher.next('facet-locks removed', (data) => (data as FacetLockRecord).id === second)
    expect(await locksOf(bob.token)).toEqual([])
  })

  it('lapses after the idle time: free to take, swept with an event', async () => {
    const watcher = await live(bob.token)
    const facetId = entity.facets[0].id
    await lock(ann.token, facetId)
    await age('facet_locks', LOCK_IDLE_MS + 1000)
    expect(await locksOf(bob.token)).toEqual([])
    await sweepLapsed(server.app)
    await watcher.next('facet-locks removed', (data) => (data as FacetLockRecord).id === facetId)
    await lock(ann.token, facetId)
    await age('facet_locks', LOCK_IDLE_MS + 1000)
    // an idle lock is another's to take, without waiting for the sweep
    expect((await lock(bob.token, facetId)).status).toBe(201)
  })

  it('refuses bad input, unknown facets, reading without an entity, and others than the console roles', async () => {
    expect((await lock(ann.token, randomUUID())).status).toBe(404)
    expect((await server.api('POST', '/facet-locks', { token: ann.token, body: { facetId: 'x' } })).status).toBe(400)
    expect(
      (
        await server.api('POST', '/facet-locks', {
          token: ann.token,
          body: { facetId: entity.facets[0].id, userId: bob.user.id },
        })
      ).status,
    ).toBe(400)
    expect((await server.api('GET', '/facet-locks', { token: ann.token })).status).toBe(400)
    expect((await server.api('DELETE', '/facet-locks/not-a-uuid', { token: ann.token })).status).toBe(404)
    const trial = await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })
    expect((await lock(trial.token, entity.facets[0].id)).status).toBe(403)
    expect(Number((await server.db('facet_locks').count<{ count: string }[]>({ count: '*' }))[0].count)).toBe(0)
  })

  it(`bounds the facets one account holds at ${FACET_LOCKS_PER_USER}`, async () => {
    const others = await Promise.all(
      Array.from({ length: Math.ceil(FACET_LOCKS_PER_USER / entity.facets.length) + 1 }, () =>
        addPlotEntity(server.db, { creatorId: ann.user.id }),
      ),
    )
    const facets = others.flatMap((one) => one.facets)
    await server.db('facet_locks').insert(
      facets.slice(0, FACET_LOCKS_PER_USER).map((facet, index) => ({
        facetId: facet.id,
        entityId: others[Math.floor(index / entity.facets.length)].id,
        userId: ann.user.id,
      })),
    )
    const refused = await lock(ann.token, facets[FACET_LOCKS_PER_USER].id)
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ message: messages.facetLocksPerUser })
    // renewing one held is no new lock
    expect((await lock(ann.token, facets[0].id)).status).toBe(201)
  })
})
