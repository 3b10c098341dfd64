import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityRecord } from '../../../common/entityFormat'
import { CONSOLE_ROLES } from '../../../common/roles'
import type { EntityTemplate } from '../../../common/templateFormat'
import { startTestServer, type ApiResponse, type TestServer } from '../harness'
import {
  asInput,
  createBody,
  createEntity,
  expectNoEntityWritten,
  expectStatus,
  facetTypeOf,
  newFacet,
  patchEntity,
  postEntity,
  saveBody,
  templateOf,
  uniqueName,
} from '../entityHelpers'
import {
  SECRET_FIELDS,
  addSignedInUser,
  adminId,
  expectError,
  invite,
  signInAdmin,
  type Page,
  type UserBody,
} from '../helpers'

/**
 * Assignees who may not be assigned (spec 1 §4, §7): blocked users and invitations never accepted are
 * listed for the pickers as not assignable, and refused as new assignees by every call that assigns.
 */

type Account = { user: UserBody; token: string }

let server: TestServer
let adminToken: string
let admin: string
let ann: Account
let blocked: UserBody
let invited: UserBody
let actor: EntityTemplate

const BLOCKED = 'This user is blocked and cannot be assigned'
const NOT_ACTIVATED = 'This user has not accepted the invitation yet and cannot be assigned'

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  admin = await adminId(server.db)
  ann = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann' })
  blocked = (await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Blocked Bea' })).user
  expectStatus(await server.api('PATCH', `/users/${blocked.id}`, { token: adminToken, body: { isBlocked: true } }), 200)
  invited = await invite(server, adminToken, { role: 'analyst', name: 'Invited Ivy' })
  actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
})
afterAll(() => server.close())

const type = (name: string) => facetTypeOf(actor, name)
async function entity(): Promise<EntityRecord> {
  return createEntity(
    server,
    ann.token,
    createBody(actor, [
      newFacet(type('Name'), { value: [{ value: uniqueName('Assignee') }] }),
      newFacet(type('Sector')),
    ]),
  )
}
const facetOf = (record: EntityRecord, name: string) => record.facets.find((one) => one.facetTypeId === type(name).id)!
const rowErrors = (response: ApiResponse<unknown>) => (response.body as { errors?: unknown }).errors

describe('GET /users for the assignee pickers', () => {
  it('answers analysts whether each console user can be assigned, without the flags behind it', async () => {
    const page = expectStatus(
      await server.api<Page<UserBody>>('GET', '/users', { token: ann.token, query: '$limit=50&$sort[name]=1' }),
      200,
    )
    const byId = new Map(page.data.map((user) => [user.id, user]))
    expect(byId.get(blocked.id)).toEqual({ id: blocked.id, name: 'Blocked Bea', role: 'analyst', assignable: false })
    expect(byId.get(invited.id)).toEqual({ id: invited.id, name: 'Invited Ivy', role: 'analyst', assignable: false })
    expect(byId.get(ann.user.id)).toEqual({ id: ann.user.id, name: 'Ann', role: 'analyst', assignable: true })
    expect(byId.get(admin)).toMatchObject({ role: 'admin', assignable: true })
    for (const user of page.data) {
      expect(user).not.toHaveProperty('isBlocked')
      expect(user).not.toHaveProperty('isVerified')
      for (const field of SECRET_FIELDS) expect(user).not.toHaveProperty(field)
    }
  })

  it('answers admins the flags as before, and the same verdict beside them', async () => {
    const page = expectStatus(
      await server.api<Page<UserBody & { assignable: boolean }>>('GET', '/users', {
        token: adminToken,
        query: '$limit=50&$sort[name]=1',
      }),
      200,
    )
    const byId = new Map(page.data.map((user) => [user.id, user]))
    expect(byId.get(blocked.id)).toMatchObject({ isBlocked: true, isVerified: true, assignable: false })
    expect(byId.get(invited.id)).toMatchObject({ isBlocked: false, isVerified: false, assignable: false })
    expect(byId.get(ann.user.id)).toMatchObject({ isBlocked: false, isVerified: true, assignable: true })
  })

  it('pages of 50 by name read every user once, many of one name included', async () => {
    await server.db('users').insert(
      Array.from({ length: 70 }, (_, index) => ({
        email: `same.${index}@pages.example`,
        name: index % 2 ? 'Same Name' : `Name ${String(index).padStart(2, '0')}`,
        role: 'analyst',
        profile: 'default',
        isVerified: true,
      })),
    )
    const read = (skip: number) =>
      server.api<Page<UserBody>>('GET', '/users', { token: ann.token, query: `$limit=50&$skip=${skip}&$sort[name]=1` })
    const first = expectStatus(await read(0), 200)
    expect(first).toMatchObject({ limit: 50, skip: 0 })
    expect(first.data).toHaveLength(50)
    const pages = [first]
    for (let skip = 50; skip < first.total; skip += 50) pages.push(expectStatus(await read(skip), 200))
    const users = pages.flatMap((page) => page.data)
    expect(users).toHaveLength(first.total)
    expect(new Set(users.map((user) => user.id)).size).toBe(first.total)
    const stored = await server.db('users').whereIn('role', CONSOLE_ROLES).orderByRaw('name, id').select('id')
    expect(users.map((user) => user.id)).toEqual(stored.map((user: { id: string }) => user.id))
    // the default page is 50 too
    expect(expectStatus(await server.api<Page<UserBody>>('GET', '/users', { token: ann.token }), 200).limit).toBe(50)
  })
})

