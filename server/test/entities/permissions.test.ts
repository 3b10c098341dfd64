import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityRecord, FacetRecord } from '../../../common/entityFormat'
import type { EntityTemplate } from '../../../common/templateFormat'
import { startTestServer, type ApiResponse, type TestServer } from '../harness'
import {
  asInput,
  createBody,
  createEntity,
  expectNoEntityWritten,
  facetTypeOf,
  fieldTypeOf,
  newFacet,
  patchEntity,
  postEntity,
  saveBody,
  saveEntity,
  templateOf,
} from '../entityHelpers'
import { addSignedInUser, expectError, isoDay, signInAdmin, type UserBody } from '../helpers'

type Account = { user: UserBody; token: string }

let server: TestServer
let adminToken: string
let ann: Account
let bob: Account
let trial: Account
let plain: Account
let actor: EntityTemplate
let comparisonSet: EntityTemplate

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  ann = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann' })
  bob = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Bob' })
  trial = await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })
  plain = await addSignedInUser(server, adminToken, { role: 'user' })
  actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
  comparisonSet = await templateOf(server, adminToken, 'Brief', 'Comparison Set')
})
afterAll(() => server.close())

const type = (name: string) => facetTypeOf(actor, name)
/** Ann's entity: a Name facet and a keyword facet of two keywords, both created by Ann. */
const annsEntity = () =>
  createEntity(
    server,
    ann.token,
    createBody(actor, [
      newFacet(type('Name'), { value: [{ value: 'Ann’s' }] }),
      newFacet(type('English Keywords'), { value: [{ value: 'one' }, { value: 'two' }] }),
    ]),
  )

describe('who may call the entity services', () => {
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    server.api(method, path, { token, body })
  const someId = '00000000-0000-4000-8000-000000000000'

  it.each([
    ['GET', '/entities'],
    ['GET', `/entities/${someId}`],
    ['POST', '/entities'],
    ['PATCH', `/entities/${someId}`],
    ['DELETE', `/entities/${someId}`],
    ['DELETE', `/facets/${someId}`],
  ])('%s %s: 401 without a token, 403 for trial and user roles', async (method, path) => {
    const body = method === 'POST' || method === 'PATCH' ? {} : undefined
    expectError(await call(method, path, undefined, body), 401)
    for (const { token } of [trial, plain]) {
      expectError(await expectNoEntityWritten(server, () => call(method, path, token, body)), 403)
    }
  })

  it('analysts cannot delete entities; nobody replaces one with PUT', async () => {
    const entity = await annsEntity()
    expectError(await expectNoEntityWritten(server, () => call('DELETE', `/entities/${entity.id}`, ann.token)), 403)
    expectError(await call('PUT', `/entities/${entity.id}`, adminToken, saveBody(entity)), 405)
  })

  it('a Comparison Set entity cannot be deleted', async () => {
    const set = await createEntity(
      server,
      ann.token,
      createBody(comparisonSet, [newFacet(facetTypeOf(comparisonSet, 'Name'), { value: [{ value: 'G20' }] })]),
    )
    const response = await expectNoEntityWritten(server, () => call('DELETE', `/entities/${set.id}`, adminToken))
    expectError(response, 400, 'Comparison sets for statistics cannot be deleted for now')
  })
})

describe('hidden and the entity’s assignee are the admin’s to change (spec 2 §6)', () => {
  it('an analyst cannot hide or show an entity, and may send the flag unchanged', async () => {
    const entity = await annsEntity()
    const hide = () => patchEntity(server, ann.token, entity.id, saveBody(entity, { hidden: true }))
    expectError(await expectNoEntityWritten(server, hide), 403, 'You cannot change whether this entity is hidden')
    const refusedNew = () => postEntity(server, ann.token, { ...createBody(actor, []), hidden: true })
    expectError(await expectNoEntityWritten(server, refusedNew), 403, 'You cannot change whether this entity is hidden')

    const hidden = await saveEntity(server, adminToken, entity, { hidden: true })
    expect(hidden.hidden).toBe(true)
    expect((await saveEntity(server, ann.token, hidden)).hidden).toBe(true)
  })

  it('an analyst may take a new entity, and not reassign one', async () => {
    const body = createBody(actor, [], { meta: { stage: 'in progress', assignedToId: ann.user.id } })
    const entity = await createEntity(server, ann.token, body)
    expect(entity.meta.assignedToId).toBe(ann.user.id)
    const toBob = () =>
      patchEntity(
        server,
        ann.token,
        entity.id,
        saveBody(entity, { meta: { stage: 'in progress', assignedToId: bob.user.id } }),
      )
    expectError(await expectNoEntityWritten(server, toBob), 403, 'You cannot change who this entity is assigned to')
    const byAdmin = await saveEntity(server, adminToken, entity, {
      meta: { stage: 'in progress', assignedToId: bob.user.id },
    })
    expect(byAdmin.meta.assignedToId).toBe(bob.user.id)
    const toTrial = () =>
      patchEntity(
        server,
        adminToken,
        entity.id,
        saveBody(byAdmin, { meta: { stage: 'in progress', assignedToId: trial.user.id } }),
      )
    // a user not allowed at the stage is ignored (spec 2 §4): the entity keeps its assignee
    const ignored = await toTrial()
    expect(ignored.status, JSON.stringify(ignored.body)).toBe(200)
    expect(ignored.body.meta.assignedToId).toBe(bob.user.id)
  })
})

