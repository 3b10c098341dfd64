import { afterAll, beforeAll, describe, it } from 'vitest'
import type { ApiResponse } from '../harness'
import { createBody, expectNoEntityWritten, facetTypeOf, newFacet, postEntity } from '../entityHelpers'
import { create, field, fx, long, nameFacet, setUpValidation, type, withOne } from './validationFixture'
import { expectError } from '../helpers'

beforeAll(setUpValidation)
afterAll(() => fx.server.close())

type Case = [string, () => Promise<ApiResponse<unknown>>, number, string | RegExp]

const createCases: Case[] = [
  [
    'a facet of a type of another template',
    () => withOne(newFacet(facetTypeOf(fx.plot, 'Key Events'))),
    400,
    'Facet type is not in the template of this entity',
  ],
  [
    'a facet of a type the template deleted',
    () => create([newFacet(fx.loose.facetTypes.find((t) => t.deleted)!)], {}, fx.loose),
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
    'a Date type fx.other than the Date rule',
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
          newFacet(facetTypeOf(fx.context, 'Name'), { value: [{ value: 'C' }] }),
          newFacet(facetTypeOf(fx.context, 'Drivers'), { confirmed: [{ checked: 'yes' }] }),
        ],
        {},
        fx.context,
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
    'a type fx.other than the template’s',
    () => create([nameFacet()], { type: 'Plot' }),
    400,
    'Type and sub type must be those of the template',
  ],
  [
    'a sub type fx.other than the template’s',
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
    () => postEntity(fx.server, fx.analystToken, { ...createBody(fx.actor, [nameFacet()]), colour: 'blue' }),
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
          { links: [{ facetFieldTypeId: field('Name', 'value').id, targetId: fx.other.id, direction: 'TO' }] },
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
                targetId: fx.other.id,
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
                targetId: fx.other.id,
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
        links: [{ facetFieldTypeId: field('Related Actors', 'link').id, targetId: fx.other.id, direction: 'TO' }],
      }),
    400,
    'A link outside facets has no field type',
  ],
  [
    'facets to destroy on a new entity',
    () => create([nameFacet()], { facetsToDestroy: [fx.base.facets[0].id] }),
    400,
    'Facet is not one of this entity',
  ],
  [
    'a derived name over 254',
    () => create([newFacet(fx.loose.facetTypes[0], { value: [{ value: long(255) }] })], {}, fx.loose),
    400,
    'Value too long',
  ],
]

describe('POST /entities refuses bad input with its message and writes nothing', () => {
  it.each(createCases)('%s', async (_, call, status, message) => {
    expectError(await expectNoEntityWritten(fx.server, call), status, message)
  })
})
