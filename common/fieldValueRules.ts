import { DATE_FORMATS, FIELD_SET_ATTRIBUTES, IMPORTANCE_CHOICES, type FieldValue } from './entityFormat'
import { MAX_INPUT_LENGTH } from './limits'
import { fillMessage, messages } from './messages'
import { isWebsiteUrl } from './rssSourceRules'
import type { FieldKind, RuleValue } from './templateFormat'

/**
 * What a value of a field set may be (spec 1 §5, spec 2 §3, §5): lengths by the Chars and
 * Detail-Chars rules, date types and formats, addresses. The field editors limit their inputs with
 * these rules and the server refuses a save that breaks one, with the same message.
 */

type Rules = Record<string, RuleValue>

/** Detail text without a Detail-Chars rule (or with 0) is at most this long. */
export const DEFAULT_DETAIL_LENGTH = 100_000
/** Addresses and storage keys (a URL is not cut to a label's length). */
export const MAX_ADDRESS_LENGTH = 2048
export const DATE_TYPES = ['range', 'start', 'end', 'single'] as const
export const DATE_FORMAT_VALUES: readonly string[] = Object.values(DATE_FORMATS)
export const IMPORTANCE_VALUES: readonly string[] = IMPORTANCE_CHOICES.map((choice) => choice.value)

/** Kinds whose typed text the Chars rule limits (0: no limit; no rule: 254). */
const CHARS_KINDS: readonly FieldKind[] = ['Label', 'Bullet', 'Media', 'Provenance', 'Link']

/**
 * How an attribute is checked: `text` is typed text limited by the field's rule, `shortText` a value
 * picked or typed elsewhere (at most 254), `address` a storage key, `url` an http(s) address.
 */
type AttributeCheck =
  | 'text'
  | 'shortText'
  | 'address'
  | 'url'
  | 'isoDate'
  | 'dateType'
  | 'dateFormat'
  | 'boolean'
  | 'number'
  | 'scalar'
  | 'importance'
  | 'latitude'
  | 'longitude'
  | 'zoom'

const CHECKS: Record<FieldKind, Record<string, AttributeCheck>> = {
  Label: { value: 'text', selectedValue: 'shortText' },
  Detail: { value: 'text' },
  Checkbox: { checked: 'boolean' },
  Date: {
    dateType: 'dateType',
    dateStart: 'isoDate',
    dateEnd: 'isoDate',
    dateSingle: 'isoDate',
    format: 'dateFormat',
    selectedLabel: 'shortText',
    selectedValue: 'shortText',
  },
  Importance: { selectedLabel: 'shortText', selectedValue: 'importance' },
  Location: {
    address: 'shortText',
    lat: 'latitude',
    lng: 'longitude',
    zoom: 'zoom',
    selectedLocationName: 'shortText',
    selectedLocationValue: 'shortText',
  },
  Media: {
    imageLabel: 'text',
    imageDetail: 'text',
    key: 'address',
    urlInput: 'url',
    sourceUrl: 'url',
    sourceKey: 'address',
  },
  Provenance: {
    analystNotes: 'text',
    date: 'isoDate',
    datePublished: 'isoDate',
    key: 'address',
    format: 'dateFormat',
    urlInput: 'url',
  },
  Statistic: {
    value: 'scalar',
    units: 'shortText',
    rankFormat: 'shortText',
    rankSet: 'scalar',
    rankTotal: 'scalar',
    crossLink: 'shortText',
    compare: 'shortText',
  },
  Bullet: {
    section: 'shortText',
    requirement: 'shortText',
    description: 'text',
    sectionSelectedId: 'shortText',
    requirementSelectedId: 'shortText',
  },
  Link: {},
}

const limitOf = (rule: RuleValue | undefined, zeroOrNone: number | null): number | null =>
  typeof rule === 'number' && rule > 0 ? rule : zeroOrNone

/**
 * The most characters the typed text of a field takes, or null for no limit: Detail-Chars for Detail
 * (0 or none: 100,000), Chars for Label, Bullet, Media, Provenance and Link (0: no limit, none: 254).
 */
export function textLimit(kind: FieldKind, rules: Rules): number | null {
  if (kind === 'Detail') return limitOf(rules['Detail-Chars'], DEFAULT_DETAIL_LENGTH)
  if (CHARS_KINDS.includes(kind)) return rules.Chars === 0 ? null : limitOf(rules.Chars, MAX_INPUT_LENGTH)
  return MAX_INPUT_LENGTH
}

