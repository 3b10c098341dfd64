import { describe, expect, it } from 'vitest'
import { columnMoveStep, gridKeyAction } from './gridKeyboard'

const size = { rows: 100, cols: 10, pageRows: 20 }
const plain = { editable: false, toggles: false, deletes: false }
const at = { row: 5, col: 3 }
const action = (key: string, cell = plain, more: object = {}) => gridKeyAction({ key, ...more }, at, size, cell)

describe('the grid keyboard model', () => {
  it('moves one cell with the arrows, to the row ends with Home and End, the grid ends with Ctrl', () => {
    expect(action('ArrowDown')).toEqual({ kind: 'move', to: { row: 6, col: 3 } })
    expect(action('ArrowLeft')).toEqual({ kind: 'move', to: { row: 5, col: 2 } })
    expect(action('Home')).toEqual({ kind: 'move', to: { row: 5, col: 0 } })
    expect(action('End', plain, { ctrlKey: true })).toEqual({ kind: 'move', to: { row: 99, col: 9 } })
    expect(action('PageDown')).toEqual({ kind: 'move', to: { row: 25, col: 3 } })
    expect(gridKeyAction({ key: 'PageUp' }, { row: 3, col: 0 }, size, plain)).toEqual({
      kind: 'move',
      to: { row: 0, col: 0 },
    })
  })

  it('edits on Enter, F2 or a typed character, only where the cell has an editor', () => {
    const editable = { ...plain, editable: true }
    expect(action('Enter', editable)).toEqual({ kind: 'edit' })
    expect(action('F2', editable)).toEqual({ kind: 'edit' })
    expect(action('p', editable)).toEqual({ kind: 'edit', initialText: 'p' })
    expect(action('p')).toEqual({ kind: 'none' })
    expect(action('c', editable, { ctrlKey: true })).toEqual({ kind: 'none' })
    // Enter on a cell without an editor activates what it holds (a link)
    expect(action('Enter')).toEqual({ kind: 'activate' })
  })

  it('toggles a box with Space or Enter', () => {
    const box = { ...plain, toggles: true }
    expect(action(' ', box)).toEqual({ kind: 'activate' })
    expect(action('Enter', box)).toEqual({ kind: 'activate' })
    expect(action(' ')).toEqual({ kind: 'none' })
  })

  it('asks to delete the row on D where it may be deleted, even on a cell that takes typing', () => {
    expect(action('d', { ...plain, deletes: true })).toEqual({ kind: 'delete' })
    expect(action('D', { ...plain, deletes: true, editable: true })).toEqual({ kind: 'delete' })
    expect(action('d')).toEqual({ kind: 'none' })
  })

  it('moves a focused column header by Alt+Arrow or Ctrl+Shift+Arrow (Cmd+Shift on a Mac), one place', () => {
    expect(columnMoveStep({ key: 'ArrowLeft', altKey: true })).toBe(-1)
    expect(columnMoveStep({ key: 'ArrowRight', ctrlKey: true, shiftKey: true })).toBe(1)
    expect(columnMoveStep({ key: 'ArrowRight', metaKey: true, shiftKey: true })).toBe(1)
    // a plain arrow, Ctrl+Arrow alone, or Alt with Shift leave the column where it is
    expect(columnMoveStep({ key: 'ArrowRight' })).toBe(0)
    expect(columnMoveStep({ key: 'ArrowRight', ctrlKey: true })).toBe(0)
    expect(columnMoveStep({ key: 'ArrowLeft', altKey: true, shiftKey: true })).toBe(0)
    expect(columnMoveStep({ key: 'ArrowUp', altKey: true })).toBe(0)
  })
})
