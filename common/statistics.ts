import { fillMessage, messages } from './messages'
import { DAY_MS } from './time'

/**
 * Statistic series (spec 2 §3–§5, spec 1 §3): cross-entity facet types (CEFT), their values (CEF) and
 * how the console shows a series. Read by the server's rules and the console's forms alike.
 */

export const PERIODICITIES = ['YEAR', 'QUARTER', 'MONTH', 'DAY'] as const
export type Periodicity = (typeof PERIODICITIES)[number]
export const DEFAULT_PERIODICITY: Periodicity = 'YEAR'
export const PERIODICITY_LABELS: Record<Periodicity, string> = {
  YEAR: 'Annual',
  QUARTER: 'Quarterly',
  MONTH: 'Monthly',
  DAY: 'Daily',
}

export const FUTURE_DATES = ['PROJECTION', 'GOAL'] as const
export type FutureDates = (typeof FUTURE_DATES)[number]
export const DEFAULT_FUTURE_DATES: FutureDates = 'PROJECTION'

/** The multiplier table of spec 2 §3, values as the spec gives them. */
export const MULTIPLIERS = [
  { name: 'Hundred', value: 0.01 },
  { name: 'Thousand', value: 0.001 },
  { name: 'Million', value: 0.000001 },
  { name: 'Billion', value: 0.1e-9 },
  { name: 'Trillion', value: 0.1e-12 },
] as const
export const MULTIPLIER_VALUES: readonly number[] = MULTIPLIERS.map((multiplier) => multiplier.value)
export const multiplierName = (value: number | null | undefined) =>
  MULTIPLIERS.find((multiplier) => multiplier.value === value)?.name ?? null

/** How a statistic field shows its rank (the Statistic field's rankFormat) and what it compares against. */
export const RANK_FORMATS = ['number', 'percent'] as const
export type RankFormat = (typeof RANK_FORMATS)[number]
export const COMPARE_MODES = ['unlinked', 'topic', 'entity'] as const
export type CompareMode = (typeof COMPARE_MODES)[number]

export const CEFT_NAME_MAX = 32
export const CEFT_UNITS_MAX = 20
/** The CEFT table's page (spec 2 §9), the comparison set search (§9) and the data grid's batches (§7). */
export const CEFT_PAGE_SIZE = 20
export const COMPARISON_SET_SEARCH_LIMIT = 5
export const CEF_BATCH_SIZE = 10000
/** Goal difference is shown only above this absolute value (spec 2 §4). */
export const GOAL_DIFFERENCE_THRESHOLD = 0.009

export interface CeftValues {
  name?: string | null
  currency?: string | null
  units?: string | null
  periodicity?: string | null
  comparisonSetId?: string | null
  multiplier?: number | null
  futureDates?: string | null
  footnote?: string | null
  subtitle?: string | null
}
export type CeftErrors = Partial<Record<keyof CeftValues, string>>

/**
 * The CEFT rules of spec 2 §5 with the editor's words: name required and at most 32 characters, units
 * at most 20, the periodicity, multiplier and future dates from their lists. `isNew` false (a PATCH):
 * a field left out keeps its stored value and is not checked.
 */
export function ceftErrors(values: CeftValues, { isNew = true }: { isNew?: boolean } = {}): CeftErrors {
  const errors: CeftErrors = {}
  const checks = (field: keyof CeftValues) => isNew || values[field] !== undefined
  if (checks('name')) {
    const name = values.name?.trim() ?? ''
    if (!name) errors.name = messages.ceftNameRequired
    else if (name.length > CEFT_NAME_MAX) errors.name = fillMessage(messages.atMostCharacters, { max: CEFT_NAME_MAX })
  }
  if ((values.units?.trim() ?? '').length > CEFT_UNITS_MAX) {
    errors.units = fillMessage(messages.atMostCharacters, { max: CEFT_UNITS_MAX })
  }
  const oneOf = (field: keyof CeftValues, allowed: readonly unknown[]) => {
    const value = values[field]
    if (value !== undefined && value !== null && !allowed.includes(value)) {
      errors[field] = fillMessage(messages.valueNotOneOf, { values: allowed.join(', ') })
    }
  }
  oneOf('periodicity', PERIODICITIES)
  oneOf('multiplier', MULTIPLIER_VALUES)
  oneOf('futureDates', FUTURE_DATES)
  return errors
}

/** Units filled from the multiplier when empty (spec 2 §5): the multiplier's name. */
export const unitsAfterMultiplier = (units: string | null | undefined, multiplier: number | null) =>
  units?.trim() ? units : (multiplierName(multiplier) ?? units ?? '')

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/

