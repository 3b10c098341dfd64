/**
 * Whole-word, case- and accent-insensitive matching of names in a text: both are reduced to their
 * words without accents, lower case, and a name matches where its words follow each other in the text.
 */

/** A text's words: letters and digits, accents removed, lower case. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/** The key a name is looked up by: its words, joined. */
export const nameKey = (name: string) => wordsOf(name).join(' ')

/** Names longer than this many words are not looked for (no entity name is that long). */
export const MAX_NAME_WORDS = 8

/**
 * Every run of up to MAX_NAME_WORDS words of a text that is one of the keys, with how many times it
 * occurs: a longer name found at a place wins over the shorter ones inside it.
 */
export function findKeys(text: string, has: (key: string) => boolean): Map<string, number> {
  const words = wordsOf(text)
  const found = new Map<string, number>()
  for (let start = 0; start < words.length; start++) {
    for (let length = Math.min(MAX_NAME_WORDS, words.length - start); length >= 1; length--) {
      const key = words.slice(start, start + length).join(' ')
      if (!has(key)) continue
      found.set(key, (found.get(key) ?? 0) + 1)
      start += length - 1
      break
    }
  }
  return found
}
