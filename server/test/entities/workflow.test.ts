import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityRecord, FacetLogRecord, FacetMeta } from '../../../common/entityFormat'
import type { FacetSave } from '../../services/entities/entities.schema'
import type { Role } from '../../../common/roles'
import type { EntityTemplate, Stage } from '../../../common/templateFormat'
import { startTestServer, type ApiResponse, type TestServer } from '../harness'
import {
  asInput,
  createBody,
  createEntity,
  expectNoEntityWritten,
  facetTypeOf,
  newFacet,
  patchEntity,
  saveBody,
  saveEntity,
  templateOf,
} from '../entityHelpers'
import { addSignedInUser, adminId, expectError, isoDay, signInAdmin, type UserBody } from '../helpers'

let server: TestServer
let tokens: Record<'admin' | 'analyst', string>
const users = {} as Record<Role, { id: string; name: string }>
let actor: EntityTemplate

beforeAll(async () => {
  server = await startTestServer()
  const adminToken = await signInAdmin(server)
  const analyst = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann Alyst' })
  const other = (role: Role, extra = {}) => addSignedInUser(server, adminToken, { role, ...extra })
  const asRef = ({ user }: { user: UserBody }) => ({ id: user.id, name: user.name })
  tokens = { admin: adminToken, analyst: analyst.token }
  users.admin = { id: await adminId(server.db), name: 'Administrator' }
  users.analyst = asRef(analyst)
  users.trial = asRef(await other('trial', { trialEndDate: isoDay(30) }))
  users.user = asRef(await other('user'))
  actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
})
afterAll(() => server.close())

const type = (name: string) => facetTypeOf(actor, name)
const nameFacet = (value = 'Filled') => newFacet(type('Name'), { value: [{ value }] })
/** a Summary whose required Detail is empty */
const emptySummary = () => newFacet(type('Summary'), { source: [{ urlInput: 'https://example.com' }] })
const logsOf = (facetId: string) =>
  server
    .db<FacetLogRecord>('facet_logs')
    .where({ facetId })
    .orderBy('updatedAt')
    .select('action', 'description', 'assignedToId', 'username')

/** Saves the entity's facet `index` with `meta` (and `changes`) as `role`. */
const saveFacet = (
  role: 'admin' | 'analyst',
  entity: EntityRecord,
  meta: Partial<FacetMeta>,
  index = 0,
  changes: Partial<FacetSave> = {},
) => {
  const facet = entity.facets[index]
  const input = asInput(facet, { meta: { ...facet.meta, ...meta }, ...changes })
  return patchEntity(server, tokens[role], entity.id, saveBody(entity, { facets: [input] }))
}

/** An analyst's entity with a filled Name facet (and more), its Name facet moved to `stage` by an admin. */
async function entityAt(stage: Stage, facets: FacetSave[] = [], meta: Partial<FacetMeta> = {}) {
  const entity = await createEntity(server, tokens.analyst, createBody(actor, [nameFacet(), ...facets]))
  if (stage === 'in progress' && !Object.keys(meta).length) return entity
  const moved = await saveFacet('admin', entity, { stage, ...meta })
  expect(moved.status, JSON.stringify(moved.body)).toBe(200)
  return moved.body
}

