import { BRIEF_TYPES } from './briefTypes'
import { cleanKey } from './dictionaryRules'
import { MAX_INPUT_LENGTH } from './limits'
import { fillMessage, messages } from './messages'
import { ENTITY_TYPES, FACET_LEVELS, FIELD_KINDS, type FieldKind } from './templateFormat'

/**
 * The table of template rules (spec 1 §5 'Template rule allowed values', spec 2 §3 field and link
 * rules): which field kinds take each rule and which values it allows. docs/templates.md prints it.
 */

/**
 * What a value of the rule is, so that the template editor offers the input that fits: a word of `values`, a
 * whole number within bounds, text, a dictionary's name (or "off"), an entity type (or "unlinked"), a
 * default significance or a word, or a list.
 */
export type RuleInput =
  | { kind: 'choice' }
  | { kind: 'number'; min: number; max?: number }
  | { kind: 'text' }
  | { kind: 'dictionary'; off: boolean }
  | { kind: 'entityType'; unlinked: true; suggestions: readonly string[] }
  | { kind: 'choiceOrNumber'; min: number; max: number }
  | { kind: 'list'; suggestions?: readonly string[] }

export interface RuleDefinition {
  /** the field kinds whose field types take the rule */
  kinds: readonly FieldKind[]
  input: RuleInput
  /** what it takes, in words that finish the sentence 'Rule "Chars" takes …' */
  allowed: string
  /** the words it is chosen from (for a list rule, the words its items are chosen from), when it is a choice */
  values?: readonly string[]
  accepts: (value: unknown) => boolean
}

const ALL_KINDS = FIELD_KINDS
export const isText = (value: unknown): value is string => typeof value === 'string'
const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ')
const isOneOf = (values: readonly string[]) => (value: unknown) => isText(value) && values.includes(value)
export const isWholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value)
/** A name as a dictionary stores its key: no % or &, no surrounding spaces, not empty, at most 254 characters. */
const isDictionaryKey = (value: unknown) =>
  isText(value) && value !== '' && value.length <= MAX_INPUT_LENGTH && cleanKey(value).trim() === value
/** An entity type as templates name it: trimmed text, not empty, at most 254 characters. */
const isEntityType = (value: unknown): value is string =>
  isText(value) && value !== '' && value.length <= MAX_INPUT_LENGTH && value.trim() === value
