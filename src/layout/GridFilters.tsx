import { useState } from 'react'
import { MenuItem, TextField } from '@mui/material'

/** A grid's text filter in its header row: the typed text, handed on as typed (the list debounces). */
export function GridTextFilter({
  label,
  placeholder,
  type,
  onChange,
}: {
  /** the accessible name */
  label: string
  placeholder?: string
  type?: 'text' | 'date'
  onChange: (text: string) => void
}) {
  const [text, setText] = useState('')
  return (
    <TextField
      size="small"
      variant="standard"
      type={type}
      value={text}
      placeholder={placeholder}
      onChange={(event) => {
        setText(event.target.value)
        onChange(event.target.value)
      }}
      fullWidth
      sx={{ minWidth: 88 }}
      slotProps={{ htmlInput: { 'aria-label': label } }}
    />
  )
}

/** A grid's select filter: 'Any' (the empty value) and the choices. */
export function GridSelectFilter({
  label,
  anyLabel,
  value,
  choices,
  onChange,
}: {
  label: string
  anyLabel: string
  value: string
  choices: readonly { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 80 }}
      slotProps={{ htmlInput: { 'aria-label': label } }}
    >
      <MenuItem value="">{anyLabel}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  )
}
