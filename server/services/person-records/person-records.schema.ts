import { Type, getValidator, querySyntax, type Static } from '@feathersjs/typebox'
import { dataValidator, queryValidator } from '../../validators'

const uuid = Type.String({ format: 'uuid' })
const text = Type.Optional(Type.Union([Type.String(), Type.Null()]))
const entityRef = Type.Optional(Type.Union([uuid, Type.Null()]))

/**
 * A role of a person entity (spec 2 §3). Lengths, required fields and the employer rule are
 * common/personRules, checked before this with the form's words.
 */
export const roleDataSchema = Type.Object(
  {
    entityId: Type.String(),
    title: text,
    type: text,
    organization: text,
    department: text,
    isPrimary: Type.Optional(Type.Boolean()),
    source: text,
    startDate: text,
    endDate: text,
    employerEntityId: entityRef,
  },
  { $id: 'RoleData', additionalProperties: false },
)
export type RoleData = Static<typeof roleDataSchema>
export const roleDataValidator = getValidator(roleDataSchema, dataValidator)
export const rolePatchValidator = getValidator(
  Type.Partial(Type.Omit(roleDataSchema, ['entityId']), { $id: 'RolePatch', additionalProperties: false }),
  dataValidator,
)

/** An education of a person entity (spec 2 §3). */
export const educationDataSchema = Type.Object(
  {
    entityId: Type.String(),
    degree: text,
    specialty: text,
    institution: text,
    institutionEntityId: entityRef,
    source: text,
    startDate: text,
    endDate: text,
  },
  { $id: 'EducationData', additionalProperties: false },
)
export type EducationData = Static<typeof educationDataSchema>
export const educationDataValidator = getValidator(educationDataSchema, dataValidator)
export const educationPatchValidator = getValidator(
  Type.Partial(Type.Omit(educationDataSchema, ['entityId']), { $id: 'EducationPatch', additionalProperties: false }),
  dataValidator,
)

/** GET /roles and /educations take the entity (spec 2 §7). */
export const personRecordQueryValidator = getValidator(
  querySyntax(Type.Object({ id: uuid, entityId: uuid, startDate: Type.String() }, { additionalProperties: false })),
  queryValidator,
)

/** A stored role or education with the entity it names (employer, institution), as the lists show it. */
export type PersonRecord = Record<string, unknown> & {
  id: string
  entityId: string
  employerEntity?: { id: string; name: string } | null
  institutionEntity?: { id: string; name: string } | null
}
