import { BadRequest, Conflict } from '@feathersjs/errors'
import type { Knex } from 'knex'
import { messages } from '../../../common/messages'
import { rssSourceFormErrors, type RssSourceRuleValues } from '../../../common/rssSourceRules'
import type { RssSourceType } from '../../../common/rssSourceTypes'
import { isStorableId } from '../../hooks/serialIds'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isTextOrNone = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || typeof value === 'string'

/**
 * The rules of common/rssSourceRules on a body as it arrives, before the schema, so a client gets the
 * dialog's own words ('Enter the source name', 'Invalid url'…). A field of the wrong type is left to
 * the schema to refuse.
 */
export function refuseRssSourcePayloadErrors(data: unknown, isNew: boolean) {
  if (Array.isArray(data)) throw new BadRequest('Send one source')
  if (!isObject(data)) return
  const { name, websiteUrl, language, type, topics } = data
  if (!isTextOrNone(name) || !isTextOrNone(websiteUrl) || !isTextOrNone(language) || !isTextOrNone(type)) return
  if (topics !== undefined && topics !== null && !Array.isArray(topics)) return
  const values: RssSourceRuleValues = { name, websiteUrl, language, type, topics }
  const errors = rssSourceFormErrors(values, { isNew })
  const first = Object.values(errors)[0]
  if (first) throw new BadRequest(first, { errors })
}

/** A source as it will be stored: texts trimmed, topics without repeats. */
export interface RssSourceDraft {
  name: string
  websiteUrl: string
  language: string
  type: RssSourceType
  topics: number[]
}

/** The source as stored before a PATCH. */
export interface StoredRssSource extends RssSourceDraft {
  id: number
}

/** Every topic must be a country (the topics come without repeats). */
async function refuseUnknownTopics(db: Knex, topics: number[]) {
  // an id no serial column holds names no country, and would make PostgreSQL fail
  if (!topics.every(isStorableId)) throw new BadRequest(messages.unknownTopic)
  const [{ count }] = await db('countries').whereIn('id', topics).count<{ count: number }[]>({ count: '*' })
  if (Number(count) < topics.length) throw new BadRequest(messages.unknownTopic)
}

/**
 * An address is listed once per kind of source, whatever its case: checked here so the client is told
 * why (the unique index on (type, lower("websiteUrl")) stays the last word).
 */
async function refuseTakenUrl(db: Knex, { type, websiteUrl }: RssSourceDraft, ownId?: number) {
  const taken = db('rss_sources').where('type', type).whereRaw('lower("websiteUrl") = lower(?)', [websiteUrl])
  if (ownId !== undefined) taken.whereNot('id', ownId)
  if (await taken.first()) throw new Conflict(messages.sourceUrlTaken)
}

/**
 * The rules that need the stored data, in the order a client is told about them: topics that are no
 * country (400), then an address already listed in the kind (409). `ownId` is the source a PATCH
 * changes, whose own address is not in its way.
 */
export async function refuseRssSourceConflicts(db: Knex, draft: RssSourceDraft, ownId?: number) {
  await refuseUnknownTopics(db, draft.topics)
  await refuseTakenUrl(db, draft, ownId)
}
