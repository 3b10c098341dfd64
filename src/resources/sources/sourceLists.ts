import type { RssSourceType } from '../../../common/rssSourceTypes'

/** The three source lists (spec 3 §2): each resource shows and creates one kind of source. */
export const SOURCE_LIST_TYPES: Readonly<Record<string, RssSourceType>> = {
  'analyst/sources/articles': 'article',
  'analyst/sources/regulations': 'regulation',
  'analyst/sources/regulation-articles': 'regulation-article',
}

export const sourceTypeOf = (resource: string): RssSourceType => SOURCE_LIST_TYPES[resource] ?? 'article'
