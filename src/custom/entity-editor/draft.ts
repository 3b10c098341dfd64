import type {
  LinkDirection,
  EntityMeta,
  EntityRecord,
  FacetMeta,
  FacetRecord,
  FieldSetValues,
  FieldValue,
  LinkRecord,
  TopicRecord,
} from '../../../common/entityFormat'
import { facetCompletion, type CompletionColour, type FacetContent } from '../../../common/facetFilled'
import type { EntityTemplate, FacetFieldType, FacetType } from '../../../common/templateFormat'
import { INITIAL_STAGE } from '../../../common/workflow'

/**
 * The entity being edited (the draft) and how it is made: from the API's answer, or new from a
 * template. The editor's reducer (editorState.ts) changes it; savePayload.ts turns it into a save.
 */

/** clean: as saved (Saved); dirty: changed (Save); saving: a load or save is in flight (Saving). */
export type SaveStatus = 'clean' | 'dirty' | 'saving'

/** One field set of a field type, with the ids of its saved fields so that a save updates them. */
export interface DraftFieldSet {
  /** stable across renumbering: the React key */
  key: string
  /** attribute → id of the saved field holding it */
  ids: Partial<Record<string, string>>
  values: FieldSetValues
  /** the values and set number as last saved, to send only what changed */
  saved: FieldSetValues
  savedOrder: number | null
}

/** What a link of a Link field holds (spec 2 §3 Link), as edited and as saved. */
export interface LinkValues {
  targetId: string | null
  target: { id: string; name: string; type: string; subType: string | null } | null
  direction: LinkDirection
  type: string | null
  strength: number | null
  description: string | null
}

/** A link of a facet's Link field: its id once saved, and its values as last saved. */
export interface DraftLink extends LinkValues {
  key: string
  id: string | null
  facetFieldTypeId: string
  saved: LinkValues | null
}

/** A point of a statistic facet's series: the date as YYYY-MM-DD (the server stores it by periodicity). */
export interface DraftPoint {
  key: string
  id: number | null
  date: string
  value: number | null
  /** as last saved, to send only what changed */
  saved: { date: string; value: number } | null
  rank: number | null
  total: number | null
  percent: number | null
}

export interface DraftFacet {
  /** the facet id once saved, else a key of the draft's own */
  key: string
  id: string | null
  facetTypeId: string
  /** as saved; renumbered 1, 2, … when facets are added or moved */
  order: number
  meta: FacetMeta
  savedMeta: FacetMeta | null
  savedOrder: number | null
  creatorId: string | null
  crossEntityFacetTypeId: string | null
  savedTypeId: string | null
  /** a statistic facet's series, in date order as loaded */
  series: DraftPoint[]
  /** saved points removed in the editor, deleted by the next save (cefsToDestroy) */
  pointsToDestroy: number[]
  /** field type id → its sets, in order */
  fieldSets: Partial<Record<string, DraftFieldSet[]>>
  links: DraftLink[]
  /** saved links of this facet removed in the editor, deleted by the next save */
  linksToDestroy: string[]
  /** saved fields of this facet removed in the editor, deleted by the next save */
  fieldsToDestroy: string[]
  logsCount: number
  amountComment: number
}

export interface EntityDraft {
  id: string | null
  template: EntityTemplate
  type: string
  subType: string | null
  /** the stored name; a template with a Name facet type takes the name from that facet */
  name: string
  hidden: boolean
  meta: EntityMeta
  topics: TopicRecord[]
  /** the version of the loaded copy, sent back with a PATCH */
  updatedAt: string | null
  facets: DraftFacet[]
  facetsToDestroy: string[]
  status: SaveStatus
  /** numbers the keys of new facets and field sets */
  nextKey: number
}

const typeMaps = new WeakMap<EntityTemplate, Map<string, FacetType>>()

