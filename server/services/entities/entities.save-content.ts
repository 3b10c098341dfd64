import type { FacetRecord, FieldSetValues, FieldValue, LinkDirection, LinkRecord } from '../../../common/entityFormat'
import type { FacetContent } from '../../../common/facetFilled'
import { dictionaryOfValue, fieldValueError, textLength, textLimit } from '../../../common/fieldValueRules'
import { linkAllowsTarget, linkDirections, linkStrength, linkTypeDictionary } from '../../../common/linkRules'
import { fillMessage, messages } from '../../../common/messages'
import type { FacetFieldType, FacetType } from '../../../common/templateFormat'
import type { Stage } from '../../../common/workflow'
import { dictionaryItemKey, refuse, type Lookups } from './entities.save-checks'
import { planSeries, seriesChanged, type SeriesPlan } from './entities.save-series'
import type { FacetFieldSave, LinkSave, PointSave } from './entities.schema'

/**
 * The plan of a facet's content in a save (spec 1 §5, spec 2 §3, §5): which fields and links a facet may
 * hold and what their values may be, and what to write of them. Pure: what it needs from the database
 * comes in `Lookups`.
 */

export interface FieldWrite {
  id: string
  facetId: string
  facetFieldTypeId: string
  name: string
  order: number
  value: FieldValue
}

export interface LinkWrite {
  id: string
  sourceId: string
  sourceEntityType: string
  facetId: string | null
  facetFieldTypeId: string | null
  targetId: string
  targetEntityType: string
  direction: LinkDirection
  type: string | null
  strength: number | null
  description: string | null
  provenance: FieldSetValues | null
  stage: Stage | null
  section: string | null
  order: number
}

/** What a save does to the fields and links of one facet, and the content it leaves. */
export interface ContentPlan {
  newFields: FieldWrite[]
  changedFields: FieldWrite[]
  /** changed fields that move to another set or attribute (written in two steps: see entities.save-write) */
  movedFieldIds: string[]
  destroyedFieldIds: string[]
  newLinks: LinkWrite[]
  changedLinks: LinkWrite[]
  destroyedLinkIds: string[]
  /** field types whose sets changed, for the log (a statistic facet's series counts as its Statistic field) */
  changedFieldTypeIds: Set<string>
  series: SeriesPlan
  content: FacetContent
}

export const contentChanged = (plan: ContentPlan) => plan.changedFieldTypeIds.size > 0

export interface SaveScope {
  entity: { id: string; type: string }
  lookups: Lookups
  /** ids of fields and links the save destroys */
  destroyedFields: Set<string>
  destroyedLinks: Set<string>
  /** ids of series points the save destroys (cefsToDestroy) */
  destroyedPoints: Set<number>
  newId: () => string
}

function checkValue(fieldType: FacetFieldType, field: FacetFieldSave, path: string, lookups: Lookups) {
  const error = fieldValueError(fieldType.kind, fieldType.rules, field.name, field.value)
  if (error) throw refuse(error, path)
  const dictionary = dictionaryOfValue(fieldType.kind, fieldType.rules, field.name)
  if (dictionary && typeof field.value === 'string' && field.value !== '') {
    if (!lookups.dictionaryItems.has(dictionaryItemKey(dictionary, field.value))) {
      throw refuse(fillMessage(messages.valueNotInDictionary, { key: dictionary }), path)
    }
  }
}

/** A field or link sent with an id: one of the stored ones, sent once, not also destroyed. */
function storedOne<T>(stored: Map<string, T>, id: string, seen: Set<string>, destroyed: Set<string>, path: string) {
  const before = stored.get(id)
  if (!before) return undefined
  if (seen.has(id)) throw refuse(messages.sentTwice, path)
  if (destroyed.has(id)) throw refuse(messages.changedAndRemoved, path)
  seen.add(id)
  return before
}

const LINK_PROPERTIES = ['type', 'strength', 'description', 'provenance', 'stage', 'section'] as const

/**
 * A facet link against its Link field's rules (spec 2 §3): a direction the field allows, a target it
 * may point to, a type from the dictionary of that direction, and no strength when significance is off.
 */
