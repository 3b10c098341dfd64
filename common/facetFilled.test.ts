import { describe, expect, it } from 'vitest'
import type { FieldSetValues } from './entityFormat'
import {
  entityCompleteness,
  facetCompletion,
  facetIsFilled,
  fieldSetIsFilled,
  fieldSetsByType,
  requiredFieldsFilled,
  type FacetContent,
} from './facetFilled'
import type { FacetFieldType, FacetType, FieldKind, RuleValue } from './templateFormat'

describe('fieldSetIsFilled (spec 1 §5, per field kind)', () => {
  const range = { dateType: 'range', dateStart: '2024-01-01', dateEnd: '2024-02-01', format: 'MM/DD/YYYY' }
  it.each<[string, FieldKind, Record<string, RuleValue>, FieldSetValues, boolean]>([
    ['a checked checkbox', 'Checkbox', {}, { checked: true }, true],
    ['an unchecked checkbox', 'Checkbox', {}, { checked: false }, false],
    ['an empty checkbox', 'Checkbox', {}, {}, false],
    ['a full bullet', 'Bullet', {}, { requirement: 'R', section: 'S', description: 'D' }, true],
    ['a bullet without description', 'Bullet', {}, { requirement: 'R', section: 'S' }, false],
    ['a bullet with a blank section', 'Bullet', {}, { requirement: 'R', section: ' ', description: 'D' }, false],
    ['a range with both ends, a format and a label', 'Date', {}, { ...range, selectedLabel: 'Summit' }, true],
    ['a range without a label', 'Date', {}, range, false],
    ['a range without a label, event type off', 'Date', { 'Event-Type': 'off' }, range, true],
    ['a range missing its end', 'Date', { 'Event-Type': 'off' }, { ...range, dateEnd: null }, false],
    ['a range without a format', 'Date', { 'Event-Type': 'off' }, { ...range, format: '' }, false],
    [
      'a single date (type from the rule)',
      'Date',
      { Date: 'single', 'Event-Type': 'off' },
      { dateSingle: '2024-01-01', format: 'YYYY' },
      true,
    ],
    ['a single date missing', 'Date', { Date: 'single', 'Event-Type': 'off' }, { format: 'YYYY' }, false],
    ['a start date', 'Date', { 'Event-Type': 'off' }, { dateType: 'start', dateStart: '2024', format: 'YYYY' }, true],
    [
      'a start type with only an end',
      'Date',
      { 'Event-Type': 'off' },
      { dateType: 'start', dateEnd: '2024', format: 'YYYY' },
      false,
    ],
    ['an end date', 'Date', { 'Event-Type': 'off' }, { dateType: 'end', dateEnd: '2024', format: 'YYYY' }, true],
    ['a date of no type', 'Date', { 'Event-Type': 'off' }, { dateSingle: '2024', format: 'YYYY' }, false],
    ['a detail', 'Detail', {}, { value: 'Text' }, true],
    ['an empty detail', 'Detail', {}, { value: '' }, false],
    ['an empty rich-text paragraph', 'Detail', {}, { value: '<p></p>' }, false],
    ['a paragraph holding a line break', 'Detail', {}, { value: '<p><br></p>' }, false],
    ['a rich-text paragraph with words', 'Detail', {}, { value: '<p>Words</p>' }, true],
    ['an importance with a label', 'Importance', {}, { selectedLabel: 'High', selectedValue: '4' }, true],
    ['an importance with a value only', 'Importance', {}, { selectedValue: '4' }, false],
    ['a label', 'Label', { Type: 'text' }, { value: 'Acme' }, true],
    ['a blank label', 'Label', { Type: 'text' }, { value: '   ' }, false],
    ['a label whose type rule is off', 'Label', { Type: 'off' }, {}, true],
    ['a location with a name', 'Location', {}, { lat: 1, lng: 2, address: 'Paris', selectedLocationName: 'HQ' }, true],
    ['a location without a name', 'Location', {}, { lat: 1, lng: 2, address: 'Paris' }, false],
    [
      'a location without a name, type off',
      'Location',
      { 'Location-Type': 'off' },
      { lat: 0, lng: 0, address: 'X' },
      true,
    ],
    ['a location without an address', 'Location', { 'Location-Type': 'off' }, { lat: 1, lng: 2 }, false],
    ['a media with a key', 'Media', {}, { key: 'media/a/b.png' }, true],
    ['a media with only a URL', 'Media', {}, { urlInput: 'https://x.test/a.png' }, false],
    ['a provenance with a key', 'Provenance', {}, { key: 'media/a/b.pdf' }, true],
    ['a provenance with a URL', 'Provenance', {}, { urlInput: 'https://x.test' }, true],
    ['a provenance with notes only', 'Provenance', {}, { analystNotes: 'n' }, false],
    ['a statistic, always', 'Statistic', {}, {}, true],
    ['a link with a target', 'Link', {}, { targetId: 'e1' }, true],
    ['a link without one', 'Link', {}, { targetId: null }, false],
  ])('%s: %s', (_label, kind, rules, set, filled) => {
    expect(fieldSetIsFilled(kind, rules, set)).toBe(filled)
  })
})

