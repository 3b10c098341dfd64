import {
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { visuallyHidden } from '@mui/utils'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useNavigate } from 'react-router-dom'
import { GRID_ROW_HEIGHT } from '../../../common/limits'
import { useStrings } from '../../i18n/useStrings'
import { focusElement, useSkipTarget } from '../SkipLinks'
import { gridKeyAction, type CellPosition } from './gridKeyboard'
import { GridHead } from './GridHead'
import { GridRow, HEAD_ROWS, heldInView } from './GridRow'
import { GRID_ROOT_CLASS, GridStyles } from './GridStyles'
import { useAvailableHeight } from './useAvailableHeight'
import { useColumnMove } from './useColumnMove'
import { useRowBudget } from './useRowBudget'

/** Row height of the grids (spec 2 §9), also their header and filter rows. */
const ROW_HEIGHT = GRID_ROW_HEIGHT
const HEAD_HEIGHT = ROW_HEIGHT * HEAD_ROWS
const OVERSCAN = 4

/** What an editor in a cell gets: the character that started it, and how to end it. */
export interface CellEditing {
  initialText?: string
  /** ends editing, back on the cell, or on the next (1) or previous (-1) cell when Tab ended it */
  close: (move?: 1 | -1) => void
}

export interface GridColumn<R> {
  id: string
  header: string
  /** px: the column's width, or the least it takes when it grows */
  width: number
  /** a share of the room left over, as CSS grid's fr */
  grow?: number
  /** the `$sort` field; none when the server cannot sort on it */
  sort?: string
  /** the column's filter, in the filter row */
  filter?: ReactNode
  /** replaces the header's text (a select-all box) */
  headerContent?: ReactNode
  /** what the cell shows: plain text or a chip, nothing that costs to mount */
  cell: (row: R, state: { selected: boolean }) => ReactNode
  /** the full text of a cell that may be cut short, as its tooltip */
  title?: (row: R) => string | undefined
  /** the editor mounted while the cell is edited */
  editor?: (row: R, editing: CellEditing) => ReactNode
  editable?: (row: R) => boolean
  /** a box: a click, Space or Enter toggles it, without an editor */
  toggle?: (row: R) => void
  /** whether the cell holds a change not saved yet */
  pending?: (row: R) => boolean
  /** kept first, never moved, and in view when the grid scrolls sideways */
  pinned?: boolean
  /** in view when the grid scrolls sideways once it reaches the left edge, yet moved like the others */
  sticky?: boolean
  /** two short lines (a value over its detail) rather than one */
  twoLines?: boolean
}

export interface SortState {
  field: string
  order: 'ASC' | 'DESC'
}

export interface DataGridProps<R extends { id: string | number }> {
  /** `data-grid`, for tests and the bench */
  gridId: string
  label: string
  columns: readonly GridColumn<R>[]
  /** every row of the list, loaded or not ('All' loads them as they scroll into view) */
  rowCount: number
  /** the row at an index, undefined while it is not loaded */
  rowAt: (index: number) => R | undefined
  /** the page size: the grid is 35 × (size + 2) px tall (spec 2 §9), or the window's height */
  pageSize: number
  sort?: SortState
  /** sorts the list: a header sorts by its column ascending, then, clicked again, descending */
  onSort?: (sort: SortState) => void
  /** moves a column to a position of the shown order */
  onMoveColumn?: (id: string, to: number) => void
  rowLabel: (row: R) => string
  isSelected?: (row: R) => boolean
  /** why a row was refused, if it was */
  rowError?: (row: R) => string | undefined
  canDelete?: (row: R) => boolean
  onDelete?: (row: R) => void
  /** told the last row index on screen, so that 'All' loads what comes into view */
  onVisibleEnd?: (index: number) => void
  /** shown over an empty body */
  empty?: ReactNode
}

const isInteractive = (target: EventTarget | null) =>
  target instanceof Element && !!target.closest('a, button, input, textarea, [role="combobox"], [role="button"]')

