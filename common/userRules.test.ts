import { describe, expect, it } from 'vitest'
import { messages } from './messages'
import {
  isValidEmail,
  isoToTrialDate,
  passwordError,
  trialDateToIso,
  trialHasEnded,
  userFormErrors,
  type UserFormErrors,
  type UserFormValues,
} from './userRules'

const valid: UserFormValues = { email: 'ada@example.com', name: 'Ada', role: 'analyst', profile: 'default' }

describe('userFormErrors (spec 1 §5)', () => {
  it.each<[string, UserFormValues, UserFormErrors]>([
    ['a valid analyst', valid, {}],
    ['a valid trial with its end date', { ...valid, role: 'trial', trialEndDate: '2030-12-31' }, {}],
    ['every profile: uae', { ...valid, profile: 'uae' }, {}],
    ['every profile: sap', { ...valid, profile: 'sap' }, {}],
    ['no email', { ...valid, email: undefined }, { email: messages.enterEmail }],
    ['a null email', { ...valid, email: null }, { email: messages.enterEmail }],
    ['an empty email', { ...valid, email: '' }, { email: messages.enterEmail }],
    ['a blank email', { ...valid, email: '   ' }, { email: messages.enterEmail }],
    ['an invalid email', { ...valid, email: 'ada.example.com' }, { email: messages.invalidEmail }],
    ['an email with a space', { ...valid, email: 'ada lovelace@example.com' }, { email: messages.invalidEmail }],
    ['an email without a dot in the domain', { ...valid, email: 'ada@example' }, { email: messages.invalidEmail }],
    [
      'an email of 255 characters',
      { ...valid, email: `${'a'.repeat(243)}@example.com` },
      { email: messages.valueTooLong },
    ],
    ['an email of 254 characters', { ...valid, email: `${'a'.repeat(242)}@example.com` }, {}],
    ['an email with spaces around it', { ...valid, email: '  ada@example.com ' }, {}],
    ['no name', { ...valid, name: undefined }, { name: messages.enterName }],
    ['an empty name', { ...valid, name: '' }, { name: messages.enterName }],
    ['a whitespace-only name', { ...valid, name: ' \t\n ' }, { name: messages.enterName }],
    ['a name of 255 characters', { ...valid, name: 'n'.repeat(255) }, { name: messages.valueTooLong }],
    ['a name of 254 characters', { ...valid, name: 'n'.repeat(254) }, {}],
    ['no role', { ...valid, role: undefined }, { role: messages.enterPermissions }],
    ['an empty role', { ...valid, role: '' }, { role: messages.enterPermissions }],
    ['an unknown role', { ...valid, role: 'root' }, { role: messages.enterPermissions }],
    ['a role in the wrong case', { ...valid, role: 'Admin' }, { role: messages.enterPermissions }],
    ['no profile', { ...valid, profile: undefined }, { profile: messages.enterProfile }],
    ['an unknown profile', { ...valid, profile: 'gold' }, { profile: messages.enterProfile }],
    ['a trial without end date', { ...valid, role: 'trial' }, { trialEndDate: messages.enterTrialEndDate }],
    [
      'a trial with a null end date',
      { ...valid, role: 'trial', trialEndDate: null },
      { trialEndDate: messages.enterTrialEndDate },
    ],
    [
      'a trial with a typed (not ISO) date',
      { ...valid, role: 'trial', trialEndDate: '12/31/2030' },
      { trialEndDate: messages.enterTrialEndDate },
    ],
    ['a non-trial with an end date', { ...valid, role: 'admin', trialEndDate: '2030-12-31' }, {}],
    [
      'everything empty',
      {},
      {
        email: messages.enterEmail,
        name: messages.enterName,
        role: messages.enterPermissions,
        profile: messages.enterProfile,
      },
    ],
  ])('%s', (_label, values, errors) => {
    expect(userFormErrors(values)).toEqual(errors)
  })
})

describe('isValidEmail', () => {
  it.each([
    ['ada@example.com', true],
    ['a.b+c@sub.example.org', true],
    ['ada@example', false],
    ['@example.com', false],
    ['ada@', false],
    ['ada@@example.com', false],
    ['ada @example.com', false],
    ['', false],
  ])('%s → %s', (email, expected) => {
    expect(isValidEmail(email)).toBe(expected)
  })
})

describe('trial dates', () => {
  it.each([
    ['12/31/2030', '2030-12-31'],
    ['02/29/2028', '2028-02-29'],
    [' 01/05/2031 ', '2031-01-05'],
    ['02/29/2027', null],
    ['13/01/2030', null],
    ['00/10/2030', null],
    ['04/31/2030', null],
    ['2030-12-31', null],
    ['1/5/2031', null],
    ['', null],
  ])('trialDateToIso(%j) → %j', (typed, iso) => {
    expect(trialDateToIso(typed)).toBe(iso)
  })

  it.each([
    ['2030-12-31', '12/31/2030'],
    ['2030-01-05T00:00:00.000Z', '01/05/2030'],
    [null, ''],
    [undefined, ''],
    ['not a date', ''],
  ])('isoToTrialDate(%j) → %j', (iso, typed) => {
    expect(isoToTrialDate(iso)).toBe(typed)
  })

  const now = new Date('2030-06-15T12:00:00Z')
  it.each<[string, string | Date | null | undefined, boolean]>([
    ['no end date', null, true],
    ['undefined end date', undefined, true],
    ['ended yesterday', '2030-06-14', true],
    ['ends today (the whole day counts)', '2030-06-15', false],
    ['ends tomorrow', '2030-06-16', false],
    ['a Date object in the past', new Date('2030-01-01T00:00:00Z'), true],
    ['a Date object in the future', new Date('2031-01-01T00:00:00Z'), false],
  ])('trialHasEnded: %s', (_label, end, ended) => {
    expect(trialHasEnded(end, now)).toBe(ended)
  })

  it('a trial ending today ends after the last millisecond of the day (UTC)', () => {
    expect(trialHasEnded('2030-06-15', new Date('2030-06-15T23:59:59.999Z'))).toBe(false)
    expect(trialHasEnded('2030-06-15', new Date('2030-06-16T00:00:00.000Z'))).toBe(true)
  })
})

describe('passwordError', () => {
  it.each<[string, string, string | undefined, string | undefined]>([
    ['empty', '', undefined, messages.passwordTooShort],
    ['7 characters', '1234567', undefined, messages.passwordTooShort],
    ['8 characters', '12345678', undefined, undefined],
    ['254 characters', 'p'.repeat(254), undefined, undefined],
    ['255 characters', 'p'.repeat(255), undefined, messages.valueTooLong],
    ['matching repeat', 'long-enough', 'long-enough', undefined],
    ['different repeat', 'long-enough', 'long-enougH', messages.passwordsDoNotMatch],
    ['empty repeat', 'long-enough', '', messages.passwordsDoNotMatch],
    ['too short wins over mismatch', 'short', 'other', messages.passwordTooShort],
  ])('%s', (_label, password, repeat, error) => {
    expect(passwordError(password, repeat)).toBe(error)
  })
})