function checkLinkRules(
  link: LinkSave,
  target: { type: string; subType: string | null },
  fieldType: FacetFieldType,
  path: string,
  lookups: Lookups,
) {
  const { rules } = fieldType
  if (!linkDirections(rules).choices.includes(link.direction)) {
    throw refuse(fillMessage(messages.linkDirectionNotAllowed, { direction: link.direction }), `${path}.direction`)
  }
  if (!linkAllowsTarget(rules, target)) {
    throw refuse(fillMessage(messages.linkTargetNotAllowed, { type: target.type }), `${path}.targetId`)
  }
  const dictionary = linkTypeDictionary(rules, link.direction)
  if (dictionary && link.type && !lookups.dictionaryItems.has(dictionaryItemKey(dictionary, link.type))) {
    throw refuse(fillMessage(messages.valueNotInDictionary, { key: dictionary }), `${path}.type`)
  }
  if (!linkStrength(rules).shown && link.strength !== undefined && link.strength !== null) {
    throw refuse(messages.linkStrengthOff, `${path}.strength`)
  }
}

/**
 * A link as it will be stored. Properties left out keep their stored value; the target must exist and
 * be another entity; the description is typed text under the link field's Chars rule.
 */
export function linkWrite(
  link: LinkSave,
  before: LinkRecord | undefined,
  where: { facetId: string | null; fieldType: FacetFieldType | null; index: number; path: string },
  scope: SaveScope,
): LinkWrite {
  const target = scope.lookups.linkTargets.get(link.targetId)
  if (!target) throw refuse(messages.unknownLinkTarget, where.path)
  if (link.targetId === scope.entity.id) throw refuse(messages.linkToItself, where.path)
  if (where.fieldType) checkLinkRules(link, target, where.fieldType, where.path, scope.lookups)
  const limit = textLimit('Link', where.fieldType?.rules ?? {})
  if (link.description && limit !== null && textLength('Link', link.description) > limit) {
    throw refuse(messages.valueTooLong, `${where.path}.description`)
  }
  const kept = Object.fromEntries(
    LINK_PROPERTIES.map((property) => [
      property,
      link[property] === undefined ? (before?.[property] ?? null) : link[property],
    ]),
  ) as Pick<LinkWrite, (typeof LINK_PROPERTIES)[number]>
  // a new link of a field with a default significance takes it (spec 2 §3)
  if (!before && link.strength === undefined && where.fieldType)
    kept.strength = linkStrength(where.fieldType.rules).initial
  return {
    id: before?.id ?? scope.newId(),
    sourceId: scope.entity.id,
    sourceEntityType: scope.entity.type,
    facetId: where.facetId,
    facetFieldTypeId: where.fieldType?.id ?? null,
    targetId: link.targetId,
    targetEntityType: target.type,
    direction: link.direction,
    ...kept,
    order: link.order ?? before?.order ?? where.index + 1,
  }
}

const sameLink = (before: LinkRecord, after: LinkWrite) =>
  (['targetId', 'direction', 'order', ...LINK_PROPERTIES] as const).every(
    (property) => JSON.stringify(before[property]) === JSON.stringify(after[property]),
  )

/** The links of one owner (a facet, or the entity outside facets): what to add and to change. */
export function planLinks(
  links: readonly LinkSave[],
  stored: readonly LinkRecord[],
  where: { facetId: string | null; path: string; fieldTypeOf: (link: LinkSave, path: string) => FacetFieldType | null },
  scope: SaveScope,
) {
  const storedById = new Map(stored.map((link) => [link.id, link]))
  const seen = new Set<string>()
  const newLinks: LinkWrite[] = []
  const changedLinks: LinkWrite[] = []
  for (const [index, link] of links.entries()) {
    const path = `${where.path}.${index}`
    const fieldType = where.fieldTypeOf(link, path)
    const before = link.id ? storedOne(storedById, link.id, seen, scope.destroyedLinks, path) : undefined
    if (link.id && !before) throw refuse(messages.linkNotOfEntity, path)
    const write = linkWrite(link, before, { facetId: where.facetId, fieldType, index, path }, scope)
    if (!before) newLinks.push(write)
    else if (!sameLink(before, write)) changedLinks.push(write)
  }
  return { newLinks, changedLinks }
}

const setKey = (field: { facetFieldTypeId: string; order: number; name: string }) =>
  `${field.facetFieldTypeId}\u0000${field.order}\u0000${field.name}`

/**
 * The fields and links of one facet after the save: those sent are checked (values only when new or
 * changed, so a rule made stricter later does not block unrelated saves), those not sent are kept.
 */
