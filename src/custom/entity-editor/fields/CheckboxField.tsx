import { Checkbox, FormControlLabel } from '@mui/material'
import { app } from '../../../i18n/en'
import { ReadOnlyText, type KindEditorProps } from './parts'

/** A Checkbox: `checked`, true or false; its label sits beside the box. */
export function CheckboxField({ fieldType, values, onChange, readOnly, label }: KindEditorProps) {
  const checked = values.checked === true
  if (readOnly) return <ReadOnlyText value={checked ? app.entityFields.checked : app.entityFields.unchecked} />
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
