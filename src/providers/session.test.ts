import { describe, expect, it } from 'vitest'
import { tokenIsFresh } from './session'

const token = (payload: object) => `e30.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.signature`
const now = Date.UTC(2026, 10, 22, 12)

describe('the stored token checked at start-up', () => {
  it.each([
    ['not expired', token({ sub: 'u1', exp: now / 1000 + 60 }), true],
    ['expired', token({ sub: 'u1', exp: now / 1000 - 1 }), false],
    ['without expiry', token({ sub: 'u1' }), false],
    ['without user id', token({ exp: now / 1000 + 60 }), false],
    ['not a JWT', 'garbage', false],
    ['absent', null, false],
  ])('%s', (_case, value, fresh) => {
    expect(tokenIsFresh(value, now)).toBe(fresh)
  })
})
