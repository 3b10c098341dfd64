/**
 * Who has an entity open in the editor, and which facets they are editing: presence is kept by the
 * editor's heartbeats over REST and lapses when they stop; a facet lock is taken by the first edit of a
 * facet, renewed by later edits, and released by a save of the entity, by its holder leaving it (their
 * last tab on it closed or unheard of) or by LOCK_IDLE_MS without an edit. Both are soft: the stale-save
 * check (409) still guards every save.
 */

/** How often an open editor says it is still there. */
export const PRESENCE_HEARTBEAT_MS = 20_000
/** An editor not heard of for this long has left (a closed laptop, a lost network). */
export const PRESENCE_TTL_MS = 60_000
/** A facet lock lapses after this long without an edit of the facet: others may edit it again. */
export const LOCK_IDLE_MS = 5 * 60_000
/** Edits renew their facet's lock at most this often. */
export const LOCK_RENEW_MS = 30_000
/** How often each API process removes lapsed presence and locks, telling the clients. */
export const LAPSED_SWEEP_MS = 15_000
/** Editor tabs one account may have open at once (abuse bound). */
export const PRESENCE_PER_USER = 50
/** Facets one account may hold locked at once (abuse bound): a save or leaving releases them. */
export const FACET_LOCKS_PER_USER = 100
/** The most rows a presence or lock list answers with. */
export const PRESENCE_LIST_LIMIT = 1000
