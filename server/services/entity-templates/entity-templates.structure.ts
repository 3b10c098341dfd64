import { BadRequest } from '@feathersjs/errors'
import type { Knex } from 'knex'
import type { FacetFieldType, FacetType } from '../../../common/templateFormat'
import type { TemplateInput } from '../../../common/templateRules'

type FacetTypeRow = Omit<FacetType, 'facetFieldTypes'> & { entityTemplateId: string }
type FieldTypeRow = FacetFieldType & { facetTypeId: string }

/** The facet types of some templates with their field types, in order: two queries for any number. */
export async function structureOf(db: Knex, templateIds: string[]): Promise<Map<string, FacetType[]>> {
  const byTemplate = new Map<string, FacetType[]>(templateIds.map((id) => [id, []]))
  if (!templateIds.length) return byTemplate
  const facetTypes: FacetTypeRow[] = await db('facet_types')
    .whereIn('entityTemplateId', templateIds)
    .orderBy([{ column: 'order' }, { column: 'name' }])
  const fieldTypes: FieldTypeRow[] = facetTypes.length
    ? await db('facet_field_types')
        .whereIn(
          'facetTypeId',
          facetTypes.map((facetType) => facetType.id),
        )
        .orderBy([{ column: 'order' }, { column: 'name' }])
    : []
  const fieldsByFacetType = new Map<string, FacetFieldType[]>()
  for (const { facetTypeId, ...fieldType } of fieldTypes) {
    fieldsByFacetType.set(facetTypeId, [...(fieldsByFacetType.get(facetTypeId) ?? []), fieldType])
  }
  for (const { entityTemplateId, ...facetType } of facetTypes) {
    byTemplate.get(entityTemplateId)?.push({ ...facetType, facetFieldTypes: fieldsByFacetType.get(facetType.id) ?? [] })
  }
  return byTemplate
}

const structureError = (detail: string) =>
  new BadRequest('Template has errors in structure', { errors: [{ path: 'facetTypes', message: detail }] })

/**
 * Writes a template's facet and field types as sent. Those sent with an id keep it (facets and fields
 * refer to them) and are updated; those without are added; those of the template no longer sent stay,
 * marked deleted (facet types) or archived (field types), so no facet loses its type.
 */
export async function writeStructure(db: Knex, templateId: string, facetTypes: TemplateInput['facetTypes']) {
  const stored = (await structureOf(db, [templateId])).get(templateId) ?? []
  const storedFacetTypes = new Map(stored.map((facetType) => [facetType.id, facetType]))
  const keptFacetTypes = new Set<string>()
  for (const { id, facetFieldTypes, ...facetType } of facetTypes) {
    if (id && !storedFacetTypes.has(id)) throw structureError(`Facet type ${id} is not one of this template`)
    let facetTypeId = id
    if (facetTypeId) await db('facet_types').where({ id: facetTypeId }).update(facetType)
    else [{ id: facetTypeId }] = await db('facet_types').insert({ ...facetType, entityTemplateId: templateId }, ['id'])
    keptFacetTypes.add(facetTypeId as string)

    const storedFieldTypes = new Set(storedFacetTypes.get(facetTypeId as string)?.facetFieldTypes.map((f) => f.id))
    const keptFieldTypes = new Set<string>()
    for (const { id: fieldTypeId, rules, ...fieldType } of facetFieldTypes) {
      if (fieldTypeId && !storedFieldTypes.has(fieldTypeId)) {
        throw structureError(`Field type ${fieldTypeId} is not one of facet type ${facetType.name}`)
      }
      const row = { ...fieldType, rules: JSON.stringify(rules ?? {}) }
      if (fieldTypeId) {
        await db('facet_field_types').where({ id: fieldTypeId }).update(row)
        keptFieldTypes.add(fieldTypeId)
      } else {
        await db('facet_field_types').insert({ ...row, facetTypeId })
      }
    }
    const dropped = [...storedFieldTypes].filter((fieldTypeId) => !keptFieldTypes.has(fieldTypeId))
    if (dropped.length) await db('facet_field_types').whereIn('id', dropped).update({ archived: true })
  }
  const droppedFacetTypes = stored.map((facetType) => facetType.id).filter((id) => !keptFacetTypes.has(id))
  if (droppedFacetTypes.length) await db('facet_types').whereIn('id', droppedFacetTypes).update({ deleted: true })
}
