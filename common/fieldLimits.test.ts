import { describe, expect, it } from 'vitest'
import { charsLimit, detailCharsLimit, withinLimit } from './fieldLimits'

describe('charsLimit (Chars rule: 0 = no limit, no rule = 254)', () => {
  it.each([
    [{}, 254],
    [{ Chars: 120 }, 120],
    [{ Chars: 0 }, null],
    [{ Chars: 1 }, 1],
  ])('%j → %s', (rules, expected) => {
    expect(charsLimit(rules)).toBe(expected)
  })
})

describe('detailCharsLimit (Detail-Chars rule: 0 or no rule = no limit)', () => {
  it.each([
    [{}, null],
    [{ 'Detail-Chars': 0 }, null],
    [{ 'Detail-Chars': 1200 }, 1200],
    [{ Chars: 10 }, null],
  ])('%j → %s', (rules, expected) => {
    expect(detailCharsLimit(rules)).toBe(expected)
  })
})

describe('withinLimit', () => {
  it('counts characters up to the limit, and anything goes without one', () => {
    expect(withinLimit('abc', 3)).toBe(true)
    expect(withinLimit('abcd', 3)).toBe(false)
    expect(withinLimit('x'.repeat(100_000), null)).toBe(true)
  })
})
