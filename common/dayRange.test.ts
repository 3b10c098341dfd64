import { describe, expect, it } from 'vitest'
import { mmddyyyyDayRange } from './dayRange'

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
