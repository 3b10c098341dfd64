import { memo, type ReactNode } from 'react'
import type { GridColumn } from './DataGrid'

/** The header and filter rows above the body: the body's rows are numbered after them. */
export const HEAD_ROWS = 2

/** Whether a column stays in view when the grid scrolls sideways. */
export const heldInView = <R,>(column: GridColumn<R> | undefined) => !!(column?.pinned || column?.sticky)

/** A pinned or sticky cell's classes, header or body: sticky, and the last of them with an edge. */
export const pinnedClass = <R,>(columns: readonly GridColumn<R>[], index: number) =>
  heldInView(columns[index]) ? (heldInView(columns[index + 1]) ? ' dg-pinned' : ' dg-pinned dg-pinned-last') : ''

/** Bare text in a span, so that it ends in an ellipsis when cut (a flex cell cannot do that itself). */
const asText = (content: ReactNode) =>
  typeof content === 'string' || typeof content === 'number' ? <span className="dg-text">{content}</span> : content

interface GridRowProps<R> {
  row: R
  index: number
  columns: readonly GridColumn<R>[]
  offsets: (number | undefined)[]
  /** px from the top of the body */
  top: number
  template: string
  label: string
  selected?: boolean
  error?: string
  /** the active cell's column in this row, or -1 */
  activeCol: number
  editing: { col: number; initialText?: string } | null
  closeEditing: (move?: 1 | -1) => void
}

/** One row: re-rendered only when its record, its active or edited cell, or the columns change. */
export const GridRow = memo(function GridRow<R>({
  row,
  index,
  columns,
  offsets,
  top,
  template,
  label,
  selected,
  error,
  activeCol,
  editing,
  closeEditing,
}: GridRowProps<R>) {
  return (
    <div
      className={`dg-row${error ? ' dg-invalid' : ''}`}
      role="row"
      aria-rowindex={index + HEAD_ROWS + 1}
      aria-label={label}
      aria-selected={selected}
      aria-invalid={error ? true : undefined}
      title={error}
      data-row-id={String((row as { id: string | number }).id)}
      style={{ transform: `translateY(${top}px)`, gridTemplateColumns: template }}
    >
      {columns.map((column, col) => {
        const edited = editing?.col === col
        const classes = [`dg-cell${pinnedClass(columns, col)}`]
        if (column.twoLines) classes.push('dg-two')
        if (column.pending?.(row)) classes.push('dg-pending')
        if (edited) classes.push('dg-editing')
        return (
          <div
            key={column.id}
            role="gridcell"
            data-column={column.id}
            aria-colindex={col + 1}
            tabIndex={col === activeCol ? 0 : -1}
            className={classes.join(' ')}
            style={offsets[col] !== undefined ? { left: offsets[col] } : undefined}
          >
            {edited && column.editor
              ? column.editor(row, { initialText: editing?.initialText, close: closeEditing })
              : asText(column.cell(row, { selected: !!selected }))}
          </div>
        )
      })}
    </div>
  )
}) as <R>(props: GridRowProps<R>) => ReactNode
