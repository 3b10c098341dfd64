/**
 * How a field backed by a dictionary treats typed text (spec 2 §5): fixed takes only the
 * dictionary's items, free takes the text as typed, add takes it and adds it to the dictionary.
 */

export interface DictionaryOption {
  value: string
}

const normalised = (text: string) => text.trim().toLowerCase()

/** The first item that equals the text or starts with it, case-insensitively: in add mode it keeps the text out. */
export const itemCovering = <T extends DictionaryOption>(items: readonly T[], text: string): T | undefined => {
  const typed = normalised(text)
  return items.find((item) => normalised(item.value).startsWith(typed))
}

/**
 * Add mode: typed text goes into the dictionary only when no item equals it or starts with it,
 * case-insensitively (spec 2 §5), and it is not blank. The console checks it before it sends the text,
 * POST /dictionary-items?mode=add again under the dictionary's lock.
 */
export function shouldAddToDictionary(items: readonly DictionaryOption[], text: string): boolean {
  return normalised(text) !== '' && !itemCovering(items, text)
}

/** The item whose value is exactly the text, if any: a typed value that names an item selects it. */
export const itemNamed = <T extends DictionaryOption>(items: readonly T[], text: string): T | undefined =>
  items.find((item) => item.value === text)
