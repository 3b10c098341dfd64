import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { AnalystStatusRow } from '../../../common/exports'
import { entityExportQuery } from './EntityExportPage'
import { StatusChart } from './StatusChart'

const row = (name: string, assigned: number, sentToReview: number, published: number): AnalystStatusRow => ({
  id: name,
  name,
  email: `${name}@example.com`,
  role: 'analyst',
  holding: {},
  assigned,
  sentToReview,
  published,
})

describe('StatusChart', () => {
  it('draws a bar per count, scaled to the largest, with each figure written beside it', () => {
    render(<StatusChart rows={[row('Ann', 10, 5, 0), row('Bo', 2, 0, 1)]} title="Counts" />)
    const chart = screen.getByRole('img', { name: 'Counts' })
    const widths = [...chart.querySelectorAll('rect')].map((bar) => Number(bar.getAttribute('width')))
    expect(widths[0]).toBeGreaterThan(0)
    // Ann: 10, 5, 0; Bo: 2, 0, 1 — proportional to the counts
    expect(widths.map((width) => Math.round((width / widths[0]) * 10))).toEqual([10, 5, 0, 2, 0, 1])
    expect([...chart.querySelectorAll('title')].map((title) => title.textContent)).toContain('Bo: Published 1')
    expect([...chart.querySelectorAll('g > text')].map((text) => text.textContent)).toEqual(
      expect.arrayContaining(['10', '5', '0', '2', '1']),
    )
  })

  it('draws nothing to scale when every count is 0', () => {
    render(<StatusChart rows={[row('Ann', 0, 0, 0)]} title="Counts" />)
    const widths = [...screen.getByRole('img').querySelectorAll('rect')].map((bar) => bar.getAttribute('width'))
    expect(widths).toEqual(['0', '0', '0'])
  })
})

describe('entityExportQuery', () => {
  it('sends the grid’s query for the filters set, leaving out the empty ones', () => {
    const query = entityExportQuery(
      { type: 'Actor', subType: ' org ', name: '', stage: 'published', modifiedFrom: '2026-01-05', modifiedTo: '' },
      'xlsx',
    )
    expect(query).toEqual({
      format: 'xlsx',
      type: 'Actor',
      subType: { $iLike: 'org' },
      stage: 'published',
      updatedAt: { $gte: '2026-01-05T00:00:00.000Z' },
    })
  })
})
