import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityRecord } from '../../../common/entityFormat'
import type { EntityTemplate } from '../../../common/templateFormat'
import { templateSkeleton } from '../../../common/templateSkeleton'
import { startTestServer, type TestServer } from '../harness'
import {
  asInput,
  createBody,
  createEntity,
  expectNoEntityWritten,
  expectStatus,
  facetTypeOf,
  newFacet,
  patchEntity,
  saveBody,
} from '../entityHelpers'
import { addSignedInUser, expectError, signInAdmin } from '../helpers'

let server: TestServer
let adminToken: string
let analystToken: string
let template: EntityTemplate

/**
 * A brief template with a membership facet type of each list, both repeatable, and Drivers, which
 * may be added once per section.
 */
beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  analystToken = (await addSignedInUser(server, adminToken, { role: 'analyst' })).token
  const skeleton = templateSkeleton('Brief', 'Membership test')
  skeleton.subType = 'Membership Brief'
  skeleton.layout = [{ sections: ['Overview', 'Membership'] }]
  const [name] = skeleton.facetTypes
  for (const [order, membership, duplicate] of [
    [2, 'Core Brief Membership', 'true'],
    [3, 'Sector Brief Membership', 'true'],
    [4, 'Drivers', 'section'],
  ] as const) {
    skeleton.facetTypes.push({
      ...name,
      name: membership,
      section: 'Membership',
      order,
      required: false,
      create: false,
      duplicate,
      facetFieldTypes: [{ ...name.facetFieldTypes[0], required: false, rules: { Label: 'Brief', Type: 'text' } }],
    })
  }
  template = expectStatus(
    await server.api<EntityTemplate>('POST', '/entity-templates', { token: adminToken, body: skeleton }),
    201,
  )
})
afterAll(() => server.close())

const membership = (name: string, value: string) => newFacet(facetTypeOf(template, name), { value: [{ value }] })
const withName = (token: string, facets: ReturnType<typeof membership>[]) =>
  createEntity(
    server,
    token,
    createBody(template, [newFacet(facetTypeOf(template, 'Name'), { value: [{ value: 'Brief' }] }), ...facets]),
  )
const adding = (entity: EntityRecord, facets: ReturnType<typeof membership>[]) =>
  saveBody(entity, { facets: [...entity.facets.map((facet) => asInput(facet)), ...facets] })

describe('duplicates of brief membership facet types (spec 2 §5)', () => {
  it('let analysts add Core, Industry, Macro and Country Brief Membership again', async () => {
    const entity = await withName(analystToken, [membership('Core Brief Membership', 'One')])
    const saved = expectStatus(
      await patchEntity(server, analystToken, entity.id, adding(entity, [membership('Core Brief Membership', 'Two')])),
      200,
    )
    expect(saved.facets).toHaveLength(3)
  })

  it('refuse an analyst a second Sector Brief Membership facet, writing nothing', async () => {
    const entity = await withName(analystToken, [membership('Sector Brief Membership', 'One')])
    const response = await expectNoEntityWritten(server, () =>
      patchEntity(server, analystToken, entity.id, adding(entity, [membership('Sector Brief Membership', 'Two')])),
    )
    expectError(response, 403, 'You cannot add another Sector Brief Membership facet')
    // nor two at once on a new entity
    expectError(
      await server.api('POST', '/entities', {
        token: analystToken,
        body: createBody(template, [
          newFacet(facetTypeOf(template, 'Name'), { value: [{ value: 'Brief' }] }),
          membership('Sector Brief Membership', 'One'),
          membership('Sector Brief Membership', 'Two'),
        ]),
      }),
      403,
      'You cannot add another Sector Brief Membership facet',
    )
  })

  it('let admins add Sector Brief Membership again, and analysts then save the entity', async () => {
    const entity = await withName(adminToken, [membership('Sector Brief Membership', 'One')])
    const twice = expectStatus(
      await patchEntity(server, adminToken, entity.id, adding(entity, [membership('Sector Brief Membership', 'Two')])),
      200,
    )
    // an analyst renames the brief: the admin's duplicate stays and is no refusal
    const nameTypeId = facetTypeOf(template, 'Name').id
    const renamed = twice.facets.map((facet) =>
      asInput(facet, {
        fields:
          facet.facetTypeId === nameTypeId
            ? asInput(facet).fields.map((field) => ({ ...field, value: 'Renamed' }))
            : asInput(facet).fields,
      }),
    )
    const edited = expectStatus(
      await patchEntity(server, analystToken, twice.id, saveBody(twice, { facets: renamed })),
      200,
    )
    expect(edited.name).toBe('Renamed')
  })
})

describe("the duplicate setting section (spec 2 §3 'duplicate setting true/section/other')", () => {
  it('refuse a second facet of the type, to admins too, writing nothing', async () => {
    const entity = await withName(adminToken, [membership('Drivers', 'One')])
    for (const token of [adminToken, analystToken]) {
      const response = await expectNoEntityWritten(server, () =>
        patchEntity(server, token, entity.id, adding(entity, [membership('Drivers', 'Two')])),
      )
      expectError(response, 400, 'Facet Drivers can be added only once')
    }
    // nor two at once on a new entity
    const response = await expectNoEntityWritten(server, () =>
      server.api('POST', '/entities', {
        token: adminToken,
        body: createBody(template, [
          newFacet(facetTypeOf(template, 'Name'), { value: [{ value: 'Brief' }] }),
          membership('Drivers', 'One'),
          membership('Drivers', 'Two'),
        ]),
      }),
    )
    expectError(response, 400, 'Facet Drivers can be added only once')
  })

  it('let the one facet of the type be saved again', async () => {
    const entity = await withName(analystToken, [membership('Drivers', 'One')])
    const saved = expectStatus(await patchEntity(server, analystToken, entity.id, adding(entity, [])), 200)
    expect(saved.facets.filter((facet) => facet.facetTypeId === facetTypeOf(template, 'Drivers').id)).toHaveLength(1)
  })
})
