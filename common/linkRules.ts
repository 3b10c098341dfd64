import type { LinkDirection } from './entityFormat'
import type { RuleValue } from './templateFormat'
import { BRIEF_LINK_PREFIX, SIGNIFICANCE_MAX, SIGNIFICANCE_MIN } from './templateRuleTable'

/** A Link field's strength starts at 3 unless its Significance rule names a default (spec 1 §9). */
export const LINK_STRENGTH_DEFAULT = 3

type FieldRules = Record<string, RuleValue>

/** A list rule's texts; null when the rule is absent. */
const listRule = (value: RuleValue | undefined): string[] | null => (Array.isArray(value) ? value : null)

/**
 * What a Link field's rules allow (spec 2 §3 'Link rules', spec 1 §5): its directions, the dictionary of
 * types for each, the strength, the description and the entities it may point to. Read by the link
 * editor and by the server's save alike.
 */

const DIRECTION_OF: Record<string, LinkDirection> = { to: 'TO', from: 'FROM', bi: 'BILATERAL' }

/** The directions a link may take: a fixed one, else Allowed-Directions, else all three. */
export function linkDirections(rules: FieldRules): {
  choices: LinkDirection[]
  fixed: boolean
  initial: LinkDirection
} {
  const direction = typeof rules.Direction === 'string' ? rules.Direction : undefined
  if (direction?.startsWith('fixed-')) {
    const fixed = DIRECTION_OF[direction.slice('fixed-'.length)] ?? 'BILATERAL'
    return { choices: [fixed], fixed: true, initial: fixed }
  }
  const allowed = (listRule(rules['Allowed-Directions']) ?? []).flatMap((one) => DIRECTION_OF[one] ?? [])
  const choices = allowed.length ? allowed : (['TO', 'FROM', 'BILATERAL'] as LinkDirection[])
  const preferred = direction ? DIRECTION_OF[direction] : undefined
  return { choices, fixed: false, initial: preferred && choices.includes(preferred) ? preferred : choices[0] }
}

/** The dictionary of relationship types for a direction: Relationship-Type-To, -From or -Bi. */
export function linkTypeDictionary(rules: FieldRules, direction: LinkDirection): string | null {
  const rule = { TO: 'Relationship-Type-To', FROM: 'Relationship-Type-From', BILATERAL: 'Relationship-Type-Bi' }[
    direction
  ]
  const key = rules[rule]
  return typeof key === 'string' && key !== 'off' ? key : null
}

/** Significance: off (no strength), on (1–5, 3 by default), or on with a default 1–5 (spec 1 §5, §9). */
export function linkStrength(rules: FieldRules): { shown: boolean; initial: number | null } {
  const rule = rules.Significance
  if (rule === 'off') return { shown: false, initial: null }
  if (typeof rule === 'number' && rule >= SIGNIFICANCE_MIN && rule <= SIGNIFICANCE_MAX)
    return { shown: true, initial: rule }
  return { shown: true, initial: LINK_STRENGTH_DEFAULT }
}

export const linkHasDescription = (rules: FieldRules) => rules['Detailed-Description'] === 'on'
export const linkSearchesTopics = (rules: FieldRules) => rules['Topic-Search'] === 'on'

/** A Brief entity's kind of brief as Allow-Link-To names it ('Core Brief' → core): its sub-type's first word. */
export const briefTypeOf = (entity: { type: string; subType: string | null }) =>
  entity.type === 'Brief' && entity.subType ? entity.subType.split(' ')[0].toLowerCase() : null

/**
 * The entities a link may point to (Allow-Link-To): entity types, `Brief` for every brief and
 * `Brief:<kind>` for the briefs of one kind. Without the rule, any entity but a brief.
 */
export function linkAllowsTarget(rules: FieldRules, target: { type: string; subType: string | null }): boolean {
  const allowed = listRule(rules['Allow-Link-To'])
  if (!allowed) return target.type !== 'Brief'
  return allowed.some((one) =>
    one.startsWith(BRIEF_LINK_PREFIX)
      ? target.type === 'Brief' && briefTypeOf(target) === one.slice(BRIEF_LINK_PREFIX.length)
      : one === target.type,
  )
}

/** One alternative of the picker's `$or`: an entity type, or briefs of one kind (`briefType`). */
export interface LinkTargetKind {
  type: string
  briefType?: string
}

/**
 * The `type` filters of the link picker's GET /entity-infos (spec 2 §7 'type and subType or-filters'):
 * an `$or` of the kinds Allow-Link-To names (a brief kind as `briefType`), or, without the rule, every
 * entity but a brief (`type[$ne]=Brief`).
 */
export function linkTargetFilter(rules: FieldRules): { $or: LinkTargetKind[] } | { type: { $ne: 'Brief' } } {
  const allowed = listRule(rules['Allow-Link-To'])
  if (!allowed) return { type: { $ne: 'Brief' } }
  return {
    $or: allowed.map((one) =>
      one.startsWith(BRIEF_LINK_PREFIX)
        ? { type: 'Brief', briefType: one.slice(BRIEF_LINK_PREFIX.length) }
        : { type: one },
    ),
  }
}
