import { isLanguageCode } from './languages'
import { MAX_INPUT_LENGTH } from './limits'
import { messages } from './messages'
import { isRssSourceType, type RssSourceType } from './rssSourceTypes'

/** The longest feed address stored (the websiteUrl column). */
export const MAX_WEBSITE_URL_LENGTH = 2048

/** What the rules read: the dialog's values, or a body as it arrives (its texts any text, its topics anything). */
export interface RssSourceRuleValues {
  name?: string | null
  websiteUrl?: string | null
  language?: string | null
  type?: string | null
  topics?: readonly unknown[] | null
}

/** The dialog's values: what is not filled in yet is empty or null; topics are country ids. */
export interface RssSourceFormValues extends RssSourceRuleValues {
  type?: RssSourceType | '' | null
  topics?: number[] | null
}

export type RssSourceFormErrors = Partial<Record<keyof RssSourceRuleValues, string>>

export interface RssSourceRuleOptions {
  /**
   * A new source (the default) needs every field. Otherwise (a PATCH) a field left out keeps its
   * stored value and is not checked; one sent empty is still refused.
   */
  isNew?: boolean
}

/** An absolute http(s) address with a host, as a feed reader can fetch it. */
export function isWebsiteUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

function websiteUrlError(value: string | null | undefined): string | undefined {
  const url = value?.trim() ?? ''
  if (url.length > MAX_WEBSITE_URL_LENGTH) return messages.valueTooLong
  return isWebsiteUrl(url) ? undefined : messages.invalidUrl
}

/**
 * The RSS source rules of spec 3 §5, shared by the console's dialog and the server: 'Enter the source
 * name' (over 254 characters once trimmed: 'Value too long'), 'Invalid url' (not an absolute http(s)
 * address; over 2048 characters: 'Value too long'), 'Choose a language' (not one of LANGUAGES),
 * 'Choose the source type', 'Choose at least one topic'. Whether the topics exist is the server's to check.
 */
export function rssSourceFormErrors(
  values: RssSourceRuleValues,
  { isNew = true }: RssSourceRuleOptions = {},
): RssSourceFormErrors {
  const errors: RssSourceFormErrors = {}
  const checks = (field: keyof RssSourceRuleValues) => isNew || values[field] !== undefined

  if (checks('name')) {
    const name = values.name?.trim() ?? ''
    if (!name) errors.name = messages.enterSourceName
    else if (name.length > MAX_INPUT_LENGTH) errors.name = messages.valueTooLong
  }
  if (checks('websiteUrl')) {
    const error = websiteUrlError(values.websiteUrl)
    if (error) errors.websiteUrl = error
  }
  if (checks('language') && !isLanguageCode(values.language)) errors.language = messages.chooseLanguage
  if (checks('type') && !isRssSourceType(values.type)) errors.type = messages.chooseSourceType
  if (checks('topics') && !values.topics?.length) errors.topics = messages.chooseTopic
  return errors
}

/** Whether the dialog may save: a source with every field filled in as the rules want (Save is enabled by it). */
export const isRssSourceReady = (values: RssSourceRuleValues): boolean =>
  Object.keys(rssSourceFormErrors(values, { isNew: true })).length === 0
