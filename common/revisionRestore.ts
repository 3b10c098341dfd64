import type { FacetFieldRecord, FieldValue } from './entityFormat'
import { fieldKey, type RevisionContent, type RevisionField } from './entityRevisions'

interface FieldSent {
  id?: string
  facetFieldTypeId: string
  name: string
  order: number
  value: FieldValue
}

interface FacetSent {
  id?: string
  facetTypeId: string
  order: number
  fields: FieldSent[]
}

/** The part of PATCH /entities/{id}'s body a restore sends (the server's EntitySave, docs/api.md). */
export interface RestoreSave {
  entityTemplateId: string
  type: string
  subType: string | null
  name: string
  facets: FacetSent[]
  facetFieldsToDestroy: string[]
  facetsToDestroy: string[]
}

/** The entity as it is now: what a restore is sent against. */
export interface RestoreTarget {
  entityTemplateId: string
  type: string
  subType: string | null
  facets: readonly { id: string; facetTypeId: string; fields: readonly FacetFieldRecord[] }[]
}

function fieldsToSend(current: readonly FacetFieldRecord[], wanted: readonly RevisionField[]) {
  const byKey = new Map(current.map((field) => [fieldKey(field), field]))
  const sent = wanted.flatMap((field): FieldSent[] => {
    const stored = byKey.get(fieldKey(field))
    if (!stored) return [{ ...field }]
    return stored.value === field.value ? [] : [{ ...field, id: stored.id }]
  })
  const kept = new Set(wanted.map(fieldKey))
  return { sent, destroyed: current.filter((field) => !kept.has(fieldKey(field))).map((field) => field.id) }
}

/**
 * Restoring a revision is an ordinary save of the entity as the revision had it: its facets that still
 * exist get the revision's fields (changed ones by id, missing ones new, extra ones destroyed); its facets
 * removed since come back as new facets; facets added since are destroyed. Stages and assignees are left
 * as they are: those move by the workflow, whose rules a restore must not go around. Links and series
 * are not in a revision and are not sent, so they stay.
 */
export function restoreSave(current: RestoreTarget, content: RevisionContent): RestoreSave {
  const stored = new Map(current.facets.map((facet) => [facet.id, facet]))
  const facetFieldsToDestroy: string[] = []
  const facets = content.facets.map((facet): FacetSent => {
    const now = stored.get(facet.id)
    const { sent, destroyed } = fieldsToSend(now?.fields ?? [], facet.fields)
    facetFieldsToDestroy.push(...destroyed)
    const base = { facetTypeId: facet.facetTypeId, order: facet.order, fields: sent }
    return now ? { id: now.id, ...base } : base
  })
  const kept = new Set(content.facets.map((facet) => facet.id))
  return {
    entityTemplateId: current.entityTemplateId,
    type: current.type,
    subType: current.subType,
    name: content.name,
    facets,
    facetFieldsToDestroy,
    facetsToDestroy: current.facets.filter((facet) => !kept.has(facet.id)).map((facet) => facet.id),
  }
}