/** The facet type of an id in a template (looked up often: cached per template). */
export function facetTypeOf(template: EntityTemplate, facetTypeId: string): FacetType | undefined {
  let byId = typeMaps.get(template)
  if (!byId) {
    byId = new Map(template.facetTypes.map((facetType) => [facetType.id, facetType]))
    typeMaps.set(template, byId)
  }
  return byId.get(facetTypeId)
}

const facetMaps = new WeakMap<DraftFacet[], Map<string, DraftFacet>>()

/** A facet of the draft by its key (each part of the editor looks up its own: cached per facet list). */
export function facetByKey(draft: EntityDraft, facetKey: string): DraftFacet | undefined {
  let byKey = facetMaps.get(draft.facets)
  if (!byKey) {
    byKey = new Map(draft.facets.map((facet) => [facet.key, facet]))
    facetMaps.set(draft.facets, byKey)
  }
  return byKey.get(facetKey)
}

/** What the body's layout reads of a facet: which it is and of which type, not what it holds. */
export type FacetSlot = Pick<DraftFacet, 'key' | 'facetTypeId'>

export const facetSlots = (draft: EntityDraft): FacetSlot[] =>
  draft.facets.map(({ key, facetTypeId }) => ({ key, facetTypeId }))

/** The same facets in the same order: editing a field leaves the layout as it is. */
export const sameSlots = (a: readonly FacetSlot[], b: readonly FacetSlot[]) =>
  a.length === b.length &&
  a.every((slot, index) => slot.key === b[index].key && slot.facetTypeId === b[index].facetTypeId)

/** The field types a facet shows, in order: archived ones are kept in the data, not shown. */
export const liveFieldTypes = (facetType: FacetType): FacetFieldType[] =>
  facetType.facetFieldTypes.filter((fieldType) => !fieldType.archived).sort((a, b) => a.order - b.order)

export const emptyFieldSet = (key: string): DraftFieldSet => ({ key, ids: {}, values: {}, saved: {}, savedOrder: null })

/** A value that counts as written: new fields are only sent for these. */
export const hasValue = (value: FieldValue | undefined) => value !== undefined && value !== null && value !== ''

/** A Link field type's sets are the facet's links (kept and edited as links), not fields. */
export const holdsFields = (fieldType: FacetFieldType) => fieldType.kind !== 'Link'

const madeWithASet = (fieldType: FacetFieldType) => fieldType.create && holdsFields(fieldType)

/** The sets a facet is made with: one empty set per live field type offered on creation. */
function initialFieldSets(facetType: FacetType, nextKey: number) {
  const fieldSets: DraftFacet['fieldSets'] = {}
  let key = nextKey
  for (const fieldType of liveFieldTypes(facetType)) {
    if (madeWithASet(fieldType)) fieldSets[fieldType.id] = [emptyFieldSet(`n${key++}`)]
  }
  return { fieldSets, nextKey: key }
}

/** Facets numbered by their place in the list (a new facet has order 0 until then). */
export const renumbered = (facets: DraftFacet[]) =>
  facets.map((facet, index) => (facet.order === index + 1 ? facet : { ...facet, order: index + 1 }))

/** A new facet: assigned to the current user, in progress (spec 1 §4). */
export function newFacet(facetType: FacetType, userId: string | null, nextKey: number) {
  const { fieldSets, nextKey: after } = initialFieldSets(facetType, nextKey + 1)
  const facet: DraftFacet = {
    key: `n${nextKey}`,
    id: null,
    facetTypeId: facetType.id,
    order: 0,
    meta: { stage: INITIAL_STAGE, assignedToId: userId },
    savedMeta: null,
    savedOrder: null,
    creatorId: userId,
    crossEntityFacetTypeId: null,
    savedTypeId: null,
    series: [],
    pointsToDestroy: [],
    fieldSets,
    links: [],
    linksToDestroy: [],
    fieldsToDestroy: [],
    logsCount: 0,
    amountComment: 0,
  }
  return { facet, nextKey: after }
}

