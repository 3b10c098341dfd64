import { describe, expect, it } from 'vitest'
import { newLinkValues } from './LinkField'
import { fieldType } from './testFieldTypes'

// spec 1 §9: "Relationship strength default 3, or the template rule's default" (Significance, spec 1 §5)
describe('a new link of a Link field', () => {
  it.each([
    ['no Significance rule', {}, 3],
    ['Significance on', { Significance: 'on' }, 3],
    ['Significance default 5', { Significance: 5 }, 5],
    ['Significance default 1', { Significance: 1 }, 1],
    ['Significance off', { Significance: 'off' }, null],
  ])('starts with strength %s → %s', (_label, rules, strength) => {
    expect(newLinkValues(fieldType('Link', rules)).strength).toBe(strength)
  })
})
