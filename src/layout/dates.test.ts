import { describe, expect, it } from 'vitest'
import { dateTime, displayDay } from './dates'

describe('dates as the screens show them', () => {
  it('shows a day outside the grids as DD MMM, YYYY (spec 2 §9, spec 3 §9)', () => {
    expect(displayDay('2024-03-01')).toBe('01 Mar, 2024')
    expect(displayDay('2024-12-31T12:00:00')).toBe('31 Dec, 2024')
  })

  it('shows nothing for no date or a bad one', () => {
    expect(displayDay(undefined)).toBe('')
    expect(displayDay('')).toBe('')
    expect(displayDay('not a date')).toBe('')
  })

  it('shows a date and time on the screens of spec 1 as MM/DD/YYYY H:mm (spec 1 §9)', () => {
    expect(dateTime('2024-03-01T09:05:00')).toBe('03/01/2024 9:05')
  })
})
