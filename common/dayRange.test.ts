import { describe, expect, it } from 'vitest'
import { dayRange, gridDate, gridDateTime, mmddyyyyDayRange, mmddyyyyOf } from './dayRange'

describe('mmddyyyyDayRange', () => {
  it('turns MMDDYYYY into the whole UTC day', () => {
    expect(mmddyyyyDayRange('03052024')).toEqual({
      $gte: '2024-03-05T00:00:00.000Z',
      $lt: '2024-03-06T00:00:00.000Z',
    })
  })

  it('crosses months, years and leap days', () => {
    expect(mmddyyyyDayRange('12312025')?.$lt).toBe('2026-01-01T00:00:00.000Z')
    expect(mmddyyyyDayRange('02292024')?.$lt).toBe('2024-03-01T00:00:00.000Z')
  })

  it('is null for anything but eight digits of a real date', () => {
    for (const text of ['', '0305202', '030520245', '03/05/2024', '13012024', '02302024', '02292023', 'abcdefgh'])
      expect(mmddyyyyDayRange(text)).toBeNull()
  })
})

describe('dayRange: From and To days of the facet grid', () => {
  it('covers From at midnight to the end of To, UTC', () => {
    expect(dayRange('2024-02-28', '2024-02-29')).toEqual({
      $gte: '2024-02-28T00:00:00.000Z',
      $lt: '2024-03-01T00:00:00.000Z',
    })
  })
  it('takes either end alone, and nothing when neither is set', () => {
    expect(dayRange('2024-12-31', '')).toEqual({ $gte: '2024-12-31T00:00:00.000Z' })
    expect(dayRange('', '2024-12-31')).toEqual({ $lt: '2025-01-01T00:00:00.000Z' })
    expect(dayRange('', '')).toBeNull()
    expect(dayRange('31/12/2024', 'x')).toBeNull()
  })
  it('keeps From after To as the range that holds no day, rather than as no filter', () => {
    expect(dayRange('2024-03-20', '2024-03-10')).toEqual({
      $gte: '2024-03-20T00:00:00.000Z',
      $lt: '2024-03-11T00:00:00.000Z',
    })
  })
})

describe('gridDate', () => {
  it('shows the UTC day, whatever the zone the moment was written in', () => {
    expect(gridDate('2024-03-05T23:30:00-05:00')).toBe('03/06/2024')
    expect(gridDate('2024-03-05T00:10:00+02:00')).toBe('03/04/2024')
    expect(gridDateTime('2024-03-05T23:30:00-05:00')).toBe('03/06/2024 04:30 UTC')
  })

  it('is empty for no date or a bad one', () => {
    expect(gridDate(null)).toBe('')
    expect(gridDate('not a date')).toBe('')
  })

  it('gives back the MMDDYYYY a day filter was typed as', () => {
    expect(mmddyyyyOf(mmddyyyyDayRange('03052024'))).toBe('03052024')
    expect(mmddyyyyOf(undefined)).toBe('')
  })
})
