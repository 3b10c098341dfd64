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

describe('a token of another user stored by another tab', () => {
  const signal = (key: string, newValue: string | null) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }))

  it('is told apart from a renewed token of the same user and from a sign-out', () => {
    const onChange = vi.fn()
    const stop = session.onOtherUser('u1', onChange)
    signal('feathers-jwt', token({ sub: 'u1', exp: now / 1000 + 60 }))
    signal('feathers-jwt', null)
    signal('console-user', token({ sub: 'u2' }))
    expect(onChange).not.toHaveBeenCalled()
    signal('feathers-jwt', token({ sub: 'u2', exp: now / 1000 + 60 }))
    expect(onChange).toHaveBeenCalledTimes(1)
    stop()
    signal('feathers-jwt', token({ sub: 'u3', exp: now / 1000 + 60 }))
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
