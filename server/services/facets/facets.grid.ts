import { BadRequest } from '@feathersjs/errors'
import type { Knex } from 'knex'
import type { FieldValue } from '../../../common/entityFormat'
import {
  DERIVED_ATTRIBUTES,
  FACET_GRID_PAGE_SIZE,
  type FacetGridField,
  type FacetGridPage,
  type FacetGridRow,
  type FacetGridSort,
} from '../../../common/facetGrid'
import { MAX_PAGE_SIZE } from '../../../common/limits'
import { fillMessage, messages } from '../../../common/messages'
import type { FieldKind, Stage } from '../../../common/templateFormat'
import { ASSIGNEE_NAME, assigneeSortedIds, inOrderOf, joinAssignee } from '../../db/assigneeOrder'
import { containsPattern } from '../../hooks/queryOperators'
import type { FacetQuery } from './facets.schema'

const SORT_COLUMNS: Record<Exclude<FacetGridSort, 'assignedToId'>, string> = {
  entityName: 'e.name',
  typeName: 'ft.name',
  section: 'ft.section',
  level: 'ft.level',
  stage: 'f.stage',
  createdAt: 'f.createdAt',
  updatedAt: 'f.updatedAt',
}
// Assigned sorts by the assignee's name (server/db/assigneeOrder, ASSIGNEE_NAME), not by the id it holds

// the filters by column, grouped by the table that holds it
const FACET_COLUMNS = { stage: 'stage', assignedToId: 'assignedToId', editorId: 'editorId' } as const
const ENTITY_COLUMNS = { type: 'type', subType: 'subType' } as const
const FACET_TYPE_COLUMNS = { typeName: 'name', section: 'section', level: 'level' } as const
const TEXT_COLUMNS = { label: 'label', description: 'description' } as const

/** The sorts on a facet type column: a few dozen facet types order two million facets. */
const TYPE_SORTS: Partial<Record<FacetGridSort, string>> = { typeName: 'name', section: 'section', level: 'level' }

const RANGE_OPERATORS = { $gte: '>=', $gt: '>', $lt: '<', $lte: '<=' } as const

export interface GridRow {
  id: string
  entityId: string
  facetTypeId: string
  stage: Stage
  assignedToId: string | null
  editorId: string | null
  createdAt: Date
  updatedAt: Date
  entityName: string
  entityType: string
  entitySubType: string | null
  typeName: string
  section: string
  level: string
  required: boolean
}

type FieldRow = Omit<FacetGridField, 'type'> & { facetId: string; kind: FieldKind }

/** The filter values of one group of columns that the query sets, by column. */
function setIn<K extends keyof FacetQuery>(query: FacetQuery, columns: Record<K, string>): [string, Knex.Value][] {
  return (Object.entries(columns) as [K, string][]).flatMap(([key, column]) => {
    const value = query[key]
    return value === undefined ? [] : [[column, value as Knex.Value]]
  })
}

/** The ids of the entities the entity filters (type, sub-type, name) keep; null without those filters. */
function entitiesKept(db: Knex, query: FacetQuery): Knex.QueryBuilder | null {
  const entityFilters = setIn(query, ENTITY_COLUMNS)
  if (!entityFilters.length && query.entityName === undefined) return null
  const entities = db('entities').select('id')
  for (const [column, value] of entityFilters) entities.where(column, value)
  if (query.entityName !== undefined) entities.where('name', 'ilike', containsPattern(query.entityName))
  return entities
}

/**
 * The derived texts (label, description) that hold the text filters' words; null without those filters.
 * Migration 011 keeps them per facet, so a filter reads one row of a narrow table per facet it keeps.
 */
function textsKept(db: Knex, query: FacetQuery): Knex.QueryBuilder | null {
  const textFilters = setIn(query, TEXT_COLUMNS)
  if (!textFilters.length) return null
  const texts = db('facet_texts')
  for (const [column, value] of textFilters) texts.where(column, 'ilike', containsPattern(String(value)))
  return texts
}

/**
 * The facets the filters keep. Filters on the entity or the facet type are semi-joins (`IN` a subquery)
 * rather than joins, so that a page's total counts the facets alone: every facet has its entity and its
 * facet type (NOT NULL foreign keys), so leaving the joins out changes no count.
 */