/** The length a reader sees: a Detail's rich text counts without its markup, an entity (&amp;) as one character. */
export function textLength(kind: FieldKind, text: string): number {
  if (kind !== 'Detail') return text.length
  return text.replace(/<[^>]*>/g, '').replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, '_').length
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/

/** An ISO 8601 calendar date, with or without a time (spec 2 §4: a day is stored as YYYY-MM-DDT12:00:00). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0))
  const date = new Date(Date.UTC(year, month - 1, day))
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hours < 24 &&
    minutes < 60 &&
    seconds < 60
  )
}

/** An absolute http(s) address. */
export const isHttpUrl = isWebsiteUrl

/** The date types a Date field takes: its Date rule's, else any. */
export const dateTypesOf = (rules: Rules): readonly string[] =>
  typeof rules.Date === 'string' ? [rules.Date] : DATE_TYPES

const oneOf = (values: readonly string[]) => fillMessage(messages.valueNotOneOf, { values: values.join(', ') })

function textError(kind: FieldKind, value: FieldValue, limit: number | null): string | null {
  if (typeof value !== 'string') return messages.valueNotText
  return limit !== null && textLength(kind, value) > limit ? messages.valueTooLong : null
}

function choiceError(value: FieldValue, choices: readonly string[]): string | null {
  if (typeof value !== 'string') return messages.valueNotText
  return value === '' || choices.includes(value) ? null : oneOf(choices)
}

/**
 * What is wrong with one attribute's value in a field set of a kind, in the message the user reads,
 * or null when it may be saved. Null always may (the attribute is cleared), and so may empty text.
 * Whether a dictionary holds the value is dictionaryOfValue's question (it needs the dictionary).
 */
export function fieldValueError(kind: FieldKind, rules: Rules, attribute: string, value: FieldValue): string | null {
  if (!FIELD_SET_ATTRIBUTES[kind].includes(attribute)) return messages.unknownProperty
  if (value === null) return null
  switch (CHECKS[kind][attribute]) {
    case 'text':
      return textError(kind, value, textLimit(kind, rules))
    case 'shortText':
      return textError(kind, value, MAX_INPUT_LENGTH)
    case 'address':
      return textError(kind, value, MAX_ADDRESS_LENGTH)
    case 'url':
      return (
        textError(kind, value, MAX_ADDRESS_LENGTH) ??
        (value === '' || isHttpUrl(String(value)) ? null : messages.invalidUrl)
      )
    case 'isoDate':
      if (typeof value !== 'string') return messages.valueNotText
      return value === '' || isIsoDate(value) ? null : messages.invalidDate
    case 'dateType':
      return choiceError(value, dateTypesOf(rules))
    case 'dateFormat':
      return choiceError(value, DATE_FORMAT_VALUES)
    case 'importance':
      return rules.Type === 'fixed' ? choiceError(value, IMPORTANCE_VALUES) : textError(kind, value, MAX_INPUT_LENGTH)
    case 'boolean':
      return typeof value === 'boolean' ? null : messages.valueNotBoolean
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : messages.valueNotNumber
    case 'scalar':
      return typeof value === 'number' ? null : textError(kind, value, MAX_INPUT_LENGTH)
    case 'latitude':
      return inRange(value, -90, 90) ? null : messages.latitudeRange
    case 'longitude':
      return inRange(value, -180, 180) ? null : messages.longitudeRange
    case 'zoom':
      return inRange(value, MIN_ZOOM, MAX_ZOOM) && Number.isInteger(value) ? null : messages.zoomRange
    default:
      return messages.unknownProperty
  }
}

/** Map zoom levels (spec 2 §9: default 3; 1 once a location is cleared). */
export const MIN_ZOOM = 0
export const MAX_ZOOM = 22
export const DEFAULT_ZOOM = 3
export const CLEARED_ZOOM = 1

const inRange = (value: FieldValue, min: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max

/**
 * The dictionary a value must be an item of, or null: a Label's value when its Type rule is
 * dictionary in fixed mode (spec 2 §5: "fixed (no free text)"), and a Location's type when its
 * Location-Type rule names a dictionary.
 */
export function dictionaryOfValue(kind: FieldKind, rules: Rules, attribute: string): string | null {
  const locationType = rules['Location-Type']
  if (kind === 'Location' && attribute === 'selectedLocationValue') {
    return typeof locationType === 'string' && locationType !== 'off' ? locationType : null
  }
  return kind === 'Label' &&
    attribute === 'value' &&
    rules.Type === 'dictionary' &&
    rules.Mode === 'fixed' &&
    typeof rules.Dictionary === 'string'
    ? rules.Dictionary
    : null
}