const isFreeText = (value: unknown) => isText(value) && value.length <= MAX_INPUT_LENGTH
/** A list of at least one item, each accepted, none twice. */
const isListOf = (accepts: (item: unknown) => boolean) => (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every(accepts) && new Set(value).size === value.length

const choice = (kinds: readonly FieldKind[], values: readonly string[]): RuleDefinition => ({
  kinds,
  input: { kind: 'choice' },
  allowed: `one of ${quoted(values)}`,
  values,
  accepts: isOneOf(values),
})
const onOff = (kinds: readonly FieldKind[]) => choice(kinds, ['on', 'off'])
const freeText = (kinds: readonly FieldKind[]): RuleDefinition => ({
  kinds,
  input: { kind: 'text' },
  allowed: `text of at most ${MAX_INPUT_LENGTH} characters`,
  accepts: isFreeText,
})
const wholeNumberFrom0 = (kinds: readonly FieldKind[]): RuleDefinition => ({
  kinds,
  input: { kind: 'number', min: 0 },
  allowed: 'a whole number of at least 0',
  accepts: (value) => isWholeNumber(value) && value >= 0,
})
const dictionaryKey = (kinds: readonly FieldKind[]): RuleDefinition => ({
  kinds,
  input: { kind: 'dictionary', off: false },
  allowed: 'the name of a dictionary',
  accepts: isDictionaryKey,
})
const dictionaryKeyOrOff = (kinds: readonly FieldKind[]): RuleDefinition => ({
  kinds,
  input: { kind: 'dictionary', off: true },
  allowed: 'the name of a dictionary, or "off"',
  accepts: (value) => value === 'off' || isDictionaryKey(value),
})

export const LINK_DIRECTIONS = ['to', 'from', 'bi'] as const
export const DIRECTIONS = [...LINK_DIRECTIONS, 'fixed-to', 'fixed-from', 'fixed-bi'] as const
export const TYPE_RULE_VALUES = ['text', 'fixed', 'dictionary'] as const
export const DICTIONARY_MODES = ['free', 'add', 'fixed'] as const
export const BRIEF_LINK_PREFIX = 'Brief:'
export const SIGNIFICANCE_MIN = 1
export const SIGNIFICANCE_MAX = 5

/** What the template editor offers for Allow-Link-To (other entity types may be typed in). */
export const LINK_TARGET_SUGGESTIONS = [...ENTITY_TYPES, ...BRIEF_TYPES.map((type) => `${BRIEF_LINK_PREFIX}${type}`)]

/** An Allow-Link-To item: an entity type, or `Brief:<brief type>` for the briefs of one type. */
const isLinkTarget = (value: unknown) =>
  isEntityType(value) &&
  (!value.startsWith(BRIEF_LINK_PREFIX) ||
    (BRIEF_TYPES as readonly string[]).includes(value.slice(BRIEF_LINK_PREFIX.length)))

/**
 * The template rules: which field kinds take each rule, and what its value may be. Values are JSON
 * strings unless said otherwise; words are matched exactly (case included).
 *
 * | Rule | Kinds | Allowed |
 * |---|---|---|
 * | Name | all | Instant, At a glance, Briefing, Detailed read, Others |
 * | Start | all | open, close |
 * | Label, Info, Description, Field | all | text, at most 254 characters (may be empty) |
 * | Chars | Label, Bullet, Media, Provenance, Link | a whole number ≥ 0 (a JSON number; 0 means unlimited) |
 * | Detail-Chars | Detail | a whole number ≥ 0 (a JSON number; 0 means unlimited) |
 * | Date | Date | range, start, end, single |
 * | Format | Date, Provenance | select, mm/dd/yy, mm/yy, yy |
 * | Event-Type | Date | on, off |
 * | Location-Type | Location | a dictionary name, or off |
 * | Image-Type | Media | Icon, Photo, freeform, square |
 * | Image-Detail, Image-Provenance | Media | on, off |
 * | Rank-Format | Statistic | number, percent |
 * | Compare | Statistic | unlinked, topic, entity |
 * | Value | Statistic | int, percent |
 * | Linked | Statistic | unlinked, or an entity type |
 * | Section, Requirement | Bullet | a dictionary name |
 * | Type | Label, Importance | text, fixed, dictionary |
 * | Mode | Label, Importance | free, add, fixed — required when Type is dictionary, refused otherwise |
 * | Dictionary | Label, Importance | a dictionary name — required when Type is dictionary, refused otherwise |
 * | Direction | Link | to, from, bi, fixed-to, fixed-from, fixed-bi |
 * | Allowed-Directions | Link | a list of to, from, bi (at least one, none twice) |
 * | Allow-Link-To | Link | a list of entity types and Brief:<brief type> (at least one, none twice) |
 * | Relationship-Type-To, -From, -Bi | Link | a dictionary name |
 * | Significance | Link | off, on, or a default significance: a JSON number 1 to 5 |
 * | Detailed-Description | Link | on, off |
 * | Link-Type | Link | a dictionary name, or off |
 * | Topic-Search | Link | on, off |
 *
 * A dictionary name is a key as dictionaries store it: not empty, no % or &, no surrounding spaces,
 * at most 254 characters. An entity type is trimmed text, not empty, at most 254 characters.
 */
export const RULES = {
  Name: choice(ALL_KINDS, FACET_LEVELS),
  Start: choice(ALL_KINDS, ['open', 'close']),
  Label: freeText(ALL_KINDS),
  Info: freeText(ALL_KINDS),
  Description: freeText(ALL_KINDS),
  Field: freeText(ALL_KINDS),
  Chars: wholeNumberFrom0(['Label', 'Bullet', 'Media', 'Provenance', 'Link']),
  'Detail-Chars': wholeNumberFrom0(['Detail']),
  Date: choice(['Date'], ['range', 'start', 'end', 'single']),
  Format: choice(['Date', 'Provenance'], ['select', 'mm/dd/yy', 'mm/yy', 'yy']),
  'Event-Type': onOff(['Date']),
  'Location-Type': dictionaryKeyOrOff(['Location']),
  'Image-Type': choice(['Media'], ['Icon', 'Photo', 'freeform', 'square']),
  'Image-Detail': onOff(['Media']),
  'Image-Provenance': onOff(['Media']),
  'Rank-Format': choice(['Statistic'], ['number', 'percent']),
  Compare: choice(['Statistic'], ['unlinked', 'topic', 'entity']),
  Value: choice(['Statistic'], ['int', 'percent']),
  Linked: {
    kinds: ['Statistic'],
    input: { kind: 'entityType', unlinked: true, suggestions: ENTITY_TYPES },
    allowed: '"unlinked" or an entity type',
    accepts: (value: unknown) => value === 'unlinked' || isEntityType(value),
  },
  Section: dictionaryKey(['Bullet']),
  Requirement: dictionaryKey(['Bullet']),
  Type: choice(['Label', 'Importance'], TYPE_RULE_VALUES),
  Mode: choice(['Label', 'Importance'], DICTIONARY_MODES),
  Dictionary: dictionaryKey(['Label', 'Importance']),
  Direction: choice(['Link'], DIRECTIONS),
  'Allowed-Directions': {
    kinds: ['Link'],
    input: { kind: 'list' },
    allowed: `a list of ${quoted(LINK_DIRECTIONS)}, at least one, none twice`,
    values: LINK_DIRECTIONS,
    accepts: isListOf(isOneOf(LINK_DIRECTIONS)),
  },
  'Allow-Link-To': {
    kinds: ['Link'],
    input: { kind: 'list', suggestions: LINK_TARGET_SUGGESTIONS },
    allowed: `a list of entity types and "${BRIEF_LINK_PREFIX}<brief type>" (brief types: ${BRIEF_TYPES.join(', ')}), at least one, none twice`,
    accepts: isListOf(isLinkTarget),
  },
  'Relationship-Type-To': dictionaryKey(['Link']),
  'Relationship-Type-From': dictionaryKey(['Link']),
  'Relationship-Type-Bi': dictionaryKey(['Link']),
  Significance: {
    kinds: ['Link'],
    input: { kind: 'choiceOrNumber', min: SIGNIFICANCE_MIN, max: SIGNIFICANCE_MAX },
    allowed: `"off", "on" or a default significance from ${SIGNIFICANCE_MIN} to ${SIGNIFICANCE_MAX}`,
    values: ['off', 'on'],
    accepts: (value: unknown) =>
      value === 'off' ||
      value === 'on' ||
      (isWholeNumber(value) && value >= SIGNIFICANCE_MIN && value <= SIGNIFICANCE_MAX),
  },
  'Detailed-Description': onOff(['Link']),
  'Link-Type': dictionaryKeyOrOff(['Link']),
  'Topic-Search': onOff(['Link']),
} as const satisfies Record<string, RuleDefinition>

export type RuleName = keyof typeof RULES
export const RULE_NAMES = Object.keys(RULES) as RuleName[]

export const isRuleName = (name: string): name is RuleName => Object.hasOwn(RULES, name)

/** The rules a field type of this kind may carry, in the order of RULES. */
export const rulesForKind = (kind: FieldKind): RuleName[] =>
  RULE_NAMES.filter((name) => (RULES[name].kinds as readonly FieldKind[]).includes(kind))

/**
 * Why one rule cannot stand on a field type of `kind`: 'Unknown property' for a name that is no rule,
 * 'Rule "X" is not taken by K fields', or 'Rule "X" takes …' for a value it does not take. `kind` may
 * be unknown (a kind not of FIELD_KINDS): then only the name and the value are checked.
 */
export function ruleError(kind: FieldKind | undefined, name: string, value: unknown): string | undefined {
  if (!isRuleName(name)) return messages.unknownProperty
  const rule: RuleDefinition = RULES[name]
  if (kind && !rule.kinds.includes(kind)) return fillMessage(messages.ruleNotForKind, { rule: name, kind })
  if (!rule.accepts(value)) return fillMessage(messages.ruleValue, { rule: name, allowed: rule.allowed })
  return undefined
}

/** The rules that go with Type "dictionary": required with it, refused without it. */
export const DICTIONARY_TYPE_RULES = ['Mode', 'Dictionary'] as const

/** The problems of a field type's rules as a whole, each with its rule's name (the rules one by one excepted). */
export function ruleSetErrors(kind: FieldKind, rules: Record<string, unknown>): { rule: string; message: string }[] {
  if (!rulesForKind(kind).includes('Type')) return []
  const type = rules.Type
  if (type !== undefined && !RULES.Type.accepts(type)) return []
  return DICTIONARY_TYPE_RULES.flatMap((rule) => {
    const present = rules[rule] !== undefined
    if (type === 'dictionary' && !present)
      return [{ rule, message: fillMessage(messages.ruleNeedsDictionaryType, { rule }) }]
    if (type !== 'dictionary' && present)
      return [{ rule, message: fillMessage(messages.ruleOnlyWithDictionaryType, { rule }) }]
    return []
  })
}
