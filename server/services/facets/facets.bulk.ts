import type { Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { entityCompleteness, requiredFieldsFilled } from '../../../common/facetFilled'
import type { EntityTemplate, Stage } from '../../../common/templateFormat'
import { updateRows } from '../../db/updateRows'
import type { Application } from '../../declarations'
import { versionAfter } from '../../hooks/versions'
import { lockedEntities } from '../entities/entities.bulk'
import { loadEntities, loadFacets } from '../entities/entities.load'
import { derivedName } from '../entities/entities.workflow'

/** A facet a mass edit names, with what its rules read: its type's name and its entity's template. */
export interface LockedFacet {
  id: string
  entityId: string
  facetTypeId: string
  stage: Stage
  assignedToId: string | null
  typeName: string
  entityTemplateId: string
}

/** The facets a mass edit names, locked until it commits. */
export async function lockedFacets(db: Knex, ids: string[]): Promise<Map<string, LockedFacet>> {
  const rows: LockedFacet[] = await db('facets as f')
    .join('facet_types as ft', 'ft.id', 'f.facetTypeId')
    .join('entities as e', 'e.id', 'f.entityId')
    .whereIn('f.id', [...new Set(ids)])
    .forUpdate('f')
    .select(
      'f.id',
      'f.entityId',
      'f.facetTypeId',
      'f.stage',
      'f.assignedToId',
      'ft.name as typeName',
      'e.entityTemplateId',
    )
  return new Map(rows.map((row) => [row.id, row]))
}

/** The templates of some facets, each read once (as GET /entity-templates/{id} answers it). */
export async function templatesOf(
  app: Application,
  facets: Iterable<Pick<LockedFacet, 'entityTemplateId'>>,
  params?: Params,
): Promise<Map<string, EntityTemplate>> {
  const ids = [...new Set([...facets].map((facet) => facet.entityTemplateId))]
  const templates = await Promise.all(
    ids.map(async (id) => {
      const template = await app.service('entity-templates').get(id, { transaction: params?.transaction })
      const dated: EntityTemplate = {
        ...template,
        createdAt: new Date(template.createdAt).toISOString(),
        updatedAt: new Date(template.updatedAt).toISOString(),
      }
      return [id, dated] as const
    }),
  )
  return new Map(templates)
}

/** The facets among `facets` whose required fields are not all filled, as the transaction `db` holds them. */
export async function incompleteFacets(
  db: Knex,
  facets: readonly LockedFacet[],
  templates: Map<string, EntityTemplate>,
): Promise<Set<string>> {
  if (!facets.length) return new Set()
  const contents = [...(await loadFacets(db, { column: 'id', ids: facets.map((facet) => facet.id) })).values()].flat()
  return new Set(
    facets.flatMap((facet) => {
      const facetType = templates.get(facet.entityTemplateId)?.facetTypes.find((one) => one.id === facet.facetTypeId)
      const content = contents.find((one) => one.id === facet.id)
      return facetType && content && !requiredFieldsFilled(facetType, content) ? [facet.id] : []
    }),
  )
}

/**
 * A mass edit changes the entities of its facets: their version moves and the caller is their last
 * saver, so an editor open on one of them gets 409 on its next save instead of writing back its stale
 * copy of the facet. When fields changed, the entity's name (from its Name facet) and completeness
 * are derived again, as a save would.
 */
export async function touchEntities(
  db: Knex,
  entityIds: string[],
  caller: { id: string },
  templates?: Map<string, EntityTemplate>,
): Promise<void> {
  const stored = await lockedEntities(db, entityIds)
  const derived = new Map(
    (templates ? await loadEntities(db, [...stored.keys()]) : []).map((entity) => [entity.id, entity]),
  )
  const rows = [...stored].map(([id, row]) => {
    const entity = derived.get(id)
    const template = entity && templates?.get(entity.entityTemplateId)
    const after = (entity?.facets ?? []).map((facet) => ({
      facetTypeId: facet.facetTypeId,
      order: facet.order,
      content: facet,
    }))
    return {
      id,
      updatedAt: versionAfter(row.updatedAt).toISOString(),
      updatedById: caller.id,
      // without fields changed, the name and completeness stay as stored (null keeps them)
      name: template ? derivedName(template, after, row.name) : null,
      completeness: template ? entityCompleteness(template.facetTypes, after) : null,
    }
  })
  await updateRows(
    db,
    'entities',
    { updatedAt: 'timestamptz', updatedById: 'uuid', name: 'varchar', completeness: 'integer' },
    rows,
    { keepWhenNull: ['name', 'completeness'] },
  )
}
