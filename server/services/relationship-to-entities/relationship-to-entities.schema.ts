import { Type, getValidator, type Static } from '@feathersjs/typebox'
import type { LinkDirection } from '../../../common/entityFormat'
import { dataValidator, queryValidator } from '../../validators'

/** POST /relationship-to-entities (spec 2 §7): the strength's range is checked with its own words. */
export const entityRelationshipSchema = Type.Object(
  {
    sourceId: Type.String(),
    targetId: Type.String(),
    type: Type.String(),
    strength: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  },
  { $id: 'EntityRelationship', additionalProperties: false },
)
export type EntityRelationshipData = Static<typeof entityRelationshipSchema>
export const relationshipValidator = getValidator(entityRelationshipSchema, dataValidator)
export const removeQueryValidator = getValidator(
  Type.Object({ targetId: Type.String(), type: Type.String() }, { additionalProperties: false }),
  queryValidator,
)

/** A related entity as the panel lists it: seen from the entity asked about. */
export interface EntityRelationship {
  id: string
  sourceId: string
  targetId: string
  target: { id: string; name: string; type: string; subType: string | null }
  type: string | null
  strength: number | null
  direction: LinkDirection
  /** made from the other entity's side: shown with its direction reversed */
  incoming: boolean
  /** held by a Link field of the other entity's facet: changed in that entity's editor, not here */
  fromFacet: boolean
}
