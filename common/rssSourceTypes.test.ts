import { describe, expect, it } from 'vitest'
import { RSS_SOURCE_TYPES, isRssSourceType, sourceHealth, type SourceHealth } from './rssSourceTypes'
import { DAY_MS } from './time'

const now = new Date('2024-06-30T12:00:00.000Z')
const createdAt = new Date('2024-01-01T08:00:00.000Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS)

describe('sourceHealth (spec 3 §2, §9)', () => {
  it('is new while the source was never updated after its creation, however long ago', () => {
    expect(sourceHealth(createdAt, createdAt, now)).toBe('new')
    expect(sourceHealth(createdAt.toISOString(), createdAt.toISOString(), now)).toBe('new')
    expect(sourceHealth(daysAgo(400), daysAgo(400), now)).toBe('new')
  })

  it.each<[number, SourceHealth]>([
    [0, 'healthy'],
    [6.9, 'healthy'],
    [7 - 1 / DAY_MS, 'healthy'],
    [7, 'warning'],
    [30, 'warning'],
    [59.9, 'warning'],
    [60, 'danger'],
    [365, 'danger'],
  ])('updated %s days ago: %s', (days, health) => {
    expect(sourceHealth(createdAt, daysAgo(days), now)).toBe(health)
    expect(sourceHealth(createdAt.toISOString(), daysAgo(days).toISOString(), now)).toBe(health)
  })

  it('reads the time of day, not the calendar day: 7 days less a minute is still healthy', () => {
    expect(sourceHealth(createdAt, new Date(now.getTime() - 7 * DAY_MS + 60_000), now)).toBe('healthy')
  })
})

describe('RSS_SOURCE_TYPES', () => {
  it('are the three lists of spec 3 §2', () => {
    expect(RSS_SOURCE_TYPES).toEqual(['article', 'regulation', 'regulation-article'])
  })

  it.each<[unknown, boolean]>([
    ['article', true],
    ['regulation', true],
    ['regulation-article', true],
    ['Article', false],
    ['regulations', false],
    ['', false],
    [undefined, false],
  ])('isRssSourceType(%j) is %s', (value, expected) => {
    expect(isRssSourceType(value)).toBe(expected)
  })
})