function filtered(db: Knex, query: FacetQuery): Knex.QueryBuilder {
  const builder = db('facets as f')
  if (query.topic !== undefined) {
    builder.whereIn('f.entityId', db('topic_links').where('countryId', query.topic).select('entityId'))
  }
  for (const key of ['createdAt', 'updatedAt'] as const) {
    for (const [operator, value] of Object.entries(query[key] ?? {})) {
      builder.where(`f.${key}`, RANGE_OPERATORS[operator as keyof typeof RANGE_OPERATORS], value)
    }
  }
  for (const [column, value] of setIn(query, FACET_COLUMNS)) builder.where(`f.${column}`, value)
  const entities = entitiesKept(db, query)
  if (entities) builder.whereIn('f.entityId', entities)
  const typeFilters = setIn(query, FACET_TYPE_COLUMNS)
  if (typeFilters.length) {
    const types = db('facet_types').select('id')
    for (const [column, value] of typeFilters) types.where(column, value)
    builder.whereIn('f.facetTypeId', types)
  }
  // the facet's derived label and description (spec 2 §3), kept by triggers (migration 011)
  const texts = textsKept(db, query)
  if (texts) builder.whereIn('f.id', texts.select('facetId'))
  return builder
}

const text = (value: FieldValue | undefined) => (typeof value === 'string' ? value : null)

/** Label, description and sources from a facet's fields, in their order (spec 2 §3 'Derived values'). */
export function derivedValues(fields: readonly FacetGridField[]) {
  const first = (kind: FieldKind, name: string) =>
    text(fields.find((field) => field.type.name === kind && field.name === name)?.value)
  return {
    label: first('Label', DERIVED_ATTRIBUTES.label),
    description: first('Detail', DERIVED_ATTRIBUTES.description),
    sources: fields
      .filter((field) => field.type.name === 'Provenance' && field.name === DERIVED_ATTRIBUTES.sources)
      .flatMap((field) => text(field.value)?.trim() || [])
      .join(','),
  }
}

/** The filter lists: distinct sections, levels and names of the facet types not deleted. */
async function filterLists(db: Knex) {
  const lists: { sectionList: string[] | null; levelList: string[] | null; nameList: string[] | null } = await db(
    'facet_types',
  )
    .where('deleted', false)
    .first(
      db.raw('array_agg(DISTINCT section ORDER BY section) AS "sectionList"'),
      db.raw('array_agg(DISTINCT level ORDER BY level) AS "levelList"'),
      db.raw('array_agg(DISTINCT name ORDER BY name) AS "nameList"'),
    )
  return { sectionList: lists.sectionList ?? [], levelList: lists.levelList ?? [], nameList: lists.nameList ?? [] }
}

/** The page's fields and latest reassigners: one query each for all its facets. */
async function pageDetails(db: Knex, ids: string[]) {
  if (!ids.length) return { fields: new Map<string, FacetGridField[]>(), reassigners: new Map<string, string>() }
  const rows: FieldRow[] = await db('facet_fields as ff')
    .join('facet_field_types as fft', 'fft.id', 'ff.facetFieldTypeId')
    .whereIn('ff.facetId', ids)
    .select(
      'ff.id',
      'ff.facetId',
      'ff.facetFieldTypeId',
      'ff.name',
      'ff.value',
      'ff.order',
      'fft.kind',
      'fft.facetTypeId',
    )
    .orderBy([{ column: 'fft.order' }, { column: 'ff.order' }, { column: 'ff.name' }])
  const fields = new Map<string, FacetGridField[]>()
  for (const { facetId, kind, ...field } of rows) {
    fields.set(facetId, [...(fields.get(facetId) ?? []), { ...field, type: { name: kind } }])
  }
  const logs: { facetId: string; userId: string | null }[] = await db('facet_logs')
    .distinctOn('facetId')
    .whereIn('facetId', ids)
    .where('action', 'reassign')
    .orderBy([{ column: 'facetId' }, { column: 'updatedAt', order: 'desc' }])
    .select('facetId', 'userId')
  const reassigners = new Map(logs.flatMap((log) => (log.userId ? [[log.facetId, log.userId] as const] : [])))
  return { fields, reassigners }
}

type Order = 'asc' | 'desc'

/** A term of the grid's order. */
interface OrderTerm {
  column: string
  order: Order
}

/**
 * The grid's order: its sorts, newest first unless sorted, then the id the way of the last sort, so that
 * one index on (column, id) reads a page in order whichever way it is sorted.
 */
function orderOf(query: FacetQuery): OrderTerm[] {
  const sort = Object.entries(query.$sort ?? {}).map(([key, order]): OrderTerm => {
    const direction = order === -1 ? ('desc' as const) : ('asc' as const)
    return {
      column: key === 'assignedToId' ? ASSIGNEE_NAME : SORT_COLUMNS[key as keyof typeof SORT_COLUMNS],
      order: direction,
    }
  })
  const last = sort.at(-1)?.order ?? 'desc'
  return [...(sort.length ? sort : [{ column: 'f.createdAt', order: last }]), { column: 'f.id', order: last }]
}

