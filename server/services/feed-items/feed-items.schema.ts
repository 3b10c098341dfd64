import { Type, getValidator, type Static } from '@feathersjs/typebox'
import { FEED_PAGE_MAX } from '../../../common/feed'
import { queryValidator } from '../../validators'

const ids = Type.Union([Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 }), Type.Integer({ minimum: 1 })])
export const feedQuerySchema = Type.Object(
  {
    $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: FEED_PAGE_MAX })),
    $skip: Type.Optional(Type.Integer({ minimum: 0 })),
    topicId: Type.Optional(Type.Integer({ minimum: 1 })),
    // items dated on or after this instant
    since: Type.Optional(Type.String({ format: 'date-time' })),
    // items of this day (UTC)
    date: Type.Optional(Type.String({ format: 'date' })),
    briefIds: Type.Optional(ids),
    // the selected items, by id (spec 3 §7 articleIds / regulationIds)
    articleIds: Type.Optional(ids),
    regulationIds: Type.Optional(ids),
    // keyset: the items after this one in the feed's order (date, then id, newest first)
    after: Type.Optional(Type.String({ pattern: '^\\d+$' })),
  },
  { $id: 'FeedQuery', additionalProperties: false },
)
export type FeedQuery = Static<typeof feedQuerySchema>
export const feedQueryValidator = getValidator(feedQuerySchema, queryValidator)

export const articlesCountQuerySchema = Type.Object(
  {
    topicId: Type.Optional(Type.Integer({ minimum: 1 })),
    topicName: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
  },
  { $id: 'ArticlesCountQuery', additionalProperties: false },
)
export type ArticlesCountQuery = Static<typeof articlesCountQuerySchema>

export interface ArticlesCount {
  topicId: number
  topicName: string
  count: number
}

export const articlesCountQueryValidator = getValidator(articlesCountQuerySchema, queryValidator)
