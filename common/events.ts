import type { MlPredictions } from './feed'
import { MAX_ZOOM, MIN_ZOOM } from './fieldValueRules'
import { fillMessage, messages } from './messages'
import { isWebsiteUrl, MAX_WEBSITE_URL_LENGTH } from './rssSourceRules'
import { isUploadKey } from './uploads'

/** Spec 3 §5 and §9: the event form's limits. */
export const EVENT_TITLE_MAX = 300
export const EVENT_DESCRIPTION_MAX = 200
/** A title prefilled from an article is cut here. */
export const EVENT_MACHINE_TITLE_MAX = 150
export const EVENT_ATTACHMENTS_MAX = 10
/** Not named by the spec: enough for any event, and a bound on what one save writes. */
export const EVENT_SOURCES_MAX = 50
export const EVENT_LOCATIONS_MAX = 20
export const EVENT_LINKS_MAX = 100
/** The events and regulations lists load 25 at a time (spec 3 §9). */
export const EVENT_PAGE_SIZE = 25
export const ATTACHMENT_NAME_MAX = 255
export const ADDRESS_MAX = 500

/** A stored upload as a record keeps it: the key the storage gave and the file's name. */
export interface Attachment {
  key: string
  name: string
}

/** A place of an event (spec 3 §3): what the map, or the typed fields without a maps key, give. */
export interface EventLocation {
  address: string
  lat: number | null
  lng: number | null
  zoom: number
}

/** What the event rules read: the form's values, or a body as it arrives. */
export interface EventRuleValues {
  topics?: readonly unknown[] | null
  title?: string | null
  description?: string | null
  entities?: readonly unknown[] | null
  briefs?: readonly unknown[] | null
  date?: string | null
  locations?: readonly unknown[] | null
  sources?: readonly unknown[] | null
  attachments?: readonly unknown[] | null
}

export type EventFormErrors = Partial<Record<keyof EventRuleValues, string>>

/** Whether a text is a source address an event may cite: an absolute http(s) URL. */
export const isSourceUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_WEBSITE_URL_LENGTH && isWebsiteUrl(value.trim())

export const isAttachment = (value: unknown): value is Attachment =>
  typeof value === 'object' &&
  value !== null &&
  isUploadKey((value as Attachment).key) &&
  typeof (value as Attachment).name === 'string' &&
  (value as Attachment).name.trim().length > 0 &&
  (value as Attachment).name.length <= ATTACHMENT_NAME_MAX

const within = (value: unknown, min: number, max: number) =>
  typeof value !== 'number' || (Number.isFinite(value) && value >= min && value <= max)

/**
 * What is wrong with a place of an event, or null: a latitude from -90 to 90 and a longitude from -180
 * to 180 (either missing until the place is found), a whole zoom from 0 to 22, an address of at most 500
 * characters; the same ranges as an entity's location field. A value of the wrong type is left to the
 * server's schema.
 */
export function locationError(location: unknown): string | null {
  if (typeof location !== 'object' || location === null) return null
  const { lat, lng, zoom, address } = location as Partial<Record<keyof EventLocation, unknown>>
  if (!within(lat, -90, 90)) return messages.latitudeRange
  if (!within(lng, -180, 180)) return messages.longitudeRange
  if (!within(zoom, MIN_ZOOM, MAX_ZOOM) || (typeof zoom === 'number' && !Number.isInteger(zoom)))
    return messages.zoomRange
  if (typeof address === 'string' && address.length > ADDRESS_MAX) return fill(messages.atMostCharacters, ADDRESS_MAX)
  return null
}

/**
 * The event rules of spec 3 §5, shared by the form and the server, in the form's order: a topic, the
 * title (at most 300), the description (at most 200), an entity, a brief, the date, the places (at most
 * 20, each within the map's ranges), a source or an attachment; every source a URL; at most 10
 * attachments, each a stored upload. The server checks a PATCH on the event as it will be stored, so the
 * rule of a source or an attachment holds across both.
 */
export function eventFormErrors(values: EventRuleValues): EventFormErrors {
  const errors: EventFormErrors = {}
  if (!values.topics?.length) errors.topics = messages.topicRequired
  const title = values.title?.trim() ?? ''
  if (!title) errors.title = messages.titleRequired
  else if (title.length > EVENT_TITLE_MAX) errors.title = fill(messages.atMostCharacters, EVENT_TITLE_MAX)
  if ((values.description?.trim().length ?? 0) > EVENT_DESCRIPTION_MAX)
    errors.description = fill(messages.atMostCharacters, EVENT_DESCRIPTION_MAX)
  if (!values.entities?.length) errors.entities = messages.entityRequired
  if (!values.briefs?.length) errors.briefs = messages.briefRequired
  if (!isDateTime(values.date)) errors.date = messages.eventDateRequired
  const locations = values.locations ?? []
  if (locations.length > EVENT_LOCATIONS_MAX)
    errors.locations = fillMessage(messages.tooManyItems, { max: EVENT_LOCATIONS_MAX, field: 'locations' })
  else {
    const wrong = locations.map(locationError).find(Boolean)
    if (wrong) errors.locations = wrong
  }
  const sources = values.sources ?? []
  const attachments = values.attachments ?? []
  if (!sources.every(isSourceUrl)) errors.sources = messages.invalidUrl
  else if (sources.length > EVENT_SOURCES_MAX) errors.sources = fill(messages.atMostSources, EVENT_SOURCES_MAX)
  if (attachments.length > EVENT_ATTACHMENTS_MAX)
    errors.attachments = fill(messages.atMostAttachments, EVENT_ATTACHMENTS_MAX)
  else if (!attachments.every(isAttachment)) errors.attachments = messages.unknownAttachment
  if (!sources.length && !attachments.length) errors.sources = messages.sourceOrAttachmentRequired
  return errors
}

const fill = (message: string, max: number) => fillMessage(message, { max })

/** A day of the calendar as YYYY-MM-DD: February 30, which Date reads as March 2, is none. */
const isCalendarDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(day)) && new Date(day).toISOString().slice(0, 10) === day

export const isDay = (value: unknown): value is string => typeof value === 'string' && isCalendarDay(value)

/** An ISO date or date-time the server can store, on a day of the calendar. */
export function isDateTime(value: unknown): value is string {
  return typeof value === 'string' && isCalendarDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value))
}

/** The title an event from an article starts with: the machine's summarization, else the article's title, cut at 150. */
export function machineTitle(article: { title: string; mlPredictions?: Pick<MlPredictions, 'summarization'> }) {
  const text = article.mlPredictions?.summarization?.trim() || article.title.trim()
  return text.slice(0, EVENT_MACHINE_TITLE_MAX)
}
