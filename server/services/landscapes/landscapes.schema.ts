import { Type, getValidator, querySyntax, type Static } from '@feathersjs/typebox'
import { dataValidator, queryValidator } from '../../validators'
import { ALTERNATIVE_NAMES_LIMIT } from '../../../common/landscapeRules'

/** A landscape as the API answers it (spec 3 §3). */
export const landscapeSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    alternative_names: Type.Array(Type.String()),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Landscape', additionalProperties: false },
)
export type Landscape = Static<typeof landscapeSchema>

/**
 * POST /landscapes. Types and unknown properties only: the rules with the dialog's messages are
 * common/landscapeRules, checked before this.
 */
export const landscapeDataSchema = Type.Object(
  {
    name: Type.String(),
    alternative_names: Type.Optional(Type.Array(Type.String(), { maxItems: ALTERNATIVE_NAMES_LIMIT })),
  },
  { $id: 'LandscapeData', additionalProperties: false },
)
export type LandscapeData = Static<typeof landscapeDataSchema>
export const landscapeDataValidator = getValidator(landscapeDataSchema, dataValidator)

/** PATCH /landscapes/{id}: some of the fields of POST; alternative names, when sent, replace the list. */
export const landscapePatchSchema = Type.Partial(landscapeDataSchema, {
  $id: 'LandscapePatch',
  additionalProperties: false,
})
export type LandscapePatch = Static<typeof landscapePatchSchema>
export const landscapePatchValidator = getValidator(landscapePatchSchema, dataValidator)

const landscapeQueryProperties = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { additionalProperties: false },
)
export const landscapeQuerySchema = querySyntax(
  landscapeQueryProperties,
  { name: { $iLike: Type.String(), $ilike: Type.String() } },
  { $id: 'LandscapeQuery', additionalProperties: false },
)
export type LandscapeQuery = Static<typeof landscapeQuerySchema>
export const landscapeQueryValidator = getValidator(landscapeQuerySchema, queryValidator)