describe('removing fields and facets of a facet another user created (spec 2 §6)', () => {
  const keywordFacet = (entity: EntityRecord): FacetRecord => entity.facets[1]
  type Removal = [string, (entity: EntityRecord, token: string) => Promise<ApiResponse<unknown>>]
  const removals: Removal[] = [
    [
      'fields',
      (entity, token) =>
        patchEntity(
          server,
          token,
          entity.id,
          saveBody(entity, { facetFieldsToDestroy: [keywordFacet(entity).fields[1].id] }),
        ),
    ],
    [
      'a facet in a save',
      (entity, token) =>
        patchEntity(server, token, entity.id, saveBody(entity, { facetsToDestroy: [keywordFacet(entity).id] })),
    ],
    [
      'a facet with DELETE /facets',
      (entity, token) => server.api('DELETE', `/facets/${keywordFacet(entity).id}`, { token }),
    ],
  ]

  it.each(removals)('another analyst cannot remove %s, and nothing is written', async (_, remove) => {
    const entity = await annsEntity()
    const response = await expectNoEntityWritten(server, () => remove(entity, bob.token))
    expectError(response, 403, 'You cannot remove fields of a facet another user created')
  })

  it.each(removals)('its creator may remove %s', async (_, remove) => {
    const entity = await annsEntity()
    expect((await remove(entity, ann.token)).status).toBe(200)
  })

  it.each(removals)('an admin may remove %s', async (_, remove) => {
    const entity = await annsEntity()
    expect((await remove(entity, adminToken)).status).toBe(200)
  })

  it('another analyst cannot remove a link of such a facet, and may change its fields', async () => {
    const target = await annsEntity()
    const related = type('Related Actors')
    const entity = await createEntity(
      server,
      ann.token,
      createBody(actor, [
        newFacet(
          related,
          {},
          { links: [{ facetFieldTypeId: fieldTypeOf(related, 'link').id, targetId: target.id, direction: 'TO' }] },
        ),
      ]),
    )
    const unlink = () =>
      patchEntity(server, bob.token, entity.id, saveBody(entity, { linksToDestroy: [entity.facets[0].links[0].id] }))
    expectError(
      await expectNoEntityWritten(server, unlink),
      403,
      'You cannot remove fields of a facet another user created',
    )

    const mine = await annsEntity()
    const facet = asInput(keywordFacet(mine))
    const changed = await saveEntity(server, bob.token, mine, {
      facets: [{ ...facet, fields: [{ ...facet.fields[0], value: 'changed by Bob' }] }],
    })
    expect(changed.facets[1].fields[0].value).toBe('changed by Bob')
    expect(changed.facets[1].editorId).toBe(bob.user.id)
  })

  it('an analyst may remove fields of a facet they added to another user’s entity', async () => {
    const entity = await annsEntity()
    const withBobs = await saveEntity(server, bob.token, entity, {
      facets: [newFacet(type('Importance'), { importance: [{ selectedValue: '1', selectedLabel: 'Low' }] })],
    })
    const bobsFacet = withBobs.facets.find((facet) => facet.creatorId === bob.user.id)!
    const removed = await saveEntity(server, bob.token, withBobs, { facetFieldsToDestroy: [bobsFacet.fields[0].id] })
    expect(removed.facets.find((facet) => facet.id === bobsFacet.id)?.fields).toHaveLength(1)
  })
})