/** An emptied facet: its saved fields go to the to-destroy list, its field types start over. */
export function clearedFacet(facet: DraftFacet, facetType: FacetType, nextKey: number) {
  const saved = Object.values(facet.fieldSets).flatMap((sets) =>
    (sets ?? []).flatMap((set) => Object.values(set.ids).filter((id): id is string => Boolean(id))),
  )
  const { fieldSets, nextKey: after } = initialFieldSets(facetType, nextKey)
  const points = facet.series.flatMap((point) => point.id ?? [])
  const links = facet.links.flatMap((link) => link.id ?? [])
  return {
    facet: {
      ...facet,
      fieldSets,
      links: [],
      linksToDestroy: [...facet.linksToDestroy, ...links],
      fieldsToDestroy: [...facet.fieldsToDestroy, ...saved],
      series: [],
      pointsToDestroy: [...facet.pointsToDestroy, ...points],
    },
    nextKey: after,
  }
}

function facetFromRecord(record: FacetRecord, template: EntityTemplate, nextKey: number) {
  const byType = new Map<string, Map<number, DraftFieldSet>>()
  for (const field of record.fields) {
    const sets = byType.get(field.facetFieldTypeId) ?? new Map<number, DraftFieldSet>()
    const set = sets.get(field.order) ?? { key: field.id, ids: {}, values: {}, saved: {}, savedOrder: field.order }
    set.ids[field.name] = field.id
    set.values[field.name] = field.value
    set.saved[field.name] = field.value
    sets.set(field.order, set)
    byType.set(field.facetFieldTypeId, sets)
  }
  const fieldSets: DraftFacet['fieldSets'] = {}
  for (const [typeId, sets] of byType) fieldSets[typeId] = [...sets].sort(([a], [b]) => a - b).map(([, set]) => set)
  let key = nextKey
  const facetType = facetTypeOf(template, record.facetTypeId)
  for (const fieldType of facetType ? liveFieldTypes(facetType) : []) {
    if (madeWithASet(fieldType) && !fieldSets[fieldType.id]?.length)
      fieldSets[fieldType.id] = [emptyFieldSet(`n${key++}`)]
  }
  const facet: DraftFacet = {
    key: record.id,
    id: record.id,
    facetTypeId: record.facetTypeId,
    order: record.order,
    meta: record.meta,
    savedMeta: record.meta,
    savedOrder: record.order,
    creatorId: record.creatorId,
    crossEntityFacetTypeId: record.crossEntityFacetTypeId,
    savedTypeId: record.crossEntityFacetTypeId,
    series: record.crossEntityFacets.map(({ id, date, value, rank, total, percent }) => ({
      key: `p${id}`,
      id,
      date: date.slice(0, 10),
      value,
      saved: { date: date.slice(0, 10), value },
      rank,
      total,
      percent,
    })),
    pointsToDestroy: [],
    fieldSets,
    links: record.links.flatMap((link) => (link.facetFieldTypeId ? [draftLink(link)] : [])),
    linksToDestroy: [],
    fieldsToDestroy: [],
    logsCount: record.logsCount,
    amountComment: record.amountComment,
  }
  return { facet, nextKey: key }
}

const linkValues = (link: LinkRecord): LinkValues => ({
  targetId: link.targetId,
  target: link.target,
  direction: link.direction,
  type: link.type,
  strength: link.strength,
  description: link.description,
})

function draftLink(link: LinkRecord): DraftLink {
  const values = linkValues(link)
  return { ...values, key: link.id, id: link.id, facetFieldTypeId: link.facetFieldTypeId!, saved: values }
}

/** A link that differs from its saved values (or is new). */
export const linkChanged = (link: DraftLink) =>
  !link.saved ||
  (Object.keys(link.saved) as (keyof LinkValues)[]).some((key) =>
    key === 'target' ? link.saved?.targetId !== link.targetId : link.saved?.[key] !== link[key],
  )

