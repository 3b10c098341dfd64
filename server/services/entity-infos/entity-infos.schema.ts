import { Type, getValidator, type Static } from '@feathersjs/typebox'
import { MAX_PAGE_SIZE } from '../../../common/limits'
import { queryValidator } from '../../validators'

const uuid = Type.String({ format: 'uuid' })
const oneOrMany = Type.Union([
  Type.String(),
  Type.Object(
    { $in: Type.Optional(Type.Array(Type.String())), $ne: Type.Optional(Type.String()) },
    { additionalProperties: false },
  ),
])
// one entity type, of one sub-type or, for briefs, of one kind of brief (Allow-Link-To's `Brief:<kind>`)
const kind = Type.Object(
  { type: Type.String(), subType: Type.Optional(Type.String()), briefType: Type.Optional(Type.String()) },
  { additionalProperties: false },
)

/**
 * GET /entity-infos (spec 2 §7): the link pickers' search. `name[$iLike]`, `type` and `subType` (one or
 * `$in`), `$or` of types with a sub-type or kind of brief (the picker's allowed targets), `topicId`, `id` (one, `$in` or `$ne`),
 * `$limit` up to 1000.
 */
export const entityInfoQuerySchema = Type.Object(
  {
    id: Type.Optional(Type.Union([uuid, Type.Object({ $in: Type.Array(uuid) }, { additionalProperties: false })])),
    name: Type.Optional(
      Type.Object(
        { $iLike: Type.Optional(Type.String()), $ilike: Type.Optional(Type.String()) },
        { additionalProperties: false },
      ),
    ),
    type: Type.Optional(oneOrMany),
    subType: Type.Optional(oneOrMany),
    $or: Type.Optional(Type.Array(kind, { maxItems: 50 })),
    topicId: Type.Optional(Type.Integer({ minimum: 1 })),
    $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_PAGE_SIZE })),
    $skip: Type.Optional(Type.Integer({ minimum: 0 })),
    // always by name, then id: the pickers' order
    $sort: Type.Optional(
      Type.Object(
        { name: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(-1)])) },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'EntityInfoQuery', additionalProperties: false },
)
export type EntityInfoQuery = Static<typeof entityInfoQuerySchema>
export const entityInfoQueryValidator = getValidator(entityInfoQuerySchema, queryValidator)

export interface EntityInfo {
  id: string
  name: string
  type: string
  subType: string | null
  briefType: string | null
  topics: { id: number; name: string }[]
}
