import { useState } from 'react'
import type { FieldSetValues } from '../../../../common/entityFormat'
import type { FacetFieldType, FieldKind, RuleValue } from '../../../../common/templateFormat'
import { FieldSetEditor } from './FieldSetEditor'

/** A field type of a kind with rules, as templates hold them. */
export const fieldType = (
  kind: FieldKind,
  rules: Record<string, RuleValue> = {},
  extra: Partial<FacetFieldType> = {},
): FacetFieldType => ({
  id: `${kind}-type`,
  name: `${kind.toLowerCase()} field`,
  kind,
  order: 1,
  required: false,
  create: true,
  archived: false,
  rules,
  ...extra,
})

interface Props {
  type: FacetFieldType
  initial?: FieldSetValues
  readOnly?: boolean
  onChange: (values: FieldSetValues) => void
}

/** The editor as a facet holds it: the set it is given back after each change. */
export function EditedFieldSet({ type, initial = {}, readOnly = false, onChange }: Props) {
  const [values, setValues] = useState(initial)
  return (
    <FieldSetEditor
      fieldType={type}
      values={values}
      readOnly={readOnly}
      onChange={(next) => {
        setValues(next)
        onChange(next)
      }}
    />
  )
}
