import { DAY_MS } from './time'

/** The three kinds of RSS source, one list each (spec 3 §2). */
export const RSS_SOURCE_TYPES = ['article', 'regulation', 'regulation-article'] as const
export type RssSourceType = (typeof RSS_SOURCE_TYPES)[number]

export const isRssSourceType = (value: unknown): value is RssSourceType =>
  typeof value === 'string' && (RSS_SOURCE_TYPES as readonly string[]).includes(value)

/** Health of a source by days since it was last updated (spec 3 §2, §9). */
export type SourceHealth = 'new' | 'healthy' | 'warning' | 'danger'
export const SOURCE_HEALTHY_DAYS = 7
export const SOURCE_WARNING_DAYS = 60

/**
 * new while it was never updated after its creation; healthy under 7 days since the last update;
 * warning under 60; danger at 60 days or more.
 */
export function sourceHealth(createdAt: string | Date, updatedAt: string | Date, now: Date = new Date()): SourceHealth {
  const updated = new Date(updatedAt).getTime()
  if (new Date(createdAt).getTime() === updated) return 'new'
  const days = (now.getTime() - updated) / DAY_MS
  if (days < SOURCE_HEALTHY_DAYS) return 'healthy'
  if (days < SOURCE_WARNING_DAYS) return 'warning'
  return 'danger'
}
