import type { LinkDirection } from './entityFormat'

/** The relationship panels of the entity editor (spec 2 §2, §5, §7, §9). */

/** The dictionaries whose items are the types of related entities ('GET /dictionaries' with key[$in]). */
export const RELATIONSHIP_TYPE_DICTIONARIES = ['relationship-type-to', 'relationship-type-from'] as const
export const RELATIONSHIP_STRENGTHS = [1, 2, 3, 4, 5] as const
/** A relationship panel's strength starts at 1 (spec 2 §5). */
export const DEFAULT_RELATIONSHIP_STRENGTH = 1
/** The selectors search once 3 characters are typed, 300 ms after the last one (spec 2 §5, §9). */
export const RELATIONSHIP_SEARCH_MIN_CHARS = 3
export const RELATIONSHIP_SEARCH_DEBOUNCE_MS = 300
/** Searches of countries, landscapes and entities answer 50 at most, briefs 100 (spec 2 §7). */
export const RELATIONSHIP_SEARCH_LIMIT = 50
export const BRIEF_SEARCH_LIMIT = 100

/** A link seen from its target: TO reads FROM and FROM reads TO; both ways stay both ways. */
export const reversedDirection = (direction: LinkDirection): LinkDirection =>
  direction === 'TO' ? 'FROM' : direction === 'FROM' ? 'TO' : direction
