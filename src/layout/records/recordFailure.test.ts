import { describe, expect, it } from 'vitest'
import { needsSignIn } from '../../providers/reloginStore'
import { failureText } from './recordFailure'

const FALLBACK = "Can't update event"

describe('what a failed load or save of an event or a regulation says', () => {
  it.each([
    ['a rule the server refused', { code: 400, message: 'The title is required' }, 'The title is required'],
    [
      'a right the role lacks',
      { code: 403, message: 'You are not allowed to do this' },
      'You are not allowed to do this',
    ],
    ['a record that is not there', { code: 404, message: "No record found for id '999999'" }, FALLBACK],
    ['an answer that is no JSON', { code: 502, message: 'JSON parsing error' }, FALLBACK],
    ['a server fault', { code: 500, message: 'Internal error' }, FALLBACK],
    ['a refusal without words', { code: 400, message: '' }, FALLBACK],
    ['no answer at all', new TypeError('Failed to fetch'), FALLBACK],
    ['nothing', undefined, FALLBACK],
  ])('%s', (_, error, shown) => {
    expect(failureText(error, FALLBACK)).toBe(shown)
  })

  it('tells an ended session apart', () => {
    expect(needsSignIn({ code: 401 })).toBe(true)
    expect(needsSignIn({ code: 403 })).toBe(false)
    expect(needsSignIn(null)).toBe(false)
  })
})