/** The row columns of facets `f` with their entity `e` and facet type `ft`. */
const withEntityAndType = (builder: Knex.QueryBuilder) =>
  builder
    .join('entities as e', 'e.id', 'f.entityId')
    .join('facet_types as ft', 'ft.id', 'f.facetTypeId')
    .select(
      'f.id',
      'f.entityId',
      'f.facetTypeId',
      'f.stage',
      'f.assignedToId',
      'f.editorId',
      'f.createdAt',
      'f.updatedAt',
      'e.name as entityName',
      'e.type as entityType',
      'e.subType as entitySubType',
      'ft.name as typeName',
      'ft.section',
      'ft.level',
      'ft.required',
    )

/** The grid's rows in the grid's order. */
export function facetRowsQuery(db: Knex, query: FacetQuery): Knex.QueryBuilder {
  const builder = withEntityAndType(filtered(db, query))
  // a sort on Assigned is on the assignee's name (a few dozen users: a hash join)
  if (query.$sort?.assignedToId !== undefined) joinAssignee(db, builder, 'f')
  const [first, ...rest] = orderOf(query)
  // A day of one date column keeps a few thousand facets. Sorted on another column, the planner walks
  // that column's index expecting to meet them soon, but the facets modified on a day long ago were
  // created before it and lie at the far end (700 ms). Sorting on an expression of the same values
  // has it read the day from its own index and sort those few.
  const otherRange = (['createdAt', 'updatedAt'] as const).some((key) => query[key] && `f.${key}` !== first.column)
  if (otherRange) builder.orderByRaw(`coalesce(??, ??) ${first.order}`, [first.column, first.column])
  else builder.orderBy(first.column, first.order)
  return builder.orderBy(rest)
}

/**
 * One page of the grid's rows. Sorted on a facet type column alone, the page is read value by value:
 * for each value of the column (a few dozen facet types hold them), the first facets of each of its
 * types by id, from the index on (facet type, id), instead of sorting every facet the filters keep.
 * The rows and their order are facetRowsQuery's.
 */
function facetPageQuery(db: Knex, query: FacetQuery, limit: number, skip: number): Knex.QueryBuilder {
  const sorts = Object.entries(query.$sort ?? {})
  const typeColumn = sorts.length === 1 ? TYPE_SORTS[sorts[0][0] as FacetGridSort] : undefined
  if (!typeColumn) return facetRowsQuery(db, query).limit(limit).offset(skip)
  const order: Order = sorts[0][1] === -1 ? 'desc' : 'asc'
  const values = db('facet_types').groupBy(typeColumn).select(`${typeColumn} as value`, db.raw('array_agg(id) AS ids'))
  const ofType = filtered(db, query)
    .whereRaw('f."facetTypeId" = t.id')
    .select('f.id')
    .orderBy('f.id', order)
    .limit(skip + limit)
  const ofValue = db
    .from(db.raw('unnest(v.ids) AS t(id) CROSS JOIN LATERAL ? AS q', [ofType]))
    .select('q.id')
    .orderBy('q.id', order)
    .limit(skip + limit)
  const page = db
    .from(db.raw('? AS v CROSS JOIN LATERAL ? AS p', [values, ofValue]))
    .select('v.value', 'p.id')
    .orderBy([
      { column: 'v.value', order },
      { column: 'p.id', order },
    ])
    .limit(limit)
    .offset(skip)
  return withEntityAndType(db.from(page.as('page')).join('facets as f', 'f.id', 'page.id')).orderBy([
    { column: 'page.value', order },
    { column: 'f.id', order },
  ])
}

/**
 * A page's rows. Sorted on Assigned alone, the page's ids are read first (server/db/assigneeOrder), then
 * their rows; the rows and their order are facetRowsQuery's.
 */
async function pageRows(db: Knex, query: FacetQuery, limit: number, skip: number, total: number): Promise<GridRow[]> {
  const sorts = Object.entries(query.$sort ?? {})
  if (sorts.length !== 1 || sorts[0][0] !== 'assignedToId') return facetPageQuery(db, query, limit, skip)
  const order: Order = sorts[0][1] === -1 ? 'desc' : 'asc'
  const hasFilters = Object.keys(query).some((key) => !['$limit', '$skip', '$sort'].includes(key))
  const page = {
    table: 'facets' as const,
    filtered: () => filtered(db, query),
    hasFilters,
    alias: 'f',
    order,
    limit,
    skip,
  }
  const ids = await assigneeSortedIds(db, page, total)
  return inOrderOf(ids, ids.length ? await withEntityAndType(db('facets as f').whereIn('f.id', ids)) : [])
}

