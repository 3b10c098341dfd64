import { Type, getValidator, querySyntax, type Static } from '@feathersjs/typebox'
import { MAX_INPUT_LENGTH } from '../../../common/limits'
import { dataValidator, queryValidator } from '../../validators'

export const countrySchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    iso_code: Type.Union([Type.String(), Type.Null()]),
    flag: Type.Union([Type.String(), Type.Null()]),
    main_entity_id: Type.Union([Type.String(), Type.Null()]),
    main_entity_name: Type.Union([Type.String(), Type.Null()]),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Country', additionalProperties: false },
)
export type Country = Static<typeof countrySchema>

/**
 * POST /countries. Types and unknown properties only: the rules with the dialog's messages (name, flag,
 * ISO code, lengths) are common/countryRules, checked before this.
 */
export const countryDataSchema = Type.Object(
  {
    name: Type.String(),
    iso_code: Type.Optional(Type.Union([Type.String({ maxLength: MAX_INPUT_LENGTH }), Type.Null()])),
    flag: Type.String(),
    main_entity_id: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
    main_entity_name: Type.Optional(Type.Union([Type.String({ maxLength: MAX_INPUT_LENGTH }), Type.Null()])),
  },
  { $id: 'CountryData', additionalProperties: false },
)
export type CountryData = Static<typeof countryDataSchema>
export const countryDataValidator = getValidator(countryDataSchema, dataValidator)

/** PATCH /countries/{id}: some of the fields of POST; those left out keep their value. */
export const countryPatchSchema = Type.Partial(countryDataSchema, { $id: 'CountryPatch', additionalProperties: false })
export type CountryPatch = Static<typeof countryPatchSchema>
export const countryPatchValidator = getValidator(countryPatchSchema, dataValidator)

const countryQueryProperties = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    iso_code: Type.String(),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { additionalProperties: false },
)
export const countryQuerySchema = querySyntax(countryQueryProperties, {
  name: { $iLike: Type.String(), $ilike: Type.String() },
})
export type CountryQuery = Static<typeof countryQuerySchema>
export const countryQueryValidator = getValidator(countryQuerySchema, queryValidator)
