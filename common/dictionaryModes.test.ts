import { describe, expect, it } from 'vitest'
import { itemNamed, shouldAddToDictionary } from './dictionaryModes'

const items = [{ value: 'Energy' }, { value: 'Renewable Energy' }, { value: 'Finance' }]

describe('shouldAddToDictionary (spec 2 §5, add mode)', () => {
  it.each([
    ['a new value', 'Mining', true],
    ['an item typed exactly', 'Energy', false],
    ['an item in another case', 'eNeRgY', false],
    ['the start of an item', 'Fin', false],
    ['the start of an item in another case', 'renew', false],
    ['an item with spaces around it', '  Finance ', false],
    ['text that an item only contains', 'Energy Policy', true],
    ['text that is inside an item but not its start', 'ewable', true],
    ['blank text', '   ', false],
    ['empty text', '', false],
  ])('%s: %j → %s', (_case, text, expected) => {
    expect(shouldAddToDictionary(items, text)).toBe(expected)
  })

  it('adds anything but blank text to an empty dictionary', () => {
    expect(shouldAddToDictionary([], 'Mining')).toBe(true)
    expect(shouldAddToDictionary([], ' ')).toBe(false)
  })
})

describe('itemNamed', () => {
  it('finds the item of exactly that value', () => {
    expect(itemNamed(items, 'Finance')).toEqual({ value: 'Finance' })
    expect(itemNamed(items, 'finance')).toBeUndefined()
    expect(itemNamed(items, 'Fin')).toBeUndefined()
  })
})
