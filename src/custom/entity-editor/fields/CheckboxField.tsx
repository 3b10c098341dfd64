import { Checkbox, FormControlLabel } from '@mui/material'
import { useStrings } from '../../../i18n/useStrings'
import { ReadOnlyText, type KindEditorProps } from './parts'

/** A Checkbox: `checked`, true or false; its label sits beside the box. */
export function CheckboxField({ fieldType, values, onChange, readOnly, label }: KindEditorProps) {
  const strings = useStrings()
  const checked = values.checked === true
  if (readOnly) return <ReadOnlyText value={checked ? strings.entityFields.checked : strings.entityFields.unchecked} />
  return (
    <FormControlLabel
      required={fieldType.required}
      control={
        <Checkbox checked={checked} onChange={(event) => onChange({ ...values, checked: event.target.checked })} />
      }
      label={label}
    />
  )
}
