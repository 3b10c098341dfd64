import { useEffect, useRef, useState } from 'react'
import { Button, MenuItem, Popover, Stack, TextField } from '@mui/material'
import { dayRange } from '../../../common/dayRange'
import { app, format } from '../../i18n/en'

const t = app.grid

/**
 * A grid's text filter in its filter row, showing the filter the list applies (so it reads right after
 * leaving the grid and coming back, and empties when the filters are cleared). Typed text is handed on
 * as typed (the list debounces); text that `invalid` refuses is shown with its hint and not applied.
 */
export function GridTextFilter({
  label,
  value,
  placeholder,
  invalid,
  onChange,
}: {
  /** the accessible name */
  label: string
  /** the applied filter's text */
  value: string
  placeholder?: string
  /** the hint for text the column cannot take, if it cannot */
  invalid?: (text: string) => string | undefined
  onChange: (text: string) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  const [text, setText] = useState(value)
  // the applied value wins unless the reader is typing (it then lags behind the debounce)
  useEffect(() => {
    if (document.activeElement !== input.current) setText(value)
  }, [value])
  const hint = text ? invalid?.(text) : undefined
  return (
    <TextField
      size="small"
      variant="standard"
      value={text}
      placeholder={placeholder}
      error={!!hint}
      onChange={(event) => {
        const next = event.target.value
        setText(next)
        onChange(next)
      }}
      fullWidth
      inputRef={input}
      title={hint}
      slotProps={{
        htmlInput: { 'aria-label': label, 'aria-invalid': !!hint || undefined, 'aria-description': hint },
      }}
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
      fullWidth
      slotProps={{ htmlInput: { 'aria-label': label }, select: { displayEmpty: true } }}
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

type Range = { $gte?: string; $lt?: string } | undefined

const dayOf = (iso: string | undefined, minus = 0) => {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  date.setUTCDate(date.getUTCDate() - minus)
  return date.toISOString().slice(0, 10)
}

/** A YYYY-MM-DD day as MM/DD/YYYY (spec 2 §9). */
const shownDay = (day: string) => (day ? `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` : '…')

/**
 * From and To days of a date column, whole UTC days (spec 2 §2: a date range on created or modified):
 * a button in the filter row that shows the applied range and opens the two days.
 */
export function GridDateRangeFilter({
  column,
  value,
  onChange,
}: {
  column: string
  value: Range
  onChange: (range: Range) => void
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const from = dayOf(value?.$gte)
  const to = dayOf(value?.$lt, 1)
  const change = (next: { from: string; to: string }) => onChange(dayRange(next.from, next.to) ?? undefined)
  const label = format(t.dateRangeOf, { column })
  return (
    <>
      <Button
        size="small"
        variant="text"
        color={from || to ? 'primary' : 'inherit'}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={label}
        aria-haspopup="dialog"
        sx={{ minWidth: 0, px: 0.5, fontSize: '0.75rem', textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {from || to ? format(t.dateRange, { from: shownDay(from), to: shownDay(to) }) : t.anyDay}
      </Button>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
      >
        <Stack spacing={1.5} sx={{ p: 2 }}>
          <TextField
            type="date"
            size="small"
            label={format(t.from, { column })}
            value={from}
            onChange={(event) => change({ from: event.target.value, to })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={format(t.to, { column })}
            value={to}
            onChange={(event) => change({ from, to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button size="small" onClick={() => onChange(undefined)} disabled={!from && !to}>
            {t.clear}
          </Button>
        </Stack>
      </Popover>
    </>
  )
}