describe('facet stages by role (spec 2 §4, §6)', () => {
  const ANALYST_MAY = ['analyst', 'in progress', 'review', 'no information']
  const cases: [Role & ('admin' | 'analyst'), Stage, Stage, 200 | 403][] = [
    ...(
      ['analyst', 'review', 'edit', 'published', 'expired', 'rejected', 'no information', 'unassigned'] as Stage[]
    ).map((to): ['analyst', Stage, Stage, 200 | 403] => [
      'analyst',
      'in progress',
      to,
      ANALYST_MAY.includes(to) ? 200 : 403,
    ]),
    ['analyst', 'review', 'in progress', 200],
    ['analyst', 'edit', 'review', 200],
    ['analyst', 'rejected', 'in progress', 200],
    ['analyst', 'published', 'in progress', 403],
    ['analyst', 'published', 'review', 403],
    ...(
      ['analyst', 'review', 'edit', 'published', 'expired', 'rejected', 'no information', 'unassigned'] as Stage[]
    ).map((to): ['admin', Stage, Stage, 200] => ['admin', 'in progress', to, 200]),
    ['admin', 'published', 'in progress', 200],
    ['admin', 'expired', 'edit', 200],
  ]

  it.each(cases)('%s moves a facet from %s to %s → %i', async (role, from, to, status) => {
    const entity = await entityAt(from)
    if (status === 403) {
      const response = await expectNoEntityWritten(server, () => saveFacet(role, entity, { stage: to }))
      expectError(response, 403, `You cannot set stage ${to}`)
      return
    }
    const response = await saveFacet(role, entity, { stage: to })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body.facets[0].meta.stage).toBe(to)
    expect((await logsOf(entity.facets[0].id)).filter((log) => log.action === 'stage').at(-1)).toMatchObject({
      description: `Stage changed from ${from} to ${to}`,
      username: users[role].name,
    })
  })

  it.each(['review', 'edit', 'published'] as Stage[])(
    'moving a facet with empty required fields to %s is refused, and writes nothing',
    async (stage) => {
      const entity = await entityAt('in progress', [emptySummary()])
      const response = await expectNoEntityWritten(server, () => saveFacet('admin', entity, { stage }, 1))
      expectError(response, 400, 'Required field is not complete')
    },
  )

  it('a facet with empty required fields may move to stages that do not mean it is done', async () => {
    const entity = await entityAt('in progress', [emptySummary()])
    const response = await saveFacet('analyst', entity, { stage: 'no information' }, 1)
    expect(response.status).toBe(200)
  })

  // spec 1 §4, §5: completeness is checked again on every save of a facet past the check
  it.each<Stage>(['review', 'edit'])(
    'a facet at %s whose required field the save empties goes back to in progress, logged',
    async (stage) => {
      const entity = await entityAt(stage, [], { assignedToId: users.admin.id })
      const emptied = asInput(entity.facets[0]).fields.map((field) => ({ ...field, value: null }))
      const response = await saveFacet('admin', entity, {}, 0, { fields: emptied })
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      // the admin stays, allowed at in progress
      expect(response.body.facets[0].meta).toEqual({ stage: 'in progress', assignedToId: users.admin.id })
      expect((await logsOf(entity.facets[0].id)).filter((log) => log.action === 'stage').at(-1)).toMatchObject({
        description: `Stage changed from ${stage} to in progress`,
      })
    },
  )

  // spec 2 §4: 'A stage or user change is refused … when it would leave a required field incomplete'
  it('a facet at review with a required field empty (stored under an older template) is not handed on', async () => {
    const entity = await entityAt('in progress', [emptySummary()])
    const summary = entity.facets[1]
    await server.db('facets').where({ id: summary.id }).update({ stage: 'review' })
    const atReview = {
      ...entity,
      facets: [entity.facets[0], { ...summary, meta: { ...summary.meta, stage: 'review' as Stage } }],
    }
    const call = () => saveFacet('admin', atReview, { assignedToId: users.admin.id }, 1)
    expectError(await expectNoEntityWritten(server, call), 400, 'Required field is not complete')
  })

  it('a facet at review whose required fields stay filled through a save stays at review', async () => {
    const entity = await entityAt('review')
    const changed = asInput(entity.facets[0]).fields.map((field) => ({ ...field, value: 'Renamed' }))
    const response = await saveFacet('analyst', entity, {}, 0, { fields: changed })
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body.facets[0].meta.stage).toBe('review')
  })

  it('a new facet is the caller’s, in progress, unless its meta says otherwise', async () => {
    const {
      facets: [facet],
    } = await createEntity(server, tokens.analyst, createBody(actor, [nameFacet()]))
    expect(facet.meta).toEqual({ stage: 'in progress', assignedToId: users.analyst.id })
    expect(await logsOf(facet.id)).toEqual([
      { action: 'create', description: 'Facet created', assignedToId: null, username: 'Ann Alyst' },
    ])
    const given = await createEntity(
      server,
      tokens.analyst,
      createBody(actor, [{ ...nameFacet(), meta: { stage: 'review', assignedToId: users.admin.id } }]),
    )
    expect((await logsOf(given.facets[0].id)).map((log) => log.description)).toEqual([
      'Facet created',
      'Stage changed from in progress to review',
      'Reassigned to Administrator',
    ])
    const unassigned = await createEntity(
      server,
      tokens.analyst,
      createBody(actor, [{ ...nameFacet(), meta: { stage: 'in progress', assignedToId: null } }]),
    )
    expect((await logsOf(unassigned.facets[0].id)).map((log) => log.action)).toEqual(['create'])
    const incomplete = { ...emptySummary(), meta: { stage: 'review' as Stage, assignedToId: users.analyst.id } }
    const refused = await expectNoEntityWritten(server, () =>
      server.api('POST', '/entities', { token: tokens.analyst, body: createBody(actor, [nameFacet(), incomplete]) }),
    )
    expectError(refused, 400, 'Required field is not complete')
  })
})

