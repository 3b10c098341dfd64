import { Autocomplete, Chip, TextField } from '@mui/material'
import { useInput, useTranslate, ValidationError } from 'react-admin'
import { useStrings } from '../../i18n/useStrings'

/**
 * The alternative names: typed one at a time, each added with Enter (spec 3 §2), shown as chips that
 * can be removed. Blank and repeated names are not added.
 */
export function AlternativeNamesInput() {
  const strings = useStrings()
  const translate = useTranslate()
  const { field, fieldState } = useInput<string[]>({ source: 'alternative_names', defaultValue: [] })
  const names: string[] = field.value ?? []
  const add = (next: string[]) => {
    const kept: string[] = []
    for (const name of next.map((value) => value.trim())) {
      if (name && !kept.some((other) => other.toLowerCase() === name.toLowerCase())) kept.push(name)
    }
    field.onChange(kept)
  }
  const error = fieldState.error?.message
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={names}
      onChange={(_, next) => add(next)}
      onBlur={field.onBlur}
      renderValue={(values, getItemProps) =>
        values.map((name, index) => {
          const { key, ...itemProps } = getItemProps({ index })
          return <Chip key={key} label={name} size="small" {...itemProps} />
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name="alternative_names"
          label={translate('resources.analyst/landscapes.fields.alternative_names')}
          error={Boolean(error)}
          helperText={error ? <ValidationError error={error} /> : strings.landscapes.alternativeNamesHelp}
        />
      )}
    />
  )
}
