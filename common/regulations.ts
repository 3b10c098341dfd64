import { isAttachment, isDay, isSourceUrl, type Attachment } from './events'
import { fillMessage, messages } from './messages'

/** Spec 3 §5 and §9: the regulation form's limits. */
export const REGULATION_NAME_MAX = 250

/** How a regulation is dated (spec 3 §5): from a day, until a day, between two, or not known. */
export const REGULATION_DATE_TYPES = ['start', 'end', 'range', 'unknown'] as const
export type RegulationDateType = (typeof REGULATION_DATE_TYPES)[number]

/** The date type the days given make: start only, end only, both (a range), else unknown. */
export function dateTypeOf(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
): RegulationDateType {
  if (startDate && endDate) return 'range'
  if (startDate) return 'start'
  return endDate ? 'end' : 'unknown'
}

/** What the regulation rules read: the form's values, or a body as it arrives. */
export interface RegulationRuleValues {
  issuerEntityId?: unknown
  summarizedName?: string | null
  legalName?: string | null
  startDate?: string | null
  endDate?: string | null
  source?: string | null
  attachment?: unknown
}

export type RegulationFormErrors = Partial<Record<keyof RegulationRuleValues, string>>

/** The regulation's file must be a PDF: a stored upload whose name ends in .pdf. */
export const isPdfAttachment = (value: unknown): value is Attachment =>
  isAttachment(value) && /\.pdf$/i.test(value.name) && /\.pdf$/i.test(value.key)

/**
 * The regulation rules of spec 3 §5, shared by the form and the server, in the form's order: the issuer
 * entity, the summarized and legal names (each at most 250), the days (a range in order), the source
 * (a URL when given) and the PDF. The topic is marked required in the form but not checked (spec 3 §5).
 */
export function regulationFormErrors(values: RegulationRuleValues): RegulationFormErrors {
  const errors: RegulationFormErrors = {}
  if (!values.issuerEntityId) errors.issuerEntityId = messages.issuerRequired
  const name = (field: 'summarizedName' | 'legalName', required: string) => {
    const text = values[field]?.trim() ?? ''
    if (!text) errors[field] = required
    else if (text.length > REGULATION_NAME_MAX)
      errors[field] = fillMessage(messages.atMostCharacters, { max: REGULATION_NAME_MAX })
  }
  name('summarizedName', messages.summarizedNameRequired)
  name('legalName', messages.legalNameRequired)
  const { startDate, endDate } = values
  if (startDate && !isDay(startDate)) errors.startDate = messages.invalidDay
  if (endDate && !isDay(endDate)) errors.endDate = messages.invalidDay
  if (!errors.startDate && !errors.endDate && startDate && endDate && startDate > endDate)
    errors.endDate = messages.dateRangeOrder
  if (values.source?.trim() && !isSourceUrl(values.source)) errors.source = messages.invalidUrl
  if (!values.attachment) errors.attachment = messages.regulationPdfRequired
  else if (!isPdfAttachment(values.attachment)) errors.attachment = messages.regulationPdfOnly
  return errors
}
