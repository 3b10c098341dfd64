import { BadRequest } from '@feathersjs/errors'
import type { Paginated, Query } from '@feathersjs/feathers'
import type { KnexService } from '@feathersjs/knex'
import type { Knex } from 'knex'
import type { TopicRecord } from '../../../common/entityFormat'
import { MAX_PAGE_SIZE } from '../../../common/limits'
import { fillMessage, messages } from '../../../common/messages'
import { ASSIGNEE_NAME, assigneeSortedIds, inOrderOf, joinAssignee } from '../../db/assigneeOrder'
import type { HookContext, NextFunction } from '../../declarations'
import { entitySummary, topicsOf, type EntityRow, type EntitySummary } from './entities.load'
import type { EntityQuery } from './entities.schema'

/** A row of the entity grid (spec 2 §3 'Entity (list view)'). */
export type EntityGridRow = EntitySummary & {
  topics: TopicRecord[]
  template: { type: string; subType: string | null }
}

/** The grid's topic filter: entities with that country among their topics. */
export interface GridParams {
  query?: EntityQuery
  topicId?: number
}

/**
 * An around hook of find, ahead of query validation: `topicId` is no column of entities (so neither
 * sortable nor selectable), it leaves the query for the params.
 */
export async function takeTopicFilter(context: HookContext, next: NextFunction) {
  topicFilter(context)
  await next()
}

function topicFilter(context: HookContext) {
  const { topicId, ...query }: Query = context.params.query ?? {}
  if (topicId === undefined) return
  if (typeof topicId !== 'string' || !/^\d{1,9}$/.test(topicId)) {
    throw new BadRequest(messages.topicFilterInvalid, { path: 'topicId' })
  }
  context.params = { ...context.params, query, topicId: Number(topicId) }
}

/** type[$and][n][$ne] as the untyped grid sends it is a list of types left out: a $nin. */
function withTypeExclusions(query: EntityQuery): EntityQuery {
  const { type } = query
  if (!type || typeof type !== 'object' || !('$and' in type) || !type.$and) return query
  const { $and, ...rest } = type
  const excluded = [...(rest.$nin ?? []), ...$and.map((one) => one.$ne)]
  return { ...query, type: { ...rest, $nin: excluded } }
}

type Order = 'asc' | 'desc'

/** The grid's sorts in the order sent, as the adapter reads `$sort`. */
const sortsOf = (query: EntityQuery): [string, Order][] =>
  Object.entries(query.$sort ?? {}).map(([key, direction]) => [key, direction === -1 ? 'desc' : 'asc'])

/**
 * The entities the grid's filters keep, in its order (the adapter's filters and sort, and the topic). A
 * sort on Assigned is by the assignee's name (server/db/assigneeOrder), then by id the way of the last
 * sort; the adapter would sort on the id the column holds.
 */
export function entityRowsQuery(
  rows: KnexService<EntityRow, EntityRow, GridParams>,
  db: Knex,
  params: GridParams & Record<string, unknown>,
) {
  const own = { ...params, query: withTypeExclusions(params.query ?? {}) }
  const sorts = sortsOf(own.query)
  const byAssignee = sorts.some(([key]) => key === 'assignedToId')
  const { $sort: _sort, ...unsorted } = own.query
  const builder = rows.createQuery(byAssignee ? { ...own, query: unsorted } : own)
  if (byAssignee) {
    joinAssignee(db, builder, 'entities')
    for (const [key, order] of sorts) builder.orderBy(key === 'assignedToId' ? ASSIGNEE_NAME : `entities.${key}`, order)
    builder.orderBy('entities.id', sorts.at(-1)![1])
  }
  if (params.topicId !== undefined) {
    // the country's entities as an array read first: the planner then fetches those few and sorts them,
    // where a semi-join led it to walk the sort's index probing each entity's topics
    builder.whereRaw('?? = ANY(ARRAY(?))', [
      'entities.id',
      db('topic_links').where('countryId', params.topicId).select('entityId'),
    ])
  }
  return { own, builder }
}

/** Grid rows of stored entities, with their topics (one query for them all). */
export async function entityGridRows(db: Knex, rows: EntityRow[]): Promise<EntityGridRow[]> {
  const ids = rows.flatMap((row) => (row.id ? [row.id] : []))
  const topics = ids.length ? await topicsOf(db, ids) : new Map<string, (TopicRecord & { entityId: string })[]>()
  return rows.map((row) => ({
    ...entitySummary(row),
    topics: (topics.get(row.id) ?? []).map(({ entityId: _e, ...topic }) => topic),
    // an entity's type and sub-type are its template's (copied at creation)
    template: { type: row.type, subType: row.subType },
  }))
}

const PAGING = new Set(['$limit', '$skip', '$sort', '$select'])

const filtersOf = (query: EntityQuery) => Object.keys(query).filter((key) => !PAGING.has(key))

