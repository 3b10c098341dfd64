import { DAY_MS } from '../../../common/time'

/** The last `count` UTC days up to `now`'s, oldest first, as YYYY-MM-DD. */
export function lastUtcDays(now: Date, count: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return Array.from({ length: count }, (_, index) =>
    new Date(today - (count - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  )
}

/** The start of a UTC day, as the bound of a query on a timestamp. */
export const dayStart = (day: string) => `${day}T00:00:00.000Z`