/** The draft of a saved entity, as GET /entities/{id} (or a save) answered it: clean. */
export function draftFromRecord(record: EntityRecord): EntityDraft {
  let nextKey = 1
  const facets = [...record.facets]
    .sort((a, b) => a.order - b.order)
    .map((facetRecord) => {
      const made = facetFromRecord(facetRecord, record.entityTemplate, nextKey)
      nextKey = made.nextKey
      return made.facet
    })
  return {
    id: record.id,
    template: record.entityTemplate,
    type: record.type,
    subType: record.subType,
    name: record.name,
    hidden: record.hidden,
    meta: record.meta,
    topics: record.topics,
    updatedAt: record.updatedAt,
    facets,
    facetsToDestroy: [],
    status: 'clean',
    nextKey,
  }
}

/**
 * A new entity of a template: a facet of each facet type made on creation, in template order, each
 * assigned to the current user. It opens dirty: nothing of it is saved (spec 1 §4).
 */
export function draftFromTemplate(template: EntityTemplate, userId: string | null): EntityDraft {
  let nextKey = 1
  const facets = template.facetTypes
    .filter((facetType) => facetType.create && !facetType.deleted && !facetType.archived)
    .sort((a, b) => a.order - b.order)
    .map((facetType) => {
      const made = newFacet(facetType, userId, nextKey)
      nextKey = made.nextKey
      return made.facet
    })
  return {
    id: null,
    template,
    type: template.type,
    subType: template.subType,
    name: '',
    hidden: false,
    meta: { stage: INITIAL_STAGE, assignedToId: null, failedReason: null },
    topics: [],
    updatedAt: null,
    facets: renumbered(facets),
    facetsToDestroy: [],
    status: 'dirty',
    nextKey,
  }
}

/** A facet's content as the filled rules of common/facetFilled read it. */
export function facetContent(facet: DraftFacet): FacetContent {
  const fields: FacetContent['fields'][number][] = []
  for (const [facetFieldTypeId, sets] of Object.entries(facet.fieldSets)) {
    ;(sets ?? []).forEach((set, index) => {
      for (const [name, value] of Object.entries(set.values)) {
        if (value !== undefined) fields.push({ facetFieldTypeId, name, order: index + 1, value })
      }
    })
  }
  return {
    fields,
    links: facet.links.filter((link) => link.targetId),
    crossEntityFacetTypeId: facet.crossEntityFacetTypeId,
    crossEntityFacets: sentPoints(facet).map(({ date, value }) => ({ date, value })),
  }
}

/** A new point with nothing written is not kept: a save leaves it out. */
export const sentPoints = (facet: DraftFacet) =>
  facet.series.filter((point) => point.id !== null || point.date !== '' || point.value !== null)

/** A point changed since it was saved (or new). */
export const pointChanged = (point: DraftPoint) =>
  !point.saved || point.saved.date !== point.date || point.saved.value !== point.value

const NAME_FACET_TYPE = 'Name'

/**
 * The entity's name as the server will store it: with a facet type named Name, the value of its
 * first Label field set (trimmed); otherwise the stored name.
 */
export function entityName(draft: EntityDraft): string {
  const nameType = draft.template.facetTypes.find(
    (facetType) => facetType.name === NAME_FACET_TYPE && !facetType.deleted,
  )
  if (!nameType) return draft.name
  const label = liveFieldTypes(nameType).find((fieldType) => fieldType.kind === 'Label')
  const facet = draft.facets.find((candidate) => candidate.facetTypeId === nameType.id)
  const value = label && facet?.fieldSets[label.id]?.[0]?.values.value
  return typeof value === 'string' ? value.trim() : ''
}

const completions = new WeakMap<DraftFacet, CompletionColour>()

/** A facet's completion colour (spec 1 §4); drafts are never changed in place, so it is kept per facet. */
export function completionOf(facetType: FacetType, facet: DraftFacet): CompletionColour {
  let completion = completions.get(facet)
  if (!completion) {
    completion = facetCompletion(facetType, facetContent(facet))
    completions.set(facet, completion)
  }
  return completion
}
