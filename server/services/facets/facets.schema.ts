import { StringEnum, Type, getValidator, type Static } from '@feathersjs/typebox'
import { FACET_GRID_SORTS } from '../../../common/facetGrid'
import { MAX_INPUT_LENGTH } from '../../../common/limits'
import { STAGES } from '../../../common/templateFormat'
import { pageLimit, pageSkip, sortOn } from '../../hooks/gridQuery'
import { queryValidator } from '../../validators'

const uuid = Type.String({ format: 'uuid' })
const text = Type.String({ maxLength: MAX_INPUT_LENGTH })
const instant = Type.String({ format: 'date-time' })
// the grid sends a whole day as [$gte, $lt) (spec 2 §2 date filters)
const range = Type.Object(
  {
    $gte: Type.Optional(instant),
    $gt: Type.Optional(instant),
    $lt: Type.Optional(instant),
    $lte: Type.Optional(instant),
  },
  { additionalProperties: false },
)

/** GET /facets (spec 2 §7 'Facet grid'): its filters, sort and page; anything else is refused. */
export const facetQuerySchema = Type.Object(
  {
    // the page bound is checked by the service, with the grids' message
    $limit: Type.Optional(pageLimit),
    $skip: Type.Optional(pageSkip),
    $sort: Type.Optional(sortOn(FACET_GRID_SORTS)),
    // a country id: facets of entities with that topic
    topic: Type.Optional(Type.Integer({ minimum: 1, maximum: 999_999_999 })),
    createdAt: Type.Optional(range),
    updatedAt: Type.Optional(range),
    type: Type.Optional(text),
    subType: Type.Optional(text),
    entityName: Type.Optional(text),
    label: Type.Optional(text),
    description: Type.Optional(text),
    typeName: Type.Optional(text),
    section: Type.Optional(text),
    level: Type.Optional(text),
    stage: Type.Optional(StringEnum([...STAGES])),
    assignedToId: Type.Optional(uuid),
    editorId: Type.Optional(uuid),
  },
  { $id: 'FacetQuery', additionalProperties: false },
)
export type FacetQuery = Static<typeof facetQuerySchema>
export const facetQueryValidator = getValidator(facetQuerySchema, queryValidator)
