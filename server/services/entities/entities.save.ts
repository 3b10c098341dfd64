import type { Knex } from 'knex'
import type { FacetRecord, FieldValue } from '../../../common/entityFormat'
import { dictionaryOfValue } from '../../../common/fieldValueRules'
import { linkTypeDictionary } from '../../../common/linkRules'
import type { Periodicity } from '../../../common/statistics'
import type { EntityTemplate } from '../../../common/templateFormat'
import { writeFacetLogs } from '../facet-logs/writeFacetLog'
import { loadEntities, loadFacets, type StoredEntity } from './entities.load'
import type { SavePlan } from './entities.plan'
import type { EntitySave } from './entities.schema'
import { dictionaryItemKey, type FieldWrite, type LinkWrite, type Lookups, type UserRef } from './entities.validate'
import type { Caller } from './entities.workflow'
import { batches } from '../../db/batches'
import { json, ROWS_PER_STATEMENT, updateRows } from '../../db/updateRows'

const chunks = <T>(rows: readonly T[]) => batches(rows, ROWS_PER_STATEMENT)

/** The users some rows name (assignees, the caller), by id, as the assignment rules read them (role, blocked, activated). */
export async function usersById(db: Knex, ids: Iterable<string | null | undefined>): Promise<Map<string, UserRef>> {
  const wanted = [...new Set([...ids].filter((id): id is string => typeof id === 'string'))]
  const users: UserRef[] = wanted.length
    ? await db('users').whereIn('id', wanted).select('id', 'name', 'role', 'isBlocked', 'isVerified')
    : []
  return new Map(users.map((user) => [user.id, user]))
}

/** What the checks need from the database: the users, dictionary items and link targets a save names. */
export async function lookupsFor(
  db: Knex,
  template: EntityTemplate,
  input: EntitySave,
  stored: StoredEntity | null,
  caller: Caller,
): Promise<Lookups> {
  const users = await usersById(db, [
    caller.id,
    input.meta?.assignedToId,
    stored?.meta.assignedToId,
    ...input.facets.map((facet) => facet.meta?.assignedToId),
    ...(stored?.facets ?? []).map((facet) => facet.meta.assignedToId),
  ])

  const fieldTypes = new Map(
    template.facetTypes.flatMap((facetType) => facetType.facetFieldTypes).map((fieldType) => [fieldType.id, fieldType]),
  )
  const wanted = input.facets.flatMap((facet) => [
    ...facet.fields.flatMap((field) => {
      const fieldType = fieldTypes.get(field.facetFieldTypeId)
      const key = fieldType && dictionaryOfValue(fieldType.kind, fieldType.rules, field.name)
      return key && typeof field.value === 'string' && field.value ? [{ key, value: field.value }] : []
    }),
    // a link's type is an item of its field's dictionary for its direction
    ...(facet.links ?? []).flatMap((link) => {
      const fieldType = link.facetFieldTypeId ? fieldTypes.get(link.facetFieldTypeId) : undefined
      const key = fieldType && linkTypeDictionary(fieldType.rules, link.direction)
      return key && link.type ? [{ key, value: link.type }] : []
    }),
  ])
  const items: { key: string; value: string }[] = wanted.length
    ? await db('dictionary_items')
        .join('dictionaries', 'dictionaries.id', 'dictionary_items.dictionaryId')
        .whereIn('dictionaries.key', [...new Set(wanted.map((item) => item.key))])
        .whereIn('dictionary_items.value', [...new Set(wanted.map((item) => item.value))])
        .select('dictionaries.key', 'dictionary_items.value')
    : []

  const targetIds = [
    ...new Set([...(input.links ?? []), ...input.facets.flatMap((facet) => facet.links ?? [])].map((l) => l.targetId)),
  ]
  const targets: { id: string; type: string; subType: string | null }[] = targetIds.length
    ? await db('entities').whereIn('id', targetIds).select('id', 'type', 'subType')
    : []
  const typeIds = [
    ...new Set([...input.facets, ...(stored?.facets ?? [])].flatMap((facet) => facet.crossEntityFacetTypeId ?? [])),
  ]
  const statisticTypes: { id: string; periodicity: Periodicity }[] = typeIds.length
    ? await db('cross_entity_facet_types').whereIn('id', typeIds).select('id', 'periodicity')
    : []
  return {
    users,
    dictionaryItems: new Set(items.map((item) => dictionaryItemKey(item.key, item.value))),
    linkTargets: new Map(targets.map((target) => [target.id, { type: target.type, subType: target.subType }])),
    statisticTypes: new Map(statisticTypes.map((type) => [type.id, { periodicity: type.periodicity }])),
  }
}

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
