import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityRecord, EntitySaveInput, FacetInput } from '../../common/entityFormat'
import type { EntityTemplate } from '../../common/templateFormat'
import { templateSkeleton } from '../../common/templateSkeleton'
import type { ApiResponse, TestServer } from './harness'
import { startTestServer } from './harness'
import {
  asInput,
  createBody,
  createEntity,
  expectNoEntityWritten,
  expectStatus,
  facetTypeOf,
  fieldTypeOf,
  newFacet,
  patchEntity,
  postEntity,
  saveBody,
  saveEntity,
  templateOf,
} from './entityHelpers'
import { addSignedInUser, expectError, signInAdmin } from './helpers'

let server: TestServer
let adminToken: string
let analystToken: string
let actor: EntityTemplate
let plot: EntityTemplate
let context: EntityTemplate
/** a template whose Name has no Chars limit, and whose Extra facet type was deleted */
let loose: EntityTemplate
let base: EntityRecord
let other: EntityRecord

const postTemplate = async (body: unknown) =>
  expectStatus(await server.api<EntityTemplate>('POST', '/entity-templates', { token: adminToken, body }), 201)

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  analystToken = (await addSignedInUser(server, adminToken, { role: 'analyst' })).token
  actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
  plot = await templateOf(server, adminToken, 'Plot')
  context = await templateOf(server, adminToken, 'Context')
  await server.api('POST', '/dictionaries', {
    token: adminToken,
    body: {
      key: 'sectors',
      name: 'Sectors',
      items: [
        { value: 'Energy', category: '' },
        { value: 'Mining', category: '' },
      ],
    },
  })
  const skeleton = templateSkeleton('Loose', 'Loose')
  skeleton.facetTypes[0].facetFieldTypes[0].rules = { Type: 'text', Chars: 0 }
  skeleton.facetTypes.push({ ...skeleton.facetTypes[0], name: 'Extra', order: 2, required: false })
  const created = await postTemplate(skeleton)
  const put = await server.api<EntityTemplate>('PUT', `/entity-templates/${created.id}`, {
    token: adminToken,
    body: { ...skeleton, facetTypes: [created.facetTypes[0]] },
  })
  loose = expectStatus(put, 200)
  base = await createEntity(
    server,
    analystToken,
    createBody(actor, [
      newFacet(type('Name'), { value: [{ value: 'Base' }] }),
      newFacet(type('Summary'), { value: [{ value: 'About' }], source: [{ urlInput: 'https://example.com' }] }),
    ]),
  )
  other = await createEntity(
    server,
    analystToken,
    createBody(actor, [newFacet(type('Name'), { value: [{ value: 'Other' }] })]),
  )
})
afterAll(() => server.close())

const type = (name: string) => facetTypeOf(actor, name)
const field = (facetName: string, fieldName: string) => fieldTypeOf(type(facetName), fieldName)
const nameFacet = () => newFacet(type('Name'), { value: [{ value: 'Valid' }] })
const create = (facets: FacetInput[], extra: Partial<EntitySaveInput> = {}, template = actor) =>
  postEntity(server, analystToken, createBody(template, facets, extra))
const withOne = (facet: FacetInput) => create([nameFacet(), facet])
const save = (changes: Partial<EntitySaveInput>) => patchEntity(server, analystToken, base.id, saveBody(base, changes))
const long = (length: number) => 'x'.repeat(length)

type Case = [string, () => Promise<ApiResponse<unknown>>, number, string | RegExp]

