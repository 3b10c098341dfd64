import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { GRID_ROW_HEIGHT } from '../../../common/limits'
import { DataGrid, type GridColumn } from './DataGrid'
import { ROWS_PER_FRAME } from './useRowBudget'

interface Row {
  id: number
  name: string
}

const ROWS = Array.from({ length: 10_000 }, (_, index) => ({ id: index + 1, name: `Row ${index + 1}` }))
const COLUMNS: GridColumn<Row>[] = [
  { id: 'id', header: 'Id', width: 80, pinned: true, cell: (row) => String(row.id) },
  { id: 'name', header: 'Name', width: 200, cell: (row) => row.name, title: (row) => `Full ${row.name}` },
  { id: 'note', header: 'Note', width: 200, cell: () => 'note' },
]

function renderGrid(props: Partial<Parameters<typeof DataGrid<Row>>[0]> = {}) {
  const onMoveColumn = vi.fn()
  render(
    <MemoryRouter>
      <DataGrid<Row>
        gridId="test"
        label="Test rows"
        columns={COLUMNS}
        rowCount={ROWS.length}
        rowAt={(index) => ROWS[index]}
        pageSize={1000}
        rowLabel={(row) => row.name}
        onMoveColumn={onMoveColumn}
        {...props}
      />
    </MemoryRouter>,
  )
  return { onMoveColumn, grid: screen.getByRole('grid') }
}

const dataRows = () => document.querySelectorAll('[role="row"][data-row-id]')
const placeholders = () => document.querySelectorAll('[role="row"][data-row-placeholder]')

describe('DataGrid', () => {
  it('mounts only the rows in view, and fills a long jump in over frames of a few rows each', async () => {
    const { grid } = renderGrid()
    await screen.findByText('Row 1')
    const first = dataRows().length
    // the 1400 px the test setup gives the grid, not 10,000 rows
    expect(first).toBeGreaterThan(20)
    expect(first).toBeLessThan(60)
    expect(placeholders()).toHaveLength(0)

    // the frames run when the test says, whatever the machine's speed
    const frames = new Map<number, FrameRequestCallback>()
    let lastFrame = 0
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      lastFrame += 1
      frames.set(lastFrame, callback)
      return lastFrame
    })
    vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => void frames.delete(id))
    const nextFrame = () =>
      act(() => {
        const due = [...frames.values()]
        frames.clear()
        due.forEach((callback) => callback(performance.now()))
      })
    const fresh = () => [...dataRows()].filter((row) => Number(row.getAttribute('data-row-id')) > 4_000).length

    // a jump to row 5,000: every row in view is new
    act(() => {
      grid.scrollTop = 5_000 * GRID_ROW_HEIGHT
      fireEvent.scroll(grid)
    })
    await waitFor(() => expect(placeholders().length).toBeGreaterThan(0))
    expect(fresh()).toBeLessThanOrEqual(ROWS_PER_FRAME)
    // each next frame brings a few more, until none is left
    for (let frame = 1; placeholders().length > 0; frame += 1) {
      nextFrame()
      expect(fresh()).toBeLessThanOrEqual(ROWS_PER_FRAME * (frame + 1))
      expect(frame).toBeLessThan(20)
    }
    vi.restoreAllMocks()
    expect(screen.getByText('Row 5001')).toBeInTheDocument()
    expect(screen.queryByText('Row 1')).not.toBeInTheDocument()
  })

  it('writes a cell tooltip when the pointer comes to it', async () => {
    renderGrid()
    const cell = (await screen.findByText('Row 3')).closest('[role="gridcell"]') as HTMLElement
    expect(cell).not.toHaveAttribute('title')
    fireEvent.mouseOver(cell)
    expect(cell).toHaveAttribute('title', 'Full Row 3')
  })

  it('moves between cells by the arrows and tells where a column cannot move', async () => {
    const { onMoveColumn } = renderGrid()
    const first = (await screen.findByText('Row 1')).closest('[role="gridcell"]') as HTMLElement
    await userEvent.click(first)
    await userEvent.keyboard('{ArrowDown}{ArrowRight}')
    await waitFor(() => expect(document.activeElement).toHaveTextContent('note'))
    expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '4')

    // Name is the first movable column (Id is pinned): it cannot go further left
    const name = screen.getByRole('columnheader', { name: 'Name' })
    const handle = name.querySelector<HTMLElement>('[tabindex="0"]') as HTMLElement
    expect(handle).toHaveAccessibleDescription('Alt+Left or Alt+Right (or Ctrl+Shift+Left or Right) moves the column')
    handle.focus()
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}')
    expect(onMoveColumn).not.toHaveBeenCalled()
    expect(screen.getByText(/Column Name stays at position 2/)).toBeInTheDocument()
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}')
    expect(onMoveColumn).toHaveBeenCalledWith('name', 2)
    expect(screen.getByText('Column Name moved to position 3')).toBeInTheDocument()
    // Ctrl+Shift+Arrow moves it too (Alt+Arrow moves by words on a Mac)
    await userEvent.keyboard('{Control>}{Shift>}{ArrowRight}{/Shift}{/Control}')
    expect(onMoveColumn).toHaveBeenCalledTimes(2)
  })

  it('keeps a sticky column in view past the pinned ones, and lets it move like the others', async () => {
    const columns = COLUMNS.map((column) => (column.id === 'note' ? { ...column, sticky: true } : column))
    const { onMoveColumn } = renderGrid({ columns })
    const note = (await screen.findAllByText('note'))[0].closest('[role="gridcell"]') as HTMLElement
    // it sticks beside the pinned Id, and the cells scrolled to by the keyboard stop beside both
    expect(note).toHaveClass('dg-pinned', 'dg-pinned-last')
    expect(note).toHaveStyle({ left: '80px' })
    expect(screen.getByRole('grid')).toHaveStyle({ scrollPaddingLeft: '280px' })
    const header = screen.getByRole('columnheader', { name: 'Note' })
    expect(header).toHaveClass('dg-pinned')
    header.querySelector<HTMLElement>('[tabindex="0"]')?.focus()
    await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}')
    expect(onMoveColumn).toHaveBeenCalledWith('note', 1)
  })

  it('says an empty grid in a row of its own, under the header rows', () => {
    renderGrid({ rowCount: 0, rowAt: () => undefined, empty: <span>Nothing here</span> })
    const row = screen.getByText('Nothing here').closest('[role="row"]')
    expect(row).toHaveAttribute('aria-rowindex', '3')
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '3')
  })
})
