import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIELD_KINDS, type EntityTemplate } from '../../../common/templateFormat'
import { templateStructureErrors } from '../../../common/templateRules'
import { templateSkeleton } from '../../../common/templateSkeleton'
import { REFERENCE_TEMPLATES } from '../../db/referenceTemplates'
import { createBody, createEntity, expectStatus, getEntity } from '../entityHelpers'
import { startTestServer, type TestServer } from '../harness'
import {
  addSignedInUser,
  expectError,
  expectNothingWritten,
  isoDay,
  signInAdmin,
  type Page,
  putCurrent,
} from '../helpers'

let server: TestServer
let adminToken: string
let analystToken: string
let trialToken: string

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  analystToken = (await addSignedInUser(server, adminToken, { role: 'analyst' })).token
  trialToken = (await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })).token
})
afterAll(() => server.close())

const find = (query = '', token = analystToken) =>
  server.api<Page<EntityTemplate>>('GET', '/entity-templates', { token, query })
const get = (id: string, token = analystToken) =>
  server.api<EntityTemplate>('GET', `/entity-templates/${id}`, { token })
const create = (body: unknown, token = adminToken) =>
  server.api<EntityTemplate>('POST', '/entity-templates', { token, body })
const replace = (id: string, body: unknown, token = adminToken) =>
  putCurrent<EntityTemplate>(server, `/entity-templates/${id}`, body, token)

/** Every template row, facet type and field type as stored. */
const templateState = async () => ({
  templates: await server.db('entity_templates').orderBy('id'),
  facetTypes: await server.db('facet_types').orderBy('id'),
  fieldTypes: await server.db('facet_field_types').orderBy('id'),
})

async function expectNoTemplateWritten<T>(call: () => Promise<T>): Promise<T> {
  const before = await templateState()
  const result = await expectNothingWritten(server.db, call)
  expect(await templateState()).toEqual(before)
  return result
}

let counter = 0
/** A small valid template of a type of its own. */
const sample = (overrides: Record<string, unknown> = {}) => {
  counter += 1
  return { ...templateSkeleton(`Sample ${counter}`, `Sample ${counter}`), ...overrides }
}

describe('the reference templates', () => {
  it.each(REFERENCE_TEMPLATES.map((template) => [template.name, template] as const))(
    '%s keeps the template rules',
    (_, template) => {
      expect(templateStructureErrors(template)).toEqual([])
    },
  )

  it('are there on a new database, each with its facet and field types, sorted by type and sub-type', async () => {
    const { status, body } = await find('$limit=1000')
    expect(status).toBe(200)
    const kinds = body.data.map((template) => `${template.type}/${template.subType ?? ''}`)
    expect(kinds).toEqual(
      expect.arrayContaining([
        'Actor/Organisation',
        'Actor/Person',
        'Plot/',
        'Context/',
        'Brief/Comparison Set',
        'Statistic Entity/',
      ]),
    )
    expect(body.total).toBe(REFERENCE_TEMPLATES.length)
    expect(kinds).toEqual([...kinds].sort((a, b) => a.localeCompare(b, 'en')))
    for (const template of body.data) expect(template.facetTypes.length).toBeGreaterThan(0)
  })

  it('use every field kind between them', async () => {
    const { body } = await find('$limit=1000')
    const kinds = new Set(
      body.data.flatMap((template) =>
        template.facetTypes.flatMap((facetType) => facetType.facetFieldTypes.map((fieldType) => fieldType.kind)),
      ),
    )
    expect([...kinds].sort()).toEqual([...FIELD_KINDS].sort())
  })

  it('filter by type, and answer one with its structure in order', async () => {
    const { body } = await find('type=Actor')
    expect(body.data.map((template) => template.subType)).toEqual(['Organisation', 'Person'])
    const person = await get(body.data[1].id)
    expect(person.status).toBe(200)
    expect(person.body.facetTypes.map((facetType) => facetType.order)).toEqual(
      [...person.body.facetTypes.map((facetType) => facetType.order)].sort((a, b) => a - b),
    )
    expect(person.body.facetTypes[0]).toMatchObject({
      name: 'Name',
      section: 'Overview',
      required: true,
      facetFieldTypes: [expect.objectContaining({ kind: 'Label', rules: expect.objectContaining({ Chars: 120 }) })],
    })
  })
})