describe('blocked and never-activated users are refused as new assignees', () => {
  it('by PATCH /entity-meta-data/, each row with its reason, nothing written', async () => {
    const one = await entity()
    const two = await entity()
    const response = await expectNoEntityWritten(server, () =>
      server.api('PATCH', '/entity-meta-data/', {
        token: adminToken,
        body: [
          { id: one.id, assignedToId: blocked.id },
          { id: two.id, assignedToId: invited.id },
        ],
      }),
    )
    expectError(response, 400, 'Some rows cannot be saved: nothing was saved')
    expect(rowErrors(response)).toEqual([
      { id: one.id, message: BLOCKED },
      { id: two.id, message: NOT_ACTIVATED },
    ])
  })

  it('by PATCH /facet-meta-data/ and POST /facet-mass-edits', async () => {
    const one = await entity()
    const sector = facetOf(one, 'Sector')
    const name = facetOf(one, 'Name')
    const response = await expectNoEntityWritten(server, () =>
      server.api('PATCH', '/facet-meta-data/', {
        token: ann.token,
        body: [
          { id: sector.id, assignedToId: blocked.id },
          { id: name.id, stage: 'review', assignedToId: invited.id },
        ],
      }),
    )
    expectError(response, 400, 'Some rows cannot be saved: nothing was saved')
    expect(rowErrors(response)).toEqual([
      { id: sector.id, message: BLOCKED },
      { id: name.id, message: NOT_ACTIVATED },
    ])
    const mass = await expectNoEntityWritten(server, () =>
      server.api('POST', '/facet-mass-edits', {
        token: adminToken,
        body: {
          fieldValues: [{ id: name.fields[0].id, value: 'Renamed' }],
          newFields: [],
          meta: [{ id: sector.id, assignedToId: blocked.id }],
        },
      }),
    )
    expectError(mass, 400, 'Some rows cannot be saved: nothing was saved')
    expect(rowErrors(mass)).toEqual([{ part: 'meta', index: 0, id: sector.id, facetId: sector.id, message: BLOCKED }])
  })

  it('by the entity save, naming the field', async () => {
    const one = await entity()
    const sector = facetOf(one, 'Sector')
    const facetAssigned = await expectNoEntityWritten(server, () =>
      patchEntity(
        server,
        adminToken,
        one.id,
        saveBody(one, { facets: [asInput(sector, { meta: { stage: 'in progress', assignedToId: blocked.id } })] }),
      ),
    )
    expectError(facetAssigned, 400, BLOCKED)
    const entityAssigned = await expectNoEntityWritten(server, () =>
      patchEntity(
        server,
        adminToken,
        one.id,
        saveBody(one, { meta: { stage: 'in progress', assignedToId: invited.id }, facets: [] }),
      ),
    )
    expectError(entityAssigned, 400, NOT_ACTIVATED)
    const created = await expectNoEntityWritten(server, () =>
      postEntity(
        server,
        adminToken,
        createBody(actor, [
          newFacet(
            type('Name'),
            { value: [{ value: uniqueName('New') }] },
            { meta: { stage: 'in progress', assignedToId: invited.id } },
          ),
        ]),
      ),
    )
    expectError(created, 400, NOT_ACTIVATED)
  })

  it('leaves one assigned before being blocked through saves, and clears them on a change of stage', async () => {
    const one = await entity()
    const sector = facetOf(one, 'Sector')
    const name = facetOf(one, 'Name')
    const later = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Later Blocked' })
    expectStatus(
      await server.api('PATCH', '/facet-meta-data/', {
        token: adminToken,
        body: [
          { id: sector.id, assignedToId: later.user.id },
          { id: name.id, assignedToId: later.user.id },
        ],
      }),
      200,
    )
    expectStatus(
      await server.api('PATCH', `/users/${later.user.id}`, { token: adminToken, body: { isBlocked: true } }),
      200,
    )
    // a save that sends the facets as loaded keeps them as they are
    const loaded = expectStatus(
      await server.api<EntityRecord>('GET', `/entities/${one.id}`, { token: adminToken }),
      200,
    )
    const saved = expectStatus(
      await patchEntity(
        server,
        adminToken,
        one.id,
        saveBody(loaded, { facets: loaded.facets.map((facet) => asInput(facet)) }),
      ),
      200,
    ) as EntityRecord
    expect(facetOf(saved, 'Sector').meta.assignedToId).toBe(later.user.id)
    // naming them again is no change; a change of stage clears them, with its log entry
    const [row] = expectStatus(
      await server.api<{ meta: { assignedToId: string | null } }[]>('PATCH', '/facet-meta-data/', {
        token: adminToken,
        body: [{ id: sector.id, stage: 'analyst' }],
      }),
      200,
    )
    expect(row.meta.assignedToId).toBeNull()
    const log = await server.db('facet_logs').where({ facetId: sector.id }).orderBy('createdAt', 'desc').first()
    expect(log).toMatchObject({ action: 'reassign', description: 'Unassigned' })
    // a rejection too
    expectStatus(
      await server.api('POST', '/rejections', { token: adminToken, body: { facetId: name.id, comment: 'Redo' } }),
      201,
    )
    expect(await server.db('facets').where({ id: name.id }).first()).toMatchObject({
      stage: 'rejected',
      assignedToId: null,
    })
  })

  it('still assigns users who may be assigned', async () => {
    const one = await entity()
    expectStatus(
      await server.api('PATCH', '/facet-meta-data/', {
        token: adminToken,
        body: [{ id: facetOf(one, 'Sector').id, assignedToId: admin }],
      }),
      200,
    )
    expectStatus(
      await server.api('PATCH', '/entity-meta-data/', {
        token: adminToken,
        body: [{ id: one.id, assignedToId: ann.user.id }],
      }),
      200,
    )
  })
})
