import { FIELD_SET_ATTRIBUTES } from '../../../common/entityFormat'
import type { EntitySave, FacetFieldSave, FacetSave } from '../../../server/services/entities/entities.schema'
import { requiredFieldsFilled } from '../../../common/facetFilled'
import type { FacetFieldType, FacetType } from '../../../common/templateFormat'
import {
  entityName,
  facetContent,
  facetTypeOf,
  hasValue,
  linkChanged,
  pointChanged,
  sentPoints,
  type DraftFacet,
  type DraftFieldSet,
  type EntityDraft,
} from './draft'

/**
 * The save of a draft (spec 1 §7, docs/api.md): new facets and fields without ids, changed ones with
 * theirs, unchanged fields left out (the server keeps them), and the lists of what to delete.
 */

/** Sets kept by a save: saved ones, and new ones with something written; numbered 1, 2, … */
const keptSets = (sets: readonly DraftFieldSet[]) =>
  sets.filter((set) => Object.keys(set.ids).length > 0 || Object.values(set.values).some(hasValue))

function changedFields(fieldType: FacetFieldType, sets: readonly DraftFieldSet[]): FacetFieldSave[] {
  const attributes = FIELD_SET_ATTRIBUTES[fieldType.kind]
  return keptSets(sets).flatMap((set, index) => {
    const order = index + 1
    return attributes.flatMap((name): FacetFieldSave[] => {
      const value = set.values[name]
      const id = set.ids[name]
      const field = { facetFieldTypeId: fieldType.id, name, order, value: value ?? null }
      if (id) return value !== set.saved[name] || order !== set.savedOrder ? [{ id, ...field }] : []
      return hasValue(value) ? [field] : []
    })
  })
}

function facetFields(facet: DraftFacet, facetType: FacetType | undefined): FacetFieldSave[] {
  if (!facetType) return []
  return facetType.facetFieldTypes
    .filter((fieldType) => !fieldType.archived)
    .flatMap((fieldType) => changedFields(fieldType, facet.fieldSets[fieldType.id] ?? []))
}

const sameMeta = (facet: DraftFacet) =>
  facet.savedMeta !== null &&
  facet.savedMeta.stage === facet.meta.stage &&
  facet.savedMeta.assignedToId === facet.meta.assignedToId

/** The points a save sends: new ones without id, changed ones with theirs (the server keeps the rest). */
const changedPoints = (facet: DraftFacet) =>
  sentPoints(facet)
    .filter(pointChanged)
    .map(({ id, date, value }) => ({ ...(id === null ? {} : { id }), date, value }))

/** The links a save sends: new ones with a target, without id; changed ones with theirs. */
const changedLinks = (facet: DraftFacet) =>
  facet.links
    .filter((link) => link.targetId && linkChanged(link))
    .map(({ id, facetFieldTypeId, targetId, direction, type, strength, description }) => ({
      ...(id ? { id } : {}),
      facetFieldTypeId,
      targetId: targetId!,
      direction,
      type,
      strength,
      description,
    }))

/** The facets a save sends, with their drafts: new ones, and saved ones changed in any way. */
export function facetChanges(draft: EntityDraft): { facet: DraftFacet; input: FacetSave }[] {
  return draft.facets.flatMap((facet) => {
    const fields = facetFields(facet, facetTypeOf(draft.template, facet.facetTypeId))
    const points = changedPoints(facet)
    const links = changedLinks(facet)
    const typeChanged = facet.crossEntityFacetTypeId !== facet.savedTypeId
    const changed =
      !facet.id ||
      fields.length > 0 ||
      points.length > 0 ||
      links.length > 0 ||
      typeChanged ||
      facet.order !== facet.savedOrder ||
      !sameMeta(facet)
    if (!changed) return []
    const input: FacetSave = {
      ...(facet.id ? { id: facet.id } : {}),
      facetTypeId: facet.facetTypeId,
      order: facet.order,
      meta: facet.meta,
      fields,
      ...(typeChanged ? { crossEntityFacetTypeId: facet.crossEntityFacetTypeId } : {}),
      ...(points.length ? { crossEntityFacets: points } : {}),
      ...(links.length ? { links } : {}),
    }
    return [{ facet, input }]
  })
}

/** The body of POST /entities (new) or PATCH /entities/{id}. */
export function toSavePayload(draft: EntityDraft): EntitySave {
  return {
    entityTemplateId: draft.template.id,
    type: draft.type,
    subType: draft.subType,
    name: entityName(draft),
    hidden: draft.hidden,
    meta: { assignedToId: draft.meta.assignedToId, stage: draft.meta.stage },
    facets: facetChanges(draft).map(({ input }) => input),
    // fields of removed facets are not listed: they go with their facet
    facetFieldsToDestroy: draft.facets.flatMap((facet) => facet.fieldsToDestroy),
    facetsToDestroy: draft.facetsToDestroy,
    cefsToDestroy: draft.facets.flatMap((facet) => facet.pointsToDestroy),
    linksToDestroy: draft.facets.flatMap((facet) => facet.linksToDestroy),
    ...(draft.updatedAt ? { updatedAt: draft.updatedAt } : {}),
  }
}

/** Names of the facet types of saved facets whose required fields are empty: the save warns of them. */
export function facetTypesWithEmptyRequired(draft: EntityDraft): string[] {
  return facetChanges(draft).flatMap(({ facet }) => {
    const facetType = facetTypeOf(draft.template, facet.facetTypeId)
    return facetType && !requiredFieldsFilled(facetType, facetContent(facet)) ? [facetType.name] : []
  })
}
