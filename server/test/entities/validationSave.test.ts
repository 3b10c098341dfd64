import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { templateSkeleton } from '../../../common/templateSkeleton'
import type { ApiResponse } from '../harness'
import {
  asInput,
  createBody,
  createEntity,
  expectNoEntityWritten,
  expectStatus,
  newFacet,
  patchEntity,
  saveBody,
  saveEntity,
} from '../entityHelpers'
import { field, fx, long, nameFacet, postTemplate, save, setUpValidation, type, withOne } from './validationFixture'
import { expectError, putCurrent } from '../helpers'

beforeAll(setUpValidation)
afterAll(() => fx.server.close())

type Case = [string, () => Promise<ApiResponse<unknown>>, number, string | RegExp]

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
    () => save({ entityTemplateId: fx.plot.id, type: 'Plot', subType: null }),
    400,
    'The template of an entity cannot change',
  ],
  [
    'a facet of another entity',
    () => save({ facets: [asInput(fx.other.facets[0])] }),
    400,
    'Facet is not one of this entity',
  ],
  [
    'a field of another entity to destroy',
    () => save({ facetFieldsToDestroy: [fx.other.facets[0].fields[0].id] }),
    400,
    'Field is not one of this entity',
  ],
  [
    'a facet of another entity to destroy',
    () => save({ facetsToDestroy: [fx.other.facets[0].id] }),
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
    () => save({ facets: [{ ...asInput(fx.base.facets[0]), fields: [{ ...asInput(fx.base.facets[1]).fields[0] }] }] }),
    400,
    'Field type is not in facet type Name',
  ],
  [
    'a field id of another facet of the same type',
    () =>
      save({
        facets: [
          {
            ...asInput(fx.base.facets[0]),
            fields: [{ ...asInput(fx.base.facets[0]).fields[0], id: fx.other.facets[0].fields[0].id }],
          },
        ],
      }),
    400,
    'Field is not one of this facet',
  ],
  [
    'a facet changing its type',
    () => save({ facets: [{ ...asInput(fx.base.facets[0]), facetTypeId: type('Importance').id, fields: [] }] }),
    400,
    'The type of a facet cannot change',
  ],
  [
    'a field changing its field type',
    () =>
      save({
        facets: [
          {
            ...asInput(fx.base.facets[1]),
            fields: [
              {
                ...asInput(fx.base.facets[1]).fields[0],
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
    () => save({ facets: [asInput(fx.base.facets[0]), asInput(fx.base.facets[0])] }),
    400,
    'The same item is sent twice',
  ],
  [
    'a facet saved and destroyed',
    () => save({ facets: [asInput(fx.base.facets[1])], facetsToDestroy: [fx.base.facets[1].id] }),
    400,
    'The same item cannot be saved and removed',
  ],
  [
    'a field saved and destroyed',
    () => save({ facets: [asInput(fx.base.facets[1])], facetFieldsToDestroy: [fx.base.facets[1].fields[0].id] }),
    400,
    'The same item cannot be saved and removed',
  ],
  ['a second Name facet', () => save({ facets: [nameFacet()] }), 400, 'Facet Name can be added only once'],
  [
    'a changed value over its limit',
    () =>
      save({
        facets: [
          { ...asInput(fx.base.facets[0]), fields: [{ ...asInput(fx.base.facets[0]).fields[0], value: long(121) }] },
        ],
      }),
    400,
    'Value too long',
  ],
  [
    'a link to the entity itself',
    () => save({ links: [{ targetId: fx.base.id, direction: 'TO' }] }),
    400,
    'An entity cannot be linked to itself',
  ],
]

describe('PATCH /entities/{id} refuses bad input with its message and writes nothing', () => {
  it.each(patchCases)('%s', async (_, call, status, message) => {
    expectError(await expectNoEntityWritten(fx.server, call), status, message)
  })

  it('names where the problem is', async () => {
    const response = await withOne(
      newFacet(type('English Keywords'), { value: [{ value: 'ok' }, { value: long(81) }] }),
    )
    expect(response.body).toMatchObject({ data: { path: 'facets.1.fields.1' } })
  })

  it('answers 404 for an entity that does not exist, and writes nothing', async () => {
    const response = await expectNoEntityWritten(fx.server, () =>
      patchEntity(fx.server, fx.analystToken, '00000000-0000-4000-8000-000000000000', saveBody(fx.base)),
    )
    expectError(response, 404)
  })
})

describe('values are checked when they are new or changed', () => {
  it('a value stored before its rule became stricter does not block fx.other changes', async () => {
    const skeleton = templateSkeleton('Stricter', 'Stricter')
    skeleton.facetTypes[0].name = 'Title'
    skeleton.facetTypes[0].facetFieldTypes[0].rules = { Type: 'text', Chars: 0 }
    const template = await postTemplate(skeleton)
    const entity = await createEntity(
      fx.server,
      fx.analystToken,
      createBody(template, [newFacet(template.facetTypes[0], { value: [{ value: long(300) }] })]),
    )
    const stricter = structuredClone(template)
    stricter.facetTypes[0].facetFieldTypes[0].rules = { Type: 'text', Chars: 10 }
    const { id: _id, createdAt: _c, updatedAt: _u, ...body } = stricter
    expectStatus(await putCurrent(fx.server, `/entity-templates/${template.id}`, body, fx.adminToken), 200)
    const facet = asInput(entity.facets[0], { order: 5 })
    const saved = await saveEntity(fx.server, fx.analystToken, entity, { facets: [facet] })
    expect(saved.facets[0].order).toBe(5)
    const changed = { ...facet, fields: [{ ...facet.fields[0], value: long(11) }] }
    const refused = await expectNoEntityWritten(fx.server, () =>
      patchEntity(fx.server, fx.analystToken, entity.id, saveBody(saved, { facets: [changed] })),
    )
    expectError(refused, 400, 'Value too long')
  })

  it('a fixed-dictionary Label takes an item of the dictionary', async () => {
    const entity = await createEntity(
      fx.server,
      fx.analystToken,
      createBody(fx.actor, [nameFacet(), newFacet(type('Sector'), { value: [{ value: 'Mining' }] })]),
    )
    expect(entity.facets[1].fields[0].value).toBe('Mining')
  })
})
