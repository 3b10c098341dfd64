import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityTemplate } from '../../../common/templateFormat'
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
import { addSignedInUser, expectError, signInAdmin, type UserBody } from '../helpers'

let server: TestServer
let adminToken: string
let analyst: { user: UserBody; token: string }
let actor: EntityTemplate

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  analyst = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ana Lyst' })
  actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
})
afterAll(() => server.close())

const named = (value: string) => newFacet(facetTypeOf(actor, 'Name'), { value: [{ value }] })

// spec 1 §3 Entity meta {assignedToId, stage, failedReason}, §7 PATCH /entities/{id} sends meta: what the API answers it accepts
describe('an entity saved back with the meta it was answered with', () => {
  it('is not refused for the failedReason the answer carries, which stays the server’s', async () => {
    const entity = await createEntity(server, adminToken, createBody(actor, [named('Acme')]))
    expect(entity.meta).toEqual({ stage: 'in progress', assignedToId: null, failedReason: null })
    const same = await saveEntity(server, adminToken, entity, { meta: entity.meta })
    expect(same.meta).toEqual(entity.meta)
    const claimed = await saveEntity(server, adminToken, same, {
      meta: { ...same.meta, failedReason: 'Written by a client' },
    })
    expect(claimed.meta.failedReason).toBeNull()
    expect((await getEntity(server, adminToken, entity.id)).body.meta.failedReason).toBeNull()
  })

  it('reads a meta without assignedToId as unassigned, for the entity and for a facet', async () => {
    const entity = await createEntity(
      server,
      adminToken,
      createBody(actor, [named('Globex')], { meta: { stage: 'in progress', assignedToId: analyst.user.id } }),
    )
    expect(entity.meta.assignedToId).toBe(analyst.user.id)
    expect(entity.facets[0].meta.assignedToId).not.toBeNull()
    const facet = asInput(entity.facets[0], { meta: { stage: entity.facets[0].meta.stage } })
    const response = await patchEntity(
      server,
      adminToken,
      entity.id,
      saveBody(entity, { meta: { stage: 'in progress' }, facets: [facet] }),
    )
    const saved = expectStatus(response, 200)
    expect(saved.meta.assignedToId).toBeNull()
    expect(saved.facets[0].meta.assignedToId).toBeNull()
  })

  it('still refuses a property the API does not answer, writing nothing', async () => {
    const entity = await createEntity(server, adminToken, createBody(actor, [named('Initech')]))
    const colour = () =>
      patchEntity(server, adminToken, entity.id, saveBody(entity, { meta: { ...entity.meta, colour: 'red' } as never }))
    expectError(await expectNoEntityWritten(server, colour), 400, /Unknown property/)
  })
})