const createCases: Case[] = [
  [
    'a facet of a type of another template',
    () => withOne(newFacet(facetTypeOf(plot, 'Key Events'))),
    400,
    'Facet type is not in the template of this entity',
  ],
  [
    'a facet of a type the template deleted',
    () => create([newFacet(loose.facetTypes.find((t) => t.deleted)!)], {}, loose),
    400,
    'Facet type is not in the template of this entity',
  ],
  [
    'a field of a type its facet type lacks',
    () =>
      withOne({
        ...newFacet(type('Summary')),
        fields: [{ facetFieldTypeId: field('Name', 'value').id, name: 'value', order: 1, value: 'x' }],
      }),
    400,
    'Field type is not in facet type Summary',
  ],
  [
    'a field of a property its kind lacks',
    () => withOne(newFacet(type('English Keywords'), { value: [{ checked: true }] })),
    400,
    'Unknown property',
  ],
  [
    'a field set numbered 0',
    () =>
      withOne({
        ...newFacet(type('English Keywords'), { value: [{ value: 'a' }] }),
        fields: [{ facetFieldTypeId: field('English Keywords', 'value').id, name: 'value', order: 0, value: 'a' }],
      }),
    400,
    /order/,
  ],
  [
    'a field set numbered 1.5',
    () =>
      withOne({
        ...newFacet(type('English Keywords')),
        fields: [{ facetFieldTypeId: field('English Keywords', 'value').id, name: 'value', order: 1.5, value: 'a' }],
      }),
    400,
    /order/,
  ],
  ['a facet numbered 0', () => withOne(newFacet(type('English Keywords'), {}, { order: 0 })), 400, /order/],
  [
    'a Label over its Chars rule',
    () => create([newFacet(type('Name'), { value: [{ value: long(121) }] })]),
    400,
    'Value too long',
  ],
  [
    'a Label over 254 without Chars rule',
    () => withOne(newFacet(type('Sector'), { value: [{ selectedValue: long(255) }] })),
    400,
    'Value too long',
  ],
  [
    'a Detail over its Detail-Chars rule',
    () => withOne(newFacet(type('Summary'), { value: [{ value: long(1201) }] })),
    400,
    'Value too long',
  ],
  [
    'a Date type other than the Date rule',
    () => withOne(newFacet(type('Founded'), { date: [{ dateType: 'range' }] })),
    400,
    'Value must be one of single',
  ],
  [
    'a date that is not ISO 8601',
    () => withOne(newFacet(type('Founded'), { date: [{ dateSingle: '12/31/1999' }] })),
    400,
    'Invalid date',
  ],
  [
    'a date format not offered',
    () => withOne(newFacet(type('Founded'), { date: [{ format: 'DD.MM.YYYY' }] })),
    400,
    'Value must be one of MM/DD/YYYY, MM/YYYY, YYYY',
  ],
  [
    'a Checkbox that is not true or false',
    () =>
      create(
        [
          newFacet(facetTypeOf(context, 'Name'), { value: [{ value: 'C' }] }),
          newFacet(facetTypeOf(context, 'Drivers'), { confirmed: [{ checked: 'yes' }] }),
        ],
        {},
        context,
      ),
    400,
    'Value must be true or false',
  ],
  [
    'an Importance outside the fixed choices',
    () => withOne(newFacet(type('Importance'), { importance: [{ selectedValue: '9' }] })),
    400,
    'Value must be one of 1, 2, 3, 4, 5',
  ],
  [
    'a fixed-dictionary Label value not in the dictionary',
    () => withOne(newFacet(type('Sector'), { value: [{ value: 'Farming' }] })),
    400,
    'Value is not in dictionary sectors',
  ],
  [
    'a Provenance url that is not http(s)',
    () => withOne(newFacet(type('Summary'), { source: [{ urlInput: 'not a url' }] })),
    400,
    'Invalid url',
  ],
  [
    'a Media url that is not http(s)',
    () => withOne(newFacet(type('Logo'), { image: [{ urlInput: 'ftp://example.com/a.png' }] })),
    400,
    'Invalid url',
  ],
  [
    'a second facet of a type that takes one',
    () => create([nameFacet(), nameFacet()]),
    400,
    'Facet Name can be added only once',
  ],
  [
    'a field set holding a property twice',
    () =>
      withOne({
        ...newFacet(type('English Keywords')),
        fields: [1, 2].map((n) => ({
          facetFieldTypeId: field('English Keywords', 'value').id,
          name: 'value',
          order: 1,
          value: `k${n}`,
        })),
      }),
    400,
    'A field set holds each property once',
  ],
  [
    'a type other than the template’s',
    () => create([nameFacet()], { type: 'Plot' }),
    400,
    'Type and sub type must be those of the template',
  ],
  [
    'a sub type other than the template’s',
    () => create([nameFacet()], { subType: null }),
    400,
    'Type and sub type must be those of the template',
  ],
  [
    'an unknown template',
    () => create([], { entityTemplateId: '00000000-0000-4000-8000-000000000000' }),
    400,
    'Unknown template',
  ],
  [
    'an unknown property',
    () => postEntity(server, analystToken, { ...createBody(actor, [nameFacet()]), colour: 'blue' }),
    400,
    /Unknown property/,
  ],
  [
    'a value that is a list',
    () =>
      withOne({
        ...newFacet(type('English Keywords')),
        fields: [
          {
            facetFieldTypeId: field('English Keywords', 'value').id,
            name: 'value',
            order: 1,
            value: ['a'] as unknown as string,
          },
        ],
      }),
    400,
    /value/,
  ],
  [
    'a link to an entity that does not exist',
    () =>
      withOne(
        newFacet(
          type('Related Actors'),
          {},
          {
            links: [
              {
                facetFieldTypeId: field('Related Actors', 'link').id,
                targetId: '00000000-0000-4000-8000-000000000000',
                direction: 'TO',
              },
            ],
          },
        ),
      ),
    400,
    'Unknown link target',
  ],
  [
    'a facet link of a field type that is not a link',
    () =>
      withOne(
        newFacet(
          type('Related Actors'),
          {},
          { links: [{ facetFieldTypeId: field('Name', 'value').id, targetId: other.id, direction: 'TO' }] },
        ),
      ),
    400,
    'Field type is not in facet type Related Actors',
  ],
  [
    'a link description over 254',
    () =>
      withOne(
        newFacet(
          type('Related Actors'),
          {},
          {
            links: [
              {
                facetFieldTypeId: field('Related Actors', 'link').id,
                targetId: other.id,
                direction: 'TO',
                description: long(255),
              },
            ],
          },
        ),
      ),
    400,
    'Value too long',
  ],
  [
    'a link strength of 6',
    () =>
      withOne(
        newFacet(
          type('Related Actors'),
          {},
          {
            links: [
              {
                facetFieldTypeId: field('Related Actors', 'link').id,
                targetId: other.id,
                direction: 'TO',
                strength: 6,
              },
            ],
          },
        ),
      ),
    400,
    /strength/,
  ],
  [
    'a link outside facets naming a field type',
    () =>
      create([nameFacet()], {
        links: [{ facetFieldTypeId: field('Related Actors', 'link').id, targetId: other.id, direction: 'TO' }],
      }),
    400,
    'A link outside facets has no field type',
  ],
  [
    'facets to destroy on a new entity',
    () => create([nameFacet()], { facetsToDestroy: [base.facets[0].id] }),
    400,
    'Facet is not one of this entity',
  ],
  [
    'a derived name over 254',
    () => create([newFacet(loose.facetTypes[0], { value: [{ value: long(255) }] })], {}, loose),
    400,
    'Value too long',
  ],
]

