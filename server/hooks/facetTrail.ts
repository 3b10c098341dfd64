import { NotFound } from '@feathersjs/errors'
import { Type, getValidator } from '@feathersjs/typebox'
import type { Knex } from 'knex'
import { REVIEW_TRAIL_LIMIT } from '../../common/entityFormat'
import { messages } from '../../common/messages'
import { queryValidator } from '../validators'

/**
 * What the services of a facet's review trail (comments, facet logs, rejections) share. Each list
 * reads one facet at a time: its facet filter is required, so every read uses the facet's index.
 */

/** The 100 most recent (spec 1 §9): 100 by default, and a larger `$limit` is taken as 100. */
export const FACET_TRAIL_PAGINATE = { default: REVIEW_TRAIL_LIMIT, max: REVIEW_TRAIL_LIMIT }

export const facetIdFilter = Type.String({ format: 'uuid' })
export const trailLimit = Type.Optional(Type.Integer({ minimum: 0 }))
export const trailSkip = Type.Optional(Type.Integer({ minimum: 0 }))
export const sortOrder = Type.Optional(Type.Integer({ minimum: -1, maximum: 1 }))

/** get, create and remove take no query. */
export const noQueryValidator = getValidator(
  Type.Object({}, { $id: 'NoQuery', additionalProperties: false }),
  queryValidator,
)

/** The facet a trail entry is about must exist: 404 'Facet not found'. */
export async function refuseUnknownFacet(db: Knex, facetId: string) {
  const facet = await db('facets').select('id').where({ id: facetId }).first()
  if (!facet) throw new NotFound(messages.facetNotFound)
}
