import { DATE_FORMATS } from './entityFormat'
import type { RuleValue } from './templateFormat'

/**
 * Dates of Date and Provenance fields (spec 2 §3, §4): shown and typed in the field's format, stored
 * as ISO strings at noon UTC — a day as that day, a month as its first day, a year as January 1 —
 * so that no time zone moves them to another day.
 */

export const DATE_TYPES = ['range', 'start', 'end', 'single'] as const
export type DateType = (typeof DATE_TYPES)[number]

/** The attributes a date type fills, in the order they are shown. */
export const DATES_OF_TYPE: Record<DateType, readonly ('dateStart' | 'dateEnd' | 'dateSingle')[]> = {
  range: ['dateStart', 'dateEnd'],
  start: ['dateStart'],
  end: ['dateEnd'],
  single: ['dateSingle'],
}

export const DEFAULT_DATE_FORMAT = DATE_FORMATS['mm/dd/yy']
export const DATE_FORMAT_CHOICES: readonly string[] = Object.values(DATE_FORMATS)

export const isDateType = (value: unknown): value is DateType => DATE_TYPES.includes(value as DateType)

/** The format the Format rule imposes; null when the rule is 'select' and the user chooses. */
export function ruleDateFormat(rules: Record<string, RuleValue>): string | null {
  if (rules.Format === 'select') return null
  return (typeof rules.Format === 'string' && DATE_FORMATS[rules.Format]) || DEFAULT_DATE_FORMAT
}

/** The format a field set is shown in: the rule's, else the one chosen, else the default. */
export function dateFormatOf(rules: Record<string, RuleValue>, chosen: unknown): string {
  const chosenFormat = typeof chosen === 'string' && DATE_FORMAT_CHOICES.includes(chosen) ? chosen : null
  return ruleDateFormat(rules) ?? chosenFormat ?? DEFAULT_DATE_FORMAT
}

const NOON = 'T12:00:00.000Z'

/**
 * What an input of the format holds (a day 'YYYY-MM-DD', a month 'YYYY-MM', a year 'YYYY') as the
 * stored ISO string; null when it is empty or not a date.
 */
export function storedDate(input: string, format: string): string | null {
  const patterns: Record<string, [RegExp, (match: RegExpMatchArray) => string]> = {
    'MM/DD/YYYY': [/^(\d{4})-(\d{2})-(\d{2})$/, ([, y, m, d]) => `${y}-${m}-${d}`],
    'MM/YYYY': [/^(\d{4})-(\d{2})$/, ([, y, m]) => `${y}-${m}-01`],
    YYYY: [/^(\d{4})$/, ([, y]) => `${y}-01-01`],
  }
  const [pattern, day] = patterns[format] ?? patterns[DEFAULT_DATE_FORMAT]
  const match = input.trim().match(pattern)
  if (!match) return null
  const iso = `${day(match)}${NOON}`
  const parsed = new Date(iso)
  // 02/30 rolls over to March: refuse what is not a real day
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === iso ? iso : null
}

interface DateParts {
  year: string
  month: string
  day: string
}

function partsOf(stored: unknown): DateParts | null {
  if (typeof stored !== 'string' || !stored) return null
  const date = new Date(stored)
  if (Number.isNaN(date.getTime())) return null
  const iso = date.toISOString()
  return { year: iso.slice(0, 4), month: iso.slice(5, 7), day: iso.slice(8, 10) }
}

/** A stored date as the input of the format takes it ('' when there is none). */
export function inputDate(stored: unknown, format: string): string {
  const parts = partsOf(stored)
  if (!parts) return ''
  if (format === 'YYYY') return parts.year
  if (format === 'MM/YYYY') return `${parts.year}-${parts.month}`
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** A stored date as the format reads: 03/15/2024, 03/2024 or 2024 ('' when there is none). */
export function displayDate(stored: unknown, format: string): string {
  const parts = partsOf(stored)
  if (!parts) return ''
  if (format === 'YYYY') return parts.year
  if (format === 'MM/YYYY') return `${parts.month}/${parts.year}`
  return `${parts.month}/${parts.day}/${parts.year}`
}
