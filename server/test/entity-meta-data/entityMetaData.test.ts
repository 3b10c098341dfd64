import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityRecord } from '../../../common/entityFormat'
import type { EntityTemplate } from '../../../common/templateFormat'
import { startTestServer, type ApiResponse, type TestServer } from '../harness'
import {
  createBody,
  createEntity,
  expectNoEntityWritten,
  expectStatus,
  facetTypeOf,
  getEntity,
  newFacet,
  templateOf,
} from '../entityHelpers'
import { addSignedInUser, adminId, expectError, isoDay, signInAdmin, type UserBody } from '../helpers'

type Account = { user: UserBody; token: string }
interface MetaRow {
  id: string
  stage: string
  assignedToId: string | null
  hidden: boolean
  updatedAt: string
  updatedById: string | null
  meta: { stage: string; assignedToId: string | null }
}

let server: TestServer
let adminToken: string
let admin: string
let ann: Account
let trial: Account
let actor: EntityTemplate

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  admin = await adminId(server.db)
  ann = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann' })
  trial = await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })
  actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
})
afterAll(() => server.close())

const type = (name: string) => facetTypeOf(actor, name)
/** An entity with its Name; with `complete`, also its Summary, so that it can be published. */
const entity = (name: string, complete = false): Promise<EntityRecord> =>
  createEntity(
    server,
    ann.token,
    createBody(actor, [
      newFacet(type('Name'), { value: [{ value: name }] }),
      ...(complete
        ? [
            newFacet(type('Summary'), {
              value: [{ value: '<p>Known</p>' }],
              source: [{ urlInput: 'https://example.com' }],
            }),
          ]
        : []),
    ]),
  )
const patchMeta = (body: unknown, token = adminToken) =>
  server.api<MetaRow[]>('PATCH', '/entity-meta-data/', { token, body })
const patchHidden = (body: unknown, token = adminToken) => server.api<MetaRow[]>('PATCH', '/entities/', { token, body })
/** The rows a bulk edit refused, as its 400 names them. */
const rowErrors = (response: ApiResponse<unknown>) => (response.body as { errors?: unknown }).errors
const stored = (id: string) => server.db('entities').where({ id }).first()