describe('POST /entity-templates', () => {
  it('creates a template with its structure, for admins', async () => {
    const body = sample()
    const { status, body: template } = await create(body)
    expect(status).toBe(201)
    expect(template).toMatchObject({ type: body.type, subType: null, layout: body.layout })
    expect(template.facetTypes).toHaveLength(1)
    expect(template.facetTypes[0].id).toMatch(/^[0-9a-f-]{36}$/)
    expect(template.facetTypes[0].facetFieldTypes[0]).toMatchObject({
      name: 'value',
      kind: 'Label',
      rules: { Label: 'Name', Type: 'text' },
    })
    expect((await get(template.id)).body).toEqual(template)
  })

  it.each([
    ['a body that is not a template', [1, 2], 'Invalid Entity Format'],
    ['a template without facet types', { type: 'X', name: 'X' }, 'Invalid Entity Format'],
    ['an unknown property', { ...sample(), colour: 'blue' }, 'Unknown property'],
  ])('refuses %s with its message and writes nothing', async (_, body, message) => {
    expectError(await expectNoTemplateWritten(() => create(body)), 400, message)
  })

  it('refuses a facet type without field types', async () => {
    const body = sample()
    body.facetTypes[0].facetFieldTypes = []
    expectError(await expectNoTemplateWritten(() => create(body)), 400, 'Field type is required for every Entity')
  })

  it('refuses a rule value outside the allowed values, naming where', async () => {
    const body = sample()
    body.facetTypes[0].facetFieldTypes[0].rules = { Chars: -1 }
    const response = await expectNoTemplateWritten(() => create(body))
    expectError(response, 400, 'Template has errors in structure')
    expect(JSON.stringify(response.body)).toContain('rules.Chars')
  })

  it('refuses a second template of the same type and sub-type, in any case', async () => {
    const body = sample()
    expect((await create(body)).status).toBe(201)
    const again = { ...sample(), type: body.type.toUpperCase() }
    expectError(
      await expectNoTemplateWritten(() => create(again)),
      409,
      'A template of this type and sub type already exists',
    )
  })

  it('is for admins only', async () => {
    expectError(await expectNoTemplateWritten(() => create(sample(), analystToken)), 403)
    expectError(await find('', trialToken), 403)
  })
})

describe('PUT /entity-templates/{id}', () => {
  it('keeps the ids of facet and field types sent back, adds new ones, marks dropped ones', async () => {
    const created = (await create(sample())).body
    const [nameFacet] = created.facetTypes
    const body = {
      ...sample({ type: created.type, name: 'Renamed' }),
      facetTypes: [
        {
          ...nameFacet,
          required: false,
          facetFieldTypes: [
            {
              name: 'detail',
              kind: 'Detail',
              order: 2,
              required: false,
              create: true,
              archived: false,
              rules: { 'Detail-Chars': 0 },
            },
          ],
        },
        { ...sample().facetTypes[0], name: 'Second', order: 2 },
      ],
    }
    const { status, body: updated } = await replace(created.id, body)
    expect(status).toBe(200)
    expect(updated.name).toBe('Renamed')
    expect(updated.facetTypes.map((facetType) => facetType.name)).toEqual(['Name', 'Second'])
    expect(updated.facetTypes[0].id).toBe(nameFacet.id)
    expect(updated.facetTypes[0].required).toBe(false)
    // the dropped field type stays, archived, for the fields that use it
    const fieldTypes = updated.facetTypes[0].facetFieldTypes
    expect(fieldTypes.map((fieldType) => [fieldType.name, fieldType.archived])).toEqual([
      ['value', true],
      ['detail', false],
    ])
    expect(fieldTypes[0].id).toBe(nameFacet.facetFieldTypes[0].id)

    const dropped = await replace(created.id, { ...body, facetTypes: [updated.facetTypes[1]] })
    expect(dropped.body.facetTypes.find((facetType) => facetType.id === nameFacet.id)?.deleted).toBe(true)
  })

  it('refuses a facet type id of another template and writes nothing', async () => {
    const first = (await create(sample())).body
    const second = (await create(sample())).body
    const body = { ...sample({ type: second.type }), facetTypes: first.facetTypes }
    expectError(await expectNoTemplateWritten(() => replace(second.id, body)), 400, 'Template has errors in structure')
  })

  it('answers 404 for an unknown template', async () => {
    expect((await expectNoTemplateWritten(() => replace('not-a-uuid', sample()))).status).toBe(404)
    expect((await get('00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })
})

describe('an entity read after its template changed', () => {
  it('comes with the template as last written, through this API process or another', async () => {
    const created = (await create(sample())).body
    const entity = await createEntity(server, analystToken, createBody(created, []))
    const templateOfEntity = async () =>
      expectStatus(await getEntity(server, analystToken, entity.id), 200).entityTemplate
    expect((await templateOfEntity()).name).toBe(created.name)

    const renamed = await replace(created.id, { ...sample({ type: created.type, name: 'Renamed here' }) })
    expect(renamed.status).toBe(200)
    expect((await templateOfEntity()).name).toBe('Renamed here')

    // another API process writes the template with its version, as writeStructure does
    const [facetType] = renamed.body.facetTypes
    await server.db('facet_types').where({ id: facetType.id }).update({ name: 'Named elsewhere' })
    await server
      .db('entity_templates')
      .where({ id: created.id })
      .update({ name: 'Renamed elsewhere', updatedAt: new Date(Date.now() + 1000) })
    const current = await templateOfEntity()
    expect(current.name).toBe('Renamed elsewhere')
    expect(current.facetTypes.find((one) => one.id === facetType.id)?.name).toBe('Named elsewhere')
  })
})
