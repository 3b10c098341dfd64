import { StringEnum, Type, getValidator, type Static } from '@feathersjs/typebox'
import { STAGES } from '../../../common/templateFormat'
import { dataValidator } from '../../validators'

const uuid = Type.String({ format: 'uuid' })

/** One row of PATCH /facet-meta-data/ (spec 2 §7 'Facet grid'): a facet's stage, its assignee, or both. */
export const facetMetaRowSchema = Type.Object(
  {
    id: uuid,
    stage: Type.Optional(StringEnum([...STAGES])),
    assignedToId: Type.Optional(Type.Union([uuid, Type.Null()])),
  },
  { $id: 'FacetMetaRow', additionalProperties: false },
)
export type FacetMetaRowInput = Static<typeof facetMetaRowSchema>
export const facetMetaRowValidator = getValidator(facetMetaRowSchema, dataValidator)