/**
 * A point's date as stored (spec 2 §4): a day at 12:00 UTC, a month on its first day, a quarter on the
 * first day of its first month, a year on January 1 (those at 00:00 UTC). The date sent is an ISO date
 * or date-time whose day (as written) must be where its period starts: March 15 is no month. Null when
 * it is not a date or does not fit.
 */
export function storedPointDate(date: string, periodicity: Periodicity): string | null {
  const match = ISO_DATE.exec(date.trim())
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const at = new Date(Date.UTC(year, month - 1, day))
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null
  const fits: Record<Periodicity, boolean> = {
    DAY: true,
    MONTH: day === 1,
    QUARTER: day === 1 && (month - 1) % 3 === 0,
    YEAR: day === 1 && month === 1,
  }
  if (!fits[periodicity]) return null
  return new Date(at.getTime() + (periodicity === 'DAY' ? DAY_MS / 2 : 0)).toISOString()
}

/** The first day of the period holding a date (UTC), as the point editor offers it for the periodicity. */
export function periodStart(date: Date, periodicity: Periodicity): string {
  const year = date.getUTCFullYear()
  const month = date.getUTCMonth()
  const first: Record<Periodicity, Date> = {
    DAY: new Date(Date.UTC(year, month, date.getUTCDate())),
    MONTH: new Date(Date.UTC(year, month, 1)),
    QUARTER: new Date(Date.UTC(year, month - (month % 3), 1)),
    YEAR: new Date(Date.UTC(year, 0, 1)),
  }
  return first[periodicity].toISOString().slice(0, 10)
}

/** The first day of the period after the one starting on `day` (YYYY-MM-DD): where a new point goes. */
export function nextPeriod(day: string, periodicity: Periodicity): string {
  const at = new Date(`${periodStart(new Date(`${day.slice(0, 10)}T00:00:00Z`), periodicity)}T00:00:00Z`)
  const steps: Record<Periodicity, () => void> = {
    DAY: () => at.setUTCDate(at.getUTCDate() + 1),
    MONTH: () => at.setUTCMonth(at.getUTCMonth() + 1),
    QUARTER: () => at.setUTCMonth(at.getUTCMonth() + 3),
    YEAR: () => at.setUTCFullYear(at.getUTCFullYear() + 1),
  }
  steps[periodicity]()
  return periodStart(at, periodicity)
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A point's date as a label: '2024', 'Q2 2024' (spec 2 §4), 'Apr 2024', '04/15/2024' (UTC). */
export function pointLabel(date: string, periodicity: Periodicity): string {
  const at = new Date(date)
  const year = at.getUTCFullYear()
  const month = at.getUTCMonth()
  switch (periodicity) {
    case 'YEAR':
      return String(year)
    case 'QUARTER':
      return `Q${Math.floor(month / 3) + 1} ${year}`
    case 'MONTH':
      return `${MONTHS[month]} ${year}`
    case 'DAY':
      return `${String(month + 1).padStart(2, '0')}/${String(at.getUTCDate()).padStart(2, '0')}/${year}`
  }
}

export interface SeriesPoint {
  date: string
  value: number
}

/** The points in date order: the sparkline's order (spec 2 §4). */
export const inDateOrder = <T extends SeriesPoint>(points: readonly T[]): T[] =>
  [...points].sort((a, b) => Date.parse(a.date) - Date.parse(b.date))

/** The goal flag: the latest date is in the future (spec 2 §4). */
export function isGoal(points: readonly SeriesPoint[], now: Date = new Date()): boolean {
  const latest = inDateOrder(points).at(-1)
  return latest !== undefined && Date.parse(latest.date) > now.getTime()
}

/**
 * The goal difference: the percent change of the latest value against the one before, or null when
 * there is no previous value, it is 0, or the change is not over 0.009 in absolute value (spec 2 §4).
 */
export function goalDifference(points: readonly SeriesPoint[]): number | null {
  const ordered = inDateOrder(points)
  if (ordered.length < 2) return null
  const [previous, latest] = ordered.slice(-2)
  if (previous.value === 0) return null
  const change = ((latest.value - previous.value) / Math.abs(previous.value)) * 100
  return Math.abs(change) > GOAL_DIFFERENCE_THRESHOLD ? change : null
}

/** Values show with 2 decimals (spec 2 §4). */
export const formatValue = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** A country rank: 'rank/total Countries' (spec 2 §4). */
export const rankLabel = (rank: number, total: number) => `${rank}/${total} Countries`
