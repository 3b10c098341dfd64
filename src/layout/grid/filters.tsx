import { useEffect, useId, useRef, useState } from 'react'
import { Button, FormHelperText, MenuItem, Popover, Stack, TextField } from '@mui/material'
import { dayRange } from '../../../common/dayRange'
import { format } from '../../i18n/en'
import { useStrings } from '../../i18n/useStrings'

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

/** From and To as date inputs give them: YYYY-MM-DD, or empty. */
type Days = { from: string; to: string }

/** A From after To: a range that holds no day (YYYY-MM-DD days compare as text). */
const inverted = ({ from, to }: Days) => !!from && !!to && from > to

/** A YYYY-MM-DD day as MM/DD/YYYY (spec 2 §9). */
const shownDay = (day: string) => (day ? `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` : '…')

/**
 * From and To days of a date column, whole UTC days (spec 2 §2: a date range on created or modified):
 * a button in the filter row that shows the applied range and opens the two days. The days show as
 * picked (the list applies them after its debounce); a From after To is shown with its hint and not
 * applied, the list keeping the range it had.
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
  const t = useStrings().grid
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const applied = { from: dayOf(value?.$gte), to: dayOf(value?.$lt, 1) }
  const [days, setDays] = useState(applied)
  // the days last handed on: the applied range that comes back as them is not news
  const sent = useRef(applied)
  useEffect(() => {
    // a range applied from elsewhere (filters cleared, the list opened again) replaces the days shown
    if (applied.from === sent.current.from && applied.to === sent.current.to) return
    sent.current = { from: applied.from, to: applied.to }
    setDays(sent.current)
  }, [applied.from, applied.to])
  const change = (next: Days) => {
    setDays(next)
    if (inverted(next)) return
    sent.current = next
    onChange(dayRange(next.from, next.to) ?? undefined)
  }
  const hint = inverted(days) ? t.fromAfterTo : undefined
  const hintId = useId()
  const label = format(t.dateRangeOf, { column })
  const dayInput = (which: 'from' | 'to') => (
    <TextField
      type="date"
      size="small"
      label={format(t[which], { column })}
      value={days[which]}
      error={!!hint}
      onChange={(event) => change({ ...days, [which]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': hint ? hintId : undefined } }}
    />
  )
  return (
    <>
      <Button
        size="small"
        variant="text"
        color={applied.from || applied.to ? 'primary' : 'inherit'}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={label}
        aria-haspopup="dialog"
        sx={{ minWidth: 0, px: 0.5, fontSize: '0.75rem', textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {applied.from || applied.to
          ? format(t.dateRange, { from: shownDay(applied.from), to: shownDay(applied.to) })
          : t.anyDay}
      </Button>
      <Popover
        open={!!anchor}
        anchorEl={anchor}
        onClose={() => {
          setAnchor(null)
          // a From after To is dropped with the popover: it opens again on the days handed on
          setDays(sent.current)
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label } }}
      >
        <Stack spacing={1.5} sx={{ p: 2 }}>
          {dayInput('from')}
          {dayInput('to')}
          {hint && (
            <FormHelperText id={hintId} error>
              {hint}
            </FormHelperText>
          )}
          <Button size="small" onClick={() => change({ from: '', to: '' })} disabled={!days.from && !days.to}>
            {t.clear}
          </Button>
        </Stack>
      </Popover>
    </>
  )
}
