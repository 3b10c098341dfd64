import { API_PREFIX } from './routes'

/** Where the console's socket connects: beside the REST API, under its prefix, on the same port. */
export const SOCKET_PATH = `${API_PREFIX}/socket.io`

/** The events a published service sends: what its create, update, patch and remove did. */
export const SERVICE_EVENTS = ['created', 'updated', 'patched', 'removed'] as const
export type ServiceEvent = (typeof SERVICE_EVENTS)[number]

/**
 * The services whose events go to sockets, each with the service whose read grants (find or get, in
 * common/permissions) decide who receives them: the grids' stage and assignee edits are read through the
 * entities and facets they change. The feeds publish one `created` event a source that gave new items
 * (FeedItemsAdded in common/feed). A service not listed here publishes nothing.
 */
export const LIVE_SERVICES = {
  entities: 'entities',
  'entity-meta-data': 'entities',
  facets: 'facets',
  'facet-meta-data': 'facets',
  'facet-mass-edits': 'facets',
  comments: 'comments',
  'facet-logs': 'facet-logs',
  rejections: 'rejections',
  events: 'events',
  regulation: 'regulation',
  articles: 'articles',
  'regulation-feeds': 'regulation-feeds',
  'regulation-articles': 'regulation-articles',
  presence: 'presence',
  'facet-locks': 'facet-locks',
} as const satisfies Record<string, string>
export type LiveService = keyof typeof LIVE_SERVICES

/** The largest message a client may send over its socket (its sign-in is the only one it needs). */
export const SOCKET_MAX_PAYLOAD_BYTES = 16 * 1024
/** A socket that has not signed in with its token by then is closed. */
export const SOCKET_AUTH_TIMEOUT_MS = 10_000
/** Sockets one account may hold at once, all its tabs and devices together, per API process. */
export const SOCKETS_PER_USER = 20
/** Sockets one network address may hold at once, signed in or not, per API process. */
export const SOCKETS_PER_ADDRESS = 100
/** How long the console waits for a socket that dropped to come back before it says live updates are off. */
export const LIVE_GRACE_MS = 5000