describe('who may be assigned at a stage (spec 1 §4)', () => {
  const cases: [Stage, Role, boolean][] = [
    ...(['analyst', 'in progress', 'review', 'rejected'] as Stage[]).flatMap((stage): [Stage, Role, boolean][] => [
      [stage, 'analyst', true],
      [stage, 'admin', true],
      [stage, 'trial', false],
      [stage, 'user', false],
    ]),
    ...(['edit', 'no information'] as Stage[]).flatMap((stage): [Stage, Role, boolean][] => [
      [stage, 'analyst', false],
      [stage, 'admin', true],
    ]),
    ...(['published', 'unassigned', 'expired'] as Stage[]).flatMap((stage): [Stage, Role, boolean][] => [
      [stage, 'analyst', false],
      [stage, 'admin', false],
    ]),
  ]

  // spec 2 §4: assigning a user not allowed for the stage is ignored, the save goes on
  it.each(cases)('at %s, a facet may be assigned to a %s user → %s', async (stage, role, allowed) => {
    const entity = await entityAt(stage, [], { assignedToId: null })
    const logsBefore = await logsOf(entity.facets[0].id)
    const response = await saveFacet('admin', entity, { assignedToId: users[role].id })
    if (!allowed) {
      expect(response.status, JSON.stringify(response.body)).toBe(200)
      expect(response.body.facets[0].meta.assignedToId).toBeNull()
      expect(await logsOf(entity.facets[0].id)).toEqual(logsBefore)
      return
    }
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body.facets[0].meta.assignedToId).toBe(users[role].id)
    expect(response.body.facets[0].lastUserIdThatReassignmentFacet).toBe(users.admin.id)
    expect((await logsOf(entity.facets[0].id)).at(-1)).toEqual({
      action: 'reassign',
      description: `Reassigned to ${users[role].name}`,
      assignedToId: users[role].id,
      username: 'Administrator',
    })
  })

  it('an assignee that does not exist is refused', async () => {
    const entity = await entityAt('in progress')
    const call = () => saveFacet('analyst', entity, { assignedToId: '00000000-0000-4000-8000-000000000000' })
    expectError(await expectNoEntityWritten(server, call), 400, 'This user cannot be assigned at stage in progress')
  })

  it('an analyst may assign a facet to another user, and unassign it', async () => {
    const entity = await entityAt('in progress')
    const assigned = await saveFacet('analyst', entity, { assignedToId: users.admin.id })
    expect(assigned.body.facets[0].meta.assignedToId).toBe(users.admin.id)
    const unassigned = await saveFacet('analyst', assigned.body, { assignedToId: null })
    expect(unassigned.body.facets[0].meta.assignedToId).toBeNull()
    expect((await logsOf(entity.facets[0].id)).at(-1)).toMatchObject({ action: 'reassign', description: 'Unassigned' })
  })

  it('a stage change keeps the assignee while allowed, and clears one no longer allowed', async () => {
    const entity = await entityAt('in progress')
    const review = await saveFacet('admin', entity, { stage: 'review' })
    expect(review.body.facets[0].meta).toEqual({ stage: 'review', assignedToId: users.analyst.id })
    const edit = await saveFacet('admin', review.body, { stage: 'edit' })
    expect(edit.body.facets[0].meta).toEqual({ stage: 'edit', assignedToId: null })
    expect((await logsOf(entity.facets[0].id)).slice(-2)).toEqual([
      {
        action: 'stage',
        description: 'Stage changed from review to edit',
        assignedToId: null,
        username: 'Administrator',
      },
      { action: 'reassign', description: 'Unassigned', assignedToId: null, username: 'Administrator' },
    ])
  })
})

