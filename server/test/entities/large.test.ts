import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityRecord } from '../../../common/entityFormat'
import type { FacetSave } from '../../services/entities/entities.schema'
import type { EntityTemplate } from '../../../common/templateFormat'
import { templateSkeleton } from '../../../common/templateSkeleton'
import { startTestServer, type TestServer } from '../harness'
import { asInput, createBody, createEntity, expectStatus, getEntity, saveEntity } from '../entityHelpers'
import { addSignedInUser, signInAdmin } from '../helpers'

const FACETS = 200
const FIELDS = 10

let server: TestServer
let token: string
let template: EntityTemplate

/** A template of one facet type that may be added many times, with ten Label field types. */
function largeTemplate(type: string) {
  const skeleton = templateSkeleton(type, type)
  const row = skeleton.facetTypes[0]
  skeleton.facetTypes = [
    {
      ...row,
      name: 'Row',
      required: false,
      duplicate: 'true',
      facetFieldTypes: Array.from({ length: FIELDS }, (_, index) => ({
        ...row.facetFieldTypes[0],
        name: `column ${index + 1}`,
        order: index + 1,
        required: false,
      })),
    },
  ]
  return skeleton
}

/** 200 facets of 10 fields each, every value naming its facet and field. */
function largeFacets(template: EntityTemplate, label: string): FacetSave[] {
  const [row] = template.facetTypes
  return Array.from({ length: FACETS }, (_, facet) => ({
    facetTypeId: row.id,
    order: facet + 1,
    meta: { stage: 'in progress', assignedToId: null },
    fields: row.facetFieldTypes.map((fieldType, field) => ({
      facetFieldTypeId: fieldType.id,
      name: 'value',
      order: 1,
      value: `${label} ${facet + 1}.${field + 1}`,
    })),
  }))
}

beforeAll(async () => {
  server = await startTestServer()
  const adminToken = await signInAdmin(server)
  token = (await addSignedInUser(server, adminToken, { role: 'analyst' })).token
  const created = await server.api<EntityTemplate>('POST', '/entity-templates', {
    token: adminToken,
    body: largeTemplate('Large'),
  })
  template = expectStatus(created, 201)
})
afterAll(() => server.close())

const valuesOf = (entity: EntityRecord) => entity.facets.map((facet) => facet.fields.map((field) => field.value))
const expected = (label: string) =>
  Array.from({ length: FACETS }, (_, facet) =>
    Array.from({ length: FIELDS }, (_, field) => `${label} ${facet + 1}.${field + 1}`),
  )

describe('an entity of 200 facets of 10 fields', () => {
  it('is saved whole and loaded whole, and saved again with every value changed', async () => {
    const created = await createEntity(
      server,
      token,
      createBody(template, largeFacets(template, 'v'), { name: 'Large' }),
    )
    expect(created.facets).toHaveLength(FACETS)
    expect(valuesOf(created)).toEqual(expected('v'))

    const loaded = expectStatus(await getEntity(server, token, created.id), 200)
    expect(loaded).toEqual(created)

    const changed = loaded.facets.map((facet) =>
      asInput(facet, {
        fields: asInput(facet).fields.map((field) => ({ ...field, value: String(field.value).replace('v', 'w') })),
      }),
    )
    const saved = await saveEntity(server, token, loaded, { facets: changed })
    expect(valuesOf(saved)).toEqual(expected('w'))
    expect(saved.facets.map((facet) => facet.id)).toEqual(loaded.facets.map((facet) => facet.id))
    expect(saved.facets.every((facet) => facet.logsCount === 2)).toBe(true)
    const [{ count }] = await server
      .db('facet_logs')
      .where({ action: 'update' })
      .count<{ count: number }[]>('* as count')
    expect(Number(count)).toBe(FACETS)
  })
})
