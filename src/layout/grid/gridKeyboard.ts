/** A cell of a grid's body: its row index (in the whole list) and column index (in the shown order). */
export interface CellPosition {
  row: number
  col: number
}

/** What a key does to a grid that is not editing: move to a cell, or something else, or nothing. */
export type GridKeyAction =
  | { kind: 'move'; to: CellPosition }
  | { kind: 'edit'; initialText?: string }
  | { kind: 'activate' }
  | { kind: 'delete' }
  | { kind: 'none' }

interface KeyInput {
  key: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max)

/** A key that types a character (not a shortcut): it starts editing with that character. */
const isPrintable = (event: KeyInput) =>
  event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && event.key !== ' '

/**
 * The spreadsheet keyboard model of a grid's body (a grid, not editing): arrows move one cell, Home and
 * End to the row's first and last cell (with Ctrl, the grid's), PageUp and PageDown a screen of rows;
 * Enter, F2 or a typed character start editing (Enter on a cell without an editor activates what it
 * holds), Space toggles; D asks to delete the row.
 */
export function gridKeyAction(
  event: KeyInput,
  at: CellPosition,
  size: { rows: number; cols: number; pageRows: number },
  cell: { editable: boolean; toggles: boolean; deletes: boolean },
): GridKeyAction {
  const lastRow = size.rows - 1
  const lastCol = size.cols - 1
  const move = (row: number, col: number): GridKeyAction => ({
    kind: 'move',
    to: { row: clamp(row, 0, lastRow), col: clamp(col, 0, lastCol) },
  })
  const ctrl = event.ctrlKey || event.metaKey
  switch (event.key) {
    case 'ArrowDown':
      return move(at.row + 1, at.col)
    case 'ArrowUp':
      return move(at.row - 1, at.col)
    case 'ArrowRight':
      return move(at.row, at.col + 1)
    case 'ArrowLeft':
      return move(at.row, at.col - 1)
    case 'Home':
      return ctrl ? move(0, 0) : move(at.row, 0)
    case 'End':
      return ctrl ? move(lastRow, lastCol) : move(at.row, lastCol)
    case 'PageDown':
      return move(at.row + size.pageRows, at.col)
    case 'PageUp':
      return move(at.row - size.pageRows, at.col)
    case 'Enter':
    case 'F2':
      if (cell.toggles) return { kind: 'activate' }
      return cell.editable ? { kind: 'edit' } : event.key === 'Enter' ? { kind: 'activate' } : { kind: 'none' }
    case ' ':
      return cell.toggles ? { kind: 'activate' } : { kind: 'none' }
  }
  // D asks to delete the row (spec 2 §2) even on a cell that would take typing
  if ((event.key === 'd' || event.key === 'D') && !ctrl && !event.altKey && cell.deletes) return { kind: 'delete' }
  if (isPrintable(event) && cell.editable) return { kind: 'edit', initialText: event.key }
  return { kind: 'none' }
}

/**
 * How far a key moves a focused column header: Alt+Left / Alt+Right, or Ctrl+Shift+Left / Ctrl+Shift+Right
 * (⌘ for Ctrl on a Mac, where Alt+Arrow moves by words), one place; 0 for every other key.
 */
export function columnMoveStep(event: KeyInput & { shiftKey?: boolean }): -1 | 0 | 1 {
  const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0
  const alt = event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey
  const ctrlShift = (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey
  return alt || ctrlShift ? step : 0
}
