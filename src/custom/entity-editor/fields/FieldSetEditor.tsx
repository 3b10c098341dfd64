import type { ComponentType } from 'react'
import type { FieldSetValues } from '../../../../common/entityFormat'
import type { FacetFieldType, FieldKind } from '../../../../common/templateFormat'
import { BulletField } from './BulletField'
import { CheckboxField } from './CheckboxField'
import { DateField, singleDateInput } from './DateField'
import { DetailField } from './DetailField'
import { ImportanceField } from './ImportanceField'
import { LabelField } from './LabelField'
import { LocationField } from './LocationField'
import { MediaField } from './media/MediaField'
import { FieldFrame, fieldLabel, type KindEditorProps } from './parts'
import { ProvenanceField } from './ProvenanceField'
import { StatisticField } from './StatisticField'

export interface FieldSetEditorProps {
  /** the field type whose set this is: its kind and rules shape the editor */
  fieldType: FacetFieldType
  values: FieldSetValues
  /** called with the whole set after each change */
  onChange: (values: FieldSetValues) => void
  /** published facets and users without the right see the values only */
  readOnly: boolean
}

const EDITORS: Record<FieldKind, ComponentType<KindEditorProps>> = {
  Label: LabelField,
  Detail: DetailField,
  Checkbox: CheckboxField,
  Date: DateField,
  Importance: ImportanceField,
  Bullet: BulletField,
  Provenance: ProvenanceField,
  // a Link field's sets are the facet's links, edited by LinkField (FacetFields), never as a field set
  Link: () => null,
  Media: MediaField,
  Location: LocationField,
  Statistic: StatisticField,
}

/** Kinds edited in one input. */
const SINGLE_INPUT: readonly FieldKind[] = ['Label', 'Detail', 'Checkbox', 'Importance']

/**
 * Where the field's label (and its required marker) is shown, once: on the input when the set is
 * edited in one input, else as the title of the set's inputs (docs/decisions.md).
 */
const labelledByInput = (fieldType: FacetFieldType) =>
  SINGLE_INPUT.includes(fieldType.kind) || (fieldType.kind === 'Date' && singleDateInput(fieldType.rules))

/** Edits one field set of a facet, by the kind of its field type (spec 1 §3, spec 2 §3, §5). */
export function FieldSetEditor({ fieldType, values, onChange, readOnly }: FieldSetEditorProps) {
  const Editor = EDITORS[fieldType.kind]
  const label = fieldLabel(fieldType)
  return (
    <FieldFrame fieldType={fieldType} label={label} titled={readOnly || !labelledByInput(fieldType)}>
      <Editor fieldType={fieldType} values={values} onChange={onChange} readOnly={readOnly} label={label} />
    </FieldFrame>
  )
}
