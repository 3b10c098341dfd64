import { Checkbox, FormControlLabel, Stack } from '@mui/material'
import { useStrings } from '../../../i18n/useStrings'

/** The yes/no settings of a facet type or a field type (spec 1: required, display, create, archived). */
export type Flag = 'required' | 'display' | 'create' | 'archived'

interface Props<F extends Flag> {
  flags: readonly F[]
  values: Partial<Record<F, unknown>>
  onChange: (flag: F, checked: boolean) => void
}

/** A checkbox per flag, on one wrapping line. */
export function FlagBoxes<F extends Flag>({ flags, values, onChange }: Props<F>) {
  const t = useStrings().templates
  const label: Record<Flag, string> = {
    required: t.required,
    display: t.display,
    create: t.createFlag,
    archived: t.archived,
  }
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
      {flags.map((flag) => (
        <FormControlLabel
          key={flag}
          label={label[flag]}
          control={
            <Checkbox
              size="small"
              checked={values[flag] === true}
              onChange={(event) => onChange(flag, event.target.checked)}
            />
          }
        />
      ))}
    </Stack>
  )
}
