import { NotFound } from '@feathersjs/errors'
import type { Id, Paginated, Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { EVENT_PAGE_SIZE, type Attachment, type EventLocation } from '../../../common/events'
import { countedAhead } from '../../db/countedAhead'
import { dbFor } from '../../db/transaction'
import type { Application } from '../../declarations'
import { containsPattern } from '../../hooks/queryOperators'
import { isStorableId } from '../../hooks/serialIds'
import { moveToTrash } from '../../trash/moveToTrash'
import { recordUsage } from '../../usage/recordUsage'
import type { Event, FeedRecordQuery } from './events.schema'
import { DAY_MS } from '../../../common/time'

/** An event as it is stored: what POST sends once checked, and what a PATCH is merged into. */
export interface EventDraft {
  title: string
  description: string | null
  articleId: number | null
  date: string
  topics: number[]
  entities: string[]
  briefs: number[]
  locations: EventLocation[]
  sources: string[]
  attachments: Attachment[]
}

interface EventRow {
  id: number
  title: string
  description: string | null
  articleId: number | null
  date: Date
  locations: EventLocation[]
  sources: string[]
  attachments: Attachment[]
  createdBy: string | null
  createdByName: string | null
  createdAt: Date
  updatedAt: Date
}

const LINKS = {
  topics: { table: 'event_topics', column: 'countryId' },
  entities: { table: 'event_entities', column: 'entityId' },
  briefs: { table: 'event_briefs', column: 'briefId' },
} as const

const dayRange = (day: string) => {
  const start = new Date(`${day}T00:00:00.000Z`)
  return [start.toISOString(), new Date(start.getTime() + DAY_MS).toISOString()] as const
}

/** The events a list query keeps (spec 3 §2 Events list filters). */
function eventsQuery(db: Knex, query: FeedRecordQuery) {
  const builder = db('events as e')
  if (query.topicId) {
    builder.whereExists(db('event_topics as t').whereRaw('t."eventId" = e.id').where('t.countryId', query.topicId))
  }
  if (query.entityId) {
    builder.whereExists(db('event_entities as l').whereRaw('l."eventId" = e.id').where('l.entityId', query.entityId))
  }
  if (query.userId) builder.where('e.createdBy', query.userId)
  if (query.updatedAt) {
    const [start, end] = dayRange(query.updatedAt)
    builder.where('e.updatedAt', '>=', start).where('e.updatedAt', '<', end)
  }
  const title = query.title?.trim()
  if (title) builder.where('e.title', 'ilike', containsPattern(title))
  return builder
}

/** The events of these ids, whole: their row with who made them, then their topics, entities and briefs. */
async function eventsOf(db: Knex, rows: EventRow[]): Promise<Event[]> {
  const ids = rows.map((row) => row.id)
  const [topics, entities, briefs] = await Promise.all([
    db('event_topics as l')
      .join('countries as c', 'c.id', 'l.countryId')
      .whereIn('l.eventId', ids)
      .orderBy('l.position')
      .select('l.eventId', 'c.id', 'c.name'),
    db('event_entities as l')
      .join('entities as en', 'en.id', 'l.entityId')
      .whereIn('l.eventId', ids)
      .orderBy('l.position')
      .select('l.eventId', 'en.id', 'en.name', 'en.type')
      // an entity's first topic by name, as the pickers show it
      .select(
        db.raw(
          `(SELECT json_build_object('id', c.id, 'name', c.name) FROM topic_links tl JOIN countries c ON c.id = tl."countryId"
            WHERE tl."entityId" = en.id ORDER BY c.name, c.id LIMIT 1) AS topic`,
        ),
      ),
    db('event_briefs as l')
      .join('briefs as b', 'b.id', 'l.briefId')
      .whereIn('l.eventId', ids)
      .orderBy('l.position')
      .select('l.eventId', 'b.id', 'b.name', 'b.type'),
  ])
  const byEvent = <T extends { eventId: number }>(links: T[]) => {
    const map = new Map<number, Omit<T, 'eventId'>[]>()
    for (const { eventId, ...item } of links) map.set(eventId, [...(map.get(eventId) ?? []), item])
    return map
  }
  const topicsBy = byEvent(topics as { eventId: number; id: number; name: string }[])
  const entitiesBy = byEvent(
    entities as {
      eventId: number
      id: string
      name: string
      type: string
      topic: { id: number; name: string } | null
    }[],
  )
  const briefsBy = byEvent(briefs as { eventId: number; id: number; name: string; type: string }[])
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    articleId: row.articleId,
    date: new Date(row.date).toISOString(),
    topics: topicsBy.get(row.id) ?? [],
    entities: (entitiesBy.get(row.id) ?? []).map(({ topic, ...entity }) => ({
      ...entity,
      topicId: topic?.id ?? null,
      topicName: topic?.name ?? null,
    })),
    briefs: briefsBy.get(row.id) ?? [],
    locations: row.locations,
    sources: row.sources,
    attachments: row.attachments,
    createdBy: row.createdBy ? { id: row.createdBy, name: row.createdByName ?? '' } : null,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }))
}