export function planFacetContent(
  facet: {
    id: string
    path: string
    fields: readonly FacetFieldSave[]
    links: readonly LinkSave[] | undefined
    points: readonly PointSave[] | undefined
    crossEntityFacetTypeId: string | null
  },
  facetType: FacetType,
  stored: FacetRecord | undefined,
  scope: SaveScope,
): ContentPlan {
  const fieldTypes = new Map(facetType.facetFieldTypes.map((fieldType) => [fieldType.id, fieldType]))
  const notInType = (path: string) =>
    refuse(fillMessage(messages.fieldTypeNotInFacetType, { name: facetType.name }), path)
  const storedFields = new Map((stored?.fields ?? []).map((field) => [field.id, field]))
  const seen = new Set<string>()
  const plan: ContentPlan = {
    newFields: [],
    changedFields: [],
    movedFieldIds: [],
    destroyedFieldIds: [],
    newLinks: [],
    changedLinks: [],
    destroyedLinkIds: [],
    changedFieldTypeIds: new Set(),
    series: planSeries(
      { id: facet.id, path: facet.path, points: facet.points, typeId: facet.crossEntityFacetTypeId },
      facetType,
      stored,
      scope.destroyedPoints,
      scope.lookups,
    ),
    content: { fields: [], links: [] },
  }
  if (seriesChanged(plan.series)) {
    for (const fieldType of facetType.facetFieldTypes) {
      if (fieldType.kind === 'Statistic') plan.changedFieldTypeIds.add(fieldType.id)
    }
  }
  for (const [index, field] of facet.fields.entries()) {
    const path = `${facet.path}.fields.${index}`
    const fieldType = fieldTypes.get(field.facetFieldTypeId)
    if (!fieldType) throw notInType(path)
    const before = field.id ? storedOne(storedFields, field.id, seen, scope.destroyedFields, path) : undefined
    if (field.id && !before) throw refuse(messages.fieldNotOfFacet, path)
    if (before && before.facetFieldTypeId !== field.facetFieldTypeId) throw refuse(messages.fieldTypeCannotChange, path)
    const valueChanged = !before || before.value !== field.value || before.name !== field.name
    if (valueChanged) checkValue(fieldType, field, path, scope.lookups)
    const write: FieldWrite = { ...field, id: before?.id ?? scope.newId(), facetId: facet.id }
    if (!before) plan.newFields.push(write)
    else if (valueChanged || before.order !== field.order) {
      plan.changedFields.push(write)
      if (before.order !== field.order || before.name !== field.name) plan.movedFieldIds.push(before.id)
    } else continue
    plan.changedFieldTypeIds.add(fieldType.id)
  }
  for (const field of stored?.fields ?? []) {
    if (!scope.destroyedFields.has(field.id)) continue
    plan.destroyedFieldIds.push(field.id)
    plan.changedFieldTypeIds.add(field.facetFieldTypeId)
  }

  const written = new Map([...plan.changedFields, ...plan.newFields].map((field) => [field.id, field]))
  const kept = (stored?.fields ?? []).filter((field) => !scope.destroyedFields.has(field.id) && !written.has(field.id))
  const fields = [...kept, ...written.values()]
  const sets = new Set<string>()
  for (const field of fields) {
    if (sets.has(setKey(field))) throw refuse(messages.propertyTwice, facet.path)
    sets.add(setKey(field))
  }

  const fieldTypeOf = (link: LinkSave, path: string) => {
    const fieldType = link.facetFieldTypeId ? fieldTypes.get(link.facetFieldTypeId) : undefined
    if (fieldType?.kind !== 'Link') throw notInType(path)
    return fieldType
  }
  const storedLinks = stored?.links ?? []
  const links = planLinks(
    facet.links ?? [],
    storedLinks,
    { facetId: facet.id, path: `${facet.path}.links`, fieldTypeOf },
    scope,
  )
  plan.newLinks = links.newLinks
  plan.changedLinks = links.changedLinks
  for (const link of [...links.newLinks, ...links.changedLinks]) plan.changedFieldTypeIds.add(link.facetFieldTypeId!)
  for (const link of storedLinks) {
    if (!scope.destroyedLinks.has(link.id)) continue
    plan.destroyedLinkIds.push(link.id)
    if (link.facetFieldTypeId) plan.changedFieldTypeIds.add(link.facetFieldTypeId)
  }
  const linksWritten = new Map([...links.changedLinks, ...links.newLinks].map((link) => [link.id, link]))
  plan.content = {
    fields,
    crossEntityFacetTypeId: facet.crossEntityFacetTypeId,
    crossEntityFacets: plan.series.points,
    links: [
      ...storedLinks.filter((link) => !scope.destroyedLinks.has(link.id) && !linksWritten.has(link.id)),
      ...linksWritten.values(),
    ],
  }
  return plan
}
