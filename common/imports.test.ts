import { describe, expect, it } from 'vitest'
import { listCell, sheetDateToIsoDay, sheetDownloadUrl, sheetNumber } from './imports'

describe('sheetDownloadUrl', () => {
  it.each([
    [
      'https://docs.google.com/spreadsheets/d/1AbC-d_9/edit?usp=sharing',
      'https://docs.google.com/spreadsheets/d/1AbC-d_9/export?format=csv',
    ],
    [
      'https://docs.google.com/spreadsheets/d/1AbC/edit#gid=42',
      'https://docs.google.com/spreadsheets/d/1AbC/export?format=csv&gid=42',
    ],
    [
      'https://docs.google.com/spreadsheets/d/1AbC/edit?gid=7#gid=7',
      'https://docs.google.com/spreadsheets/d/1AbC/export?format=csv&gid=7',
    ],
    [
      'https://docs.google.com/spreadsheets/d/e/2PACX-1v/pubhtml',
      'https://docs.google.com/spreadsheets/d/e/2PACX-1v/pub?output=csv',
    ],
    ['  https://data.example.org/sheet.xlsx ', 'https://data.example.org/sheet.xlsx'],
    ['not a link', 'not a link'],
  ])('reads %s from %s', (link, expected) => {
    expect(sheetDownloadUrl(link)).toBe(expected)
  })
})

describe('sheetDateToIsoDay', () => {
  it.each([
    ['2024', '2024-01-01'],
    ['2024-Q2', '2024-04-01'],
    ['2024 q4', '2024-10-01'],
    ['Q3 2025', '2025-07-01'],
    ['2024-3', '2024-03-01'],
    ['2024-03-15', '2024-03-15'],
    ['2024-03-15T12:00:00.000Z', '2024-03-15'],
    [' 2024-12 ', '2024-12-01'],
  ])('reads %s as %s', (cell, day) => {
    expect(sheetDateToIsoDay(cell)).toBe(day)
  })

  it.each(['', '24', '2024-Q5', 'March 2024', '15/03/2024'])('reads %s as no date', (cell) => {
    expect(sheetDateToIsoDay(cell)).toBeNull()
  })
})

describe('sheetNumber', () => {
  it.each([
    ['42', 42],
    [' -1.5 ', -1.5],
    ['.25', 0.25],
    ['1e3', 1000],
  ])('reads %s as %s', (cell, number) => {
    expect(sheetNumber(cell)).toBe(number)
  })

  it.each(['', 'high', '1,5', '1 000', '0x10', 'Infinity', '1e999'])('reads %s as no number', (cell) => {
    expect(sheetNumber(cell)).toBeNull()
  })
})

describe('listCell', () => {
  it('splits on semicolons, trimmed, without empty parts or repeats in any case', () => {
    expect(listCell(' Energy ; ;oil & gas; ENERGY;Oil & Gas ')).toEqual(['Energy', 'oil & gas'])
    expect(listCell('')).toEqual([])
  })
})