/** Adds a grid's type filter to a count of a kept table; false when the filter is not one it reads. */
function withTypeFilter(counts: Knex.QueryBuilder, type: EntityQuery['type']): boolean {
  if (typeof type === 'string') counts.where('type', type)
  else if (type) {
    const { $in, $nin, $ne, ...other } = type
    if (Object.keys(other).length) return false
    if ($in) counts.whereIn('type', [$in].flat())
    if ($nin) counts.whereNotIn('type', [$nin].flat())
    if ($ne !== undefined) counts.whereNot('type', $ne)
  }
  return true
}

/**
 * The total of a search by name (with type filters at most), counted on the names folded once when
 * written (migration 020) against the pattern folded alike: ILIKE under the names' ICU collation
 * folded both sides of every candidate. Null for any other filter.
 */
async function nameSearchTotal(db: Knex, query: EntityQuery, topicId: number | undefined): Promise<number | null> {
  const { name } = query
  if (topicId !== undefined || !filtersOf(query).every((key) => key === 'name' || key === 'type')) return null
  if (!name || typeof name !== 'object' || Object.keys(name).length !== 1) return null
  // normaliseQueryOperators made name[$iLike] a contains pattern
  const pattern = (name as { $ilike?: unknown }).$ilike
  if (typeof pattern !== 'string') return null
  const counts = db('entity_names').whereRaw('folded LIKE (lower(? COLLATE "und-x-icu") COLLATE "C")', [pattern])
  if (!withTypeFilter(counts, query.type)) return null
  const [{ total }]: { total: number }[] = await counts.select(db.raw('count(*)::int AS total'))
  return total
}

/**
 * The total of a grid filtered on type, sub-type and Hidden alone, read from the counts the triggers of
 * migration 019 keep; null when another filter applies (the entities are then counted).
 */
async function keptTotal(db: Knex, query: EntityQuery, topicId: number | undefined): Promise<number | null> {
  if (topicId !== undefined) return null
  const { type, subType, hidden } = query
  if (filtersOf(query).some((key) => !['type', 'subType', 'hidden'].includes(key))) return null
  const counts = db('entity_type_counts')
  if (!withTypeFilter(counts, type)) return null
  if (subType === null) counts.whereNull('subType')
  else if (typeof subType === 'string') counts.where('subType', subType)
  else if (subType !== undefined) return null
  if (typeof hidden === 'boolean') counts.where('hidden', hidden)
  else if (hidden !== undefined) return null
  const [{ total }]: { total: number }[] = await counts.select(db.raw('coalesce(sum(n), 0)::int AS total'))
  return total
}

/**
 * One grid page: the rows (one query), their total (one count) and their topics (one query). The
 * filters and the sort are the adapter's over the entity columns; the topic filter is an index lookup.
 */
export async function findGridPage(
  rows: KnexService<EntityRow, EntityRow, GridParams>,
  db: Knex,
  params: GridParams & Record<string, unknown>,
  paginate: { default: number; max: number },
): Promise<Paginated<EntityGridRow>> {
  const limit = params.query?.$limit
  if (typeof limit === 'number' && limit > MAX_PAGE_SIZE) {
    throw new BadRequest(fillMessage(messages.pageTooLarge, { max: MAX_PAGE_SIZE }), { path: '$limit' })
  }
  const { own, builder } = entityRowsQuery(rows, db, params)
  // the page the adapter would read: $limit within the paginate default and max
  const { $limit, $skip = 0 } = rows.filterQuery({ ...own, paginate } as GridParams).filters as {
    $limit: number
    $skip?: number
  }
  // else count(*), not the adapter's count of ids: it can count any index that holds the filtered columns
  const total =
    (await keptTotal(db, own.query, params.topicId)) ??
    (await nameSearchTotal(db, own.query, params.topicId)) ??
    (await builder.clone().clearSelect().clearOrder().select(db.raw('count(*)::int AS total')))[0].total
  const sorts = sortsOf(own.query)
  const data =
    sorts.length === 1 && sorts[0][0] === 'assignedToId'
      ? await assigneePage(rows, db, params, { order: sorts[0][1], limit: $limit, skip: $skip, total })
      : ((await rows.find({
          ...own,
          query: { ...own.query, $limit, $skip },
          knex: builder,
          paginate: false,
        } as GridParams)) as EntityRow[])
  return { total, limit: $limit, skip: $skip, data: await entityGridRows(db, data) }
}

/** A page sorted by Assigned alone (server/db/assigneeOrder): the rows and order of entityRowsQuery. */
async function assigneePage(
  rows: KnexService<EntityRow, EntityRow, GridParams>,
  db: Knex,
  params: GridParams & Record<string, unknown>,
  { order, limit, skip, total }: { order: Order; limit: number; skip: number; total: number },
): Promise<EntityRow[]> {
  if (!limit) return []
  const { $sort: _sort, ...unsorted } = params.query ?? {}
  const filtered = () =>
    entityRowsQuery(rows, db, { ...params, query: unsorted })
      .builder.clearSelect()
      .clearOrder()
  const hasFilters = filtersOf(unsorted).length > 0 || params.topicId !== undefined
  const page = { table: 'entities' as const, filtered, hasFilters, alias: 'entities', order, limit, skip }
  const ids = await assigneeSortedIds(db, page, total)
  return inOrderOf(ids, ids.length ? await db('entities').whereIn('id', ids).select('*') : [])
}
