import { memo, useState, type DragEvent, type ReactNode } from 'react'
import { TableSortLabel } from '@mui/material'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import type { GridColumn, SortState } from './DataGrid'
import { columnMoveStep } from './gridKeyboard'
import { pinnedClass } from './GridRow'

interface GridHeadProps<R> {
  columns: readonly GridColumn<R>[]
  offsets: (number | undefined)[]
  template: string
  sort?: SortState
  onSort?: (sort: SortState) => void
  /** moves a column to a position of the shown order; none when the columns stay put */
  onMoveColumn?: (id: string, to: number) => void
  /** the id of the element that tells how to move a column */
  moveHintId: string
}

/**
 * The header and filter rows: rendered again only when the columns, the sort or a drag change, not on
 * each scroll of the rows below.
 */
export const GridHead = memo(function GridHead<R>({
  columns,
  offsets,
  template,
  sort,
  onSort,
  onMoveColumn,
  moveHintId,
}: GridHeadProps<R>) {
  const t = useStrings().grid
  const [dragged, setDragged] = useState<string | null>(null)
  return (
    <div className="dg-head" role="rowgroup">
      <div className="dg-row dg-header" role="row" aria-rowindex={1} style={{ gridTemplateColumns: template }}>
        {columns.map((column, index) => {
          const sorted = !!column.sort && sort?.field === column.sort
          const movable = !!onMoveColumn && !column.pinned
          return (
            <div
              key={column.id}
              role="columnheader"
              data-column={column.id}
              aria-colindex={index + 1}
              aria-sort={sorted ? (sort?.order === 'DESC' ? 'descending' : 'ascending') : undefined}
              className={`dg-cell${pinnedClass(columns, index)}`}
              style={offsets[index] !== undefined ? { left: offsets[index] } : undefined}
              draggable={movable}
              title={movable ? format(t.moveColumn, { column: column.header }) : undefined}
              onDragStart={
                movable
                  ? (event: DragEvent) => {
                      event.dataTransfer.effectAllowed = 'move'
                      setDragged(column.id)
                    }
                  : undefined
              }
              onDragOver={(event) => dragged && event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault()
                if (dragged && dragged !== column.id && !column.pinned) onMoveColumn?.(dragged, index)
                setDragged(null)
              }}
              onDragEnd={() => setDragged(null)}
              onKeyDown={
                movable
                  ? (event) => {
                      const step = columnMoveStep(event)
                      if (!step) return
                      event.preventDefault()
                      onMoveColumn?.(column.id, index + step)
                    }
                  : undefined
              }
            >
              {column.headerContent ??
                (column.sort && onSort ? (
                  <TableSortLabel
                    active={sorted}
                    direction={sorted && sort?.order === 'DESC' ? 'desc' : 'asc'}
                    aria-describedby={movable ? moveHintId : undefined}
                    onClick={() =>
                      onSort({
                        field: column.sort as string,
                        order: sorted && sort?.order === 'ASC' ? 'DESC' : 'ASC',
                      })
                    }
                  >
                    <span className="dg-text">{column.header}</span>
                  </TableSortLabel>
                ) : (
                  <span
                    className="dg-text"
                    tabIndex={movable ? 0 : undefined}
                    aria-describedby={movable ? moveHintId : undefined}
                  >
                    {column.header}
                  </span>
                ))}
            </div>
          )
        })}
      </div>
      <div className="dg-row dg-filters" role="row" aria-rowindex={2} style={{ gridTemplateColumns: template }}>
        {columns.map((column, index) => (
          <div
            key={column.id}
            role="gridcell"
            aria-colindex={index + 1}
            className={`dg-cell${pinnedClass(columns, index)}`}
            style={offsets[index] !== undefined ? { left: offsets[index] } : undefined}
          >
            {column.filter}
          </div>
        ))}
      </div>
    </div>
  )
}) as <R>(props: GridHeadProps<R>) => ReactNode
