import { DICTIONARY_ITEMS_MAX, MAX_INPUT_LENGTH } from './limits'
import { fillMessage, messages } from './messages'

/** The dictionary messages of spec 1 §5 and §8, verbatim. */
export const dictionaryMessages = {
  unnamed: 'Cannot create unnamed dictionary',
  duplicateCategories: 'Cannot create dictionary with duplicate category names',
  oneEmptyCategory: 'Only one category can be empty',
  empty: 'Cannot create empty dictionary',
  emptyItems: 'Cannot create dictionary with empty items',
  secondEmptyCategory: 'Available only one empty category',
  duplicateCategory: 'Duplicate category',
  unsavedChanges: 'You have unsaved changes, are you sure you want to leave?',
  loadFailed: 'The dictionary could not be loaded',
  createFailed: 'There was an error creating the dictionary',
  updateFailed: 'There was an error updating the dictionary',
  created: 'The dictionary has been created',
  updated: 'The dictionary has been updated',
  // not worded by the spec
  duplicateItems: 'Cannot create dictionary with duplicate items in a category',
  keyTaken: 'A dictionary with this name already exists',
  unknownDictionary: 'Unknown dictionary',
  tooLong: 'Value too long',
} as const

/** 'A dictionary holds at most 5000 items'. */
export const dictionaryTooLarge = fillMessage(messages.dictionaryTooLarge, { max: DICTIONARY_ITEMS_MAX })

/** A blank category is stored as a single space. */
export const BLANK_CATEGORY = ' '
export const DEFAULT_RAW_DELIMITER = ','

export interface DictionaryItemInput {
  value: string
  category: string
}

export interface DictionaryCategory {
  name: string
  items: string[]
}

/** The key input strips percent and ampersand characters. */
export const cleanKey = (key: string) => key.replace(/[%&]/g, '')

/** Category names that differ only by case or surrounding spaces name the same category. */
export const categoryKey = (name: string) => name.trim().toLowerCase()
const isBlank = (name: string) => name.trim() === ''

/** What makes two items the same item: their category (as categoryKey reads it) and their trimmed value. */
export const itemIdentity = (item: DictionaryItemInput) => `${categoryKey(item.category)}\u0000${item.value.trim()}`

/** The rules an item obeys wherever it is added, checked on the values as sent (before trimming). */
export function itemsError(items: DictionaryItemInput[]): string | undefined {
  if (items.some((item) => item.value.length > MAX_INPUT_LENGTH || item.category.length > MAX_INPUT_LENGTH)) {
    return dictionaryMessages.tooLong
  }
  if (items.some((item) => !item.value.trim())) return dictionaryMessages.emptyItems
  return undefined
}

/** Adds a category card, or says why not ('Available only one empty category', 'Duplicate category'). */
export function addCategory(
  categories: DictionaryCategory[],
  name: string,
): { categories: DictionaryCategory[]; error?: undefined } | { error: string } {
  if (isBlank(name) && categories.some((category) => isBlank(category.name))) {
    return { error: dictionaryMessages.secondEmptyCategory }
  }
  if (!isBlank(name) && categories.some((category) => categoryKey(category.name) === categoryKey(name))) {
    return { error: dictionaryMessages.duplicateCategory }
  }
  return { categories: [...categories, { name: name.trim(), items: [] }] }
}

/** Adds values to a category, ignoring empty ones and those already in it. */
export function addItems(category: DictionaryCategory, values: string[]): DictionaryCategory {
  const items = [...category.items]
  for (const raw of values) {
    const value = raw.trim()
    if (value && !items.includes(value)) items.push(value)
  }
  return { ...category, items }
}

/** Raw data split by the delimiter, trimmed, without empty values and duplicates. */
export function parseRawValues(raw: string, delimiter = DEFAULT_RAW_DELIMITER): string[] {
  const parts = delimiter ? raw.split(delimiter) : [raw]
  return [...new Set(parts.map((part) => part.trim()).filter(Boolean))]
}

