import { useEffect, useRef, useState } from 'react'
import { ClickAwayListener, MenuItem, TextField } from '@mui/material'
import type { CellEditing } from './DataGrid'

/** A value over its detail (type over sub-type): two short lines in a 35 px row. */
export function TwoLines({ first, second }: { first: string; second?: string | null }) {
  return (
    <span className="dg-text">
      {first}
      {second && <span className="dg-text dg-second">{second}</span>}
    </span>
  )
}

/** A box as a cell shows it: drawn by the grid's CSS, not an input (the grid toggles it on a click, Space or Enter). */
export function CheckMark({ checked, label, disabled }: { checked: boolean; label: string; disabled?: boolean }) {
  return (
    <span
      className="dg-check"
      role="checkbox"
      aria-checked={checked}
      aria-label={label}
      aria-disabled={disabled || undefined}
    />
  )
}

export interface EditorChoice {
  value: string
  label: string
  disabled?: boolean
}

/**
 * A cell's select editor, mounted open: a pick applies and ends the edit, Escape cancels, Tab ends the
 * edit and moves on to the next cell (Shift+Tab the previous). Its menu has no backdrop, so one click
 * outside both ends the edit and reaches what it is on (another cell starts its own edit), and a wheel
 * outside ends it as the grid scrolls.
 */
export function SelectEditor({
  label,
  value,
  choices,
  onPick,
  editing,
}: {
  label: string
  value: string
  choices: readonly EditorChoice[]
  onPick: (value: string) => void
  editing: CellEditing
}) {
  const [open, setOpen] = useState(true)
  const paper = useRef<HTMLDivElement>(null)
  const { close } = editing
  useEffect(() => {
    // the grid scrolls under the menu, which would be left behind, away from its cell
    const onWheel = (event: WheelEvent) => {
      if (!(event.target instanceof Node && paper.current?.contains(event.target))) close()
    }
    document.addEventListener('wheel', onWheel, { capture: true, passive: true })
    return () => document.removeEventListener('wheel', onWheel, { capture: true })
  }, [close])
  return (
    // on pointerdown, so that the edit has ended by the time the click reaches the grid
    <ClickAwayListener mouseEvent="onPointerDown" touchEvent={false} onClickAway={() => close()}>
      <TextField
        select
        size="small"
        variant="standard"
        value={value}
        fullWidth
        onChange={(event) => {
          if (event.target.value !== value) onPick(event.target.value)
        }}
        slotProps={{
          htmlInput: { 'aria-label': label },
          select: {
            open,
            displayEmpty: true,
            MenuProps: {
              // the grid puts the focus back on the cell, or on the next one after Tab
              disableRestoreFocus: true,
              // the menu covers only itself, not the page: a click elsewhere lands where it is aimed
              hideBackdrop: true,
              slotProps: {
                root: { sx: { pointerEvents: 'none' } },
                paper: { ref: paper, sx: { pointerEvents: 'auto' } },
              },
            },
            onOpen: () => setOpen(true),
            onClose: (event) => {
              setOpen(false)
              const key = (event as { key?: string }).key
              const shift = (event as { shiftKey?: boolean }).shiftKey
              close(key === 'Tab' ? (shift ? -1 : 1) : undefined)
            },
          },
        }}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.value} value={choice.value} disabled={choice.disabled}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
    </ClickAwayListener>
  )
}