/** Rows of the grid with their fields, derived values and latest reassigners: two queries for them all. */
export async function facetGridRows(db: Knex, rows: GridRow[]): Promise<FacetGridRow[]> {
  const { fields, reassigners } = await pageDetails(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row): FacetGridRow => {
    const own = fields.get(row.id) ?? []
    return {
      id: row.id,
      meta: { id: row.id, assignedToId: row.assignedToId, stage: row.stage },
      type: {
        name: row.typeName,
        section: row.section,
        level: row.level,
        required: row.required,
        facetTypeId: row.facetTypeId,
      },
      entity: { name: row.entityName, type: row.entityType, subType: row.entitySubType },
      entityId: row.entityId,
      fields: own,
      createdAt: new Date(row.createdAt).toISOString(),
      updatedAt: new Date(row.updatedAt).toISOString(),
      editorId: row.editorId,
      lastUserIdThatReassignmentFacet: reassigners.get(row.id) ?? null,
      ...derivedValues(own),
    }
  })
}

/** No filter but on the facet type (and the page and sort): the total is kept by triggers (migration 009). */
const countedByType = (query: FacetQuery) =>
  Object.keys(query).every((key) => ['$limit', '$skip', '$sort', ...Object.keys(FACET_TYPE_COLUMNS)].includes(key))

function countByType(db: Knex, query: FacetQuery) {
  const counts = db('facet_type_counts as c').join('facet_types as ft', 'ft.id', 'c.facetTypeId')
  for (const [column, value] of setIn(query, FACET_TYPE_COLUMNS)) counts.where(`ft.${column}`, value)
  return counts.select(db.raw('coalesce(sum(c.n), 0)::int AS total'))
}

/** Filters on the entity alone (and the page and sort): the total sums the kept entities' facet counts (migration 010). */
const countedByEntity = (query: FacetQuery) =>
  Object.keys(query).every((key) =>
    ['$limit', '$skip', '$sort', 'topic', 'entityName', ...Object.keys(ENTITY_COLUMNS)].includes(key),
  )

function countByEntity(db: Knex, query: FacetQuery) {
  const counts = db('entity_facet_counts as c')
  if (query.topic !== undefined) {
    counts.whereIn('c.entityId', db('topic_links').where('countryId', query.topic).select('entityId'))
  }
  const entities = entitiesKept(db, query)
  if (entities) counts.whereIn('c.entityId', entities)
  return counts.select(db.raw('coalesce(sum(c.n), 0)::int AS total'))
}

/** Filters on the derived texts alone (and the page and sort): every row of facet_texts has its facet. */
const countedByText = (query: FacetQuery) =>
  Object.keys(query).every((key) => ['$limit', '$skip', '$sort', ...Object.keys(TEXT_COLUMNS)].includes(key))

/** The query of a page's total: from the kept counts or texts where its filters allow. */
function totalQuery(db: Knex, query: FacetQuery): Knex.QueryBuilder {
  if (countedByType(query)) return countByType(db, query)
  if (countedByEntity(query)) return countByEntity(db, query)
  const texts = textsKept(db, query)
  return (texts && countedByText(query) ? texts : filtered(db, query)).select(db.raw('count(*)::int AS total'))
}

/** How many facets the filters keep: what a page says in `total`, and an export in X-Total-Count. */
export async function facetTotal(db: Knex, query: FacetQuery): Promise<number> {
  const [{ total }]: { total: number }[] = await totalQuery(db, query)
  return total
}

/**
 * One page of the facet grid: its rows, their total, their fields, their latest reassigners and the
 * filter lists — five queries whatever the page size.
 */
export async function findFacetPage(db: Knex, query: FacetQuery): Promise<FacetGridPage> {
  const limit = query.$limit ?? FACET_GRID_PAGE_SIZE
  if (limit > MAX_PAGE_SIZE) {
    throw new BadRequest(fillMessage(messages.pageTooLarge, { max: MAX_PAGE_SIZE }), { path: '$limit' })
  }
  const skip = query.$skip ?? 0
  const total = await facetTotal(db, query)
  const rows: GridRow[] = limit ? await pageRows(db, query, limit, skip, total) : []
  return { total, limit, skip, data: await facetGridRows(db, rows), ...(await filterLists(db)) }
}
