import { shouldAddToDictionary, type DictionaryOption } from '../../../common/dictionaryModes'
import { facetTypeOf, hasValue, liveFieldTypes, type EntityDraft } from './draft'
import { facetChanges } from './savePayload'
import { ruleText } from './fields/parts'

/** A value typed into a Label field in add mode, for the dictionary its Dictionary rule names. */
export interface TypedValue {
  key: string
  value: string
}

/**
 * The values a save stores in Label fields whose dictionary is in add mode (spec 2 §5), new or changed,
 * that are not exactly an item (`selectedValue` unset): after the save, they go to their dictionaries.
 */
export function typedDictionaryValues(draft: EntityDraft): TypedValue[] {
  return facetChanges(draft).flatMap(({ facet }) => {
    const facetType = facetTypeOf(draft.template, facet.facetTypeId)
    if (!facetType) return []
    return liveFieldTypes(facetType).flatMap((fieldType) => {
      const key = ruleText(fieldType.rules.Dictionary)
      if (fieldType.kind !== 'Label' || fieldType.rules.Type !== 'dictionary' || fieldType.rules.Mode !== 'add' || !key)
        return []
      return (facet.fieldSets[fieldType.id] ?? []).flatMap(({ values, saved }) => {
        const { value } = values
        if (!hasValue(value) || typeof value !== 'string' || value === saved.value || hasValue(values.selectedValue))
          return []
        return [{ key, value: value.trim() }]
      })
    })
  })
}

/**
 * The items to add: each value once, to its dictionary, only when no item of it equals the value or
 * starts with it, case-insensitively (spec 2 §5); dictionaries that do not exist take nothing.
 */
export function dictionaryAdditions(
  typed: readonly TypedValue[],
  dictionaries: readonly { id: string; key: string; items?: readonly DictionaryOption[] }[],
): { value: string; dictionaryId: string }[] {
  const known = new Map(dictionaries.map((dictionary) => [dictionary.key, [...(dictionary.items ?? [])]]))
  const byKey = new Map(dictionaries.map((dictionary) => [dictionary.key, dictionary.id]))
  return typed.flatMap(({ key, value }) => {
    const items = known.get(key)
    const dictionaryId = byKey.get(key)
    if (!items || !dictionaryId || !shouldAddToDictionary(items, value)) return []
    items.push({ value })
    return [{ value, dictionaryId }]
  })
}
