import type { Attachment } from '../../../common/events'
import { shownCategories, shownEntities, type FeedItem } from '../../../common/feed'
import {
  dateTypeOf,
  REGULATION_NAME_MAX,
  regulationFormErrors,
  type RegulationFormErrors,
} from '../../../common/regulations'
import type { Regulation } from '../../../server/services/regulation/regulation.schema'
import type { Picked } from '../../layout/SearchPicker'

/** The regulation form's values (spec 3 §3, §5); days as YYYY-MM-DD, empty or null when not given. */
export interface RegulationValues {
  issuerEntity: Picked | null
  topic: Picked | null
  summarizedName: string
  legalName: string
  startDate: string | null
  endDate: string | null
  industryBriefs: Picked[]
  source: string
  attachment: Attachment | null
}

export const emptyRegulationValues = (): RegulationValues => ({
  issuerEntity: null,
  topic: null,
  summarizedName: '',
  legalName: '',
  startDate: '',
  endDate: '',
  industryBriefs: [],
  source: '',
  attachment: null,
})

/**
 * A regulation prefilled from a regulation feed item: its title as the legal name, the machine's
 * summarization (else the title) as the summarized name, both cut at 250; its first topic, the first
 * entity the analyser suggests as the issuer, the industry briefs it suggests, and its link as source.
 */
export function valuesFromItem(item: FeedItem): RegulationValues {
  const [issuer] = shownEntities(item.mlPredictions)
  return {
    ...emptyRegulationValues(),
    summarizedName: (item.mlPredictions.summarization?.trim() || item.title).slice(0, REGULATION_NAME_MAX),
    legalName: item.title.slice(0, REGULATION_NAME_MAX),
    topic: item.topics[0] ?? null,
    issuerEntity: issuer ? { id: issuer.id, name: issuer.name } : null,
    industryBriefs: shownCategories(item.mlPredictions)
      .filter((category) => category.type === 'industry')
      .map(({ id, name }) => ({ id, name })),
    source: item.link ?? '',
  }
}

export function valuesFromRegulation(regulation: Regulation): RegulationValues {
  return {
    issuerEntity: regulation.issuerEntity,
    topic: regulation.topic,
    summarizedName: regulation.summarizedName,
    legalName: regulation.legalName,
    startDate: regulation.dateStart ?? '',
    endDate: regulation.dateEnd ?? '',
    industryBriefs: regulation.industryBriefs,
    source: regulation.source ?? '',
    attachment: regulation.attachment,
  }
}

/**
 * The rules of spec 3 §5 as the server checks them (common/regulations), on the form's values; the
 * issuer's error stands on the issuer's field.
 */
export function errorsOf(values: RegulationValues): Partial<Record<keyof RegulationValues, string>> {
  const { issuerEntityId, ...errors }: RegulationFormErrors = regulationFormErrors({
    ...values,
    issuerEntityId: values.issuerEntity?.id,
    attachment: values.attachment ?? undefined,
  })
  return { ...errors, ...(issuerEntityId && { issuerEntity: issuerEntityId }) }
}

/** POST /regulation (spec 3 §7). */
export const regulationPayload = (values: RegulationValues, feedItemId?: number) => ({
  issuerEntityId: values.issuerEntity?.id,
  topicId: values.topic ? Number(values.topic.id) : null,
  summarizedName: values.summarizedName.trim(),
  legalName: values.legalName.trim(),
  date: {
    type: dateTypeOf(values.startDate, values.endDate),
    startDate: values.startDate || null,
    endDate: values.endDate || null,
  },
  industryBriefIds: values.industryBriefs.map((brief) => Number(brief.id)),
  source: values.source.trim() || null,
  attachment: values.attachment,
  ...(feedItemId !== undefined && { feedItemId }),
})

/** PATCH /regulation/{id} (spec 3 §7): what POST sends, the issuer entity as an id named `issuerEntity`. */
export function regulationPatchPayload(values: RegulationValues) {
  const { issuerEntityId, ...payload } = regulationPayload(values)
  return { ...payload, issuerEntity: issuerEntityId }
}
