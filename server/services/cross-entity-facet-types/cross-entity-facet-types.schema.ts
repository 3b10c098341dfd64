import { StringEnum, Type, getValidator, querySyntax, type Static } from '@feathersjs/typebox'
import { MAX_INPUT_LENGTH } from '../../../common/limits'
import { FUTURE_DATES, PERIODICITIES } from '../../../common/statistics'
import { dataValidator, queryValidator } from '../../validators'

const uuid = Type.String({ format: 'uuid' })
const text = Type.Union([Type.String({ maxLength: MAX_INPUT_LENGTH }), Type.Null()])

/** A statistic type as the API answers it (spec 2 §3 'Cross-entity facet type'), with its comparison set's name. */
export const ceftSchema = Type.Object(
  {
    id: uuid,
    name: Type.String(),
    currency: Type.Union([Type.String(), Type.Null()]),
    units: Type.Union([Type.String(), Type.Null()]),
    periodicity: StringEnum([...PERIODICITIES]),
    comparisonSetId: Type.Union([uuid, Type.Null()]),
    comparisonSet: Type.Union([Type.Object({ id: uuid, name: Type.String() }), Type.Null()]),
    multiplier: Type.Union([Type.Number(), Type.Null()]),
    futureDates: StringEnum([...FUTURE_DATES]),
    footnote: Type.Union([Type.String(), Type.Null()]),
    subtitle: Type.Union([Type.String(), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'CrossEntityFacetType', additionalProperties: false },
)
export type Ceft = Static<typeof ceftSchema>

/**
 * POST and PUT /cross-entity-facet-types: the CEFT fields without comparisonSet (spec 2 §7). Types and
 * unknown properties only: the rules with the editor's words (common/statistics ceftErrors) come first.
 */
export const ceftDataSchema = Type.Object(
  {
    name: Type.String(),
    currency: Type.Optional(text),
    units: Type.Optional(text),
    periodicity: Type.Optional(StringEnum([...PERIODICITIES])),
    comparisonSetId: Type.Optional(Type.Union([uuid, Type.Null()])),
    multiplier: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    futureDates: Type.Optional(StringEnum([...FUTURE_DATES])),
    footnote: Type.Optional(text),
    subtitle: Type.Optional(text),
  },
  { $id: 'CrossEntityFacetTypeData', additionalProperties: false },
)
export type CeftData = Static<typeof ceftDataSchema>
export const ceftDataValidator = getValidator(ceftDataSchema, dataValidator)

export const ceftPatchSchema = Type.Partial(ceftDataSchema, {
  $id: 'CrossEntityFacetTypePatch',
  additionalProperties: false,
})
export type CeftPatch = Static<typeof ceftPatchSchema>
export const ceftPatchValidator = getValidator(ceftPatchSchema, dataValidator)

const ceftQueryProperties = Type.Object(
  {
    id: uuid,
    name: Type.String(),
    periodicity: StringEnum([...PERIODICITIES]),
    comparisonSetId: uuid,
    createdAt: Type.String(),
    updatedAt: Type.String(),
    // DELETE ?withValues=true: the type goes with its values (the console asks first); no column
    withValues: Type.Boolean(),
  },
  { additionalProperties: false },
)
export const ceftQuerySchema = querySyntax(ceftQueryProperties, {
  name: { $iLike: Type.String(), $ilike: Type.String() },
})
export type CeftQuery = Static<typeof ceftQuerySchema>
export const ceftQueryValidator = getValidator(ceftQuerySchema, queryValidator)
