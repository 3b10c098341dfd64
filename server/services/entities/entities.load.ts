import type { Knex } from 'knex'
import type {
  EntityMeta,
  EntityRecord,
  FacetFieldRecord,
  FacetRecord,
  FieldSetValues,
  FieldValue,
  LinkDirection,
  LinkRecord,
  SeriesPointRecord,
  TopicRecord,
} from '../../../common/entityFormat'
import type { Stage } from '../../../common/workflow'

/** An entity as GET /entities/{id} answers it, before its template is attached. */
export type StoredEntity = Omit<EntityRecord, 'entityTemplate'>

/** An entities row as knex reads it. */
export interface EntityRow {
  id: string
  name: string
  entityTemplateId: string
  type: string
  subType: string | null
  stage: Stage
  assignedToId: string | null
  failedReason: string | null
  hidden: boolean
  isTopic: boolean
  completeness: number
  creatorId: string | null
  updatedById: string | null
  createdAt: Date
  updatedAt: Date
}

/** An entity as GET /entities lists it: its columns and meta, without facets. */
export type EntitySummary = Omit<EntityRow, 'createdAt' | 'updatedAt'> & {
  meta: EntityMeta
  createdAt: string
  updatedAt: string
}

const iso = (value: Date | string) => new Date(value).toISOString()

export const entitySummary = (row: EntityRow): EntitySummary => ({
  ...row,
  meta: { assignedToId: row.assignedToId, stage: row.stage, failedReason: row.failedReason },
  // a $select may leave them out
  createdAt: row.createdAt && iso(row.createdAt),
  updatedAt: row.updatedAt && iso(row.updatedAt),
})

type FacetRow = Omit<
  FacetRecord,
  'meta' | 'fields' | 'links' | 'crossEntityFacets' | 'logsCount' | 'amountComment' | 'createdAt' | 'updatedAt'
> & {
  stage: Stage
  assignedToId: string | null
  createdAt: Date
  updatedAt: Date
}
type FieldRow = Omit<FacetFieldRecord, 'createdAt' | 'updatedAt'> & {
  facetId: string
  createdAt: Date
  updatedAt: Date
}
type LinkRow = Omit<LinkRecord, 'target' | 'direction' | 'stage'> & {
  direction: LinkDirection
  stage: Stage | null
  targetName: string
  targetTypeName: string
  targetSubType: string | null
  provenance: FieldSetValues | null
  createdAt: Date
  updatedAt: Date
}
type PointRow = Omit<SeriesPointRecord, 'date'> & { facetId: string; date: Date }
interface FacetTrailRow {
  facetId: string
  logsCount: number
  lastReassigner: string | null
}

const linkRecord = ({ targetName, targetTypeName, targetSubType, createdAt: _c, updatedAt: _u, ...link }: LinkRow) => ({
  ...link,
  target: { id: link.targetId, name: targetName, type: targetTypeName, subType: targetSubType },
})

const fieldRecord = ({ facetId: _facet, ...field }: FieldRow): FacetFieldRecord => ({
  ...field,
  value: field.value as FieldValue,
  createdAt: iso(field.createdAt),
  updatedAt: iso(field.updatedAt),
})

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K) => {
  const groups = new Map<K, T[]>()
  for (const row of rows) {
    const group = groups.get(key(row))
    if (group) group.push(row)
    else groups.set(key(row), [row])
  }
  return groups
}

/** Which facets to load: those of some entities, or some facets by id. */
type FacetScope = { column: 'entityId' | 'id'; ids: string[] }

