import { describe, expect, it, vi } from 'vitest'
import { session, tokenIsFresh } from './session'

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

describe('a token stored by another tab', () => {
  const signal = (key: string, newValue: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }))

  it('names its user, and a sign-out or another key is no token', () => {
    const onToken = vi.fn()
    const stop = session.onTokenStored(onToken)
    signal('feathers-jwt', null)
    signal('selected-articles', token({ sub: 'u2' }))
    signal('feathers-jwt', 'garbage')
    expect(onToken).not.toHaveBeenCalled()
    signal('feathers-jwt', token({ sub: 'u2', exp: now / 1000 + 60 }))
    expect(onToken).toHaveBeenCalledWith('u2')
    stop()
    signal('feathers-jwt', token({ sub: 'u3', exp: now / 1000 + 60 }))
    expect(onToken).toHaveBeenCalledTimes(1)
  })
})
