import { dictionaryMessages } from '../../common/dictionaryRules'
import { messages } from '../../common/messages'

/**
 * The spec's message for each unique index a client's data can meet. The services look for a duplicate
 * first, but two creates at the same time both find none, and on PostgreSQL the second then meets the index
 * itself: it must be refused with the same words. `field` is the form field the message belongs under.
 */
export const UNIQUE_INDEX_MESSAGES: Record<string, { message: string; field?: string }> = {
  users_email_unique: { message: messages.emailTaken },
  countries_name_unique: { message: messages.countryNameTaken },
  dictionaries_key_unique: { message: dictionaryMessages.keyTaken },
  briefs_type_name_unique: { message: messages.briefNameTaken },
  landscapes_name_unique: { message: messages.landscapeNameTaken },
  rss_sources_type_url_unique: { message: messages.sourceUrlTaken },
  entity_templates_kind_unique: { message: messages.templateKindTaken },
  ceft_name: { message: messages.ceftNameTaken, field: 'name' },
  saved_views_user_grid_name: { message: messages.viewNameTaken, field: 'name' },
}