/** Rows of the Create From Raw Data dialog merged into the categories: same-named categories gain the values. */
export function importRawRows(
  categories: DictionaryCategory[],
  rows: { category: string; raw: string }[],
  delimiter = DEFAULT_RAW_DELIMITER,
): DictionaryCategory[] {
  const result = [...categories]
  for (const row of rows) {
    const values = parseRawValues(row.raw, delimiter)
    const index = result.findIndex((category) => categoryKey(category.name) === categoryKey(row.category))
    if (index >= 0) result[index] = addItems(result[index], values)
    else if (values.length || row.category.trim())
      result.push(addItems({ name: row.category.trim(), items: [] }, values))
  }
  return result
}

/** The flat item list the API stores; a blank category becomes a single space. */
export function categoriesToItems(categories: DictionaryCategory[]): DictionaryItemInput[] {
  return categories.flatMap((category) =>
    category.items.map((value) => ({ value, category: isBlank(category.name) ? BLANK_CATEGORY : category.name })),
  )
}

/** Stored items grouped back into category cards, in their first-seen order. */
export function itemsToCategories(items: DictionaryItemInput[]): DictionaryCategory[] {
  const byName = new Map<string, DictionaryCategory>()
  for (const item of items) {
    const name = isBlank(item.category) ? '' : item.category
    const category = byName.get(name) ?? { name, items: [] }
    if (!category.items.includes(item.value)) category.items.push(item.value)
    byName.set(name, category)
  }
  return [...byName.values()]
}

/** Why the editor cannot save, in the order of spec 1 §5, or undefined when it can. */
export function dictionarySaveError(key: string, name: string, categories: DictionaryCategory[]): string | undefined {
  if (!cleanKey(key).trim()) return dictionaryMessages.unnamed
  if (categories.reduce((count, category) => count + category.items.length, 0) > DICTIONARY_ITEMS_MAX) {
    return dictionaryTooLarge
  }
  if (
    [key, name, ...categories.map((c) => c.name), ...categories.flatMap((c) => c.items)].some(
      (v) => v.length > MAX_INPUT_LENGTH,
    )
  ) {
    return dictionaryMessages.tooLong
  }
  const named = categories.filter((category) => !isBlank(category.name)).map((category) => categoryKey(category.name))
  if (new Set(named).size !== named.length) return dictionaryMessages.duplicateCategories
  if (categories.filter((category) => isBlank(category.name)).length > 1) return dictionaryMessages.oneEmptyCategory
  if (categories.every((category) => category.items.length === 0)) return dictionaryMessages.empty
  if (categories.some((category) => category.items.some((item) => !item.trim()))) return dictionaryMessages.emptyItems
  return undefined
}

/**
 * The same rules on a payload as the API receives it (flat items): the server's check, in the order of
 * dictionarySaveError so both halves name the same first problem. Category names that differ only by
 * case or surrounding spaces are duplicates; so are equal values in one category.
 */
export function dictionaryPayloadError(key: string, name: string, items: DictionaryItemInput[]): string | undefined {
  if (!cleanKey(key).trim()) return dictionaryMessages.unnamed
  if (items.length > DICTIONARY_ITEMS_MAX) return dictionaryTooLarge
  if ([key, name, ...items.flatMap((item) => [item.value, item.category])].some((v) => v.length > MAX_INPUT_LENGTH)) {
    return dictionaryMessages.tooLong
  }
  const spellings = new Map<string, string>()
  for (const { category } of items) {
    const normal = isBlank(category) ? BLANK_CATEGORY : category
    const known = spellings.get(categoryKey(normal))
    if (known !== undefined && known !== normal) return dictionaryMessages.duplicateCategories
    spellings.set(categoryKey(normal), normal)
  }
  if (items.length === 0) return dictionaryMessages.empty
  if (items.some((item) => !item.value.trim())) return dictionaryMessages.emptyItems
  const seen = new Set<string>()
  for (const item of items) {
    if (seen.has(itemIdentity(item))) return dictionaryMessages.duplicateItems
    seen.add(itemIdentity(item))
  }
  return undefined
}