const fieldType = (id: string, kind: FieldKind, required: boolean, rules: Record<string, RuleValue> = {}) =>
  ({ id, name: id, kind, order: 1, required, create: true, archived: false, rules }) satisfies FacetFieldType

const facetType = (required: boolean, fieldTypes: FacetFieldType[]): FacetType => ({
  id: 'ft',
  name: 'Summary',
  section: 'Overview',
  level: 'Briefing',
  order: 1,
  required,
  display: true,
  create: true,
  archived: false,
  deleted: false,
  duplicate: 'none',
  facetFieldTypes: fieldTypes,
})

const field = (facetFieldTypeId: string, order: number, name: string, value: FieldSetValues[string]) => ({
  facetFieldTypeId,
  order,
  name,
  value: value ?? null,
})

describe('fieldSetsByType', () => {
  it('groups attributes into sets by field type and order, and links into sets of their field type', () => {
    const content: FacetContent = {
      fields: [field('d', 2, 'value', 'second'), field('d', 1, 'value', 'first'), field('p', 1, 'urlInput', 'u')],
      links: [
        { facetFieldTypeId: 'l', targetId: 'e1' },
        { facetFieldTypeId: null, targetId: 'e2' },
      ],
    }
    expect(fieldSetsByType(content)).toEqual(
      new Map([
        ['d', [{ value: 'first' }, { value: 'second' }]],
        ['p', [{ urlInput: 'u' }]],
        ['l', [{ targetId: 'e1' }]],
      ]),
    )
  })
})

