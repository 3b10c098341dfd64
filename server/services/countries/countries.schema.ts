import { Type, getValidator, querySyntax, type Static } from '@feathersjs/typebox'
import { queryValidator } from '../../validators'

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
