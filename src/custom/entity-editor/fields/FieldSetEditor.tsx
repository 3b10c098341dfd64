import type { FieldSetValues } from '../../../../common/entityFormat'
import type { FacetFieldType } from '../../../../common/templateFormat'

export interface FieldSetEditorProps {
  /** the field type whose set this is: its kind and rules shape the editor */
  fieldType: FacetFieldType
  values: FieldSetValues
  /** called with the whole set after each change */
  onChange: (values: FieldSetValues) => void
  /** published facets and users without the right see the values only */
  readOnly: boolean
}

/** Edits one field set of a facet, by the kind of its field type (spec 1 §3, spec 2 §3, §5). */
export function FieldSetEditor(_props: FieldSetEditorProps) {
  return null
}
