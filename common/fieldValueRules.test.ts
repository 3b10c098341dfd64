import { describe, expect, it } from 'vitest'
import type { FieldValue } from './entityFormat'
import {
  DEFAULT_DETAIL_LENGTH,
  MAX_ADDRESS_LENGTH,
  dictionaryOfValue,
  fieldValueError,
  isIsoDate,
  textLength,
  textLimit,
} from './fieldValueRules'
import type { FieldKind, RuleValue } from './templateFormat'

type Rules = Record<string, RuleValue>
const long = (length: number) => 'x'.repeat(length)

describe('textLimit', () => {
  it.each<[string, FieldKind, Rules, number | null]>([
    ['a Label without Chars: 254', 'Label', {}, 254],
    ['a Label with Chars 120', 'Label', { Chars: 120 }, 120],
    ['a Label with Chars 0: no limit', 'Label', { Chars: 0 }, null],
    ['a Bullet with Chars 80', 'Bullet', { Chars: 80 }, 80],
    ['a Media with Chars 0', 'Media', { Chars: 0 }, null],
    ['a Provenance without Chars', 'Provenance', {}, 254],
    ['a Link with Chars 30', 'Link', { Chars: 30 }, 30],
    ['a Detail without Detail-Chars: 100,000', 'Detail', {}, DEFAULT_DETAIL_LENGTH],
    ['a Detail with Detail-Chars 0: 100,000', 'Detail', { 'Detail-Chars': 0 }, DEFAULT_DETAIL_LENGTH],
    ['a Detail with Detail-Chars 600', 'Detail', { 'Detail-Chars': 600 }, 600],
    ['a Detail ignores Chars', 'Detail', { Chars: 10 }, DEFAULT_DETAIL_LENGTH],
    ['a Date: 254', 'Date', { Chars: 10 }, 254],
  ])('%s', (_, kind, rules, limit) => {
    expect(textLimit(kind, rules)).toBe(limit)
  })
})

describe('textLength', () => {
  it.each<[string, FieldKind, string, number]>([
    ['plain text counts every character', 'Label', '<b>ab</b>', 9],
    ['a Detail counts its text without markup', 'Detail', '<p>ab <b>cd</b></p>', 5],
    ['a Detail counts an entity as one character', 'Detail', '<p>a&amp;b&nbsp;c&#8212;</p>', 6],
  ])('%s', (_, kind, text, length) => {
    expect(textLength(kind, text)).toBe(length)
  })
})

describe('isIsoDate', () => {
  it.each([
    ['2024-02-29', true],
    ['2024-02-29T12:00:00', true],
    ['2024-02-29T12:00:00.000Z', true],
    ['2024-02-29T12:00:00+02:00', true],
    ['2024-02-29T12:00', true],
    ['2023-02-29', false],
    ['2024-13-01', false],
    ['2024-01-01T24:00:00', false],
    ['01/02/2024', false],
    ['2024', false],
    ['', false],
  ])('%s → %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid)
  })
})

