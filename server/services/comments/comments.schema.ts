import { resolve, type PropertyResolver } from '@feathersjs/schema'
import { Type, getValidator, type Static } from '@feathersjs/typebox'
import type { HookContext } from '../../declarations'
import { facetIdFilter, sortOrder, trailLimit, trailSkip } from '../../hooks/facetTrail'
import { dataValidator, queryValidator } from '../../validators'
import { isoTimestamp } from '../dictionary-items/dictionary-items.schema'

/** A comment on a facet as the API answers it (common/entityFormat's CommentRecord). */
export const commentSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    // the facet commented on
    sourceId: Type.String({ format: 'uuid' }),
    details: Type.String(),
    assessment: Type.Integer({ minimum: 1, maximum: 5 }),
    userId: Type.Union([Type.String({ format: 'uuid' }), Type.Null()]),
    username: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Comment', additionalProperties: false },
)
export type Comment = Static<typeof commentSchema>

const timestamps: PropertyResolver<Comment, string, HookContext> = isoTimestamp
export const commentResultResolver = resolve<Comment, HookContext>({
  createdAt: timestamps,
  updatedAt: timestamps,
})

/**
 * POST /comments. Types and unknown properties only: the rules with the panel's messages
 * (common/reviewTrailRules) are checked before this. Who wrote it comes from the caller.
 */
export const commentDataSchema = Type.Object(
  {
    sourceId: Type.String({ format: 'uuid' }),
    details: Type.String(),
    assessment: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  },
  { $id: 'CommentData', additionalProperties: false },
)
export type CommentData = Static<typeof commentDataSchema>
export const commentDataValidator = getValidator(commentDataSchema, dataValidator)

/** A comments row as written. */
export type CommentRow = Omit<Comment, 'id' | 'createdAt' | 'updatedAt'>

/** GET /comments: one facet's comments, newest first unless `$sort` says otherwise. */
export const commentQuerySchema = Type.Object(
  {
    sourceId: facetIdFilter,
    $limit: trailLimit,
    $skip: trailSkip,
    $sort: Type.Optional(
      Type.Object(
        { createdAt: sortOrder, updatedAt: sortOrder, assessment: sortOrder },
        { additionalProperties: false },
      ),
    ),
  },
  { $id: 'CommentQuery', additionalProperties: false },
)
export type CommentQuery = Static<typeof commentQuerySchema>
export const commentQueryValidator = getValidator(commentQuerySchema, queryValidator)
