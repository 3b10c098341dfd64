import { describe, expect, it } from 'vitest'
import { exportFileName, safeCell } from './csvCells'

describe('safeCell: no formula reaches a spreadsheet', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `'=HYPERLINK("http://evil")`],
    ['+1', "'+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['plain text', 'plain text'],
    ['Zürich – a=b', 'Zürich – a=b'],
    ['', ''],
  ])('%j → %j', (value, cell) => expect(safeCell(value)).toBe(cell))

  it('keeps numbers, says yes/no for booleans and leaves empty cells empty', () => {
    expect(safeCell(-5)).toBe(-5)
    expect(safeCell(true)).toBe('yes')
    expect(safeCell(false)).toBe('no')
    expect(safeCell(null)).toBe('')
    expect(safeCell(undefined)).toBe('')
  })
})

it('names an export by its day', () => {
  expect(exportFileName('facets', new Date('2026-11-24T23:59:00Z'))).toBe('facets-2026-11-24.csv')
})