const patchCases: Case[] = [
  [
    'no version of the copy',
    () => save({ updatedAt: undefined }),
    400,
    'The version of the entity being saved is missing',
  ],
  ['a version that is not a date', () => save({ updatedAt: 'yesterday' }), 400, /updatedAt/],
  [
    'another template',
    () => save({ entityTemplateId: plot.id, type: 'Plot', subType: null }),
    400,
    'The template of an entity cannot change',
  ],
  [
    'a facet of another entity',
    () => save({ facets: [asInput(other.facets[0])] }),
    400,
    'Facet is not one of this entity',
  ],
  [
    'a field of another entity to destroy',
    () => save({ facetFieldsToDestroy: [other.facets[0].fields[0].id] }),
    400,
    'Field is not one of this entity',
  ],
  [
    'a facet of another entity to destroy',
    () => save({ facetsToDestroy: [other.facets[0].id] }),
    400,
    'Facet is not one of this entity',
  ],
  [
    'a link that is not the entity’s to destroy',
    () => save({ linksToDestroy: ['00000000-0000-4000-8000-000000000000'] }),
    400,
    'Link is not one of this entity',
  ],
  [
    'a field of another facet',
    () => save({ facets: [{ ...asInput(base.facets[0]), fields: [{ ...asInput(base.facets[1]).fields[0] }] }] }),
    400,
    'Field type is not in facet type Name',
  ],
  [
    'a field id of another facet of the same type',
    () =>
      save({
        facets: [
          {
            ...asInput(base.facets[0]),
            fields: [{ ...asInput(base.facets[0]).fields[0], id: other.facets[0].fields[0].id }],
          },
        ],
      }),
    400,
    'Field is not one of this facet',
  ],
  [
    'a facet changing its type',
    () => save({ facets: [{ ...asInput(base.facets[0]), facetTypeId: type('Importance').id, fields: [] }] }),
    400,
    'The type of a facet cannot change',
  ],
  [
    'a field changing its field type',
    () =>
      save({
        facets: [
          {
            ...asInput(base.facets[1]),
            fields: [
              {
                ...asInput(base.facets[1]).fields[0],
                facetFieldTypeId: field('Summary', 'source').id,
                name: 'urlInput',
                value: 'https://a.example',
              },
            ],
          },
        ],
      }),
    400,
    'The field type of a field cannot change',
  ],
  [
    'the same facet twice',
    () => save({ facets: [asInput(base.facets[0]), asInput(base.facets[0])] }),
    400,
    'The same item is sent twice',
  ],
  [
    'a facet saved and destroyed',
    () => save({ facets: [asInput(base.facets[1])], facetsToDestroy: [base.facets[1].id] }),
    400,
    'The same item cannot be saved and removed',
  ],
  [
    'a field saved and destroyed',
    () => save({ facets: [asInput(base.facets[1])], facetFieldsToDestroy: [base.facets[1].fields[0].id] }),
    400,
    'The same item cannot be saved and removed',
  ],
  ['a second Name facet', () => save({ facets: [nameFacet()] }), 400, 'Facet Name can be added only once'],
  [
    'a changed value over its limit',
    () =>
      save({
        facets: [{ ...asInput(base.facets[0]), fields: [{ ...asInput(base.facets[0]).fields[0], value: long(121) }] }],
      }),
    400,
    'Value too long',
  ],
  [
    'a link to the entity itself',
    () => save({ links: [{ targetId: base.id, direction: 'TO' }] }),
    400,
    'An entity cannot be linked to itself',
  ],
]

