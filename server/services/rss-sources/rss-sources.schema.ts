import { StringEnum, Type, getValidator, queryProperty, type Static } from '@feathersjs/typebox'
import { RSS_SOURCE_TYPES } from '../../../common/rssSourceTypes'
import { dataValidator, queryValidator } from '../../validators'
import { TOPICS_MAX } from '../../../common/limits'

const rssSourceType = StringEnum([...RSS_SOURCE_TYPES])

/** A topic as a source lists it: the country's id and name. */
export const rssSourceTopicSchema = Type.Object(
  { topicId: Type.Integer(), topicName: Type.String() },
  { additionalProperties: false },
)
export type RssSourceTopic = Static<typeof rssSourceTopicSchema>

/** An RSS source as the API answers it (spec 3 §3): its topics sorted by name. */
export const rssSourceSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    websiteUrl: Type.String(),
    language: Type.String(),
    type: rssSourceType,
    topics: Type.Array(rssSourceTopicSchema),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'RssSource', additionalProperties: false },
)
export type RssSource = Static<typeof rssSourceSchema>

/**
 * POST /rss-sources: topics as country ids. Types and unknown properties only: the rules with the
 * dialog's messages (name, address, language, type, a topic) are common/rssSourceRules, checked before this.
 */
export const rssSourceDataSchema = Type.Object(
  {
    name: Type.String(),
    websiteUrl: Type.String(),
    language: Type.String(),
    type: rssSourceType,
    topics: Type.Array(Type.Integer(), { maxItems: TOPICS_MAX }),
  },
  { $id: 'RssSourceData', additionalProperties: false },
)
export type RssSourceData = Static<typeof rssSourceDataSchema>
export const rssSourceDataValidator = getValidator(rssSourceDataSchema, dataValidator)

/** PATCH /rss-sources/{id}: some of the fields of POST; topics, when sent, replace the whole list. */
export const rssSourcePatchSchema = Type.Partial(rssSourceDataSchema, {
  $id: 'RssSourcePatch',
  additionalProperties: false,
})
export type RssSourcePatch = Static<typeof rssSourcePatchSchema>
export const rssSourcePatchValidator = getValidator(rssSourcePatchSchema, dataValidator)

const sortOrder = Type.Union([Type.Literal(1), Type.Literal(-1)])

/**
 * GET /rss-sources (spec 3 §7): `type`; `topicId` (sources having that topic); `name` as text
 * (contains, whatever the case) or `name[$iLike]`; `orderByName` (asc or desc) or `$sort` on name and
 * the dates; `id` for a client's getMany. Written out rather than from querySyntax: topicId and
 * orderByName are no columns, so they take no operators and no sort.
 */
export const rssSourceQuerySchema = Type.Object(
  {
    $limit: Type.Optional(Type.Integer({ minimum: 0 })),
    $skip: Type.Optional(Type.Integer({ minimum: 0 })),
    $sort: Type.Optional(
      Type.Object(
        {
          name: Type.Optional(sortOrder),
          createdAt: Type.Optional(sortOrder),
          updatedAt: Type.Optional(sortOrder),
          id: Type.Optional(sortOrder),
        },
        { additionalProperties: false },
      ),
    ),
    id: queryProperty(Type.Integer()),
    type: queryProperty(rssSourceType),
    name: Type.Optional(
      Type.Union([
        Type.String(),
        Type.Object(
          { $iLike: Type.Optional(Type.String()), $ilike: Type.Optional(Type.String()) },
          { additionalProperties: false },
        ),
      ]),
    ),
    topicId: Type.Optional(Type.Integer()),
    orderByName: Type.Optional(StringEnum(['asc', 'desc'])),
  },
  { $id: 'RssSourceQuery', additionalProperties: false },
)
export type RssSourceQuery = Static<typeof rssSourceQuerySchema>
export const rssSourceQueryValidator = getValidator(rssSourceQuerySchema, queryValidator)

/** The query of a call on one source (get, patch, remove): the list's options do not apply to it. */
export const rssSourceRecordQuerySchema = Type.Omit(rssSourceQuerySchema, ['topicId', 'orderByName'], {
  $id: 'RssSourceRecordQuery',
  additionalProperties: false,
})
export const rssSourceRecordQueryValidator = getValidator(rssSourceRecordQuerySchema, queryValidator)
