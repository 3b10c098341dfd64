import { BadRequest } from '@feathersjs/errors'
import type { Knex } from 'knex'
import { eventFormErrors, machineTitle, type EventRuleValues } from '../../../common/events'
import type { MlPredictions } from '../../../common/feed'
import { messages } from '../../../common/messages'
import { isStorableId } from '../../hooks/serialIds'
import { isUuid } from '../../hooks/uuidIds'
import type { EventDraft } from './events.class'
import type { EventData, EventPatch } from './events.schema'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isTextOrNone = (value: unknown) => value === undefined || value === null || typeof value === 'string'
const isListOrNone = (value: unknown) => value === undefined || value === null || Array.isArray(value)

/**
 * The rules of spec 3 §5 on a body as it arrives, merged into the stored event for a PATCH, so a
 * client gets the form's own words ('At least one topic is required'…). A field of the wrong type is
 * left to the schema to refuse.
 */
export function refuseEventPayloadErrors(data: unknown, stored?: EventDraft) {
  if (Array.isArray(data)) throw new BadRequest('Send one event')
  if (!isObject(data)) return
  const { title, description, date, topics, locations, sources, attachments } = data
  const entities = stored ? data.entityIds : data.entities
  const briefs = stored ? data.briefIds : data.briefs
  if (![title, description, date].every(isTextOrNone)) return
  if (![topics, entities, briefs, locations, sources, attachments].every(isListOrNone)) return
  const sent: EventRuleValues = {
    title,
    description,
    date,
    topics,
    entities,
    briefs,
    locations,
    sources,
    attachments,
  } as never
  const values: EventRuleValues = stored
    ? { ...stored, ...Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)) }
    : sent
  const errors = eventFormErrors(values)
  const first = Object.values(errors)[0]
  if (first) throw new BadRequest(first, { errors })
}

const unique = <T>(values: T[]) => [...new Set(values)]
const trimmedOrNull = (value: string | null | undefined) => value?.trim() || null

/** A POST body, once valid, as the event will be stored: texts trimmed, lists without repeats. */
export function draftOf(data: EventData): EventDraft {
  return {
    title: data.title.trim(),
    description: trimmedOrNull(data.description),
    articleId: data.articleId ?? null,
    date: new Date(data.date).toISOString(),
    topics: unique(data.topics),
    entities: unique(data.entities),
    briefs: unique(data.briefs),
    locations: (data.locations ?? []).map((location) => ({ ...location, address: location.address.trim() })),
    sources: unique((data.sources ?? []).map((source) => source.trim())),
    attachments: data.attachments ?? [],
  }
}

/** The changes of a PATCH body, once valid, in the stored event's terms. */
export function changesOf(data: EventPatch): Partial<EventDraft> {
  const { entityIds, briefIds, ...rest } = data
  const whole = draftOf({ title: '', date: new Date(0).toISOString(), topics: [], entities: [], briefs: [], ...rest })
  const changes: Partial<EventDraft> = {}
  if (data.title !== undefined) changes.title = whole.title
  if (data.description !== undefined) changes.description = whole.description
  if (data.date !== undefined) changes.date = whole.date
  if (data.topics !== undefined) changes.topics = whole.topics
  if (entityIds !== undefined) changes.entities = unique(entityIds)
  if (briefIds !== undefined) changes.briefs = unique(briefIds)
  if (data.locations !== undefined) changes.locations = whole.locations
  if (data.sources !== undefined) changes.sources = whole.sources
  if (data.attachments !== undefined) changes.attachments = whole.attachments
  return changes
}

/** Whether every id names a row of `table` (ids none could name are refused without asking). */
async function allExist(db: Knex, table: string, ids: (number | string)[], isPossible: (id: never) => boolean) {
  if (!ids.length) return true
  if (!ids.every((id) => isPossible(id as never))) return false
  const [{ count }] = await db(table).whereIn('id', ids).count({ count: '*' })
  return Number(count) === ids.length
}

/** The topics, entities and briefs a draft names must exist; the path says which list is wrong. */
export async function refuseUnknownReferences(db: Knex, draft: Partial<EventDraft>) {
  if (draft.topics && !(await allExist(db, 'countries', draft.topics, isStorableId)))
    throw new BadRequest(messages.unknownTopic, { path: 'topics' })
  if (draft.entities && !(await allExist(db, 'entities', draft.entities, isUuid)))
    throw new BadRequest(messages.unknownEntity, { path: 'entities' })
  if (draft.briefs && !(await allExist(db, 'briefs', draft.briefs, isStorableId)))
    throw new BadRequest(messages.unknownBrief, { path: 'briefs' })
}

/**
 * The article an event is made from must be an article of the feed that no event uses yet (spec 3 §2:
 * publishing marks it used). Answers the title the machine proposed for it, which tells whether the
 * analyst changed it.
 */
export async function articleForEvent(db: Knex, articleId: number): Promise<string> {
  const article: { title: string; mlPredictions: MlPredictions; isUsed: boolean } | undefined = isStorableId(articleId)
    ? await db('feed_items')
        .where({ id: articleId, kind: 'article' })
        .first('title', 'mlPredictions', 'isUsed')
        .forUpdate()
    : undefined
  if (!article) throw new BadRequest(messages.unknownArticle, { path: 'articleId' })
  const usedBy = await db('events').where({ articleId }).first('id')
  if (article.isUsed || usedBy) throw new BadRequest(messages.articleUsed, { path: 'articleId' })
  return machineTitle(article)
}

/** The stored event as a draft, for a PATCH to be merged into. */
export async function storedEventOf(db: Knex, id: number): Promise<EventDraft | undefined> {
  if (!isStorableId(id)) return undefined
  const row = await db('events').where({ id }).first()
  if (!row) return undefined
  const links = async (table: string, column: string) =>
    (await db(table).where({ eventId: id }).orderBy('position').select(column)).map(
      (link: Record<string, number | string>) => link[column],
    )
  return {
    title: row.title,
    description: row.description,
    articleId: row.articleId,
    date: new Date(row.date).toISOString(),
    topics: (await links('event_topics', 'countryId')) as number[],
    entities: (await links('event_entities', 'entityId')) as string[],
    briefs: (await links('event_briefs', 'briefId')) as number[],
    locations: row.locations,
    sources: row.sources,
    attachments: row.attachments,
  }
}