const selectRows = (builder: Knex.QueryBuilder) =>
  builder
    .leftJoin('users as u', 'u.id', 'e.createdBy')
    .select('e.id', 'e.title', 'e.description', 'e.articleId', 'e.date', 'e.locations', 'e.sources')
    .select('e.attachments', 'e.createdBy', 'u.name as createdByName', 'e.createdAt', 'e.updatedAt')

/** Writes an event's links of one kind, replacing those it had, in the order given. */
async function writeLinks(db: Knex, eventId: number, kind: keyof typeof LINKS, ids: (number | string)[]) {
  const { table, column } = LINKS[kind]
  await db(table).where({ eventId }).delete()
  if (ids.length) await db(table).insert(ids.map((id, position) => ({ eventId, [column]: id, position })))
}

const columnsOf = (draft: Partial<EventDraft>) => {
  const columns: Record<string, unknown> = {}
  for (const key of ['title', 'description', 'articleId', 'date'] as const)
    if (draft[key] !== undefined) columns[key] = draft[key]
  for (const key of ['locations', 'sources', 'attachments'] as const)
    if (draft[key] !== undefined) columns[key] = JSON.stringify(draft[key])
  return columns
}

export interface EventParams extends Params<FeedRecordQuery> {
  /** the title the machine proposed for the article, when the event is made from one (set by a hook) */
  machineTitle?: string
}

/**
 * Events (spec 3 §2–§5, §7): made by analysts from articles or by hand. The hooks check the rules and
 * the references and give create and patch the event as it will be stored; every write is one
 * transaction with its links, the article it uses and the usage event it records.
 */
export class EventService {
  constructor(private app: Application) {}

  async find(params?: EventParams): Promise<Paginated<Event> & { totalIsAtLeast?: boolean }> {
    const db = dbFor(this.app, params)
    const query = params?.query ?? {}
    const { $limit = EVENT_PAGE_SIZE, $skip = 0 } = query
    const filtered = eventsQuery(db, query)
    // an infinite list (spec 3 §2): counted a little past the page, not whole for each page
    const counted = await countedAhead(db, filtered, $skip, $limit)
    const rows: EventRow[] = await selectRows(filtered.clone())
      .orderBy([
        { column: 'e.updatedAt', order: 'desc' },
        { column: 'e.id', order: 'desc' },
      ])
      .limit($limit)
      .offset($skip)
    return { ...counted, limit: $limit, skip: $skip, data: await eventsOf(db, rows) }
  }

  async get(id: Id, params?: EventParams): Promise<Event> {
    const db = dbFor(this.app, params)
    const rows: EventRow[] = isStorableId(Number(id)) ? await selectRows(db('events as e')).where('e.id', id) : []
    if (!rows.length) throw new NotFound(`No record found for id '${id}'`)
    return (await eventsOf(db, rows))[0]
  }

  async create(draft: EventDraft, params?: EventParams): Promise<Event> {
    const db = dbFor(this.app, params)
    const userId = params?.user?.id ?? null
    const [{ id }] = await db('events').insert({ ...columnsOf(draft), createdBy: userId }, ['id'])
    for (const kind of Object.keys(LINKS) as (keyof typeof LINKS)[]) await writeLinks(db, id, kind, draft[kind])
    if (draft.articleId) await db('feed_items').where({ id: draft.articleId }).update({ isUsed: true })
    const machineTitle = params?.machineTitle
    await recordUsage(
      db,
      { name: 'event-created', userId, subjectType: 'event', subjectId: id, details: { articleId: draft.articleId } },
      ...(machineTitle !== undefined && machineTitle !== draft.title
        ? [
            {
              name: 'machine-title-changed' as const,
              userId,
              subjectType: 'event' as const,
              subjectId: id,
              details: { articleId: draft.articleId, from: machineTitle, to: draft.title },
            },
          ]
        : []),
    )
    return this.get(id, params)
  }

  async patch(id: Id, changes: Partial<EventDraft>, params?: EventParams): Promise<Event> {
    const db = dbFor(this.app, params)
    await db('events')
      .where({ id })
      .update({ ...columnsOf(changes), updatedAt: new Date().toISOString() })
    for (const kind of Object.keys(LINKS) as (keyof typeof LINKS)[]) {
      const ids = changes[kind]
      if (ids) await writeLinks(db, Number(id), kind, ids)
    }
    await recordUsage(db, {
      name: 'event-updated',
      userId: params?.user?.id ?? null,
      subjectType: 'event',
      subjectId: Number(id),
      details: { fields: Object.keys(changes) },
    })
    return this.get(id, params)
  }

  async remove(id: Id, params?: EventParams): Promise<Event> {
    const db = dbFor(this.app, params)
    const event = await this.get(id, params)
    await moveToTrash(db, 'event', event.id, params?.user?.id)
    // the article can make an event again (a restore takes it back, unless another event has it by then)
    if (event.articleId) await db('feed_items').where({ id: event.articleId }).update({ isUsed: false })
    await recordUsage(db, {
      name: 'event-deleted',
      userId: params?.user?.id ?? null,
      subjectType: 'event',
      subjectId: event.id,
      details: { title: event.title },
    })
    return event
  }
}
