import {
  EDUCATION_REQUIRED_TEXTS,
  EDUCATION_TEXT_LIMITS,
  ROLE_REQUIRED_TEXTS,
  ROLE_TEXT_LIMITS,
  educationErrors,
  roleErrors,
  type EducationValues,
  type OrganizationSource,
  type RoleValues,
} from '../../../../../common/personRules'

type Errors = Record<string, string | undefined>
/** A record as a save sends it: texts, days, the named entity's id, the primary flag. */
export type PersonRecordBody = Record<string, string | boolean | null>

/** What differs between the roles and the educations panels (spec 2 §3–§5, §8). */
export interface PersonRecordKind {
  resource: 'roles' | 'educations'
  /** the texts shown before the organization, in the form's order (the source comes after it) */
  leadingTexts: readonly string[]
  /** every text with its longest length, and the required ones with their messages (common/personRules) */
  limits: Readonly<Record<string, number>>
  required: Readonly<Record<string, string | undefined>>
  /** the field that names a record in the list */
  heading: 'title' | 'degree'
  /** the organization: an entity of the product, or a text */
  entityField: 'employerEntityId' | 'institutionEntityId'
  entityAnswer: 'employerEntity' | 'institutionEntity'
  textField: 'organization' | 'institution'
  errors: (body: PersonRecordBody, source: OrganizationSource, product: string) => Errors
  primary: boolean
  /** its strings in the catalogue: the panel's title, the entity picker's label and the toasts */
  strings: {
    title: string
    entityLabel: string
    saved: string
    deleted: string
    fetchFailed: string
    saveFailed: string
    deleteFailed: string
  }
}

export const PERSON_KINDS: Record<'roles' | 'educations', PersonRecordKind> = {
  roles: {
    resource: 'roles',
    leadingTexts: ['title', 'type', 'department'],
    limits: ROLE_TEXT_LIMITS,
    required: ROLE_REQUIRED_TEXTS,
    heading: 'title',
    entityField: 'employerEntityId',
    entityAnswer: 'employerEntity',
    textField: 'organization',
    errors: (body, source, product) => roleErrors(body as RoleValues, source, product),
    primary: true,
    strings: {
      title: 'app.person.roles',
      entityLabel: 'app.person.employer',
      saved: 'app.person.roleSaved',
      deleted: 'app.person.roleDeleted',
      fetchFailed: 'app.person.roleFetchFailed',
      saveFailed: 'app.person.roleSaveFailed',
      deleteFailed: 'app.person.roleDeleteFailed',
    },
  },
  educations: {
    resource: 'educations',
    leadingTexts: ['degree', 'specialty'],
    limits: EDUCATION_TEXT_LIMITS,
    required: EDUCATION_REQUIRED_TEXTS,
    heading: 'degree',
    entityField: 'institutionEntityId',
    entityAnswer: 'institutionEntity',
    textField: 'institution',
    errors: (body, source, product) => educationErrors(body as EducationValues, source, product),
    primary: false,
    strings: {
      title: 'app.person.educations',
      entityLabel: 'app.person.institution',
      saved: 'app.person.educationSaved',
      deleted: 'app.person.educationDeleted',
      fetchFailed: 'app.person.educationFetchFailed',
      saveFailed: 'app.person.educationSaveFailed',
      deleteFailed: 'app.person.educationDeleteFailed',
    },
  },
}

/** The catalogue key of a field's label: every text, the days and the primary flag have one under app.person. */
export const fieldLabel = (field: string) => `app.person.${field}`
