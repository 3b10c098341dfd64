import type { EntityMeta, FacetMeta, FieldValue } from './entityFormat'

/**
 * Entity history: what a revision keeps of an entity after a save (its name, its stage and assignee, its
 * facets and their fields) and how two revisions differ. Links and statistic series are not part of it:
 * the relationship panels and the series keep their own dates, and a restore leaves them as they are.
 */

export interface RevisionField {
  facetFieldTypeId: string
  name: string
  order: number
  value: FieldValue
}

export interface RevisionFacet {
  id: string
  facetTypeId: string
  order: number
  meta: FacetMeta
  fields: RevisionField[]
}

export interface RevisionContent {
  name: string
  meta: FacetMeta
  facets: RevisionFacet[]
}

/** The content of an entity as a revision keeps it: only what a save decides, in a stable order. */
export function revisionContentOf(entity: {
  name: string
  meta: EntityMeta | FacetMeta
  facets: readonly { id: string; facetTypeId: string; order: number; meta: FacetMeta; fields: RevisionField[] }[]
}): RevisionContent {
  return {
    name: entity.name,
    meta: { stage: entity.meta.stage, assignedToId: entity.meta.assignedToId },
    facets: [...entity.facets]
      .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
      .map((facet) => ({
        id: facet.id,
        facetTypeId: facet.facetTypeId,
        order: facet.order,
        meta: { stage: facet.meta.stage, assignedToId: facet.meta.assignedToId },
        fields: [...facet.fields]
          .sort((a, b) => fieldKey(a).localeCompare(fieldKey(b)))
          .map(({ facetFieldTypeId, name, order, value }) => ({ facetFieldTypeId, name, order, value })),
      })),
  }
}

/** A field is one attribute of one set of one field type: the same key in two revisions is the same field. */
export const fieldKey = (field: Pick<RevisionField, 'facetFieldTypeId' | 'name' | 'order'>) =>
  `${field.facetFieldTypeId}/${field.order}/${field.name}`

/** A value before and after; `null` on a side where there was none. */
export interface Change<T> {
  before: T | null
  after: T | null
}

export interface FieldChange extends Change<FieldValue> {
  facetFieldTypeId: string
  name: string
  order: number
}

export type FacetChangeKind = 'added' | 'removed' | 'changed'

export interface FacetChange {
  facetId: string
  facetTypeId: string
  kind: FacetChangeKind
  stage?: Change<string>
  assignedToId?: Change<string>
  fields: FieldChange[]
}

export interface RevisionChanges {
  name?: Change<string>
  stage?: Change<string>
  assignedToId?: Change<string>
  facets: FacetChange[]
}

const hasValue = (value: FieldValue | undefined) => value !== null && value !== undefined && value !== ''

const changeOf = <T>(before: T | null, after: T | null): Change<T> | undefined =>
  before === after ? undefined : { before, after }

function fieldChanges(before: readonly RevisionField[], after: readonly RevisionField[]): FieldChange[] {
  const old = new Map(before.map((field) => [fieldKey(field), field]))
  const now = new Map(after.map((field) => [fieldKey(field), field]))
  const keys = [...new Set([...old.keys(), ...now.keys()])].sort()
  return keys.flatMap((key) => {
    const was = old.get(key)
    const is = now.get(key)
    const from = was?.value ?? null
    const to = is?.value ?? null
    // an empty field and no field read the same in the editor
    if (from === to || (!hasValue(from) && !hasValue(to))) return []
    const { facetFieldTypeId, name, order } = (is ?? was)!
    return [{ facetFieldTypeId, name, order, before: from, after: to }]
  })
}

function metaChanges(before: FacetMeta | null, after: FacetMeta | null) {
  const stage = changeOf<string>(before?.stage ?? null, after?.stage ?? null)
  const assignedToId = changeOf(before?.assignedToId ?? null, after?.assignedToId ?? null)
  return { ...(stage ? { stage } : {}), ...(assignedToId ? { assignedToId } : {}) }
}

/**
 * What changed from one revision to the next: the name, the entity's stage and assignee, and per facet
 * (matched by id) whether it was added, removed or changed, with its fields that changed. Without a
 * previous revision every facet is added.
 */
export function revisionChanges(before: RevisionContent | null, after: RevisionContent): RevisionChanges {
  const old = new Map((before?.facets ?? []).map((facet) => [facet.id, facet]))
  const now = new Set(after.facets.map((facet) => facet.id))
  const facets: FacetChange[] = []
  for (const facet of after.facets) {
    const was = old.get(facet.id)
    const fields = fieldChanges(was?.fields ?? [], facet.fields)
    const meta = was ? metaChanges(was.meta, facet.meta) : {}
    if (was && !fields.length && !Object.keys(meta).length) continue
    facets.push({ facetId: facet.id, facetTypeId: facet.facetTypeId, kind: was ? 'changed' : 'added', ...meta, fields })
  }
  for (const facet of before?.facets ?? []) {
    if (now.has(facet.id)) continue
    const fields = fieldChanges(facet.fields, [])
    facets.push({ facetId: facet.id, facetTypeId: facet.facetTypeId, kind: 'removed', fields })
  }
  const name = before ? changeOf(before.name, after.name) : undefined
  return { ...(name ? { name } : {}), ...(before ? metaChanges(before.meta, after.meta) : {}), facets }
}

/** A list item's line: how many facets were added, removed and changed, and how many fields changed. */
export interface RevisionSummary {
  first: boolean
  nameChanged: boolean
  stageChanged: boolean
  assigneeChanged: boolean
  facetsAdded: number
  facetsRemoved: number
  facetsChanged: number
  fieldsChanged: number
}

export function revisionSummary(before: RevisionContent | null, after: RevisionContent): RevisionSummary {
  const changes = revisionChanges(before, after)
  const count = (kind: FacetChangeKind) => changes.facets.filter((facet) => facet.kind === kind).length
  return {
    first: before === null,
    nameChanged: Boolean(changes.name),
    stageChanged: Boolean(changes.stage),
    assigneeChanged: Boolean(changes.assignedToId),
    facetsAdded: count('added'),
    facetsRemoved: count('removed'),
    facetsChanged: count('changed'),
    fieldsChanged: changes.facets.reduce((sum, facet) => sum + facet.fields.length, 0),
  }
}
