import { TextField } from '@mui/material'
import type { FieldValue } from '../../../../common/entityFormat'
import { format } from '../../../i18n/en'
import { useStrings } from '../../../i18n/useStrings'
import { textOf } from './parts'

interface Props {
  label: string
  value: FieldValue | undefined
  /** at most this many characters; null for no limit */
  limit: number | null
  onChange: (text: string | null) => void
  multiline?: boolean
  /** shows how many characters there are, and of how many */
  counter?: boolean
  required?: boolean
  /** a message of the field's own (an invalid address) */
  error?: string
}

/** A text input held to a character limit; text stored before the limit was set shows 'Value too long'. */
export function LimitedTextField({
  label,
  value,
  limit,
  onChange,
  multiline = false,
  counter = false,
  required,
  error,
}: Props) {
  const strings = useStrings()
  const text = textOf(value)
  const problem = error ?? (limit === null || text.length <= limit ? undefined : strings.valueTooLong)
  const count =
    limit === null
      ? format(strings.entityFields.characters, { count: text.length })
      : format(strings.entityFields.charactersOf, { count: text.length, limit })
  return (
    <TextField
      label={label}
      value={text}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      required={required}
      size="small"
      fullWidth
      error={Boolean(problem)}
      helperText={[problem, counter ? count : undefined].filter(Boolean).join(' · ') || undefined}
      slotProps={{
        // a plain textarea of 3 rows, not MUI's multiline: its autosizing measures the layout of every
        // textarea on each render, seconds on an entity of hundreds of facets; the corner drags it taller
        ...(multiline && { input: { inputComponent: 'textarea' } }),
        htmlInput: {
          ...(limit !== null && { maxLength: limit }),
          ...(multiline && { rows: 3, style: { height: 'auto', resize: 'vertical' } }),
        },
        formHelperText: { sx: counter && !problem ? { textAlign: 'right', mx: 0 } : undefined },
      }}
    />
  )
}
