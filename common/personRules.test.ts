import { describe, expect, it } from 'vitest'
import {
  EDUCATION_REQUIRED_TEXTS,
  ROLE_REQUIRED_TEXTS,
  educationErrors,
  fieldsEmptyMessage,
  isPersonEntity,
  missesRequiredText,
  roleErrors,
} from './personRules'
import { reversedDirection } from './relationships'

describe('roleErrors', () => {
  const role = { title: 'CEO', source: 'https://example.com' }

  it('needs a title and a source', () => {
    expect(roleErrors({ organization: 'Acme' })).toEqual({
      title: 'Role title is required',
      source: 'Role source is required',
    })
  })

  it('needs an entity of the product or an organization, as the source selector says', () => {
    expect(roleErrors(role, 'product', 'Console')).toEqual({ employerEntityId: 'An Console entity is required' })
    expect(roleErrors(role, 'other')).toEqual({ organization: 'An organization is required' })
    expect(roleErrors({ ...role, employerEntityId: 'e1' }, 'product')).toEqual({})
    // the server reads the source from the values: one of the two, never both
    expect(roleErrors(role)).toEqual({ organization: 'An organization is required' })
    expect(roleErrors({ ...role, employerEntityId: 'e1', organization: 'Acme' })).toEqual({
      organization: 'A role names an employer entity or an organization, not both',
    })
  })

  it('limits texts to 300 and the source to 500, and checks the days', () => {
    expect(roleErrors({ ...role, organization: 'Acme', department: 'd'.repeat(301), source: 's'.repeat(501) })).toEqual(
      { department: 'Value too long', source: 'Value too long' },
    )
    expect(roleErrors({ ...role, organization: 'Acme', startDate: '2020-02-01', endDate: '2019-01-01' })).toEqual({
      endDate: 'The end date is before the start date',
    })
    expect(roleErrors({ ...role, organization: 'Acme', startDate: '1/2/2020' })).toEqual({
      startDate: 'Enter the date as YYYY-MM-DD',
    })
  })
})

describe('educationErrors', () => {
  it('needs a degree, a source and an institution', () => {
    expect(educationErrors({})).toEqual({
      degree: 'An educational degree is required',
      source: 'The following fields are empty: Source',
      institution: 'An institution is required',
    })
    expect(educationErrors({ degree: 'BA', source: 's', institutionEntityId: 'u1' })).toEqual({})
  })
})

describe('what a person record needs', () => {
  it.each([
    ['a role without a title misses one', ROLE_REQUIRED_TEXTS, { source: 's' }, true],
    ['a role with a blank source misses one', ROLE_REQUIRED_TEXTS, { title: 'CEO', source: '  ' }, true],
    ['a role with title and source has them', ROLE_REQUIRED_TEXTS, { title: 'CEO', source: 's' }, false],
    ['an education without a degree misses one', EDUCATION_REQUIRED_TEXTS, { source: 's' }, true],
    ['an education with degree and source has them', EDUCATION_REQUIRED_TEXTS, { degree: 'BA', source: 's' }, false],
  ])('%s', (_case, required, values, misses) => {
    expect(missesRequiredText(values, required)).toBe(misses)
  })

  it.each([
    [{ type: 'Actor', subType: 'Person' }, true],
    [{ type: 'Actor', subType: 'Organization' }, false],
    [{ type: 'Plot', subType: 'Person' }, false],
  ])('belongs to person entities: %o is one: %s', (entity, person) => {
    expect(isPersonEntity(entity)).toBe(person)
  })
})

describe('relationship wording', () => {
  it('lists the empty fields', () => {
    expect(fieldsEmptyMessage(['Title', 'Source'])).toBe('The following fields are empty: Title, Source')
  })

  it('reverses a link seen from its target', () => {
    expect(reversedDirection('TO')).toBe('FROM')
    expect(reversedDirection('FROM')).toBe('TO')
    expect(reversedDirection('BILATERAL')).toBe('BILATERAL')
  })
})
