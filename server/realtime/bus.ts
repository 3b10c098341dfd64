import type { Knex } from 'knex'
import { postgresBus } from './postgresBus'
import { redisBus } from './redisBus'

/**
 * What carries the real-time messages between the API processes sharing a database. Each process hears
 * every message, its own included (the caller skips those by their origin).
 */
export interface RealtimeBus {
  readonly kind: 'in-process' | 'postgres' | 'redis'
  /** Starts hearing messages; `deliver` gets each one as sent. */
  open(deliver: (message: string) => void): Promise<void>
  publish(message: string): Promise<void>
  close(): Promise<void>
}

/** One process by construction (embedded PGlite): nothing to carry. */
const inProcessBus = (): RealtimeBus => ({
  kind: 'in-process',
  open: async () => {},
  publish: async () => {},
  close: async () => {},
})

/** Redis when REDIS_URL is set, else PostgreSQL's LISTEN/NOTIFY when the database is PostgreSQL, else none. */
export function createBus(db: Knex, redisUrl: string | undefined): RealtimeBus {
  if (redisUrl) return redisBus(redisUrl)
  return db.client.config.client === 'pg' ? postgresBus(db) : inProcessBus()
}
