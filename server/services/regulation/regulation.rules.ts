import { BadRequest } from '@feathersjs/errors'
import type { Knex } from 'knex'
import type { Attachment } from '../../../common/events'
import { messages } from '../../../common/messages'
import {
  dateTypeOf,
  regulationFormErrors,
  type RegulationDateType,
  type RegulationRuleValues,
} from '../../../common/regulations'
import { isStorableId } from '../../hooks/serialIds'
import { isUuid } from '../../hooks/uuidIds'
import type { RegulationData, RegulationPatch } from './regulation.schema'

/** A regulation as it is stored: what POST sends once checked, and what a PATCH is merged into. */
export interface RegulationDraft {
  summarizedName: string
  legalName: string
  issuerEntityId: string
  topicId: number | null
  dateType: RegulationDateType
  dateStart: string | null
  dateEnd: string | null
  industryBriefs: number[]
  source: string | null
  attachment: Attachment
  feedItemId: number | null
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const isTextOrNone = (value: unknown) => value === undefined || value === null || typeof value === 'string'

/** The rule values of a draft. */
const ruleValuesOf = (draft: RegulationDraft): RegulationRuleValues => ({
  issuerEntityId: draft.issuerEntityId,
  summarizedName: draft.summarizedName,
  legalName: draft.legalName,
  startDate: draft.dateStart,
  endDate: draft.dateEnd,
  source: draft.source,
  attachment: draft.attachment,
})

/**
 * The rules of spec 3 §5 on a body as it arrives, merged into the stored regulation for a PATCH, so a
 * client gets the form's own words ('The issuer entity is required'…). A field of the wrong type is
 * left to the schema to refuse.
 */
export function refuseRegulationPayloadErrors(data: unknown, stored?: RegulationDraft) {
  if (Array.isArray(data)) throw new BadRequest('Send one regulation')
  if (!isObject(data)) return
  const { summarizedName, legalName, source, attachment, date } = data
  // a PATCH names the issuer entity `issuerEntity`, by its id (spec 3 §7)
  const issuerEntityId = stored ? data.issuerEntity : data.issuerEntityId
  if (![issuerEntityId, summarizedName, legalName, source].every(isTextOrNone)) return
  if (date !== undefined && !isObject(date)) return
  const dates = date as { type?: unknown; startDate?: unknown; endDate?: unknown } | undefined
  if (dates && (!isTextOrNone(dates.startDate) || !isTextOrNone(dates.endDate))) return
  const sent: RegulationRuleValues = {
    issuerEntityId,
    summarizedName: summarizedName as string | undefined,
    legalName: legalName as string | undefined,
    source: source as string | undefined,
    attachment,
    ...(dates && {
      startDate: (dates.startDate as string | null) ?? null,
      endDate: (dates.endDate as string | null) ?? null,
    }),
  }
  const values = stored
    ? {
        ...ruleValuesOf(stored),
        ...Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)),
      }
    : sent
  const errors = regulationFormErrors(values)
  const first = Object.values(errors)[0]
  if (first) throw new BadRequest(first, { errors })
  if (dates?.type !== undefined && dates.type !== dateTypeOf(values.startDate, values.endDate))
    throw new BadRequest(messages.dateTypeMismatch, { errors: { date: messages.dateTypeMismatch } })
}

const trimmedOrNull = (value: string | null | undefined) => value?.trim() || null

/** The days of a body's date, and the type they make. */
function datesOf(date: RegulationData['date']) {
  const dateStart = date?.startDate || null
  const dateEnd = date?.endDate || null
  return { dateType: dateTypeOf(dateStart, dateEnd), dateStart, dateEnd }
}

/** A POST body, once valid, as the regulation will be stored. */
export function draftOf(data: RegulationData): RegulationDraft {
  return {
    summarizedName: data.summarizedName.trim(),
    legalName: data.legalName.trim(),
    issuerEntityId: data.issuerEntityId,
    topicId: data.topicId ?? null,
    ...datesOf(data.date),
    industryBriefs: [...new Set(data.industryBriefIds ?? [])],
    source: trimmedOrNull(data.source),
    attachment: { key: data.attachment.key, name: data.attachment.name.trim() },
    feedItemId: data.feedItemId ?? null,
  }
}

