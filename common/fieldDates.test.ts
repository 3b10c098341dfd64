import { describe, expect, it } from 'vitest'
import { dateFormatOf, displayDate, inputDate, ruleDateFormat, storedDate } from './fieldDates'

describe('ruleDateFormat (Format rule of Date and Provenance)', () => {
  it.each([
    [{ Format: 'mm/dd/yy' }, 'MM/DD/YYYY'],
    [{ Format: 'mm/yy' }, 'MM/YYYY'],
    [{ Format: 'yy' }, 'YYYY'],
    [{ Format: 'select' }, null],
    [{}, 'MM/DD/YYYY'],
  ])('%j → %s', (rules, expected) => {
    expect(ruleDateFormat(rules)).toBe(expected)
  })

  it("keeps the user's choice only when the rule is select", () => {
    expect(dateFormatOf({ Format: 'select' }, 'YYYY')).toBe('YYYY')
    expect(dateFormatOf({ Format: 'select' }, 'nonsense')).toBe('MM/DD/YYYY')
    expect(dateFormatOf({ Format: 'select' }, undefined)).toBe('MM/DD/YYYY')
    expect(dateFormatOf({ Format: 'mm/yy' }, 'YYYY')).toBe('MM/YYYY')
  })
})

describe('storedDate (spec 2 §4: a day at noon, a month as its first day, a year as January 1)', () => {
  it.each([
    ['2024-03-15', 'MM/DD/YYYY', '2024-03-15T12:00:00.000Z'],
    ['2024-03', 'MM/YYYY', '2024-03-01T12:00:00.000Z'],
    ['2024', 'YYYY', '2024-01-01T12:00:00.000Z'],
    ['2024-02-30', 'MM/DD/YYYY', null],
    ['2024-13', 'MM/YYYY', null],
    ['202', 'YYYY', null],
    ['', 'MM/DD/YYYY', null],
    ['2024-03', 'MM/DD/YYYY', null],
  ])('%j as %s → %s', (input, format, expected) => {
    expect(storedDate(input, format)).toBe(expected)
  })
})

describe('inputDate and displayDate', () => {
  const stored = '2024-03-15T12:00:00.000Z'
  it.each([
    ['MM/DD/YYYY', '2024-03-15', '03/15/2024'],
    ['MM/YYYY', '2024-03', '03/2024'],
    ['YYYY', '2024', '2024'],
  ])('as %s', (format, input, display) => {
    expect(inputDate(stored, format)).toBe(input)
    expect(displayDate(stored, format)).toBe(display)
  })

  it('read nothing from an empty or broken value', () => {
    for (const value of [null, undefined, '', 'soon', 42]) {
      expect(inputDate(value, 'MM/DD/YYYY')).toBe('')
      expect(displayDate(value, 'YYYY')).toBe('')
    }
  })

  it('round-trip what they store', () => {
    for (const [input, format] of [
      ['1999-12-31', 'MM/DD/YYYY'],
      ['1999-12', 'MM/YYYY'],
      ['1999', 'YYYY'],
    ]) {
      expect(inputDate(storedDate(input, format), format)).toBe(input)
    }
  })
})
