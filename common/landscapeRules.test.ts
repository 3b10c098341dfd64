import { describe, expect, it } from 'vitest'
import { ALTERNATIVE_NAMES_LIMIT, landscapeFormErrors, storedAlternativeNames } from './landscapeRules'

describe('storedAlternativeNames', () => {
  it('trims, drops blanks, keeps the first spelling of a repeated name and drops the landscape name', () => {
    expect(
      storedAlternativeNames(
        [' GCC ', '', '   ', 'gcc', 'Gulf States', 'Gulf Cooperation Council'],
        'gulf cooperation council',
      ),
    ).toEqual(['GCC', 'Gulf States'])
  })

  it('keeps the order the names were added in', () => {
    expect(storedAlternativeNames(['b', 'A', 'c'])).toEqual(['b', 'A', 'c'])
  })
})

describe('landscapeFormErrors', () => {
  it('needs a name on create', () => {
    expect(landscapeFormErrors({})).toEqual({ name: 'Enter the landscape name' })
    expect(landscapeFormErrors({ name: '   ' })).toEqual({ name: 'Enter the landscape name' })
    expect(landscapeFormErrors({ name: 'Sahel' })).toEqual({})
  })

  it('checks on a patch only the fields it sends', () => {
    expect(landscapeFormErrors({ alternative_names: ['x'] }, { isNew: false })).toEqual({})
    expect(landscapeFormErrors({ name: '' }, { isNew: false })).toEqual({ name: 'Enter the landscape name' })
  })

  it('refuses a name or an alternative name over 254 characters once trimmed', () => {
    expect(landscapeFormErrors({ name: ` ${'a'.repeat(254)} ` })).toEqual({})
    expect(landscapeFormErrors({ name: 'a'.repeat(255) })).toEqual({ name: 'Value too long' })
    expect(landscapeFormErrors({ name: 'Sahel', alternative_names: ['b'.repeat(255)] })).toEqual({
      alternative_names: 'Value too long',
    })
  })

  it('allows 100 alternative names, counted after the clean-up, and refuses 101', () => {
    const names = (count: number) => Array.from({ length: count }, (_, i) => `Name ${i}`)
    expect(landscapeFormErrors({ name: 'Sahel', alternative_names: names(ALTERNATIVE_NAMES_LIMIT) })).toEqual({})
    expect(landscapeFormErrors({ name: 'Sahel', alternative_names: [...names(100), 'name 0', ''] })).toEqual({})
    expect(landscapeFormErrors({ name: 'Sahel', alternative_names: names(101) })).toEqual({
      alternative_names: 'At most 100 alternative names',
    })
  })
})