/** The changes of a PATCH body, once valid, in the stored regulation's terms. */
export function changesOf(data: RegulationPatch): Partial<RegulationDraft> {
  const changes: Partial<RegulationDraft> = {}
  if (data.summarizedName !== undefined) changes.summarizedName = data.summarizedName.trim()
  if (data.legalName !== undefined) changes.legalName = data.legalName.trim()
  if (data.issuerEntity !== undefined) changes.issuerEntityId = data.issuerEntity
  if (data.topicId !== undefined) changes.topicId = data.topicId
  if (data.date !== undefined) Object.assign(changes, datesOf(data.date))
  if (data.industryBriefIds !== undefined) changes.industryBriefs = [...new Set(data.industryBriefIds)]
  if (data.source !== undefined) changes.source = trimmedOrNull(data.source)
  if (data.attachment !== undefined) changes.attachment = { ...data.attachment, name: data.attachment.name.trim() }
  return changes
}

/** The issuer, topic and industry briefs a draft names must exist; the briefs be of type industry. */
export async function refuseUnknownReferences(db: Knex, draft: Partial<RegulationDraft>) {
  const { issuerEntityId, topicId, industryBriefs } = draft
  if (
    issuerEntityId !== undefined &&
    !(isUuid(issuerEntityId) && (await db('entities').where({ id: issuerEntityId }).first('id')))
  )
    throw new BadRequest(messages.unknownEntity, { path: 'issuerEntityId' })
  if (topicId && !(isStorableId(topicId) && (await db('countries').where({ id: topicId }).first('id'))))
    throw new BadRequest(messages.unknownTopic, { path: 'topicId' })
  if (industryBriefs?.length) {
    const briefs: { type: string }[] = industryBriefs.every(isStorableId)
      ? await db('briefs').whereIn('id', industryBriefs).select('type')
      : []
    if (briefs.length < industryBriefs.length) throw new BadRequest(messages.unknownBrief, { path: 'industryBriefIds' })
    if (briefs.some((brief) => brief.type !== 'industry'))
      throw new BadRequest(messages.industryBriefsOnly, { path: 'industryBriefIds' })
  }
}

/** The feed item a regulation is made from: an item of a regulation feed that no regulation uses yet. */
export async function refuseUnusableFeedItem(db: Knex, feedItemId: number) {
  const item: { isUsed: boolean } | undefined = isStorableId(feedItemId)
    ? await db('feed_items')
        .where({ id: feedItemId })
        .whereIn('kind', ['regulation', 'regulation-article'])
        .first('isUsed')
        .forUpdate()
    : undefined
  if (!item) throw new BadRequest(messages.unknownFeedItem, { path: 'feedItemId' })
  const usedBy = await db('regulations').where({ feedItemId }).first('id')
  if (item.isUsed || usedBy) throw new BadRequest(messages.feedItemUsed, { path: 'feedItemId' })
}

/** The stored regulation as a draft, for a PATCH to be merged into. */
export async function storedRegulationOf(db: Knex, id: number): Promise<RegulationDraft | undefined> {
  if (!isStorableId(id)) return undefined
  const row = await db('regulations').where({ id }).first()
  if (!row) return undefined
  const briefs: { briefId: number }[] = await db('regulation_briefs')
    .where({ regulationId: id })
    .orderBy('position')
    .select('briefId')
  return {
    summarizedName: row.summarizedName,
    legalName: row.legalName,
    issuerEntityId: row.issuerEntityId,
    topicId: row.topicId,
    dateType: row.dateType,
    dateStart: row.dateStart,
    dateEnd: row.dateEnd,
    industryBriefs: briefs.map((brief) => brief.briefId),
    source: row.source,
    attachment: row.attachment,
    feedItemId: row.feedItemId,
  }
}
