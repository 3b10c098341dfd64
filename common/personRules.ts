import { fillMessage, messages } from './messages'

/** Roles and educations of person entities (spec 2 §3–§5): limits, organization sources and rules. */

const PERSON_TEXT_MAX = 300
const PERSON_SOURCE_MAX = 500
/** Where a role's employer (an education's institution) is: an entity of the product, or named in text. */
export const ORGANIZATION_SOURCES = ['product', 'other'] as const
export type OrganizationSource = (typeof ORGANIZATION_SOURCES)[number]
/** The days of a record, kept as YYYY-MM-DD text. */
export const PERSON_DATE_FIELDS = ['startDate', 'endDate'] as const

/** Roles and educations belong to person entities (Actor – Person). */
export const isPersonEntity = (entity: { type?: string | null; subType?: string | null }) =>
  entity.type === 'Actor' && entity.subType === 'Person'

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

export interface RoleValues {
  title?: string | null
  type?: string | null
  organization?: string | null
  department?: string | null
  isPrimary?: boolean | null
  source?: string | null
  startDate?: string | null
  endDate?: string | null
  employerEntityId?: string | null
}

export interface EducationValues {
  degree?: string | null
  specialty?: string | null
  institution?: string | null
  institutionEntityId?: string | null
  source?: string | null
  startDate?: string | null
  endDate?: string | null
}

type Errors<T> = Partial<Record<keyof T, string>>
type TextLimits<T> = Partial<Record<keyof T, number>>

/** A role's texts and their longest length (spec 2 §3, §9). */
export const ROLE_TEXT_LIMITS = {
  title: PERSON_TEXT_MAX,
  type: PERSON_TEXT_MAX,
  organization: PERSON_TEXT_MAX,
  department: PERSON_TEXT_MAX,
  source: PERSON_SOURCE_MAX,
} as const satisfies TextLimits<RoleValues>
/** The texts a role cannot be saved without, with what each says when blank (spec 2 §5). */
export const ROLE_REQUIRED_TEXTS: Errors<RoleValues> = {
  title: messages.roleTitleRequired,
  source: messages.roleSourceRequired,
}

/** An education's texts and their longest length (spec 2 §3, §9). */
export const EDUCATION_TEXT_LIMITS = {
  degree: PERSON_TEXT_MAX,
  specialty: PERSON_TEXT_MAX,
  institution: PERSON_TEXT_MAX,
  source: PERSON_SOURCE_MAX,
} as const satisfies TextLimits<EducationValues>
export const EDUCATION_REQUIRED_TEXTS: Errors<EducationValues> = {
  degree: messages.degreeRequired,
  source: fillMessage(messages.fieldsEmpty, { fields: 'Source' }),
}

const blank = (value: unknown) => typeof value !== 'string' || !value.trim()

/** Whether a required text of a record is blank: the console's Save stays off until none is. */
export const missesRequiredText = <T>(values: T, required: Errors<T>) =>
  (Object.keys(required) as (keyof T)[]).some((field) => blank(values[field]))

function checkRequired<T>(values: T, errors: Errors<T>, required: Errors<T>) {
  for (const [field, message] of Object.entries(required) as [keyof T, string][]) {
    if (blank(values[field])) errors[field] = message
  }
}

function checkLengths<T>(values: T, errors: Errors<T>, limits: TextLimits<T>) {
  for (const [field, max] of Object.entries(limits) as [keyof T, number][]) {
    const value = values[field]
    if (!errors[field] && typeof value === 'string' && value.trim().length > max) errors[field] = messages.valueTooLong
  }
}

function checkDates<T extends { startDate?: string | null; endDate?: string | null }>(values: T, errors: Errors<T>) {
  for (const field of ['startDate', 'endDate'] as const) {
    const value = values[field]
    if (value && !ISO_DAY.test(value)) (errors as Errors<{ startDate: 1; endDate: 1 }>)[field] = messages.invalidDay
  }
  if (values.startDate && values.endDate && values.endDate < values.startDate && !('endDate' in errors)) {
    ;(errors as Errors<{ endDate: 1 }>).endDate = messages.endBeforeStart
  }
}

/**
 * Whom a set of values names: the product's entity or a text. The console knows it from its selector;
 * the server reads it from the values (one of the two, never both).
 */
function sourceRule<T>(
  values: T,
  errors: Errors<T>,
  fields: { entity: keyof T; text: keyof T },
  source: OrganizationSource | undefined,
  words: { entityRequired: string; textRequired: string; both: string },
) {
  const hasEntity = Boolean(values[fields.entity])
  const hasText = !blank(values[fields.text])
  if (source === 'product' && !hasEntity) errors[fields.entity] = words.entityRequired
  else if (source === 'other' && !hasText) errors[fields.text] = words.textRequired
  else if (source === undefined && hasEntity && hasText) errors[fields.text] = words.both
  else if (source === undefined && !hasEntity && !hasText) errors[fields.text] = words.textRequired
}

/**
 * The role rules of spec 2 §5: title and source required, an employer entity for a {product} source
 * or else an organization, the lengths of §9 (300, source 500), days as YYYY-MM-DD, the end not before
 * the start.
 */
export function roleErrors(values: RoleValues, source?: OrganizationSource, product = ''): Errors<RoleValues> {
  const errors: Errors<RoleValues> = {}
  checkRequired(values, errors, ROLE_REQUIRED_TEXTS)
  sourceRule(values, errors, { entity: 'employerEntityId', text: 'organization' }, source, {
    entityRequired: fillMessage(messages.productEntityRequired, { product }),
    textRequired: messages.organizationRequired,
    both: messages.organizationOrEntity,
  })
  checkLengths(values, errors, ROLE_TEXT_LIMITS)
  checkDates(values, errors)
  return errors
}

/** The education rules of spec 2 §5: degree and source required, an institution entity or text. */
export function educationErrors(
  values: EducationValues,
  source?: OrganizationSource,
  product = '',
): Errors<EducationValues> {
  const errors: Errors<EducationValues> = {}
  checkRequired(values, errors, EDUCATION_REQUIRED_TEXTS)
  sourceRule(values, errors, { entity: 'institutionEntityId', text: 'institution' }, source, {
    entityRequired: fillMessage(messages.productEntityRequired, { product }),
    textRequired: messages.institutionRequired,
    both: messages.institutionOrEntity,
  })
  checkLengths(values, errors, EDUCATION_TEXT_LIMITS)
  checkDates(values, errors)
  return errors
}

/** 'The following fields are empty: ...' (spec 2 §5) for the labels of the empty required fields. */
export const fieldsEmptyMessage = (labels: readonly string[]) =>
  fillMessage(messages.fieldsEmpty, { fields: labels.join(', ') })
