import { describe, expect, it } from 'vitest'
import {
  countryFormErrors,
  storedIsoCode,
  type CountryFormErrors,
  type CountryFormValues,
  type CountryRuleOptions,
} from './countryRules'
import { messages } from './messages'
import { isUploadKey } from './uploads'

const FLAG = 'media/3f2c9a4e-1b7d-4c8e-9f00-a1b2c3d4e5f6/flag-of-france.png'
const valid: CountryFormValues = { name: 'France', iso_code: 'FR', flag: FLAG }

describe('countryFormErrors (spec 3 §5)', () => {
  it.each<[string, CountryFormValues, CountryRuleOptions, CountryFormErrors]>([
    ['a valid country', valid, {}, {}],
    ['a valid country with its main entity', { ...valid, main_entity_id: null, main_entity_name: 'Élysée' }, {}, {}],
    ['no ISO code', { ...valid, iso_code: undefined }, {}, {}],
    ['a null ISO code', { ...valid, iso_code: null }, {}, {}],
    ['an empty ISO code (the dialog’s empty input)', { ...valid, iso_code: '' }, {}, {}],
    ['a three-letter ISO code in lower case', { ...valid, iso_code: 'fra' }, {}, {}],
    ['a one-letter ISO code', { ...valid, iso_code: 'F' }, {}, { iso_code: messages.invalidIsoCode }],
    ['a four-letter ISO code', { ...valid, iso_code: 'FRAN' }, {}, { iso_code: messages.invalidIsoCode }],
    ['a numeric ISO code', { ...valid, iso_code: '250' }, {}, { iso_code: messages.invalidIsoCode }],
    ['no name', { ...valid, name: undefined }, {}, { name: messages.enterCountryName }],
    ['a null name', { ...valid, name: null }, {}, { name: messages.enterCountryName }],
    ['a blank name', { ...valid, name: ' \t ' }, {}, { name: messages.enterCountryName }],
    ['a name of 255 characters', { ...valid, name: 'n'.repeat(255) }, {}, { name: messages.valueTooLong }],
    ['a name of 254 characters', { ...valid, name: 'n'.repeat(254) }, {}, {}],
    ['a name of 254 characters inside spaces', { ...valid, name: ` ${'n'.repeat(254)} ` }, {}, {}],
    ['no flag', { ...valid, flag: undefined }, {}, { flag: messages.uploadFlag }],
    ['a null flag', { ...valid, flag: null }, {}, { flag: messages.uploadFlag }],
    ['an empty flag', { ...valid, flag: '' }, {}, { flag: messages.uploadFlag }],
    ['a flag that is an address', { ...valid, flag: 'https://example.com/fr.png' }, {}, { flag: messages.uploadFlag }],
    [
      'a flag outside media/',
      { ...valid, flag: 'other/3f2c9a4e-1b7d-4c8e-9f00-a1b2c3d4e5f6/fr.png' },
      {},
      { flag: messages.uploadFlag },
    ],
    ['a flag without its random folder', { ...valid, flag: 'media/fr.png' }, {}, { flag: messages.uploadFlag }],
    [
      'a flag climbing out',
      { ...valid, flag: 'media/3f2c9a4e-1b7d-4c8e-9f00-a1b2c3d4e5f6/../x.png' },
      {},
      { flag: messages.uploadFlag },
    ],
    [
      'a main entity name of 255 characters',
      { ...valid, main_entity_name: 'e'.repeat(255) },
      {},
      { main_entity_name: messages.valueTooLong },
    ],
    ['nothing at all, new', {}, {}, { name: messages.enterCountryName, flag: messages.uploadFlag }],
    ['nothing at all, edited (a patch keeps what it leaves out)', {}, { isNew: false }, {}],
    ['only a new name, edited', { name: 'République française' }, { isNew: false }, {}],
    ['a blank name, edited', { name: '  ' }, { isNew: false }, { name: messages.enterCountryName }],
    ['a cleared flag, edited', { flag: null }, { isNew: false }, { flag: messages.uploadFlag }],
    ['an emptied flag, edited', { flag: '' }, { isNew: false }, { flag: messages.uploadFlag }],
    ['a bad ISO code, edited', { iso_code: 'F1' }, { isNew: false }, { iso_code: messages.invalidIsoCode }],
  ])('%s', (_label, values, options, errors) => {
    expect(countryFormErrors(values, options)).toEqual(errors)
  })
})

describe('isUploadKey', () => {
  it.each<[unknown, boolean]>([
    [FLAG, true],
    ['media/3F2C9A4E-1B7D-4C8E-9F00-A1B2C3D4E5F6/file', true],
    [`media/3f2c9a4e-1b7d-4c8e-9f00-a1b2c3d4e5f6/${'a'.repeat(100)}`, true],
    [`media/3f2c9a4e-1b7d-4c8e-9f00-a1b2c3d4e5f6/${'a'.repeat(101)}`, false],
    ['media/3f2c9a4e-1b7d-4c8e-9f00-a1b2c3d4e5f6/.hidden', false],
    ['media/3f2c9a4e-1b7d-4c8e-9f00-a1b2c3d4e5f6/a/b.png', false],
    ['media/3f2c9a4e-1b7d-4c8e-9f00-a1b2c3d4e5f6/a b.png', false],
    ['/media/3f2c9a4e-1b7d-4c8e-9f00-a1b2c3d4e5f6/a.png', false],
    ['media/not-a-uuid/a.png', false],
    [42, false],
    [null, false],
  ])('%s → %s', (value, expected) => {
    expect(isUploadKey(value)).toBe(expected)
  })
})

describe('storedIsoCode', () => {
  it.each<[string | null | undefined, string | null]>([
    ['fr', 'FR'],
    [' fra ', 'FRA'],
    ['', null],
    ['  ', null],
    [null, null],
    [undefined, null],
  ])('%s → %s', (value, expected) => {
    expect(storedIsoCode(value)).toBe(expected)
  })
})
