import { canCallService, canOpenRoute } from './permissions'
import type { Role } from './roles'
import { ROUTES } from './routes'

/** The command palette's search (GET /search): the query's length bounds, in characters once trimmed. */
export const SEARCH_MIN_LENGTH = 2
export const SEARCH_MAX_LENGTH = 100
/** Shorter queries than this match names by their start only: trigrams need three characters. */
export const SEARCH_SUBSTRING_MIN_LENGTH = 3
/** Hits per kind: the default and the most a caller may ask for. */
export const SEARCH_DEFAULT_LIMIT = 5
export const SEARCH_MAX_LIMIT = 20
/** The palette waits this long after the last key before it asks. */
export const SEARCH_DEBOUNCE_MS = 200

/** What the palette finds, in the order its groups are shown. */
export const SEARCH_KINDS = [
  'entity',
  'event',
  'regulation',
  'country',
  'brief',
  'landscape',
  'statisticType',
  'dictionary',
  'user',
] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]

/** The service whose records a kind is, and the screen that opens them. */
export const SEARCH_KIND_SOURCES: Record<SearchKind, { service: string; route: string }> = {
  entity: { service: 'entities', route: ROUTES.entities },
  event: { service: 'events', route: ROUTES.events },
  regulation: { service: 'regulation', route: ROUTES.regulations },
  country: { service: 'countries', route: ROUTES.countries },
  brief: { service: 'briefs', route: ROUTES.briefs },
  landscape: { service: 'landscapes', route: ROUTES.landscapes },
  statisticType: { service: 'cross-entity-facet-types', route: ROUTES.ceft },
  dictionary: { service: 'dictionaries', route: ROUTES.adminDictionaries },
  user: { service: 'users', route: ROUTES.adminUsers },
}

/**
 * The kinds a role finds: those whose records it may list and whose screen it may open. So analysts,
 * who list users only as the assignee directory and open no admin screen, find neither users nor
 * dictionaries.
 */
export const searchableKinds = (role: Role | undefined): SearchKind[] =>
  SEARCH_KINDS.filter(
    (kind) =>
      canCallService(role, SEARCH_KIND_SOURCES[kind].service, 'find') &&
      canOpenRoute(role, SEARCH_KIND_SOURCES[kind].route),
  )

export const searchMessages = {
  tooShort: `Type at least ${SEARCH_MIN_LENGTH} characters to search`,
  tooLong: `A search is at most ${SEARCH_MAX_LENGTH} characters`,
}

/** Why a query cannot be searched, or null when it can. */
export function searchQueryProblem(q: string): string | null {
  const length = [...q.trim()].length
  if (length < SEARCH_MIN_LENGTH) return searchMessages.tooShort
  if (length > SEARCH_MAX_LENGTH) return searchMessages.tooLong
  return null
}

/** One record found: what it is, how it is named and told apart, and the console route that opens it. */
export interface SearchHit {
  kind: SearchKind
  id: string
  label: string
  detail: string
  route: string
}

/** GET /search: the hits grouped by kind (SEARCH_KINDS' order), each group best first. */
export interface SearchResult {
  data: SearchHit[]
}