describe('PATCH /entity-meta-data/ (spec 2 §2, §7): the grid’s stage and assignee', () => {
  it('sets stages and assignees of several entities at once, moving each version', async () => {
    const [one, two] = [await entity('Meta one', true), await entity('Meta two')]
    const rows = expectStatus(
      await patchMeta([
        { id: one.id, stage: 'published' },
        { id: two.id, assignedToId: ann.user.id },
      ]),
      200,
    )
    expect(rows).toEqual([
      expect.objectContaining({
        id: one.id,
        stage: 'published',
        meta: expect.objectContaining({ stage: 'published' }),
      }),
      expect.objectContaining({ id: two.id, stage: 'in progress', assignedToId: ann.user.id }),
    ])
    for (const [before, row] of [
      [one, rows[0]],
      [two, rows[1]],
    ] as const) {
      expect(new Date(row.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime())
      expect(row.updatedById).toBe(admin)
    }
    expect((await getEntity(server, adminToken, one.id)).body.meta.stage).toBe('published')
  })

  it('clears an assignee not allowed at the new stage, and keeps one that is', async () => {
    const taken = await entity('Taken')
    expectStatus(await patchMeta([{ id: taken.id, assignedToId: ann.user.id }]), 200)
    const [back] = expectStatus(await patchMeta([{ id: taken.id, stage: 'in progress' }]), 200)
    expect(back.assignedToId).toBe(ann.user.id)
    const published = await entity('Published', true)
    expectStatus(await patchMeta([{ id: published.id, assignedToId: admin }]), 200)
    const [row] = expectStatus(await patchMeta([{ id: published.id, stage: 'published' }]), 200)
    expect(row).toMatchObject({ stage: 'published', assignedToId: null })
  })

  it('refuses every row when one is bad, naming each bad row, and writes nothing', async () => {
    const [good, incomplete, other] = [await entity('Good'), await entity('Incomplete'), await entity('Other')]
    const missing = '00000000-0000-4000-8000-000000000000'
    const response = await expectNoEntityWritten(server, () =>
      patchMeta([
        { id: good.id, stage: 'published', assignedToId: null },
        { id: incomplete.id, stage: 'published' },
        { id: missing, stage: 'in progress' },
        { id: other.id, stage: 'review' },
        { id: other.id, assignedToId: trial.user.id },
        { id: good.id },
      ]),
    )
    expectError(response, 400, 'Some rows cannot be saved: nothing was saved')
    const failure = 'Publishing failed: Facet Summary has empty required fields'
    expect(rowErrors(response)).toEqual(
      expect.arrayContaining([
        { id: good.id, message: failure },
        { id: incomplete.id, message: failure },
        { id: missing, message: 'Unknown entity' },
        { id: other.id, message: 'The stage of an entity is in progress or published' },
        { id: other.id, message: 'The same item is sent twice' },
        { id: good.id, message: 'The same item is sent twice' },
      ]),
    )
    const assignTrial = await expectNoEntityWritten(server, () =>
      patchMeta([
        { id: good.id, assignedToId: ann.user.id },
        { id: other.id, assignedToId: trial.user.id },
        { id: incomplete.id, assignedToId: missing },
      ]),
    )
    expectError(assignTrial, 400)
    // a trial account, not allowed at the stage, is ignored (spec 2 §4); an id of nobody is refused
    expect(rowErrors(assignTrial)).toEqual([
      { id: incomplete.id, message: 'This user cannot be assigned at stage in progress' },
    ])
    const [ignored] = expectStatus(await patchMeta([{ id: other.id, assignedToId: trial.user.id }]), 200)
    expect(ignored.assignedToId).toBeNull()
    const empty = await expectNoEntityWritten(server, () => patchMeta([{ id: good.id }]))
    expect(rowErrors(empty)).toEqual([{ id: good.id, message: 'Nothing to change' }])
    expect((await stored(good.id)).assignedToId).toBeNull()
  })

  it.each<[string, (id: string) => Promise<ApiResponse<unknown>>]>([
    ['an id', (id: string) => server.api('PATCH', `/entity-meta-data/${id}`, { token: adminToken, body: [] })],
    ['an empty list', () => patchMeta([])],
    ['an unknown property', (id: string) => patchMeta([{ id, colour: 'blue' }])],
    ['an unknown stage', (id: string) => patchMeta([{ id, stage: 'Published' }])],
    ['a bad id', () => patchMeta([{ id: 'nope', stage: 'published' }])],
  ])('refuses %s', async (_label, call) => {
    const target = await entity('Target')
    const response = await expectNoEntityWritten(server, () => call(target.id))
    expect([400, 405]).toContain(response.status)
  })

  it('is the admin’s: analysts and trial users get 403, no token 401', async () => {
    const target = await entity('Guarded')
    for (const token of [ann.token, trial.token]) {
      const response = await expectNoEntityWritten(server, () =>
        patchMeta([{ id: target.id, stage: 'published' }], token),
      )
      expectError(response, 403)
    }
    expectError(await server.api('PATCH', '/entity-meta-data/', { body: [] }), 401)
  })
})

describe('PATCH /entities/ with [{id, hidden}] (spec 2 §2 Hidden column)', () => {
  it('hides and shows several entities at once, for admins, moving each version', async () => {
    const [one, two] = [await entity('Hide one'), await entity('Hide two')]
    const rows = expectStatus(
      await patchHidden([
        { id: one.id, hidden: true },
        { id: two.id, hidden: false },
      ]),
      200,
    )
    expect(rows.map((row) => [row.id, row.hidden])).toEqual([
      [one.id, true],
      [two.id, false],
    ])
    expect((await stored(one.id)).hidden).toBe(true)
    expect(new Date(rows[1].updatedAt).getTime()).toBeGreaterThan(new Date(two.updatedAt).getTime())
    // the single-entity save is unchanged beside it
    expect((await getEntity(server, adminToken, one.id)).body.hidden).toBe(true)
  })

  it('refuses every row when one is bad, and writes nothing', async () => {
    const target = await entity('Hidden target')
    const missing = '00000000-0000-4000-8000-000000000001'
    const response = await expectNoEntityWritten(server, () =>
      patchHidden([
        { id: target.id, hidden: true },
        { id: missing, hidden: true },
        { id: target.id, hidden: false },
      ]),
    )
    expectError(response, 400, 'Some rows cannot be saved: nothing was saved')
    expect(rowErrors(response)).toEqual([
      { id: target.id, message: 'The same item is sent twice' },
      { id: missing, message: 'Unknown entity' },
    ])
    for (const body of [[], [{ id: target.id }], [{ id: target.id, hidden: true, name: 'x' }], { id: target.id }]) {
      expectError(await expectNoEntityWritten(server, () => patchHidden(body)), 400)
    }
  })

  it('is the admin’s: analysts get 403 and trial users 403, no token 401', async () => {
    const target = await entity('Hidden guarded')
    const hide = (token: string) => () => patchHidden([{ id: target.id, hidden: true }], token)
    expectError(
      await expectNoEntityWritten(server, hide(ann.token)),
      403,
      'You cannot change whether this entity is hidden',
    )
    expectError(await expectNoEntityWritten(server, hide(trial.token)), 403)
    expectError(await server.api('PATCH', '/entities/', { body: [] }), 401)
  })
})
