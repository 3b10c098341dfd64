import type { FieldSetValues, FieldValue } from './entityFormat'
import type { FacetType, FieldKind, RuleValue } from './templateFormat'

/**
 * When a field set, a facet and its required fields count as filled (spec 1 §5 "Facet is 'filled'
 * per field kind"), and the completion colour that follows (spec 1 §4). The editor colours facets
 * with it; the server refuses with it a stage change that would leave required fields incomplete.
 */

const present = (value: FieldValue | undefined) =>
  value !== undefined && value !== null && (typeof value !== 'string' || value.trim() !== '')

const EMPTY_RICH_TEXT = /^(<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>)*$/i

const dateFilled = (rules: Record<string, RuleValue>, set: FieldSetValues) => {
  const dateType = set.dateType ?? rules.Date
  const datesFilled =
    dateType === 'range'
      ? present(set.dateStart) && present(set.dateEnd)
      : dateType === 'start'
        ? present(set.dateStart)
        : dateType === 'end'
          ? present(set.dateEnd)
          : dateType === 'single'
            ? present(set.dateSingle)
            : false
  const labelFilled = rules['Event-Type'] === 'off' || present(set.selectedLabel)
  return datesFilled && present(set.format) && labelFilled
}

/** Whether one field set of a kind is filled. A Link's set is its link: filled when it has a target. */
export function fieldSetIsFilled(kind: FieldKind, rules: Record<string, RuleValue>, set: FieldSetValues): boolean {
  switch (kind) {
    case 'Checkbox':
      return set.checked === true
    case 'Bullet':
      return present(set.requirement) && present(set.section) && present(set.description)
    case 'Date':
      return dateFilled(rules, set)
    case 'Detail':
      return present(set.value) && !EMPTY_RICH_TEXT.test(String(set.value).trim())
    case 'Importance':
      return present(set.selectedLabel)
    case 'Label':
      return rules.Type === 'off' || present(set.value)
    case 'Location':
      return (
        present(set.lat) &&
        present(set.lng) &&
        present(set.address) &&
        (rules['Location-Type'] === 'off' || present(set.selectedLocationName))
      )
    case 'Media':
      return present(set.key)
    case 'Provenance':
      return present(set.key) || present(set.urlInput)
    case 'Statistic':
      return true
    case 'Link':
      return present(set.targetId)
  }
}

/** A facet's content as the rules read it: its fields, links and (statistic facets) series. */
export interface FacetContent {
  fields: readonly { facetFieldTypeId: string; name: string; order: number; value: FieldValue }[]
  links?: readonly { facetFieldTypeId?: string | null; targetId?: string | null }[]
  crossEntityFacetTypeId?: string | null
  crossEntityFacets?: readonly { date?: unknown; value?: unknown }[]
}

/** The field sets of each field type, in order: field type id → sets. */
export function fieldSetsByType(content: FacetContent): Map<string, FieldSetValues[]> {
  const byType = new Map<string, Map<number, FieldSetValues>>()
  for (const field of content.fields) {
    const sets = byType.get(field.facetFieldTypeId) ?? new Map<number, FieldSetValues>()
    sets.set(field.order, { ...sets.get(field.order), [field.name]: field.value })
    byType.set(field.facetFieldTypeId, sets)
  }
  for (const link of content.links ?? []) {
    if (!link.facetFieldTypeId) continue
    const sets = byType.get(link.facetFieldTypeId) ?? new Map<number, FieldSetValues>()
    sets.set(sets.size + 1, { targetId: link.targetId ?? null })
    byType.set(link.facetFieldTypeId, sets)
  }
  return new Map(
    [...byType].map(([typeId, sets]) => [typeId, [...sets].sort(([a], [b]) => a - b).map(([, set]) => set)]),
  )
}

const liveFieldTypes = (facetType: FacetType) => facetType.facetFieldTypes.filter((fieldType) => !fieldType.archived)

/** Statistic facets also need a statistic type, and every point a date and a value (spec 1 §5). */
const seriesFilled = (facetType: FacetType, content: FacetContent) =>
  !liveFieldTypes(facetType).some((fieldType) => fieldType.kind === 'Statistic') ||
  (present(content.crossEntityFacetTypeId ?? null) &&
    (content.crossEntityFacets ?? []).every(
      (point) => present(point.date as FieldValue) && present(point.value as FieldValue),
    ))

/** Every required field type has at least one set, and each of its sets is filled. */
export function requiredFieldsFilled(facetType: FacetType, content: FacetContent): boolean {
  const sets = fieldSetsByType(content)
  return (
    liveFieldTypes(facetType)
      .filter((fieldType) => fieldType.required)
      .every((fieldType) => {
        const own = sets.get(fieldType.id) ?? []
        return own.length > 0 && own.every((set) => fieldSetIsFilled(fieldType.kind, fieldType.rules, set))
      }) && seriesFilled(facetType, content)
  )
}

/** Filled: the required fields are, and — when none is required — at least one set is. */
export function facetIsFilled(facetType: FacetType, content: FacetContent): boolean {
  if (!requiredFieldsFilled(facetType, content)) return false
  const fieldTypes = liveFieldTypes(facetType)
  if (fieldTypes.some((fieldType) => fieldType.required)) return true
  const sets = fieldSetsByType(content)
  return fieldTypes.some((fieldType) =>
    (sets.get(fieldType.id) ?? []).some((set) => fieldSetIsFilled(fieldType.kind, fieldType.rules, set)),
  )
}

export type CompletionColour = 'blue' | 'blue-empty' | 'red'

/** Blue when filled; blue-empty when the facet is not required and not filled; red when it is required and not filled. */
export function facetCompletion(facetType: FacetType, content: FacetContent): CompletionColour {
  if (facetIsFilled(facetType, content)) return 'blue'
  return facetType.required ? 'red' : 'blue-empty'
}

/**
 * An entity's completeness (spec 2 §3, the grid's Completeness column): the percent, rounded down, of
 * its facets of shown facet types (display, not deleted) that are filled, a required facet type (not
 * archived) the entity has no facet of counting as one more facet not filled; 0 when it has none.
 */
export function entityCompleteness(
  facetTypes: readonly FacetType[],
  facets: readonly { facetTypeId: string; content: FacetContent }[],
): number {
  const shown = new Map(facetTypes.filter((type) => type.display && !type.deleted).map((type) => [type.id, type]))
  const counted = facets.filter((facet) => shown.has(facet.facetTypeId))
  const missing = [...shown.values()].filter(
    (type) => type.required && !type.archived && !counted.some((facet) => facet.facetTypeId === type.id),
  ).length
  if (!counted.length) return 0
  const filled = counted.filter((facet) => facetIsFilled(shown.get(facet.facetTypeId)!, facet.content)).length
  return Math.floor((filled * 100) / (counted.length + missing))
}
