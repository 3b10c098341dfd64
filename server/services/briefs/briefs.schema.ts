import { StringEnum, Type, getValidator, querySyntax, type Static } from '@feathersjs/typebox'
import { BRIEF_TYPES } from '../../../common/briefTypes'
import { dataValidator, queryValidator } from '../../validators'
import { BRIEF_PARENTS_MAX } from '../../../common/limits'

const briefType = StringEnum([...BRIEF_TYPES])

/** A parent as a brief lists it: enough to show and link it. */
export const briefParentSchema = Type.Object(
  { id: Type.Integer(), name: Type.String(), type: briefType },
  { additionalProperties: false },
)
export type BriefParent = Static<typeof briefParentSchema>

/** A brief as the API answers it (spec 3 §3): its parents sorted by name. */
export const briefSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    type: briefType,
    parents: Type.Array(briefParentSchema),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Brief', additionalProperties: false },
)
export type Brief = Static<typeof briefSchema>

/**
 * POST /briefs: parents as brief ids. Types and unknown properties only: the rules with the dialog's
 * messages (name, type, a parent on a type that takes none) are common/briefRules, checked before this.
 */
export const briefDataSchema = Type.Object(
  {
    name: Type.String(),
    type: briefType,
    parents: Type.Optional(Type.Array(Type.Integer(), { maxItems: BRIEF_PARENTS_MAX })),
  },
  { $id: 'BriefData', additionalProperties: false },
)
export type BriefData = Static<typeof briefDataSchema>
export const briefDataValidator = getValidator(briefDataSchema, dataValidator)

/** PATCH /briefs/{id}: some of the fields of POST; parents, when sent, replace the whole list. */
export const briefPatchSchema = Type.Partial(briefDataSchema, { $id: 'BriefPatch', additionalProperties: false })
export type BriefPatch = Static<typeof briefPatchSchema>
export const briefPatchValidator = getValidator(briefPatchSchema, dataValidator)

const briefQueryProperties = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    type: briefType,
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { additionalProperties: false },
)
export const briefQuerySchema = querySyntax(
  briefQueryProperties,
  { name: { $iLike: Type.String(), $ilike: Type.String() } },
  { $id: 'BriefQuery', additionalProperties: false },
)
export type BriefQuery = Static<typeof briefQuerySchema>
export const briefQueryValidator = getValidator(briefQuerySchema, queryValidator)
