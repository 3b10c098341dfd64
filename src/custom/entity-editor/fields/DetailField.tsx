import { textLimit } from '../../../../common/fieldValueRules'
import { LimitedTextField } from './LimitedTextField'
import { ReadOnlyText, type KindEditorProps } from './parts'

/** A Detail: multiline text of at most the Detail-Chars rule (0 or none: no limit), with a character counter. */
export function DetailField({ fieldType, values, onChange, readOnly, label }: KindEditorProps) {
  if (readOnly) return <ReadOnlyText value={values.value} multiline />
  return (
    <LimitedTextField
      label={label}
      value={values.value}
      limit={textLimit('Detail', fieldType.rules)}
      required={fieldType.required}
      multiline
      counter
      onChange={(value) => onChange({ ...values, value })}
    />
  )
}
