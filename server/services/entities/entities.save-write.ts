import type { Knex } from 'knex'
import type { FacetRecord, FieldValue } from '../../../common/entityFormat'
import { batches } from '../../db/batches'
import { json, ROWS_PER_STATEMENT, updateRows } from '../../db/updateRows'
import { writeFacetLogs } from '../facet-logs/facet-logs.write'
import { loadEntities, loadFacets, type StoredEntity } from './entities.load'
import type { FieldWrite, LinkWrite } from './entities.save-content'
import type { SavePlan } from './entities.save-plan'
import type { Caller } from './entities.workflow'

const chunks = <T>(rows: readonly T[]) => batches(rows, ROWS_PER_STATEMENT)

async function insertRows(db: Knex, table: string, rows: Record<string, Knex.Value>[]) {
  for (const chunk of chunks(rows)) await db(table).insert(chunk)
}

const fieldRow = (field: FieldWrite, at: string) => ({
  ...field,
  value: json(field.value as FieldValue),
  updatedAt: at,
})
const linkRow = (link: LinkWrite, at: string) => ({ ...link, provenance: json(link.provenance), updatedAt: at })

const LINK_COLUMNS = {
  facetFieldTypeId: 'uuid',
  targetId: 'uuid',
  targetEntityType: 'varchar',
  sourceEntityType: 'varchar',
  direction: 'varchar',
  type: 'varchar',
  strength: 'integer',
  description: 'text',
  provenance: 'jsonb',
  stage: 'varchar',
  section: 'varchar',
  order: 'integer',
  updatedAt: 'timestamptz',
}

export interface SaveTarget {
  entityId: string
  caller: Caller
  /** the entity's new updatedAt: the version the next save must name */
  version: Date
  /** a new entity's own row; absent when an existing one is saved */
  create?: { entityTemplateId: string; type: string; subType: string | null }
}

/**
 * Writes a plan, in the order the constraints need: removals first, then fields that move to another
 * set (set aside at negative orders, so two sets can swap), the updates, then the new rows and the log.
 */
export async function writeSave(db: Knex, plan: SavePlan, { entityId, caller, version, create }: SaveTarget) {
  const at = version.toISOString()
  const entity = { ...plan.entity, updatedById: caller.id, updatedAt: at }
  if (create) {
    await db('entities').insert({ ...entity, ...create, id: entityId, creatorId: caller.id, createdAt: at })
  } else {
    await db('entities').where({ id: entityId }).update(entity)
  }
  if (plan.linksToDestroy.length) await db('links').whereIn('id', plan.linksToDestroy).delete()
  if (plan.fieldsToDestroy.length) await db('facet_fields').whereIn('id', plan.fieldsToDestroy).delete()
  if (plan.facetsToDestroy.length) await db('facets').whereIn('id', plan.facetsToDestroy).delete()

  const newFacets = plan.facets.filter((facet) => !facet.stored)
  await insertRows(
    db,
    'facets',
    newFacets.map((facet) => ({
      id: facet.id,
      entityId,
      facetTypeId: facet.facetType.id,
      order: facet.order,
      stage: facet.meta.to.stage,
      assignedToId: facet.meta.to.assignedToId,
      crossEntityFacetTypeId: facet.crossEntityFacetTypeId,
      creatorId: caller.id,
      editorId: caller.id,
      createdAt: at,
      updatedAt: at,
    })),
  )
  const changedFacets = plan.facets.filter((facet) => facet.stored && facet.touched)
  await updateRows(
    db,
    'facets',
    {
      order: 'integer',
      stage: 'varchar',
      assignedToId: 'uuid',
      editorId: 'uuid',
      crossEntityFacetTypeId: 'uuid',
      updatedAt: 'timestamptz',
    },
    changedFacets.map((facet) => ({
      id: facet.id,
      order: facet.order,
      stage: facet.meta.to.stage,
      assignedToId: facet.meta.to.assignedToId,
      editorId: facet.content.changedFieldTypeIds.size ? caller.id : (facet.stored?.editorId ?? null),
      crossEntityFacetTypeId: facet.crossEntityFacetTypeId,
      updatedAt: at,
    })),
  )

  const moved = plan.facets.flatMap((facet) => facet.content.movedFieldIds)
  if (moved.length)
    await db('facet_fields')
      .whereIn('id', moved)
      .update({ order: db.raw('-"order"') })
  await updateRows(
    db,
    'facet_fields',
    { name: 'varchar', order: 'integer', value: 'jsonb', updatedAt: 'timestamptz' },
    plan.facets.flatMap((facet) => facet.content.changedFields.map((field) => fieldRow(field, at))),
  )
  await insertRows(
    db,
    'facet_fields',
    plan.facets.flatMap((facet) => facet.content.newFields.map((field) => ({ ...fieldRow(field, at), createdAt: at }))),
  )

  const links = [plan.entityLinks, ...plan.facets.map((facet) => facet.content)]
  await updateRows(
    db,
    'links',
    LINK_COLUMNS,
    links.flatMap((owner) => owner.changedLinks.map((link) => linkRow(link, at))),
  )
  await insertRows(
    db,
    'links',
    links.flatMap((owner) => owner.newLinks.map((link) => ({ ...linkRow(link, at), createdAt: at }))),
  )
  await writeSeries(db, plan, entityId, at)
  await writeFacetLogs(db, plan.logs)
}

