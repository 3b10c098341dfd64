import { useCallback, useState, type RefObject } from 'react'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'
import type { GridColumn } from './DataGrid'

/**
 * A column moved by the keyboard or a drag, through the grid's `onMoveColumn` (which keeps the order), and
 * what the grid's live region says of it: the new position, or that the column cannot go further.
 */
export function useColumnMove<R>(
  columns: readonly GridColumn<R>[],
  onMoveColumn: ((id: string, to: number) => void) | undefined,
  scroller: RefObject<HTMLDivElement | null>,
) {
  const t = useStrings().grid
  const [announcement, setAnnouncement] = useState('')
  const moveColumn = useCallback(
    (id: string, to: number) => {
      const column = columns.find((one) => one.id === id)
      if (!onMoveColumn || !column) return
      const first = columns.filter((one) => one.pinned).length
      if (to < first || to >= columns.length) {
        setAnnouncement(format(t.columnNotMoved, { column: column.header, position: columns.indexOf(column) + 1 }))
        return
      }
      onMoveColumn(id, to)
      // the header moved in the DOM, which takes the focus off it: give it back
      requestAnimationFrame(() =>
        scroller.current
          ?.querySelector<HTMLElement>(`[role="columnheader"][data-column="${id}"]`)
          ?.querySelector<HTMLElement>('[role="button"], button, [tabindex="0"]')
          ?.focus(),
      )
      setAnnouncement(format(t.columnMoved, { column: column.header, position: to + 1 }))
    },
    [columns, onMoveColumn, scroller, t],
  )
  return { moveColumn: onMoveColumn ? moveColumn : undefined, announcement }
}
