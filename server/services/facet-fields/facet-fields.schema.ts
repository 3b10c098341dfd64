import { StringEnum, Type, getValidator, type Static } from '@feathersjs/typebox'
import { FIRST_FIELD_SET, MASS_ASSIGN_KINDS } from '../../../common/facetGrid'
import { dataValidator, queryValidator } from '../../validators'

const uuid = Type.String({ format: 'uuid' })
const fieldValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()])

/** One row of PATCH /facet-fields (spec 2 §7 'Facet grid'): a stored field's new value. */
export const facetFieldValueRowSchema = Type.Object(
  { id: uuid, value: fieldValue },
  { $id: 'FacetFieldValueRow', additionalProperties: false },
)
export type FacetFieldValueRowInput = Static<typeof facetFieldValueRowSchema>
export const facetFieldValueRowValidator = getValidator(facetFieldValueRowSchema, dataValidator)

/** One row of POST /facet-fields?fromMassAssign=true: a field of a Label, Detail or Provenance kind. */
export const facetFieldCreateRowSchema = Type.Object(
  {
    facetId: uuid,
    facetTypeId: uuid,
    name: Type.String({ maxLength: 40 }),
    order: Type.Integer({ minimum: FIRST_FIELD_SET }),
    value: fieldValue,
    typeName: StringEnum([...MASS_ASSIGN_KINDS]),
  },
  { $id: 'FacetFieldCreateRow', additionalProperties: false },
)
export type FacetFieldCreateRowInput = Static<typeof facetFieldCreateRowSchema>
export const facetFieldCreateRowValidator = getValidator(facetFieldCreateRowSchema, dataValidator)

export const facetFieldQuerySchema = Type.Object(
  { fromMassAssign: Type.Optional(Type.Boolean()) },
  { $id: 'FacetFieldQuery', additionalProperties: false },
)
export type FacetFieldQuery = Static<typeof facetFieldQuerySchema>
export const facetFieldQueryValidator = getValidator(facetFieldQuerySchema, queryValidator)