/**
 * The statistic facets' points: removals, then changes, then new ones. Their ranks follow by triggers
 * (migration 012), once per statement for all the types and dates it touched.
 */
async function writeSeries(db: Knex, plan: SavePlan, entityId: string, at: string) {
  const series = plan.facets.map((facet) => facet.content.series)
  const destroyed = series.flatMap((one) => one.destroyedPointIds)
  if (destroyed.length) await db('cross_entity_facets').whereIn('id', destroyed).delete()
  const changed = series.flatMap((one) => one.changedPoints)
  for (const chunk of chunks(changed)) {
    await db.raw(
      `UPDATE cross_entity_facets AS c SET date = v.date, value = v.value, "crossEntityFacetTypeId" = v.type, "updatedAt" = ?
       FROM (VALUES ${chunk.map(() => '(?::int, ?::timestamptz, ?::float8, ?::uuid)').join(', ')}) AS v(id, date, value, type)
       WHERE c.id = v.id`,
      [at, ...chunk.flatMap((point) => [point.id, point.date, point.value, point.crossEntityFacetTypeId])],
    )
  }
  await insertRows(
    db,
    'cross_entity_facets',
    series.flatMap((one) => one.newPoints.map((point) => ({ ...point, entityId, createdAt: at, updatedAt: at }))),
  )
}

const facetOrder = (a: FacetRecord, b: FacetRecord) =>
  a.order - b.order || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id)

/**
 * A saved entity as GET /entities/{id} then reads it, from its stored copy and the plan: only the facets
 * the save wrote (their fields, links, points, logs) are read again, so a one-field save of a 200-facet
 * entity reads one facet, not 200. A save that writes a link is read again whole: links decide the
 * comparison sets that rank the entity's statistic values (migration 012), in any of its facets.
 */
export async function savedEntity(
  db: Knex,
  stored: StoredEntity,
  plan: SavePlan,
  { caller, version }: Pick<SaveTarget, 'caller' | 'version'>,
): Promise<StoredEntity> {
  const linkOwners = [plan.entityLinks, ...plan.facets.map((facet) => facet.content)]
  if (plan.linksToDestroy.length || linkOwners.some((owner) => owner.newLinks.length || owner.changedLinks.length)) {
    const [entity] = await loadEntities(db, [stored.id])
    return entity
  }
  const written = plan.facets.filter((facet) => facet.touched).map((facet) => facet.id)
  const reread = written.length ? ((await loadFacets(db, { column: 'id', ids: written })).get(stored.id) ?? []) : []
  const replaced = new Set([...plan.facetsToDestroy, ...written])
  const { name, hidden, completeness, stage, assignedToId, failedReason } = plan.entity
  return {
    ...stored,
    name,
    hidden,
    completeness,
    meta: { stage, assignedToId, failedReason },
    updatedAt: version.toISOString(),
    updatedBy: { id: caller.id, name: caller.name },
    facets: [...stored.facets.filter((facet) => !replaced.has(facet.id)), ...reread].sort(facetOrder),
  }
}
