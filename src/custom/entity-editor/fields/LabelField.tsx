import { textLimit } from '../../../../common/fieldValueRules'
import { DictionaryLabelInput } from './DictionaryLabelInput'
import { LimitedTextField } from './LimitedTextField'
import { ReadOnlyText, type KindEditorProps } from './parts'

/**
 * A Label: text of at most the Chars rule, or with rule Type 'dictionary' an item of the dictionary
 * the Dictionary rule names. Type 'fixed' names no list for a Label, so it is typed like text.
 */
export function LabelField(props: KindEditorProps) {
  const { fieldType, values, onChange, readOnly, label } = props
  const limit = textLimit('Label', fieldType.rules)
  if (readOnly) return <ReadOnlyText value={values.value} />
  if (fieldType.rules.Type === 'dictionary') return <DictionaryLabelInput {...props} limit={limit} />
  return (
    <LimitedTextField
      label={label}
      value={values.value}
      limit={limit}
      required={fieldType.required}
      onChange={(value) => onChange({ ...values, value })}
    />
  )
}
