import type { Knex } from 'knex'
import { entityCompleteness, type FacetContent } from '../../../common/facetFilled'
import { structureOf } from '../../services/entity-templates/entity-templates.structure'
import { updateRows } from '../updateRows'

/**
 * A required facet type an entity has no facet of now counts as one more facet not filled (spec 2 §3,
 * `entityCompleteness`); the completeness each save stored before did not count it. Only such entities
 * can change, so only they are read again: a few thousand at a time, each batch's facets, fields, links
 * and series points in one query apiece, so 200,000 entities of 2,000,000 facets stay within memory.
 */
const BATCH = 2000

interface FacetRow {
  id: string
  entityId: string
  facetTypeId: string
  crossEntityFacetTypeId: string | null
}
type FieldRow = FacetContent['fields'][number] & { facetId: string }
type LinkRow = { facetId: string; facetFieldTypeId: string | null; targetId: string }
type PointRow = { facetId: string; date: Date; value: number | null }

const groupBy = <T>(rows: readonly T[], key: (row: T) => string) => {
  const groups = new Map<string, T[]>()
  for (const row of rows) {
    const group = groups.get(key(row))
    if (group) group.push(row)
    else groups.set(key(row), [row])
  }
  return groups
}

/** The entities lacking a facet of a live required facet type of their template, by id. */
const lacking = (db: Knex): Promise<{ id: string; entityTemplateId: string }[]> =>
  db('entities as e')
    .whereExists(
      db('facet_types as ft')
        .whereRaw('ft."entityTemplateId" = e."entityTemplateId"')
        .where({ 'ft.required': true, 'ft.display': true, 'ft.deleted': false, 'ft.archived': false })
        .whereNotExists(db('facets as f').whereRaw('f."entityId" = e.id AND f."facetTypeId" = ft.id').select(1))
        .select(1),
    )
    .orderBy('e.id')
    .select('e.id', 'e.entityTemplateId')

const byFacet = (row: { facetId: string }) => row.facetId

async function completenessOf(db: Knex, entities: { id: string; entityTemplateId: string }[]) {
  const templates = await structureOf(db, [...new Set(entities.map((entity) => entity.entityTemplateId))])
  const ids = entities.map((entity) => entity.id)
  const facets: FacetRow[] = await db('facets')
    .whereIn('entityId', ids)
    .select('id', 'entityId', 'facetTypeId', 'crossEntityFacetTypeId')
  // each table joined to the batch's facets: one query apiece, whatever the number of facets
  const ofBatch = (table: string) =>
    db(`${table} as t`).join('facets as f', 'f.id', 't.facetId').whereIn('f.entityId', ids)
  const fields: FieldRow[] = await ofBatch('facet_fields').select(
    't.facetId',
    't.facetFieldTypeId',
    't.name',
    't.order',
    't.value',
  )
  const links: LinkRow[] = await ofBatch('links').select('t.facetId', 't.facetFieldTypeId', 't.targetId')
  const points: PointRow[] = await ofBatch('cross_entity_facets').select('t.facetId', 't.date', 't.value')
  const [fieldsOf, linksOf, pointsOf] = [groupBy(fields, byFacet), groupBy(links, byFacet), groupBy(points, byFacet)]
  const byEntity = groupBy(facets, (facet) => facet.entityId)
  return entities.map((entity) => ({
    id: entity.id,
    completeness: entityCompleteness(
      templates.get(entity.entityTemplateId) ?? [],
      (byEntity.get(entity.id) ?? []).map((facet) => ({
        facetTypeId: facet.facetTypeId,
        content: {
          fields: fieldsOf.get(facet.id) ?? [],
          links: linksOf.get(facet.id) ?? [],
          crossEntityFacetTypeId: facet.crossEntityFacetTypeId,
          crossEntityFacets: pointsOf.get(facet.id) ?? [],
        },
      })),
    ),
  }))
}

export async function up(db: Knex) {
  const entities = await lacking(db)
  for (let start = 0; start < entities.length; start += BATCH) {
    const rows = await completenessOf(db, entities.slice(start, start + BATCH))
    await updateRows(db, 'entities', { completeness: 'integer' }, rows)
  }
}

// the completeness without the missing facets was the old rule's: a save under it stores it again
export async function down() {}
