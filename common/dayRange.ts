/**
 * A day typed in the entity grid's date filters as MMDDYYYY digits (spec 2 §2), as the range of the
 * whole UTC day: `[$gte]` that day at 00:00 and `[$lt]` the next day, ISO 8601. Null while the text is
 * not eight digits naming a real date.
 */
export function mmddyyyyDayRange(text: string): { $gte: string; $lt: string } | null {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(text.trim())
  if (!match) return null
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const start = new Date(Date.UTC(year, month - 1, day))
  if (start.getUTCFullYear() !== year || start.getUTCMonth() !== month - 1 || start.getUTCDate() !== day) return null
  const end = new Date(Date.UTC(year, month - 1, day + 1))
  return { $gte: start.toISOString(), $lt: end.toISOString() }
}

/**
 * A range of whole UTC days from the facet grid's From and To dates (YYYY-MM-DD, as date inputs give
 * them; either may be empty): `[$gte]` From at 00:00, `[$lt]` the day after To. Null when neither is set.
 * From after To gives a range that holds no day, not null: callers read null as no filter at all (an
 * export would then take every row); the grid's filter holds such a pair back and the server refuses it.
 */
export function dayRange(from: string, to: string): { $gte?: string; $lt?: string } | null {
  const day = (text: string, plus: number) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
    return match
      ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + plus)).toISOString()
      : undefined
  }
  const range = { $gte: day(from, 0), $lt: day(to, 1) }
  if (!range.$gte) delete range.$gte
  if (!range.$lt) delete range.$lt
  return Object.keys(range).length ? range : null
}

const two = (n: number) => String(n).padStart(2, '0')

/**
 * A moment as the grids show it (spec 2 §9: 'Grid date format MM/DD/YYYY in UTC'), the same UTC day
 * their day filters take; empty for no or a bad date.
 */
export function gridDate(value: string | null | undefined): string {
  const date = value ? new Date(value) : undefined
  if (!date || Number.isNaN(date.getTime())) return ''
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`
}

/** The same with the UTC time, for a grid date's tooltip: MM/DD/YYYY HH:mm UTC. */
export function gridDateTime(value: string | null | undefined): string {
  const day = gridDate(value)
  if (!day || !value) return day
  const date = new Date(value)
  return `${day} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())} UTC`
}

/** The MMDDYYYY text of the day a `{ $gte }` range of mmddyyyyDayRange starts, to show it in its filter. */
export function mmddyyyyOf(range: unknown): string {
  const start = (range as { $gte?: unknown } | null)?.$gte
  return typeof start === 'string' ? gridDate(start).replaceAll('/', '') : ''
}
