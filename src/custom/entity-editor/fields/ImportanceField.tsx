import { MenuItem, TextField } from '@mui/material'
import { IMPORTANCE_CHOICES } from '../../../../common/entityFormat'
import { useStrings } from '../../../i18n/useStrings'
import { DictionarySelect } from './DictionarySelect'
import { ReadOnlyText, ruleText, textOf, type KindEditorProps } from './parts'

/** An Importance: one of IMPORTANCE_CHOICES, or with rule Type 'dictionary' an item of that dictionary. */
export function ImportanceField({ fieldType, values, onChange, readOnly, label }: KindEditorProps) {
  const strings = useStrings()
  if (readOnly) return <ReadOnlyText value={values.selectedLabel ?? values.selectedValue} />
  if (fieldType.rules.Type === 'dictionary')
    return (
      <DictionarySelect
        label={label}
        dictionaryKey={ruleText(fieldType.rules.Dictionary)}
        value={textOf(values.selectedValue)}
        required={fieldType.required}
        onChange={(item) =>
          onChange({ ...values, selectedValue: item?.value ?? null, selectedLabel: item?.value ?? null })
        }
      />
    )
  return (
    <TextField
      select
      label={label}
      value={textOf(values.selectedValue)}
      required={fieldType.required}
      size="small"
      fullWidth
      onChange={(event) => {
        const choice = IMPORTANCE_CHOICES.find((candidate) => candidate.value === event.target.value)
        onChange({ ...values, selectedValue: choice?.value ?? null, selectedLabel: choice?.label ?? null })
      }}
    >
      <MenuItem value="">
        <em>{strings.entityFields.empty}</em>
      </MenuItem>
      {IMPORTANCE_CHOICES.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  )
}
