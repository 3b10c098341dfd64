import { MAX_INPUT_LENGTH } from './limits'
import type { RuleValue } from './templateFormat'

/**
 * How many characters a field's text may have (spec 2 §5, docs/templates.md): the Chars rule of
 * Label, Bullet, Media, Provenance and Link (0 = no limit, no rule = 254), the Detail-Chars rule of
 * Detail (0 or no rule = no limit). `null` means no limit.
 */

const ruleLimit = (value: RuleValue | undefined, absent: number | null): number | null => {
  if (value === undefined) return absent
  return typeof value === 'number' && value > 0 ? value : null
}

/** The Chars limit of a text field (Label, Bullet, Media, Provenance, Link). */
export const charsLimit = (rules: Record<string, RuleValue>): number | null => ruleLimit(rules.Chars, MAX_INPUT_LENGTH)

/** The Detail-Chars limit of a Detail field. */
export const detailCharsLimit = (rules: Record<string, RuleValue>): number | null =>
  ruleLimit(rules['Detail-Chars'], null)

/** Whether a text is within a limit. */
export const withinLimit = (text: string, limit: number | null) => limit === null || text.length <= limit
