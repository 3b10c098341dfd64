import { Type, getValidator, type Static } from '@feathersjs/typebox'
import {
  ADDRESS_MAX,
  ATTACHMENT_NAME_MAX,
  EVENT_ATTACHMENTS_MAX,
  EVENT_LINKS_MAX,
  EVENT_LOCATIONS_MAX,
  EVENT_SOURCES_MAX,
} from '../../../common/events'
import { dataValidator, queryValidator } from '../../validators'

const named = <Id extends ReturnType<typeof Type.Integer> | ReturnType<typeof Type.String>>(id: Id) =>
  Type.Object({ id, name: Type.String() }, { additionalProperties: false })

export const attachmentSchema = Type.Object(
  { key: Type.String({ maxLength: 512 }), name: Type.String({ maxLength: ATTACHMENT_NAME_MAX }) },
  { additionalProperties: false },
)

export const locationSchema = Type.Object(
  {
    address: Type.String({ maxLength: ADDRESS_MAX }),
    lat: Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()]),
    lng: Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()]),
    zoom: Type.Integer({ minimum: 0, maximum: 22 }),
  },
  { additionalProperties: false },
)

/** An entity as an event lists it (spec 3 §3): with its first topic, by name. */
export const eventEntitySchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    type: Type.String(),
    topicId: Type.Union([Type.Integer(), Type.Null()]),
    topicName: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
)

/** An event as the API answers it (spec 3 §3). */
export const eventSchema = Type.Object(
  {
    id: Type.Integer(),
    title: Type.String(),
    description: Type.Union([Type.String(), Type.Null()]),
    articleId: Type.Union([Type.Integer(), Type.Null()]),
    date: Type.String({ format: 'date-time' }),
    topics: Type.Array(named(Type.Integer())),
    entities: Type.Array(eventEntitySchema),
    briefs: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String() })),
    locations: Type.Array(locationSchema),
    sources: Type.Array(Type.String()),
    attachments: Type.Array(attachmentSchema),
    createdBy: Type.Union([named(Type.String()), Type.Null()]),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Event', additionalProperties: false },
)
export type Event = Static<typeof eventSchema>

const ids = <Id extends ReturnType<typeof Type.Integer> | ReturnType<typeof Type.String>>(id: Id) =>
  Type.Array(id, { maxItems: EVENT_LINKS_MAX })
const text = Type.Union([Type.String(), Type.Null()])
const common = {
  title: Type.String(),
  description: Type.Optional(text),
  date: Type.String(),
  topics: ids(Type.Integer()),
  locations: Type.Optional(Type.Array(locationSchema, { maxItems: EVENT_LOCATIONS_MAX })),
  sources: Type.Optional(Type.Array(Type.String(), { maxItems: EVENT_SOURCES_MAX })),
  // one more than allowed, so the rule's message, not the schema's, tells of the 11th
  attachments: Type.Optional(Type.Array(attachmentSchema, { maxItems: EVENT_ATTACHMENTS_MAX + 1 })),
}

/** POST /events (spec 3 §7): topics, entities and briefs as ids; `articleId` when made from an article. */
export const eventDataSchema = Type.Object(
  {
    ...common,
    articleId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])),
    entities: ids(Type.String()),
    briefs: ids(Type.Integer()),
  },
  { $id: 'EventData', additionalProperties: false },
)
export type EventData = Static<typeof eventDataSchema>
export const eventDataValidator = getValidator(eventDataSchema, dataValidator)

/** PATCH /events/{id} (spec 3 §7): some of the fields, entities and briefs as `entityIds` and `briefIds`. */
export const eventPatchSchema = Type.Partial(
  Type.Object({ ...common, entityIds: ids(Type.String()), briefIds: ids(Type.Integer()) }),
  { $id: 'EventPatch', additionalProperties: false },
)
export type EventPatch = Static<typeof eventPatchSchema>
export const eventPatchValidator = getValidator(eventPatchSchema, dataValidator)

/**
 * GET /events and GET /regulation (spec 3 §7): `topicId`, `updatedAt` (a day), `userId` (who made
 * it), `entityId`, `title` (contains, whatever the case), 25 a page by default, newest change first.
 * That one order may be named (`$sort[updatedAt]=-1`), as the console's lists name theirs.
 */
export const feedRecordQuerySchema = Type.Object(
  {
    $limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    $skip: Type.Optional(Type.Integer({ minimum: 0 })),
    $sort: Type.Optional(Type.Object({ updatedAt: Type.Literal(-1) }, { additionalProperties: false })),
    topicId: Type.Optional(Type.Integer({ minimum: 1 })),
    updatedAt: Type.Optional(Type.String({ format: 'date' })),
    userId: Type.Optional(Type.String({ format: 'uuid' })),
    entityId: Type.Optional(Type.String({ format: 'uuid' })),
    title: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { $id: 'FeedRecordQuery', additionalProperties: false },
)
export type FeedRecordQuery = Static<typeof feedRecordQuerySchema>
export const feedRecordQueryValidator = getValidator(feedRecordQuerySchema, queryValidator)
