import { format as formatDate, formatDistanceToNow, parseISO } from 'date-fns'
import { DATE_TIME_DISPLAY, DAY_DISPLAY, TIME_DISPLAY } from '../../common/limits'

/** A date and time on the screens of spec 1 (users, dictionaries, templates, the editor's panels): MM/DD/YYYY H:mm. */
export const dateTime = (value: string) => formatDate(new Date(value), DATE_TIME_DISPLAY)

/** A time of today, such as when a live change was heard: H:mm. */
export const timeOfDay = (value: Date) => formatDate(value, TIME_DISPLAY)

/** How long ago something happened, such as a notification: '5 minutes ago'. */
export const sinceNow = (value: string) => formatDistanceToNow(new Date(value), { addSuffix: true })

/** A date anywhere else outside the grids (spec 2 §9, spec 3 §9): DD MMM, YYYY; empty for none or a bad value. */
export function displayDay(value: string | null | undefined): string {
  if (!value) return ''
  // parseISO reads a day without a time ('2024-03-01', as roles keep it) as that local day, not UTC midnight
  const date = parseISO(value)
  return Number.isNaN(date.getTime()) ? '' : formatDate(date, DAY_DISPLAY)
}

/** A day under a chart's bar, where the year would crowd it: DD MMM. */
export function shortDay(value: string): string {
  const date = parseISO(value)
  return Number.isNaN(date.getTime()) ? '' : formatDate(date, 'dd MMM')
}
