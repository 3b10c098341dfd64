import type { Knex } from 'knex'
import type { Stage } from '../../common/workflow'

/**
 * Entities written straight to the database, for tests of services that need facets to point at
 * (comments, logs, rejections) without going through the entities API.
 */

export interface FixtureFacet {
  id: string
  facetTypeId: string
  /** the name of its facet type */
  name: string
}

export interface FixtureEntity {
  id: string
  facets: FixtureFacet[]
}

/** A facets row as stored. */
export interface FacetRow {
  id: string
  entityId: string
  facetTypeId: string
  order: number
  stage: Stage
  assignedToId: string | null
  creatorId: string | null
  editorId: string | null
  createdAt: Date
  updatedAt: Date
}

export interface EntityOptions {
  creatorId: string
  name?: string
  /** every facet's assignee and stage */
  assignedToId?: string | null
  stage?: Stage
}

let counter = 0

/** An entity of the reference 'Plot' template, with one facet of each of its facet types, in template order. */
export async function addPlotEntity(db: Knex, options: EntityOptions): Promise<FixtureEntity> {
  const template = await db('entity_templates').select('id', 'type', 'subType').where({ type: 'Plot' }).first()
  if (!template) throw new Error('the reference Plot template is missing')
  const facetTypes: { id: string; name: string }[] = await db('facet_types')
    .select('id', 'name')
    .where({ entityTemplateId: template.id, deleted: false })
    .orderBy('order')
  const [{ id }] = await db('entities').insert(
    {
      name: options.name ?? `Plot ${++counter}`,
      entityTemplateId: template.id,
      type: template.type,
      subType: template.subType,
      creatorId: options.creatorId,
      updatedById: options.creatorId,
    },
    ['id'],
  )
  const facets: FixtureFacet[] = []
  for (const [index, facetType] of facetTypes.entries()) {
    const [facet] = await db('facets').insert(
      {
        entityId: id,
        facetTypeId: facetType.id,
        order: index + 1,
        stage: options.stage ?? 'in progress',
        assignedToId: options.assignedToId === undefined ? options.creatorId : options.assignedToId,
        creatorId: options.creatorId,
      },
      ['id', 'facetTypeId'],
    )
    facets.push({ ...facet, name: facetType.name })
  }
  return { id, facets }
}

export const facetRow = (db: Knex, id: string) => db<FacetRow>('facets').where({ id }).first()