describe('fieldValueError', () => {
  it.each<[string, FieldKind, Rules, string, FieldValue, string | null]>([
    // attributes of the kind only
    ['an attribute the kind lacks', 'Label', {}, 'checked', true, 'Unknown property'],
    ['a Link field has no attributes', 'Link', {}, 'value', 'x', 'Unknown property'],
    ['null clears any attribute', 'Checkbox', {}, 'checked', null, null],
    // lengths
    ['a Label value of 254 without Chars', 'Label', {}, 'value', long(254), null],
    ['a Label value of 255 without Chars', 'Label', {}, 'value', long(255), 'Value too long'],
    ['a Label value over its Chars', 'Label', { Chars: 120 }, 'value', long(121), 'Value too long'],
    ['a Label value with Chars 0', 'Label', { Chars: 0 }, 'value', long(5000), null],
    ['a Label value that is not text', 'Label', {}, 'value', 3, 'Value must be text'],
    ['a Bullet description over its Chars', 'Bullet', { Chars: 10 }, 'description', long(11), 'Value too long'],
    ['a Media label over its Chars', 'Media', { Chars: 5 }, 'imageLabel', long(6), 'Value too long'],
    ['a Provenance note over 254', 'Provenance', {}, 'analystNotes', long(255), 'Value too long'],
    ['a Detail over its Detail-Chars', 'Detail', { 'Detail-Chars': 600 }, 'value', long(601), 'Value too long'],
    ['a Detail of 600 with markup', 'Detail', { 'Detail-Chars': 600 }, 'value', `<p>${long(600)}</p>`, null],
    ['a Detail over 100,000', 'Detail', {}, 'value', long(100_001), 'Value too long'],
    ['a Detail of 100,000', 'Detail', { 'Detail-Chars': 0 }, 'value', long(100_000), null],
    // addresses
    ['a Provenance http url', 'Provenance', {}, 'urlInput', 'https://example.com/a?b=c', null],
    ['a Provenance url that is not one', 'Provenance', {}, 'urlInput', 'example.com', 'Invalid url'],
    ['a Provenance ftp url', 'Provenance', {}, 'urlInput', 'ftp://example.com/file', 'Invalid url'],
    ['a Media url with javascript', 'Media', {}, 'urlInput', 'javascript:alert(1)', 'Invalid url'],
    ['a Media source url', 'Media', {}, 'sourceUrl', 'nope', 'Invalid url'],
    ['an empty url', 'Media', {}, 'urlInput', '', null],
    [
      'a url longer than addresses',
      'Media',
      {},
      'urlInput',
      `https://e.com/${long(MAX_ADDRESS_LENGTH)}`,
      'Value too long',
    ],
    ['a url past the Chars rule is fine', 'Provenance', { Chars: 10 }, 'urlInput', 'https://example.com/long', null],
    ['a Media key', 'Media', {}, 'key', 'media/1/a.png', null],
    // dates
    ['a Date type of the Date rule', 'Date', { Date: 'range' }, 'dateType', 'range', null],
    [
      'a Date type other than the Date rule',
      'Date',
      { Date: 'range' },
      'dateType',
      'single',
      'Value must be one of range',
    ],
    ['a Date type without rule', 'Date', {}, 'dateType', 'end', null],
    ['an unknown Date type', 'Date', {}, 'dateType', 'week', 'Value must be one of range, start, end, single'],
    ['an ISO start date', 'Date', {}, 'dateStart', '2020-01-01T12:00:00', null],
    ['a start date that is not ISO', 'Date', {}, 'dateStart', '01/01/2020', 'Invalid date'],
    ['a single date that does not exist', 'Date', {}, 'dateSingle', '2021-02-30', 'Invalid date'],
    ['a Provenance publication date', 'Provenance', {}, 'datePublished', 'yesterday', 'Invalid date'],
    ['a date format', 'Date', {}, 'format', 'MM/YYYY', null],
    [
      'a date format given as the rule word',
      'Date',
      {},
      'format',
      'mm/yy',
      'Value must be one of MM/DD/YYYY, MM/YYYY, YYYY',
    ],
    ['a Provenance date format', 'Provenance', {}, 'format', 'YYYY', null],
    // other kinds
    ['a checked Checkbox', 'Checkbox', {}, 'checked', true, null],
    ['a Checkbox given text', 'Checkbox', {}, 'checked', 'true', 'Value must be true or false'],
    ['a fixed Importance choice', 'Importance', { Type: 'fixed' }, 'selectedValue', '3', null],
    [
      'a fixed Importance outside the choices',
      'Importance',
      { Type: 'fixed' },
      'selectedValue',
      '9',
      'Value must be one of 1, 2, 3, 4, 5',
    ],
    ['a text Importance value', 'Importance', { Type: 'text' }, 'selectedValue', 'Very', null],
    ['a Location latitude', 'Location', {}, 'lat', 51.5, null],
    ['a Location latitude as text', 'Location', {}, 'lat', '51.5', 'Latitude is a number from -90 to 90'],
    ['a Location latitude past the pole', 'Location', {}, 'lat', 90.5, 'Latitude is a number from -90 to 90'],
    ['a Location longitude past the date line', 'Location', {}, 'lng', -181, 'Longitude is a number from -180 to 180'],
    ['a Location longitude', 'Location', {}, 'lng', -180, null],
    ['a Location zoom of 3', 'Location', {}, 'zoom', 3, null],
    ['a Location zoom with decimals', 'Location', {}, 'zoom', 3.5, 'Zoom is a whole number from 0 to 22'],
    ['a Location zoom too deep', 'Location', {}, 'zoom', 23, 'Zoom is a whole number from 0 to 22'],
    ['a Statistic value as a number', 'Statistic', {}, 'value', 12.5, null],
  ])('%s', (_, kind, rules, attribute, value, error) => {
    expect(fieldValueError(kind, rules, attribute, value)).toBe(error)
  })
})

describe('dictionaryOfValue', () => {
  it.each<[string, FieldKind, Rules, string, string | null]>([
    [
      'a Location type by its rule',
      'Location',
      { 'Location-Type': 'location-type' },
      'selectedLocationValue',
      'location-type',
    ],
    ['a Location type with the rule off', 'Location', { 'Location-Type': 'off' }, 'selectedLocationValue', null],
    [
      'a Label in fixed dictionary mode',
      'Label',
      { Type: 'dictionary', Mode: 'fixed', Dictionary: 'sectors' },
      'value',
      'sectors',
    ],
    ['a Label in free mode', 'Label', { Type: 'dictionary', Mode: 'free', Dictionary: 'sectors' }, 'value', null],
    ['a Label in add mode', 'Label', { Type: 'dictionary', Mode: 'add', Dictionary: 'sectors' }, 'value', null],
    ['a text Label', 'Label', { Type: 'text' }, 'value', null],
    [
      'the selected value of a fixed Label',
      'Label',
      { Type: 'dictionary', Mode: 'fixed', Dictionary: 'sectors' },
      'selectedValue',
      null,
    ],
  ])('%s', (_, kind, rules, attribute, dictionary) => {
    expect(dictionaryOfValue(kind, rules, attribute)).toBe(dictionary)
  })
})