describe('POST /entities refuses bad input with its message and writes nothing', () => {
  it.each(createCases)('%s', async (_, call, status, message) => {
    expectError(await expectNoEntityWritten(server, call), status, message)
  })
})

describe('PATCH /entities/{id} refuses bad input with its message and writes nothing', () => {
  it.each(patchCases)('%s', async (_, call, status, message) => {
    expectError(await expectNoEntityWritten(server, call), status, message)
  })

  it('names where the problem is', async () => {
    const response = await withOne(
      newFacet(type('English Keywords'), { value: [{ value: 'ok' }, { value: long(81) }] }),
    )
    expect(response.body).toMatchObject({ data: { path: 'facets.1.fields.1' } })
  })

  it('answers 404 for an entity that does not exist, and writes nothing', async () => {
    const response = await expectNoEntityWritten(server, () =>
      patchEntity(server, analystToken, '00000000-0000-4000-8000-000000000000', saveBody(base)),
    )
    expectError(response, 404)
  })
})

describe('values are checked when they are new or changed', () => {
  it('a value stored before its rule became stricter does not block other changes', async () => {
    const skeleton = templateSkeleton('Stricter', 'Stricter')
    skeleton.facetTypes[0].name = 'Title'
    skeleton.facetTypes[0].facetFieldTypes[0].rules = { Type: 'text', Chars: 0 }
    const template = await postTemplate(skeleton)
    const entity = await createEntity(
      server,
      analystToken,
      createBody(template, [newFacet(template.facetTypes[0], { value: [{ value: long(300) }] })]),
    )
    const stricter = structuredClone(template)
    stricter.facetTypes[0].facetFieldTypes[0].rules = { Type: 'text', Chars: 10 }
    const { id: _id, createdAt: _c, updatedAt: _u, ...body } = stricter
    expectStatus(await server.api('PUT', `/entity-templates/${template.id}`, { token: adminToken, body }), 200)
    const facet = asInput(entity.facets[0], { order: 5 })
    const saved = await saveEntity(server, analystToken, entity, { facets: [facet] })
    expect(saved.facets[0].order).toBe(5)
    const changed = { ...facet, fields: [{ ...facet.fields[0], value: long(11) }] }
    const refused = await expectNoEntityWritten(server, () =>
      patchEntity(server, analystToken, entity.id, saveBody(saved, { facets: [changed] })),
    )
    expectError(refused, 400, 'Value too long')
  })

  it('a fixed-dictionary Label takes an item of the dictionary', async () => {
    const entity = await createEntity(
      server,
      analystToken,
      createBody(actor, [nameFacet(), newFacet(type('Sector'), { value: [{ value: 'Mining' }] })]),
    )
    expect(entity.facets[1].fields[0].value).toBe('Mining')
  })
})
