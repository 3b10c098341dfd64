import { describe, expect, it } from 'vitest'
import { REVIEW_TEXT_MAX_LENGTH } from './entityFormat'
import {
  canRemoveComment,
  commentError,
  isAssessment,
  rejectionCommentError,
  storedReviewText,
} from './reviewTrailRules'

describe('commentError', () => {
  it.each([
    ['no text', {}, 'Comment text is required'],
    ['null text', { details: null }, 'Comment text is required'],
    ['empty text', { details: '' }, 'Comment text is required'],
    ['blank text', { details: ' \n\t ' }, 'Comment text is required'],
    ['text over 5,000 characters', { details: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) }, 'Value too long'],
    ['assessment 0', { details: 'ok', assessment: 0 }, 'Assessment must be between 1 and 5'],
    ['assessment 6', { details: 'ok', assessment: 6 }, 'Assessment must be between 1 and 5'],
    ['assessment 2.5', { details: 'ok', assessment: 2.5 }, 'Assessment must be between 1 and 5'],
    ['assessment as text', { details: 'ok', assessment: '3' }, 'Assessment must be between 1 and 5'],
    ['assessment null', { details: 'ok', assessment: null }, 'Assessment must be between 1 and 5'],
    ['the text before the assessment', { details: '', assessment: 9 }, 'Comment text is required'],
  ])('refuses %s', (_, values, message) => {
    expect(commentError(values)).toBe(message)
  })

  it.each([
    ['a text without assessment (the default 3 applies)', { details: 'Looks good' }],
    ['assessment 1', { details: 'ok', assessment: 1 }],
    ['assessment 5', { details: 'ok', assessment: 5 }],
    ['5,000 characters once trimmed', { details: ` ${'x'.repeat(REVIEW_TEXT_MAX_LENGTH)} ` }],
  ])('accepts %s', (_, values) => {
    expect(commentError(values)).toBeUndefined()
  })
})

describe('rejectionCommentError', () => {
  it.each([
    [undefined, 'Rejection comment is required'],
    [null, 'Rejection comment is required'],
    ['   ', 'Rejection comment is required'],
    ['x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1), 'Value too long'],
    ['Sources are missing', undefined],
    ['x'.repeat(REVIEW_TEXT_MAX_LENGTH), undefined],
  ])('%j → %s', (comment, message) => {
    expect(rejectionCommentError(comment)).toBe(message)
  })
})

describe('isAssessment and storedReviewText', () => {
  it('takes whole numbers 1 to 5 only', () => {
    expect([0, 1, 3, 5, 6, 1.5, '2', null].map(isAssessment)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ])
  })

  it('trims the text, keeping its inner lines', () => {
    expect(storedReviewText('  first\nsecond  ')).toBe('first\nsecond')
  })
})

describe('canRemoveComment', () => {
  it.each([
    ['the analyst who wrote it', 'analyst', 'me', true],
    ['another analyst', 'analyst', 'someone else', false],
    ['an analyst, of a comment whose writer was removed', 'analyst', null, false],
    ['an admin, of anyone', 'admin', 'someone else', true],
    ['an admin, of a comment whose writer was removed', 'admin', null, true],
  ] as const)('%s → %s', (_, role, writer, allowed) => {
    expect(canRemoveComment(role, { userId: writer }, 'me')).toBe(allowed)
  })
})
