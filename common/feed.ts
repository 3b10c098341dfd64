import type { RssSourceType } from './rssSourceTypes'

/** The feeds (spec 3 §2–§3): what the analyser suggests for an item, and the feeds' constants. */

/** The API path of each kind's feed (spec 3 §7). */
export const FEED_SERVICES = {
  article: 'articles',
  regulation: 'regulation-feeds',
  'regulation-article': 'regulation-articles',
} as const satisfies Record<RssSourceType, string>

/**
 * What a feed's readers hear when a reading of one source kept new items (its feed service's `created`
 * event): one event a source, not one an item, since a reading may keep hundreds.
 */
export interface FeedItemsAdded {
  kind: RssSourceType
  sourceId: number
  /** how many items it kept */
  added: number
  /** the source's topics: the items' topics, for a feed filtered by topic */
  topicIds: number[]
}

export interface SuggestedEntity {
  /** an entity's uuid, or a landscape's id as text */
  id: string
  name: string
  type: string
  score: number
}

/** A name found in an item's text and what it may stand for. */
export interface FoundEntity {
  text: string
  suggestedEntities: SuggestedEntity[]
  /** how many times the name occurs in the title and summary (1 when the analyser does not say) */
  frequency?: number
}

export interface Category {
  id: number
  name: string
  type: string
  score: number
}

/** The machine's suggestions kept with each item (spec 3 §3 `mlPredictions`). */
export interface MlPredictions {
  summarization: string
  categories: Category[]
  foundEnrEntities: FoundEntity[]
  /** the item's language (ISO 639-1) when a model service reads it from the text */
  language?: string
  /** a model service that translated the item says so */
  isTranslated?: boolean
}

/** Suggestions are shown above this score; above GOOD_SCORE as good, else as medium (spec 3 §2). */
export const SHOWN_SCORE = 0.6
export const GOOD_SCORE = 0.8

/** A machine summarization is at most this long (the event title takes 150 of it). */
export const SUMMARIZATION_MAX = 300
/** An item's text kept: the title and summary are cut here. */
export const FEED_TITLE_MAX = 1000
export const FEED_SUMMARY_MAX = 10_000
/** An RSS document is read up to this size, within this time. */
export const FEED_DOCUMENT_MAX_BYTES = 5_000_000
export const FEED_FETCH_TIMEOUT_MS = 20_000

/** Feeds are read 25 items a page (spec 3 §9); a page holds at most FEED_PAGE_MAX. */
export const FEED_PAGE_SIZE = 25
export const FEED_PAGE_MAX = 100
/**
 * A feed's total is counted up to this many items past the page asked for; beyond, the answer says
 * `totalIsAtLeast` (more exists while limit plus skip is below total, spec 3 §2, still holds).
 */
export const FEED_COUNT_AHEAD = 1000

/** The entity types the matcher's finds are listed by, and the list of an article each goes in (spec 3 §3 Article). */
export const MATCHED_LISTS = { Actor: 'actors', Plot: 'plots', Context: 'contexts', Brief: 'briefs' } as const
export type MatchedType = keyof typeof MATCHED_LISTS
export type MatchedList = (typeof MATCHED_LISTS)[MatchedType]
export const isMatchedType = (type: string): type is MatchedType => Object.hasOwn(MATCHED_LISTS, type)

/** An entity the matcher found in an article (spec 3 §3 Article actors, plots, contexts, briefs). */
export interface MatchedEntity {
  entityId: string
  entityName: string
  /** the entity's topic: one the item is filed under when it has one, else its first by name; null when it has none */
  topicId: number | null
  topicName: string | null
  /** how many times its name occurs in the item's title and summary */
  frequency: number
}

/** An entity the matcher found in a regulation or regulation article (spec 3 §3 Regulation feed item entities). */
export interface FeedItemEntity {
  entityId: string
  entityType: MatchedType
  entityName: string
  topicId: number | null
  topicName: string | null
}

/** An article's matched entities, a list per type. */
export type ArticleMatches = Record<MatchedList, MatchedEntity[]>

/** A feed item as the feeds list it (spec 3 §3 Article, Regulation feed item). */
export interface FeedItem extends Partial<ArticleMatches> {
  id: number
  kind: string
  title: string
  summary: string
  link: string | null
  source: string
  favicon: string | null
  image: string | null
  date: string
  language: string
  isTranslated: boolean
  isUsed: boolean
  topics: { id: number; name: string }[]
  mlPredictions: MlPredictions
  /** regulations and regulation articles: what the matcher found, of every type (articles list them by type) */
  entities?: FeedItemEntity[]
}

/** An item's matched entities, by type, whichever feed it is of. */
export function matchedByType(
  item: FeedItem,
): { type: MatchedType; entities: { name: string; frequency?: number }[] }[] {
  return (Object.entries(MATCHED_LISTS) as [MatchedType, MatchedList][]).flatMap(([type, list]) => {
    const entities = item.entities
      ? item.entities.filter((entity) => entity.entityType === type).map((entity) => ({ name: entity.entityName }))
      : (item[list] ?? []).map((entity) => ({ name: entity.entityName, frequency: entity.frequency }))
    return entities.length ? [{ type, entities }] : []
  })
}

/** How a suggestion's score is shown: hidden at or under SHOWN_SCORE, good above GOOD_SCORE, else medium. */
export function scoreLabel(score: number): 'good' | 'medium' | null {
  if (score <= SHOWN_SCORE) return null
  return score > GOOD_SCORE ? 'good' : 'medium'
}

const ENTITY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The entities the analyser suggests with a score the feed shows, once each, in the order found:
 * what a record made from the item starts with. Landscapes, suggested by their numeric id, are left out.
 */
export function shownEntities(predictions: Partial<Pick<MlPredictions, 'foundEnrEntities'>>): SuggestedEntity[] {
  const shown = new Map<string, SuggestedEntity>()
  for (const entity of (predictions.foundEnrEntities ?? []).flatMap((found) => found.suggestedEntities)) {
    if (scoreLabel(entity.score) && ENTITY_ID.test(entity.id) && !shown.has(entity.id)) shown.set(entity.id, entity)
  }
  return [...shown.values()]
}

/** The briefs the analyser suggests with a score the feed shows. */
export const shownCategories = (predictions: Partial<Pick<MlPredictions, 'categories'>>): Category[] =>
  (predictions.categories ?? []).filter((category) => scoreLabel(category.score))

/** An item's text is shown in chunks of this many words (spec 3 §2). */
export const TEXT_CHUNK_WORDS = 300

/** A text in chunks of `size` words. */
export function textChunks(text: string, size = TEXT_CHUNK_WORDS): string[] {
  const words = text.split(/\s+/).filter(Boolean)
  const chunks: string[] = []
  for (let start = 0; start < words.length; start += size) chunks.push(words.slice(start, start + size).join(' '))
  return chunks
}
