import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityRecord, StaleSaveData } from '../../../common/entityFormat'
import type { EntityTemplate } from '../../../common/templateFormat'
import { startTestServer, type TestServer } from '../harness'
import {
  asInput,
  createBody,
  createEntity,
  expectNoEntityWritten,
  facetTypeOf,
  getEntity,
  newFacet,
  patchEntity,
  saveBody,
  saveEntity,
  templateOf,
} from '../entityHelpers'
import { addSignedInUser, expectError, signInAdmin, type UserBody } from '../helpers'

let server: TestServer
let adminToken: string
let ann: { user: UserBody; token: string }
let bob: { user: UserBody; token: string }
let actor: EntityTemplate

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  ann = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann' })
  bob = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Bob' })
  actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
})
afterAll(() => server.close())

const keywords = () => facetTypeOf(actor, 'English Keywords')
const fresh = () =>
  createEntity(
    server,
    ann.token,
    createBody(actor, [
      newFacet(facetTypeOf(actor, 'Name'), { value: [{ value: 'Shared' }] }),
      newFacet(keywords(), { value: [{ value: 'first' }] }),
    ]),
  )
/** The keyword facet of a copy with its first keyword changed. */
const withKeyword = (entity: EntityRecord, value: string) => {
  const facet = asInput(entity.facets[1])
  return { facets: [{ ...facet, fields: [{ ...facet.fields[0], value }] }] }
}
const pad = (n: number) => String(n).padStart(2, '0')
const shown = (iso: string) => {
  const d = new Date(iso)
  return `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()} ${d.getUTCHours()}:${pad(d.getUTCMinutes())}`
}

describe('a save made on a stale copy (409)', () => {
  it('is refused naming who saved and when, writes nothing, and goes through when resent with the new version', async () => {
    const copy = await fresh()
    const annSaved = await saveEntity(server, ann.token, copy, withKeyword(copy, 'Ann’s'))

    const stale = await expectNoEntityWritten(server, () =>
      patchEntity(server, bob.token, copy.id, saveBody(copy, withKeyword(copy, 'Bob’s'))),
    )
    expectError(stale, 409, `Ann saved this entity at ${shown(annSaved.updatedAt)}`)
    const data = (stale.body as unknown as { data: StaleSaveData }).data
    expect(data).toEqual({ updatedAt: annSaved.updatedAt, updatedBy: { id: ann.user.id, name: 'Ann' } })

    const overwritten = await patchEntity(
      server,
      bob.token,
      copy.id,
      saveBody(copy, { ...withKeyword(copy, 'Bob’s'), updatedAt: data.updatedAt }),
    )
    expect(overwritten.status, JSON.stringify(overwritten.body)).toBe(200)
    expect(overwritten.body.facets[1].fields[0].value).toBe('Bob’s')
    expect(overwritten.body.updatedBy).toEqual({ id: bob.user.id, name: 'Bob' })
    expect(overwritten.body.updatedAt > annSaved.updatedAt).toBe(true)
  })

  it('is refused for the same user saving one copy twice', async () => {
    const copy = await fresh()
    await saveEntity(server, ann.token, copy)
    const again = await expectNoEntityWritten(server, () => patchEntity(server, ann.token, copy.id, saveBody(copy)))
    expectError(again, 409, /^Ann saved this entity at \d\d\/\d\d\/\d{4} \d{1,2}:\d\d$/)
  })

  it('comes before the checks of the content', async () => {
    const copy = await fresh()
    await saveEntity(server, ann.token, copy)
    const response = await patchEntity(server, bob.token, copy.id, saveBody(copy, withKeyword(copy, 'x'.repeat(500))))
    expectError(response, 409)
  })

  it('says Someone when the saver is no longer a user', async () => {
    const gone = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Gone' })
    const copy = await fresh()
    await saveEntity(server, gone.token, copy)
    expect((await server.api('DELETE', `/users/${gone.user.id}`, { token: adminToken })).status).toBe(200)
    expectError(await patchEntity(server, ann.token, copy.id, saveBody(copy)), 409, /^Someone saved this entity at /)
  })

  it('lets one of two saves of the same copy sent at once through, and refuses the other', async () => {
    const copy = await fresh()
    const [first, second] = await Promise.all([
      patchEntity(server, ann.token, copy.id, saveBody(copy, withKeyword(copy, 'A'))),
      patchEntity(server, bob.token, copy.id, saveBody(copy, withKeyword(copy, 'B'))),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    const winner = first.status === 200 ? 'A' : 'B'
    const stored = await getEntity(server, ann.token, copy.id)
    expect(stored.body.facets[1].fields[0].value).toBe(winner)
    expect(await server.db('facet_logs').where({ facetId: copy.facets[1].id, action: 'update' })).toHaveLength(1)
  })

  it('follows the removal of a facet with DELETE /facets/{id}', async () => {
    const copy = await fresh()
    const removed = await server.api('DELETE', `/facets/${copy.facets[1].id}`, { token: ann.token })
    expect(removed.status).toBe(200)
    expect(removed.body).toMatchObject({ id: copy.facets[1].id, entityId: copy.id })
    expectError(await patchEntity(server, bob.token, copy.id, saveBody(copy)), 409, /^Ann saved this entity at /)
    const reloaded = (await getEntity(server, bob.token, copy.id)).body
    expect(reloaded.facets).toHaveLength(1)
    expect((await patchEntity(server, bob.token, copy.id, saveBody(reloaded))).status).toBe(200)
  })
})
