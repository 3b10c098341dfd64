import { Type, getValidator, type Static } from '@feathersjs/typebox'
import { CEF_BATCH_SIZE } from '../../../common/statistics'
import { queryValidator } from '../../validators'

const uuid = Type.String({ format: 'uuid' })
const direction = Type.Union([Type.Literal(1), Type.Literal(-1)])

/** A series value as the data grid reads it (spec 2 §3 'Cross-entity facet value'), with its entity's name. */
export const cefSchema = Type.Object(
  {
    id: Type.Integer(),
    date: Type.String({ format: 'date-time' }),
    value: Type.Number(),
    rank: Type.Union([Type.Integer(), Type.Null()]),
    total: Type.Union([Type.Integer(), Type.Null()]),
    percent: Type.Union([Type.Number(), Type.Null()]),
    entityId: uuid,
    facetId: uuid,
    crossEntityFacetTypeId: uuid,
    entity: Type.Object({ id: uuid, name: Type.String(), type: Type.String() }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'CrossEntityFacet', additionalProperties: false },
)
export type Cef = Static<typeof cefSchema>

/** GET /cross-entity-facets: by type (the data grid's batches of 10,000 by id descending), entity or facet. */
export const cefQuerySchema = Type.Object(
  {
    crossEntityFacetTypeId: Type.Optional(uuid),
    entityId: Type.Optional(uuid),
    facetId: Type.Optional(uuid),
    $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: CEF_BATCH_SIZE })),
    $skip: Type.Optional(Type.Integer({ minimum: 0 })),
    $sort: Type.Optional(
      Type.Object(
        { id: Type.Optional(direction), date: Type.Optional(direction), value: Type.Optional(direction) },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'CrossEntityFacetQuery', additionalProperties: false },
)
export type CefQuery = Static<typeof cefQuerySchema>
export const cefQueryValidator = getValidator(cefQuerySchema, queryValidator)