describe('requiredFieldsFilled, facetIsFilled and facetCompletion (spec 1 §4, §5)', () => {
  const summary = facetType(true, [fieldType('d', 'Detail', true), fieldType('p', 'Provenance', false)])
  const optional = facetType(false, [fieldType('d', 'Detail', false), fieldType('c', 'Checkbox', false)])
  const withRequiredFields = facetType(false, [fieldType('d', 'Detail', true)])

  it.each<[string, FacetType, FacetContent, boolean, boolean, string]>([
    ['a required facet filled', summary, { fields: [field('d', 1, 'value', 'Text')] }, true, true, 'blue'],
    ['a required facet with no set of a required field type', summary, { fields: [] }, false, false, 'red'],
    [
      'a required facet with one of two sets empty',
      summary,
      { fields: [field('d', 1, 'value', 'Text'), field('d', 2, 'value', '')] },
      false,
      false,
      'red',
    ],
    ['an optional facet, empty', optional, { fields: [] }, true, false, 'blue-empty'],
    [
      'an optional facet with one field filled',
      optional,
      { fields: [field('c', 1, 'checked', true)] },
      true,
      true,
      'blue',
    ],
    [
      'an optional facet with only empty sets',
      optional,
      { fields: [field('d', 1, 'value', '')] },
      true,
      false,
      'blue-empty',
    ],
    ['an optional facet with required fields empty', withRequiredFields, { fields: [] }, false, false, 'blue-empty'],
    [
      'an optional facet with required fields filled',
      withRequiredFields,
      { fields: [field('d', 1, 'value', 'x')] },
      true,
      true,
      'blue',
    ],
  ])('%s', (_label, type, content, required, filled, colour) => {
    expect(requiredFieldsFilled(type, content)).toBe(required)
    expect(facetIsFilled(type, content)).toBe(filled)
    expect(facetCompletion(type, content)).toBe(colour)
  })

  it('ignores archived field types', () => {
    const type = facetType(true, [
      { ...fieldType('d', 'Detail', true), archived: true },
      fieldType('c', 'Checkbox', true),
    ])
    expect(requiredFieldsFilled(type, { fields: [field('c', 1, 'checked', true)] })).toBe(true)
  })

  describe('statistic facets need a statistic type and a date and a value at each point', () => {
    const series = facetType(true, [fieldType('s', 'Statistic', true)])
    const set = [field('s', 1, 'value', null)]
    it.each<[string, Omit<FacetContent, 'fields'>, boolean]>([
      ['no type', {}, false],
      ['a type and no points', { crossEntityFacetTypeId: 't' }, true],
      [
        'a type and full points',
        { crossEntityFacetTypeId: 't', crossEntityFacets: [{ date: '2024', value: 1 }] },
        true,
      ],
      ['a point without a value', { crossEntityFacetTypeId: 't', crossEntityFacets: [{ date: '2024' }] }, false],
      ['a point without a date', { crossEntityFacetTypeId: 't', crossEntityFacets: [{ value: 0 }] }, false],
    ])('%s', (_label, content, filled) => {
      expect(requiredFieldsFilled(series, { fields: set, ...content })).toBe(filled)
    })
  })
})

describe('entityCompleteness (spec 2 §3, the grid’s Completeness)', () => {
  const shown = (id: string, extra: Partial<FacetType> = {}) => ({
    ...facetType(false, [fieldType(`${id}-d`, 'Detail', false)]),
    id,
    ...extra,
  })
  const types = [
    shown('a'),
    shown('b'),
    shown('c'),
    shown('hidden', { display: false }),
    shown('gone', { deleted: true }),
  ]
  const facet = (facetTypeId: string, filled: boolean) => ({
    facetTypeId,
    content: { fields: filled ? [field(`${facetTypeId}-d`, 1, 'value', 'Text')] : [] },
  })

  it.each<[string, ReturnType<typeof facet>[], number]>([
    ['no facets', [], 0],
    ['only facets of types not shown', [facet('hidden', true), facet('gone', true)], 0],
    ['one of three filled, rounded down', [facet('a', true), facet('b', false), facet('c', false)], 33],
    ['two of three filled, rounded down', [facet('a', true), facet('b', true), facet('c', false)], 66],
    ['every shown facet filled, hidden ones empty', [facet('a', true), facet('hidden', false)], 100],
    ['two facets of one type, one filled', [facet('a', true), facet('a', false)], 50],
  ])('%s → %i', (_label, facets, percent) => {
    expect(entityCompleteness(types, facets)).toBe(percent)
  })

  it('counts a required facet type the entity has no facet of as not filled: never 100 % without it', () => {
    const withRequired = [
      ...types,
      shown('needed', { required: true }),
      shown('old', { required: true, archived: true }),
    ]
    expect(entityCompleteness(withRequired, [facet('a', true), facet('b', true)])).toBe(66)
    expect(entityCompleteness(withRequired, [facet('a', true), facet('needed', true)])).toBe(100)
  })
})
