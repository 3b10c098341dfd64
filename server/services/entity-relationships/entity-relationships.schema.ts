import { Type, getValidator, type Static } from '@feathersjs/typebox'
import { MAX_PAGE_SIZE } from '../../../common/limits'
import { dataValidator } from '../../validators'

/** The ids of one kind of item: countries, briefs or landscapes (serial ids). */
const ids = Type.Array(Type.Integer({ minimum: 1 }), { maxItems: MAX_PAGE_SIZE })

/**
 * POST /relationship-to-country, /brief-entity-relationship, /relationship-to-landscape (spec 2 §7):
 * the entity and the whole list it is related to (the list replaces the stored one). `entityId` is
 * any text: one that names no entity gets the panel's own message, not the schema's.
 */
export const countryRelationshipSchema = Type.Object(
  {
    entityId: Type.String(),
    countryIds: ids,
    primary: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
  },
  { $id: 'CountryRelationship', additionalProperties: false },
)
export const briefRelationshipSchema = Type.Object(
  { entityId: Type.String(), briefIds: ids },
  { $id: 'BriefRelationship', additionalProperties: false },
)
export const landscapeRelationshipSchema = Type.Object(
  { entityId: Type.String(), landscapeIds: ids },
  { $id: 'LandscapeRelationship', additionalProperties: false },
)
export type CountryRelationshipData = Static<typeof countryRelationshipSchema>
export type BriefRelationshipData = Static<typeof briefRelationshipSchema>
export type LandscapeRelationshipData = Static<typeof landscapeRelationshipSchema>
export const countryRelationshipValidator = getValidator(countryRelationshipSchema, dataValidator)
export const briefRelationshipValidator = getValidator(briefRelationshipSchema, dataValidator)
export const landscapeRelationshipValidator = getValidator(landscapeRelationshipSchema, dataValidator)

/** An item as the panels list it, by name: countries with their primary flag, briefs with their type. */
export interface RelatedItem {
  id: number
  name: string
  primary?: boolean
  type?: string
}
