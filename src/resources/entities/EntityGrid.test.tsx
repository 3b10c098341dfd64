import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mendOrder } from '../../layout/grid/useColumnOrder'
import { COLUMN_IDS, PINNED } from './columns'
import { admin, gridQueries, renderAllWithMorePending, renderGrid } from './gridTestFixtures'
import { gridCell } from '../../test/gridRows'

// the first header is the select-the-rows box
const COLUMNS = [
  '',
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

  it('asks for its rows without waiting for the session check, which the layout has already made', async () => {
    // a check that never answers: react-admin's own checks before the list would hold the rows forever
    const { getList } = renderGrid('/analyst/entities/actors', {
      as: { ...admin, checkAuth: () => new Promise<void>(() => undefined) },
    })
    await waitFor(() => expect(gridQueries(getList, 'analyst/entities/actors')).toHaveLength(1))
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
    fireEvent.dragStart(header('Completeness'), { dataTransfer: { effectAllowed: '' } })
    fireEvent.dragOver(header('Type'))
    fireEvent.drop(header('Type'))
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('columnheader')
          .slice(1, 4)
          .map((cell) => cell.textContent),
      ).toEqual(['Action', 'Completeness', 'Type']),
    )
  })

  it('moves a column by keyboard (Alt+Arrow on its header) and keeps the order for the grid', async () => {
    renderGrid('/analyst/entities/contexts')
    await screen.findByText('Acme')
    const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent)
    const name = screen.getAllByRole('columnheader').find((cell) => cell.textContent === 'Name')!
    fireEvent.keyDown(name, { key: 'ArrowLeft', altKey: true })
    await waitFor(() => expect(headers().slice(1, 4)).toEqual(['Action', 'Name', 'Type']))
    expect(screen.getByText('Column Name moved to position 3')).toBeInTheDocument()
  })

  it('mends a stored order: unknown columns dropped, missing ones appended, the box first', () => {
    expect(mendOrder(['name', 'gone', 'type'], COLUMN_IDS, PINNED)).toEqual([
      'select',
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
      expect(gridQueries(getList, 'analyst/entities/actors').map((query) => query.pagination)).toContainEqual({
        page: 1,
        perPage: 1000,
      }),
    )
  })

  it('counts every row of the filter in All and reads the next thousand as they come into view', async () => {
    const getList = await renderAllWithMorePending()
    // three rows arrive of 1200: the rows on screen past them are placeholders, and the next page is asked
    await waitFor(() =>
      expect(gridQueries(getList, 'analyst/entities/actors').at(-1)?.pagination).toEqual({ page: 2, perPage: 1000 }),
    )
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', String(1200 + 2))
    await waitFor(() => expect(document.querySelectorAll('[data-row-placeholder]').length).toBeGreaterThan(0))
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

describe('Entity grid: filters bound to the list', () => {
  // the list's state as react-admin keeps it for a grid opened again (and in its address)
  const at = (filter: object) => `/analyst/entities/actors?filter=${encodeURIComponent(JSON.stringify(filter))}`

  it('shows the filters the list applies when the grid opens again, and clears them', async () => {
    const { getList } = renderGrid(
      at({
        name: { $iLike: 'acm' },
        stage: 'published',
        createdAt: { $gte: '2024-03-05T00:00:00.000Z', $lt: '2024-03-06T00:00:00.000Z' },
      }),
    )
    await screen.findByText('Acme')
    expect(screen.getByRole('textbox', { name: 'Filter Name' })).toHaveValue('acm')
    expect(screen.getByRole('textbox', { name: 'Filter Created' })).toHaveValue('03052024')
    expect(screen.getByRole('combobox', { name: 'Filter Stage' })).toHaveTextContent('published')
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() =>
      expect(gridQueries(getList, 'analyst/entities/actors').at(-1)?.filter).toEqual({ type: 'Actor' }),
    )
    expect(screen.getByRole('textbox', { name: 'Filter Name' })).toHaveValue('')
    expect(screen.getByRole('textbox', { name: 'Filter Created' })).toHaveValue('')
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument()
  })

  it('says when no row matches the filters, with the way to clear them', async () => {
    renderGrid(at({ topicId: 'nothing' }))
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent('Nothing matches these filters.')
    expect(within(status).getByRole('button', { name: 'Clear filters' })).toBeInTheDocument()
  })

  it('refuses a day that is not MMDDYYYY with a hint, without filtering on it', async () => {
    const { getList } = renderGrid('/analyst/entities/actors')
    await screen.findByText('Acme')
    const modified = screen.getByRole('textbox', { name: 'Filter Modified' })
    await userEvent.type(modified, '03052024')
    await waitFor(() =>
      expect(gridQueries(getList, 'analyst/entities/actors').at(-1)?.filter).toHaveProperty('updatedAt'),
    )
    await userEvent.clear(modified)
    await userEvent.type(modified, '03/05/24')
    expect(modified).toHaveAttribute('aria-invalid', 'true')
    expect(modified).toHaveAccessibleDescription('Type the day as MMDDYYYY')
    // the text stays as typed, and the day filter is dropped rather than sent
    await waitFor(() =>
      expect(gridQueries(getList, 'analyst/entities/actors').at(-1)?.filter).toEqual({ type: 'Actor' }),
    )
    expect(modified).toHaveValue('03/05/24')
  })
})

describe('Entity grid: virtualised rows and keyboard', () => {
  it('mounts only the rows on screen of a page of 1000', async () => {
    const many = Array.from({ length: 1000 }, (_, index) => ({
      id: `e-${index}`,
      name: `Entity ${index}`,
      type: 'Actor',
      subType: null,
      meta: { stage: 'in progress', assignedToId: null },
      topics: [],
      createdAt: '2026-03-01T08:00:00.000Z',
      updatedAt: '2026-03-01T08:00:00.000Z',
    }))
    const getList = async (resource: string) =>
      resource === 'analyst/entities/actors' ? { data: many, total: 5000 } : { data: [], total: 0 }
    renderGrid('/analyst/entities/actors', { more: { getList } })
    await screen.findByText('Entity 0')
    const rows = document.querySelectorAll('[data-row-id]').length
    expect(rows).toBeGreaterThan(20)
    expect(rows).toBeLessThan(100)
    expect(screen.queryByText('Entity 999')).not.toBeInTheDocument()
  })

  it('moves between cells with the arrows, Home, End and Ctrl+End, and keeps one tab stop', async () => {
    renderGrid('/analyst/entities/contexts')
    await screen.findByText('Acme')
    gridCell('Acme', 'name').focus()
    await userEvent.keyboard('{ArrowDown}')
    expect(gridCell('Gone Corp', 'name')).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(gridCell('Gone Corp', 'topic')).toHaveFocus()
    await userEvent.keyboard('{End}')
    expect(gridCell('Gone Corp', 'completeness')).toHaveFocus()
    await userEvent.keyboard('{Control>}{Home}{/Control}')
    expect(gridCell('Acme', 'select')).toHaveFocus()
    await userEvent.keyboard('{ArrowUp}')
    expect(gridCell('Acme', 'select')).toHaveFocus()
    await userEvent.keyboard('{Control>}{End}{/Control}')
    expect(gridCell('Rates', 'completeness')).toHaveFocus()
    expect(document.querySelectorAll('[role="gridcell"][tabindex="0"]')).toHaveLength(1)
  })

  it('edits a stage with Enter, cancels with Escape back on the cell, and moves on with Tab', async () => {
    const { patchMany } = renderGrid('/analyst/entities/actors')
    await within(screen.getByRole('grid')).findAllByText('Jonas Weber')
    const stage = () => gridCell('Acme', 'stage')
    stage().focus()
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('listbox')).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    await waitFor(() => expect(stage()).toHaveFocus())
    expect(patchMany).not.toHaveBeenCalled()
    await userEvent.keyboard('{Enter}')
    const listbox = await screen.findByRole('listbox')
    // the menu takes the focus as it opens
    await waitFor(() => expect(listbox).toContainElement(document.activeElement as HTMLElement))
    await userEvent.keyboard('{Tab}')
    await waitFor(() => expect(gridCell('Acme', 'assigned')).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    const assignees = await screen.findByRole('listbox')
    await waitFor(() => expect(assignees).toContainElement(document.activeElement as HTMLElement))
    await userEvent.click(within(assignees).getByRole('option', { name: 'Lena Ortiz' }))
    await waitFor(() =>
      expect(patchMany).toHaveBeenCalledWith('entity-meta-data', [
        { id: 'e-acme', stage: 'in progress', assignedToId: 'u-lena' },
      ]),
    )
  })
})