/** Facets with what each answer carries, grouped by entity: one query per table for all of them. */
export async function loadFacets(db: Knex, scope: FacetScope): Promise<Map<string, FacetRecord[]>> {
  const inScope = (query: Knex.QueryBuilder) => query.whereIn(`facets.${scope.column}`, scope.ids)
  const facets: FacetRow[] = await inScope(db('facets')).orderBy([
    { column: 'order' },
    { column: 'createdAt' },
    { column: 'id' },
  ])
  const fields: FieldRow[] = await inScope(db('facet_fields').join('facets', 'facets.id', 'facet_fields.facetId'))
    .join('facet_field_types', 'facet_field_types.id', 'facet_fields.facetFieldTypeId')
    .select('facet_fields.*')
    .orderBy([{ column: 'facet_field_types.order' }, { column: 'facet_fields.order' }, { column: 'facet_fields.name' }])
  const trails: FacetTrailRow[] = await inScope(db('facet_logs').join('facets', 'facets.id', 'facet_logs.facetId'))
    .groupBy('facet_logs.facetId')
    .select(
      'facet_logs.facetId',
      db.raw('count(*)::int as "logsCount"'),
      db.raw(
        `(array_agg(facet_logs."userId" ORDER BY facet_logs."updatedAt" DESC) FILTER (WHERE facet_logs.action = 'reassign'))[1] AS "lastReassigner"`,
      ),
    )
  const comments: { facetId: string; count: number }[] = await inScope(
    db('comments').join('facets', 'facets.id', 'comments.sourceId'),
  )
    .groupBy('comments.sourceId')
    .select('comments.sourceId as facetId', db.raw('count(*)::int as count'))
  const links = groupBy(
    await linksWhere(db, scope.column === 'id' ? 'facetId' : 'sourceId', scope.ids),
    (link) => link.facetId,
  )
  const points = groupBy(
    await inScope(db('cross_entity_facets').join('facets', 'facets.id', 'cross_entity_facets.facetId'))
      .select(
        'cross_entity_facets.facetId',
        'cross_entity_facets.id',
        'cross_entity_facets.date',
        'cross_entity_facets.value',
        'cross_entity_facets.rank',
        'cross_entity_facets.total',
        'cross_entity_facets.percent',
      )
      .orderBy([{ column: 'cross_entity_facets.date' }, { column: 'cross_entity_facets.id' }]),
    (point: PointRow) => point.facetId,
  )
  const fieldsByFacet = groupBy(fields, (field) => field.facetId)
  const trailByFacet = new Map(trails.map((trail) => [trail.facetId, trail]))
  const commentsByFacet = new Map(comments.map((row) => [row.facetId, row.count]))
  const records = facets.map(({ stage, assignedToId, createdAt, updatedAt, ...facet }): FacetRecord => {
    const trail = trailByFacet.get(facet.id)
    return {
      ...facet,
      meta: { assignedToId, stage },
      fields: (fieldsByFacet.get(facet.id) ?? []).map(fieldRecord),
      links: links.get(facet.id) ?? [],
      crossEntityFacets: (points.get(facet.id) ?? []).map(({ facetId: _f, date, ...point }) => ({
        ...point,
        date: iso(date),
      })),
      logsCount: trail?.logsCount ?? 0,
      amountComment: commentsByFacet.get(facet.id) ?? 0,
      lastUserIdThatReassignmentFacet: trail?.lastReassigner ?? null,
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
    }
  })
  return groupBy(records, (facet) => facet.entityId)
}

/** Links of some entities (`sourceId`) or facets (`facetId`); `outsideFacets`: only those in no facet. */
async function linksWhere(
  db: Knex,
  column: 'sourceId' | 'facetId',
  ids: string[],
  outsideFacets = false,
): Promise<LinkRecord[]> {
  const query = db('links').join('entities as target', 'target.id', 'links.targetId').whereIn(`links.${column}`, ids)
  if (outsideFacets) query.whereNull('links.facetId')
  const rows: LinkRow[] = await query
    .select('links.*', 'target.name as targetName', 'target.type as targetTypeName', 'target.subType as targetSubType')
    .orderBy([{ column: 'links.order' }, { column: 'links.createdAt' }, { column: 'links.id' }])
  return rows.map(linkRecord)
}

export async function topicsOf(db: Knex, entityIds: string[]) {
  const rows: (TopicRecord & { entityId: string })[] = await db('topic_links')
    .join('countries', 'countries.id', 'topic_links.countryId')
    .whereIn('topic_links.entityId', entityIds)
    .select('topic_links.entityId', 'countries.id', 'countries.name', 'topic_links.id as linkId')
    .orderBy('countries.name')
  return groupBy(rows, (row) => row.entityId)
}

/**
 * Entities with everything the editor shows, in the order of `ids` (those that exist): a fixed number
 * of queries whatever the number of facets and fields.
 */
export async function loadEntities(db: Knex, ids: string[]): Promise<StoredEntity[]> {
  if (!ids.length) return []
  const rows: (EntityRow & { updatedByName: string | null })[] = await db('entities')
    .leftJoin('users', 'users.id', 'entities.updatedById')
    .whereIn('entities.id', ids)
    .select('entities.*', 'users.name as updatedByName')
  const found = rows.map((row) => row.id)
  const facets = await loadFacets(db, { column: 'entityId', ids: found })
  const links = groupBy(await linksWhere(db, 'sourceId', found, true), (link) => link.sourceId)
  const topics = await topicsOf(db, found)
  const byId = new Map(
    rows.map(({ updatedByName, ...row }): [string, StoredEntity] => {
      const { stage: _s, assignedToId: _a, failedReason: _f, updatedById, ...summary } = entitySummary(row)
      return [
        row.id,
        {
          ...summary,
          topics: (topics.get(row.id) ?? []).map(({ entityId: _e, ...topic }) => topic),
          facets: facets.get(row.id) ?? [],
          links: links.get(row.id) ?? [],
          updatedBy: updatedById ? { id: updatedById, name: updatedByName ?? '' } : null,
        },
      ]
    }),
  )
  return ids.flatMap((id) => byId.get(id) ?? [])
}