describe('a published facet is read-only (spec 2 §2)', () => {
  const changed = (entity: EntityRecord) => ({
    fields: [{ ...asInput(entity.facets[0]).fields[0], value: 'Changed' }],
  })

  it.each(['analyst', 'admin'] as const)('its fields cannot be changed by an %s', async (role) => {
    const entity = await entityAt('published')
    const response = await expectNoEntityWritten(server, () => saveFacet(role, entity, {}, 0, changed(entity)))
    expectError(response, 400, 'Facet Name is published and cannot be edited')
  })

  it('nor added to, nor removed from, nor removed', async () => {
    const entity = await entityAt('published')
    const facet = entity.facets[0]
    const added = { fields: [...asInput(facet).fields, { ...asInput(facet).fields[0], id: undefined, order: 2 }] }
    const calls: (() => Promise<ApiResponse<unknown>>)[] = [
      () => saveFacet('admin', entity, {}, 0, added),
      () =>
        patchEntity(server, tokens.admin, entity.id, saveBody(entity, { facetFieldsToDestroy: [facet.fields[0].id] })),
      () => patchEntity(server, tokens.admin, entity.id, saveBody(entity, { facetsToDestroy: [facet.id] })),
      () => server.api('DELETE', `/facets/${facet.id}`, { token: tokens.admin }),
    ]
    for (const call of calls) {
      expectError(await expectNoEntityWritten(server, call), 400, 'Facet Name is published and cannot be edited')
    }
  })

  it('an admin may change it in the save that moves it out of published', async () => {
    const entity = await entityAt('published')
    const response = await saveFacet('admin', entity, { stage: 'in progress' }, 0, changed(entity))
    expect(response.status).toBe(200)
    expect(response.body.name).toBe('Changed')
    expect((await logsOf(entity.facets[0].id)).slice(-2).map((log) => log.action)).toEqual(['update', 'stage'])
  })

  it('it may still be moved among the facets', async () => {
    const entity = await entityAt('published')
    const response = await saveFacet('analyst', entity, {}, 0, { order: 9 })
    expect(response.body.facets[0].order).toBe(9)
  })
})

describe('the entity’s own stage (spec 1 §4)', () => {
  const summary = () =>
    newFacet(type('Summary'), { value: [{ value: 'About' }], source: [{ urlInput: 'https://e.com' }] })

  it('an admin publishes an entity whose required facets are filled', async () => {
    const entity = await createEntity(server, tokens.analyst, createBody(actor, [nameFacet(), summary()]))
    const published = await saveEntity(server, tokens.admin, entity, {
      meta: { stage: 'published', assignedToId: null },
    })
    expect(published.meta).toEqual({ stage: 'published', assignedToId: null, failedReason: null })
    const edited = await saveEntity(server, tokens.analyst, published)
    expect(edited.meta.stage).toBe('in progress')
  })

  it('publishing with an unfilled required facet saves the entity in progress, with the reason', async () => {
    const entity = await createEntity(server, tokens.analyst, createBody(actor, [nameFacet(), emptySummary()]))
    const failed = await saveEntity(server, tokens.admin, entity, { meta: { stage: 'published', assignedToId: null } })
    expect(failed.meta).toEqual({
      stage: 'in progress',
      assignedToId: null,
      failedReason: 'Publishing failed: Facet Summary has empty required fields',
    })
    const again = await saveEntity(server, tokens.analyst, failed)
    expect(again.meta.failedReason).toBeNull()
  })

  it('publishing without a facet of a required type names that type', async () => {
    const entity = await createEntity(server, tokens.analyst, createBody(actor, [nameFacet()]))
    const failed = await saveEntity(server, tokens.admin, entity, { meta: { stage: 'published', assignedToId: null } })
    expect(failed.meta.failedReason).toBe('Publishing failed: Facet Summary has empty required fields')
  })

  it('analysts cannot set it, and admins only to in progress or published', async () => {
    const entity = await createEntity(server, tokens.analyst, createBody(actor, [nameFacet()]))
    const as = (role: 'admin' | 'analyst', stage: Stage) => () =>
      patchEntity(server, tokens[role], entity.id, saveBody(entity, { meta: { stage, assignedToId: null } }))
    expectError(await expectNoEntityWritten(server, as('analyst', 'published')), 403, 'You cannot set stage published')
    expectError(
      await expectNoEntityWritten(server, as('admin', 'review')),
      400,
      'The stage of an entity is in progress or published',
    )
  })
})