/** A body cell's element, and its place: its row's and its own aria indexes (the header rows come first). */
const cellAt = (target: EventTarget | null): { element: HTMLElement; at: CellPosition } | null => {
  const element = target instanceof Element ? target.closest<HTMLElement>('[role="gridcell"][aria-colindex]') : null
  const row = Number(element?.closest('[role="row"]')?.getAttribute('aria-rowindex')) - HEAD_ROWS - 1
  const col = Number(element?.getAttribute('aria-colindex')) - 1
  return element && Number.isInteger(row) && row >= 0 && Number.isInteger(col) ? { element, at: { row, col } } : null
}
const cellOf = (target: EventTarget | null) => cellAt(target)?.at ?? null

/** The selector of a body cell by its place. */
const cellSelector = ({ row, col }: CellPosition) =>
  `[role="row"][aria-rowindex="${row + HEAD_ROWS + 1}"] > [aria-colindex="${col + 1}"]`

/** The CSS grid columns of every row: fixed widths, growing ones as minmax(width, grow fr). */
const templateOf = <R,>(columns: readonly GridColumn<R>[]) =>
  columns.map((column) => (column.grow ? `minmax(${column.width}px, ${column.grow}fr)` : `${column.width}px`)).join(' ')

/** The left offsets of the pinned and sticky columns (they stick there when the grid scrolls sideways). */
function pinnedOffsets<R>(columns: readonly GridColumn<R>[]): (number | undefined)[] {
  let left = 0
  return columns.map((column) => {
    if (!heldInView(column)) return undefined
    const at = left
    left += column.width
    return at
  })
}

/**
 * The grids' one grid (spec 2 §2, §9): a sticky header and filter row over virtualised rows of 35 px,
 * so a page of 1000 rows (or 'All') mounts only the rows on screen. Cells show plain text and mount
 * their editor only when clicked, typed into or opened with Enter. The keyboard works it like a
 * spreadsheet (one tab stop; arrows, Home/End, PageUp/PageDown; Enter, F2 or typing edits; Escape
 * cancels; Tab ends an edit and moves on; Space toggles; D deletes the row), and columns move by
 * dragging their header or by Alt+Arrow (or Ctrl+Shift+Arrow) on it. The skip link to the grid lands on its
 * active cell.
 */
