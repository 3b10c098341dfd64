import { Type, getValidator, type Static } from '@feathersjs/typebox'
import { SEARCH_KINDS, SEARCH_MAX_LIMIT } from '../../../common/search'
import { dataValidator, queryValidator } from '../../validators'

/** One record found (common/search SearchHit). */
export const searchHitSchema = Type.Object(
  {
    kind: Type.Union(SEARCH_KINDS.map((kind) => Type.Literal(kind))),
    id: Type.String(),
    label: Type.String(),
    detail: Type.String(),
    route: Type.String(),
  },
  { $id: 'SearchHit', additionalProperties: false },
)
export type SearchHit = Static<typeof searchHitSchema>

export const searchResultSchema = Type.Object(
  { data: Type.Array(searchHitSchema) },
  { $id: 'SearchResult', additionalProperties: false },
)
export const searchResultValidator = getValidator(searchResultSchema, dataValidator)

/**
 * GET /search?q=…&limit=…: the text and the hits wanted per kind. The query's length has its own
 * message (common/search searchQueryProblem), checked after these types.
 */
export const searchQuerySchema = Type.Object(
  {
    q: Type.String(),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_MAX_LIMIT })),
  },
  { $id: 'SearchQuery', additionalProperties: false },
)
export type SearchQuery = Static<typeof searchQuerySchema>
export const searchQueryValidator = getValidator(searchQuerySchema, queryValidator)
