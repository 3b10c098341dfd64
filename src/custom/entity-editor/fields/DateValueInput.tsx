import { useState } from 'react'
import { MenuItem, TextField } from '@mui/material'
import { DATE_FORMAT_CHOICES, inputDate, storedDate } from '../../../../common/fieldDates'
import type { FieldValue } from '../../../../common/entityFormat'

interface Props {
  label: string
  /** the stored ISO string */
  value: FieldValue | undefined
  /** MM/DD/YYYY, MM/YYYY or YYYY: a day, a month or a year is typed */
  format: string
  required?: boolean
  onChange: (stored: string | null) => void
}

/** One date in the field's format: a day or month picker, or a year typed as four digits. */
export function DateValueInput({ label, value, format, required, onChange }: Props) {
  const shown = inputDate(value, format)
  // a year is stored once its four digits are typed; until then the input keeps what is typed
  const [draft, setDraft] = useState(shown)
  const [lastShown, setLastShown] = useState(shown)
  if (shown !== lastShown) {
    setLastShown(shown)
    setDraft(shown)
  }

  if (format === 'YYYY')
    return (
      <TextField
        label={label}
        required={required}
        value={draft}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, pattern: '\\d{4}' } }}
        onChange={(event) => {
          const typed = event.target.value.replace(/\D/g, '')
          setDraft(typed)
          if (typed === '' || typed.length === 4) onChange(storedDate(typed, format))
        }}
        sx={{ width: 120 }}
      />
    )
  return (
    <TextField
      label={label}
      required={required}
      type={format === 'MM/YYYY' ? 'month' : 'date'}
      value={shown}
      size="small"
      slotProps={{ inputLabel: { shrink: true } }}
      onChange={(event) => onChange(storedDate(event.target.value, format))}
      sx={{ width: 190 }}
    />
  )
}

/** The format a field's dates are typed in, when its Format rule is 'select'. */
export function DateFormatSelect({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (format: string) => void
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      size="small"
      sx={{ minWidth: 160 }}
      onChange={(event) => onChange(event.target.value)}
    >
      {DATE_FORMAT_CHOICES.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {choice}
        </MenuItem>
      ))}
    </TextField>
  )
}
