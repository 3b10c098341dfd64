import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { columnOrder } from './columns'
import { gridQueries, renderGrid } from './gridTestFixtures'

const COLUMNS = [
  'Action',
  'Type',
  'Name',
  'Topic',
  'Stage',
  'Assigned',
  'Created',
  'Modified',
  'Hidden',
  'Completeness',
]

describe('Entity grid: columns and query', () => {
  it('shows the columns and asks one type, 50 a page, newest first', async () => {
    const { getList } = renderGrid('/analyst/entities/actors')
    expect(await screen.findByText('Acme')).toBeInTheDocument()
    const headers = screen.getAllByRole('columnheader').slice(0, COLUMNS.length)
    expect(headers.map((header) => header.textContent)).toEqual(COLUMNS)
    expect(gridQueries(getList, 'analyst/entities/actors')[0]).toMatchObject({
      filter: { type: 'Actor' },
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'updatedAt', order: 'DESC' },
    })
    expect(screen.getAllByText('40%')).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Create Actor' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Edit Acme' })).toHaveAttribute('href', '/analyst/entities/editor/e-acme')
    expect(screen.getByRole('link', { name: 'Edit Rates' })).toHaveAttribute('href', '/analyst/briefs/editor/e-set')
  })

  it('leaves out Brief, none and Statistic Entity in untyped mode, without a create button', async () => {
    const { getList } = renderGrid('/analyst/elements/untyped')
    expect(await screen.findByText('Acme')).toBeInTheDocument()
    expect(gridQueries(getList, 'analyst/elements/untyped')[0].filter).toEqual({
      type: { $and: [{ $ne: 'Brief' }, { $ne: 'none' }, { $ne: 'Statistic Entity' }] },
    })
    expect(screen.queryByRole('button', { name: /^Create / })).not.toBeInTheDocument()
  })

  it('names each create button by its type', async () => {
    renderGrid('/analyst/entities/briefs')
    expect(await screen.findByRole('button', { name: 'Create Brief' })).toBeInTheDocument()
  })

  it('sorts on the server by a header', async () => {
    const { getList } = renderGrid('/analyst/entities/plots')
    await screen.findByText('Acme')
    await userEvent.click(screen.getByRole('button', { name: 'Name' }))
    await waitFor(() =>
      expect(gridQueries(getList, 'analyst/entities/plots').at(-1)?.sort).toEqual({ field: 'name', order: 'ASC' }),
    )
  })
})

describe('Entity grid: column order', () => {
  it('moves a column by dragging its header onto another', async () => {
    renderGrid('/analyst/entities/contexts')
    await screen.findByText('Acme')
    const header = (name: string) => screen.getAllByRole('columnheader').find((cell) => cell.textContent === name)!
    fireEvent.dragStart(header('Completeness'))
    fireEvent.dragOver(header('Type'))
    fireEvent.drop(header('Type'))
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('columnheader')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ).toEqual(['Action', 'Completeness', 'Type']),
    )
  })

  it('mends a stored order: unknown columns dropped, missing ones appended', () => {
    expect(columnOrder(['name', 'gone', 'type'])).toEqual([
      'name',
      'type',
      'action',
      'topic',
      'stage',
      'assigned',
      'created',
      'modified',
      'hidden',
      'completeness',
    ])
  })
})

describe('Entity grid: filters and page sizes', () => {
  it('filters a typed MMDDYYYY day as the whole UTC day', async () => {
    const { getList } = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter Created' }), '03052024')
    await waitFor(
      () =>
        expect(gridQueries(getList, 'analyst/entities/actors').at(-1)?.filter).toEqual({
          type: 'Actor',
          createdAt: { $gte: '2024-03-05T00:00:00.000Z', $lt: '2024-03-06T00:00:00.000Z' },
        }),
      { timeout: 3000 },
    )
  })

  it('filters by name, lowercased stage and Visible/Hidden', async () => {
    const { getList } = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter Name' }), 'acm')
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter Stage' }))
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'published' }))
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter Hidden' }))
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Hidden' }))
    await waitFor(
      () =>
        expect(gridQueries(getList, 'analyst/entities/actors').at(-1)?.filter).toEqual({
          type: 'Actor',
          name: { $iLike: 'acm' },
          stage: 'published',
          hidden: true,
        }),
      { timeout: 3000 },
    )
  })

  it('offers 25 to 1000 rows a page and All, which asks the server for its most, 1000', async () => {
    const { getList } = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    await userEvent.click(screen.getByRole('combobox', { name: /Rows per page/ }))
    const options = within(screen.getByRole('listbox')).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['25', '50', '100', '250', '500', '1000', 'All'])
    await userEvent.click(options[6])
    await waitFor(() =>
      expect(gridQueries(getList, 'analyst/entities/actors').at(-1)?.pagination).toEqual({ page: 1, perPage: 1000 }),
    )
  })

  it('loads All a thousand rows at a time, the next ones on demand', async () => {
    const { getList } = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    await userEvent.click(screen.getByRole('combobox', { name: /Rows per page/ }))
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'All' }))
    expect(await screen.findByText('3 of 1200 rows loaded')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Load more rows' }))
    await waitFor(() =>
      expect(gridQueries(getList, 'analyst/entities/actors').at(-1)?.pagination).toEqual({ page: 2, perPage: 1000 }),
    )
  })

  it('filters sub-types in a grid of one type', async () => {
    const typed = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter Type' }), 'org')
    await waitFor(
      () =>
        expect(gridQueries(typed.getList, 'analyst/entities/actors').at(-1)?.filter).toEqual({
          type: 'Actor',
          subType: { $iLike: 'org' },
        }),
      { timeout: 3000 },
    )
  })

  it('filters the types of the untyped grid, keeping its exclusions', async () => {
    const { getList } = renderGrid('/analyst/elements/untyped')
    await screen.findByText('Acme')
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter Type' }), 'act')
    await waitFor(
      () =>
        expect(gridQueries(getList, 'analyst/elements/untyped').at(-1)?.filter).toEqual({
          type: { $and: [{ $ne: 'Brief' }, { $ne: 'none' }, { $ne: 'Statistic Entity' }], $iLike: 'act' },
        }),
      { timeout: 3000 },
    )
  })

  it('filters by completeness: not started, started or complete', async () => {
    const { getList } = renderGrid('/analyst/entities/plots')
    await screen.findByText('Acme')
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter Completeness' }))
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Started (1–99%)' }))
    await waitFor(
      () =>
        expect(gridQueries(getList, 'analyst/entities/plots').at(-1)?.filter).toEqual({
          type: 'Plot',
          completeness: { $gt: 0, $lt: 100 },
        }),
      { timeout: 3000 },
    )
  })
})

describe('Entity grid: keyboard', () => {
  it('moves between rows with the arrow keys, Home and End', async () => {
    renderGrid('/analyst/entities/contexts')
    await screen.findByText('Acme')
    const row = (name: string) => screen.getByRole('row', { name })
    row('Acme').focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(row('Gone Corp')).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(row('Rates')).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}{Home}')
    expect(row('Acme')).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    expect(row('Acme')).toHaveFocus()
  })
})
