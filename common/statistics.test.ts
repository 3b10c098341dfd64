import { describe, expect, it } from 'vitest'
import {
  ceftErrors,
  formatValue,
  goalDifference,
  inDateOrder,
  isGoal,
  nextPeriod,
  periodStart,
  pointLabel,
  rankLabel,
  storedPointDate,
  unitsAfterMultiplier,
} from './statistics'

describe('storedPointDate', () => {
  it('stores a day at noon and a month, quarter or year on its first day (spec 2 §4)', () => {
    expect(storedPointDate('2024-02-29', 'DAY')).toBe('2024-02-29T12:00:00.000Z')
    expect(storedPointDate('2024-02-29T23:59:00+02:00', 'DAY')).toBe('2024-02-29T12:00:00.000Z')
    expect(storedPointDate('2024-07-01', 'MONTH')).toBe('2024-07-01T00:00:00.000Z')
    expect(storedPointDate('2024-10-01T12:00:00.000Z', 'QUARTER')).toBe('2024-10-01T00:00:00.000Z')
    expect(storedPointDate('2030-01-01', 'YEAR')).toBe('2030-01-01T00:00:00.000Z')
  })

  it('refuses what is no date or not where its period starts', () => {
    for (const [date, periodicity] of [
      ['2023-02-29', 'DAY'],
      ['2024-13-01', 'MONTH'],
      ['2024-07-02', 'MONTH'],
      ['2024-05-01', 'QUARTER'],
      ['2024-07-01', 'YEAR'],
      ['07/01/2024', 'DAY'],
      ['', 'YEAR'],
    ] as const) {
      expect(storedPointDate(date, periodicity), `${date} ${periodicity}`).toBeNull()
    }
  })
})

describe('labels', () => {
  it("reads dates by periodicity: 'Q{n} {year}' for quarters", () => {
    expect(pointLabel('2024-04-01T00:00:00.000Z', 'QUARTER')).toBe('Q2 2024')
    expect(pointLabel('2024-12-01T00:00:00.000Z', 'QUARTER')).toBe('Q4 2024')
    expect(pointLabel('2024-01-01T00:00:00.000Z', 'YEAR')).toBe('2024')
    expect(pointLabel('2024-03-01T00:00:00.000Z', 'MONTH')).toBe('Mar 2024')
    expect(pointLabel('2024-03-05T12:00:00.000Z', 'DAY')).toBe('03/05/2024')
  })

  it('offers the start of the period holding a day', () => {
    const day = new Date('2024-08-17T12:00:00Z')
    expect(periodStart(day, 'QUARTER')).toBe('2024-07-01')
    expect(periodStart(day, 'MONTH')).toBe('2024-08-01')
    expect(periodStart(day, 'YEAR')).toBe('2024-01-01')
    expect(periodStart(day, 'DAY')).toBe('2024-08-17')
  })

  it('steps to the next period', () => {
    expect(nextPeriod('2024-01-01', 'YEAR')).toBe('2025-01-01')
    expect(nextPeriod('2024-10-01', 'QUARTER')).toBe('2025-01-01')
    expect(nextPeriod('2024-01-31', 'MONTH')).toBe('2024-02-01')
    expect(nextPeriod('2024-12-31', 'DAY')).toBe('2025-01-01')
  })

  it("shows values with 2 decimals and ranks as 'rank/total Countries'", () => {
    expect(formatValue(1234.5)).toBe('1,234.50')
    expect(formatValue(-0.004)).toBe('-0.00')
    expect(rankLabel(3, 27)).toBe('3/27 Countries')
  })
})

describe('series', () => {
  const points = [
    { date: '2022-01-01T00:00:00.000Z', value: 120 },
    { date: '2020-01-01T00:00:00.000Z', value: 100 },
    { date: '2021-01-01T00:00:00.000Z', value: 80 },
  ]

  it('orders points by date for the sparkline', () => {
    expect(inDateOrder(points).map((point) => point.value)).toEqual([100, 80, 120])
  })

  it('flags a goal when the latest date is in the future', () => {
    const now = new Date('2021-06-01T00:00:00Z')
    expect(isGoal(points, now)).toBe(true)
    expect(isGoal(points, new Date('2022-06-01T00:00:00Z'))).toBe(false)
    expect(isGoal([], now)).toBe(false)
  })

  it('gives the percent change against the previous value only above 0.009', () => {
    expect(goalDifference(points)).toBe(50)
    expect(goalDifference([points[0]])).toBeNull()
    expect(goalDifference([{ date: '2020-01-01', value: 0 }, points[0]])).toBeNull()
    // 0.008 % is not shown, 0.01 % is
    expect(
      goalDifference([
        { date: '2020-01-01', value: 100000 },
        { date: '2021-01-01', value: 100008 },
      ]),
    ).toBeNull()
    expect(
      goalDifference([
        { date: '2020-01-01', value: 100000 },
        { date: '2021-01-01', value: 100010 },
      ]),
    ).toBeCloseTo(0.01)
    expect(
      goalDifference([
        { date: '2020-01-01', value: -50 },
        { date: '2021-01-01', value: -25 },
      ]),
    ).toBe(50)
  })
})

describe('ceftErrors', () => {
  it('checks name, units and the lists with the editor words', () => {
    expect(ceftErrors({ name: ' ' })).toEqual({ name: 'Name is required.' })
    expect(ceftErrors({ name: 'x'.repeat(33), units: 'u'.repeat(21) })).toEqual({
      name: 'At most 32 characters',
      units: 'At most 20 characters',
    })
    expect(ceftErrors({ name: 'GDP', periodicity: 'WEEK', futureDates: 'LATER', multiplier: 3 })).toEqual({
      periodicity: 'Value must be one of YEAR, QUARTER, MONTH, DAY',
      futureDates: 'Value must be one of PROJECTION, GOAL',
      multiplier: 'Value must be one of 0.01, 0.001, 0.000001, 1e-10, 1e-13',
    })
    expect(ceftErrors({ units: 'kg' }, { isNew: false })).toEqual({})
    expect(ceftErrors({ name: 'GDP', multiplier: 0.1e-9, periodicity: 'DAY' })).toEqual({})
  })

  it('fills empty units from the multiplier and keeps typed ones', () => {
    expect(unitsAfterMultiplier('', 0.000001)).toBe('Million')
    expect(unitsAfterMultiplier('  ', 0.01)).toBe('Hundred')
    expect(unitsAfterMultiplier('people', 0.01)).toBe('people')
    expect(unitsAfterMultiplier('', null)).toBe('')
  })
})