export function DataGrid<R extends { id: string | number }>(props: DataGridProps<R>) {
  const t = useStrings().grid
  const { columns, rowCount, rowAt, pageSize, onDelete, canDelete, onMoveColumn, onVisibleEnd } = props
  const scroller = useRef<HTMLDivElement>(null)
  const navigate = useNavigate()
  // the active and edited cells follow their row (by id) when a reload moves it
  const [active, setActive] = useState<CellPosition & { id?: string | number }>({ row: 0, col: 0 })
  const [editing, setEditing] = useState<(CellPosition & { id: string | number; initialText?: string }) | null>(null)
  const [focusWanted, setFocusWanted] = useState(0)
  const moveHintId = useId()
  const { moveColumn, announcement } = useColumnMove(columns, onMoveColumn, scroller)
  // the skip link to the grid lands on its tab stop, the active cell
  useSkipTarget(
    'grid',
    useCallback(
      () => focusElement(scroller.current?.querySelector<HTMLElement>('[role="gridcell"][tabindex="0"]')),
      [],
    ),
  )
  const available = useAvailableHeight(scroller)
  // the spec's height for a full page, as long as the window has room: the grid then scrolls inside
  const height = Math.max(Math.min(ROW_HEIGHT * (pageSize + HEAD_ROWS), available), ROW_HEIGHT * 8)

  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
    scrollPaddingStart: HEAD_HEIGHT,
    scrollMargin: HEAD_HEIGHT,
    // rows follow a scroll in React's next render, not one forced render per scroll event
    useFlushSync: false,
  })
  const items = virtualizer.getVirtualItems()
  // the rows follow a scroll in a render React may spread over frames, so a long jump (a fast wheel, a
  // dragged scrollbar) never holds one frame for all of its new rows
  const shown = useDeferredValue(items)
  const lastShown = items.length ? items[items.length - 1].index : -1
  useEffect(() => {
    if (lastShown >= 0) onVisibleEnd?.(lastShown)
  }, [lastShown, onVisibleEnd])

  // the active cell stays on its row as a reload moves it, and inside the grid as rows come and go
  const indexOf = useCallback(
    (position: { row: number; id?: string | number }) => {
      if (position.id === undefined || rowAt(position.row)?.id === position.id) return position.row
      for (let index = 0; index < rowCount; index += 1) if (rowAt(index)?.id === position.id) return index
      return position.row
    },
    [rowAt, rowCount],
  )
  const safe = {
    row: Math.min(indexOf(active), Math.max(rowCount - 1, 0)),
    col: Math.min(active.col, Math.max(columns.length - 1, 0)),
  }

  // only a move asks for the focus: a click that makes a cell active leaves it where the click put it
  const focused = useRef(0)
  useLayoutEffect(() => {
    if (!focusWanted || focused.current === focusWanted) return
    focused.current = focusWanted
    const root = scroller.current
    const selector = cellSelector({ row: safe.row, col: safe.col })
    const focus = () => {
      const cell = root?.querySelector<HTMLElement>(selector)
      if (cell && document.activeElement !== cell) cell.focus()
      return !!cell
    }
    // a row off screen is not in the DOM: bring it in first
    if (!focus()) virtualizer.scrollToIndex(safe.row, { align: 'auto' })
    // then, for a few frames, take the focus back where nothing holds it: the row scrolled in, or a
    // closing editor's menu let go of it (but never from an editor opened since)
    // (a row of 'All' not read yet takes the time of its page)
    let frame = 0
    let tries = 120
    const retry = () => {
      const idle = !document.activeElement || document.activeElement === document.body
      const cell = root?.querySelector<HTMLElement>(selector)
      if (cell && idle) cell.focus()
      else if (!cell && --tries > 0) frame = requestAnimationFrame(retry)
    }
    frame = requestAnimationFrame(retry)
    return () => cancelAnimationFrame(frame)
  }, [focusWanted, safe.row, safe.col, virtualizer])

  const moveTo = useCallback(
    (to: CellPosition) => {
      setActive({ ...to, id: rowAt(to.row)?.id })
      setFocusWanted((n) => n + 1)
    },
    [rowAt],
  )

  const startEditing = useCallback(
    (at: CellPosition, initialText?: string) => {
      const row = rowAt(at.row)
      const column = columns[at.col]
      if (!row || !column?.editor || !(column.editable?.(row) ?? true)) return
      setActive({ ...at, id: row.id })
      setEditing({ ...at, id: row.id, initialText })
    },
    [columns, rowAt],
  )

  const editingNow = useRef(editing)
  editingNow.current = editing
  const closeEditing = useCallback(
    (move?: 1 | -1) => {
      const current = editingNow.current
      if (!current) return
      setEditing(null)
      moveTo({ row: indexOf(current), col: Math.min(Math.max(current.col + (move ?? 0), 0), columns.length - 1) })
    },
    [columns.length, moveTo, indexOf],
  )

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // an editor's keys (its menu's too, which React bubbles here from a portal) are its own
    if (editing) return
    const at = cellOf(event.target)
    if (!at || (event.target as Element).closest('input, textarea')) return
    const row = rowAt(at.row)
    const column = columns[at.col]
    if (!row || !column) return
    const action = gridKeyAction(
      event,
      at,
      {
        rows: rowCount,
        cols: columns.length,
        pageRows: Math.max(1, Math.floor((height - HEAD_HEIGHT) / ROW_HEIGHT) - 1),
      },
      {
        editable: !!column.editor && (column.editable?.(row) ?? true),
        toggles: !!column.toggle && (column.editable?.(row) ?? true),
        deletes: !!onDelete && (canDelete?.(row) ?? true),
      },
    )
    if (action.kind === 'none') return
    event.preventDefault()
    if (action.kind === 'move') moveTo(action.to)
    else if (action.kind === 'edit') startEditing(at, action.initialText)
    else if (action.kind === 'delete') onDelete?.(row)
    else if (column.toggle) {
      if (column.editable?.(row) ?? true) column.toggle(row)
    } else (event.target as Element).querySelector<HTMLElement>('a, button')?.click()
  }

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    // a row's links into the console are plain anchors (a router link costs each of thousands of
    // rows a hook or two): the grid routes their plain clicks
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-route]') : null
    if (link && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) {
      event.preventDefault()
      navigate(link.getAttribute('href') ?? '/')
      return
    }
    const at = cellOf(event.target)
    if (!at || editing || isInteractive(event.target)) return
    const row = rowAt(at.row)
    const column = columns[at.col]
    if (!row || !column) return
    setActive({ ...at, id: row.id })
    if (column.toggle && (column.editable?.(row) ?? true)) column.toggle(row)
    else startEditing(at)
  }

  // a cell's tooltip is written when the pointer comes to it, not for each of the cells a scroll mounts
  const onMouseOver = (event: MouseEvent<HTMLDivElement>) => {
    const cell = cellAt(event.target)
    const row = cell && rowAt(cell.at.row)
    const column = cell && columns[cell.at.col]
    if (!cell || !row || !column?.title) return
    const edited = editing?.id === row.id && editing.col === cell.at.col
    const title = edited ? '' : (column.title(row) ?? '')
    if (cell.element.title !== title) cell.element.title = title
  }

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const at = cellOf(event.target)
    if (at && (at.row !== safe.row || at.col !== safe.col)) setActive({ ...at, id: rowAt(at.row)?.id })
  }

  const template = useMemo(() => templateOf(columns), [columns])
  const offsets = useMemo(() => pinnedOffsets(columns), [columns])
  const minWidth = columns.reduce((sum, column) => sum + column.width, 0)
  const pinnedWidth = columns.reduce((sum, column) => sum + (heldInView(column) ? column.width : 0), 0)
  const empty = rowCount === 0
  // rows new to the screen beyond a frame's budget wait as placeholders for the next frames
  const ready = useRowBudget(shown.map((item) => rowAt(item.index)?.id))

  // the tab stop: the active cell, or, while its row is scrolled away, the same column's first row shown
  const tabRow = shown.some((item) => item.index === safe.row)
    ? safe.row
    : (shown.find((item) => rowAt(item.index))?.index ?? safe.row)

  return (
    <>
      <GridStyles />
      <div
        ref={scroller}
        className={GRID_ROOT_CLASS}
        role="grid"
        aria-label={props.label}
        aria-rowcount={rowCount + HEAD_ROWS + (empty && props.empty ? 1 : 0)}
        aria-colcount={columns.length}
        data-grid={props.gridId}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onMouseOver={onMouseOver}
        onFocus={onFocus}
        style={{ height, scrollPaddingTop: HEAD_HEIGHT, scrollPaddingLeft: pinnedWidth }}
      >
        <div className="dg-inner" style={{ minWidth }}>
          <GridHead
            columns={columns}
            offsets={offsets}
            template={template}
            sort={props.sort}
            onSort={props.onSort}
            onMoveColumn={moveColumn}
            moveHintId={moveHintId}
          />
          <div className="dg-body" role="rowgroup" style={{ height: virtualizer.getTotalSize() }}>
            {shown.map((item) => {
              const row = rowAt(item.index)
              const top = item.start - HEAD_HEIGHT
              if (!row || !ready.has(row.id))
                return (
                  <div
                    key={`placeholder-${item.key}`}
                    className="dg-row"
                    role="row"
                    aria-rowindex={item.index + HEAD_ROWS + 1}
                    aria-busy
                    data-row-placeholder
                    style={{ transform: `translateY(${top}px)`, gridTemplateColumns: template }}
                  >
                    <div role="gridcell" className="dg-cell dg-loading" aria-colspan={columns.length} />
                  </div>
                )
              return (
                <GridRow
                  key={row.id}
                  row={row}
                  index={item.index}
                  columns={columns}
                  offsets={offsets}
                  top={top}
                  template={template}
                  label={props.rowLabel(row)}
                  selected={props.isSelected?.(row)}
                  error={props.rowError?.(row)}
                  activeCol={item.index === tabRow ? safe.col : -1}
                  editing={editing?.id === row.id ? editing : null}
                  closeEditing={closeEditing}
                />
              )
            })}
          </div>
          {empty && props.empty && (
            <div role="rowgroup">
              <div className="dg-empty" role="row" aria-rowindex={HEAD_ROWS + 1}>
                <div role="gridcell">{props.empty}</div>
              </div>
            </div>
          )}
        </div>
      </div>
      {/* plain spans: the grid renders on each scroll frame, and an sx would be styled again each time */}
      <span aria-live="polite" style={visuallyHidden}>
        {announcement}
      </span>
      <span id={moveHintId} style={visuallyHidden}>
        {t.moveColumnHint}
      </span>
    </>
  )
}
