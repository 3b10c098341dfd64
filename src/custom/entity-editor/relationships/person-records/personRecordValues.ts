import { PERSON_DATE_FIELDS, type OrganizationSource } from '../../../../../common/personRules'
import type { PersonRecord } from '../../../../../server/services/person-records/person-records.schema'
import type { PersonRecordBody, PersonRecordKind } from './personRecordKinds'

/** What a role or education form holds: the record's fields, and where its organization is. */
export type PersonRecordFormValues = PersonRecordBody & { organizationSource: OrganizationSource }

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The form filled from a record, or empty for a new one (its organization named in text). */
export function formValuesOf(kind: PersonRecordKind, record?: PersonRecord): PersonRecordFormValues {
  const values: PersonRecordFormValues = { organizationSource: record?.[kind.entityField] ? 'product' : 'other' }
  for (const field of [...Object.keys(kind.limits), ...PERSON_DATE_FIELDS]) values[field] = text(record?.[field])
  values[kind.entityField] = text(record?.[kind.entityField]) || null
  if (kind.primary) values.isPrimary = record?.isPrimary === true
  return values
}

/** The body of a save: the form's values, blanks as null, the side of the organization not chosen cleared. */
export function recordBody(kind: PersonRecordKind, values: PersonRecordFormValues): PersonRecordBody {
  const source = values.organizationSource
  const body: PersonRecordBody = {}
  for (const field of Object.keys(kind.limits)) body[field] = text(values[field]).trim() || null
  for (const field of PERSON_DATE_FIELDS) body[field] = text(values[field]) || null
  body[kind.entityField] = source === 'product' ? text(values[kind.entityField]) || null : null
  if (source !== 'other') body[kind.textField] = null
  if (kind.primary) body.isPrimary = values.isPrimary === true
  return body
}

/** The form's rules: common/personRules' on what Save would send, as the organization source says. */
export const personRecordErrors = (kind: PersonRecordKind, values: PersonRecordFormValues, product: string) =>
  kind.errors(recordBody(kind, values), values.organizationSource, product)
