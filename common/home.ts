import type { Stage } from './templateFormat'

/** The feed volume the home page shows: the last two weeks, today included (UTC days). */
export const HOME_FEED_DAYS = 14

/** One UTC day of the feeds: the items kept that day (by their date) and how many of them were used. */
export interface FeedDay {
  day: string
  items: number
  used: number
}

/**
 * GET /home: what the signed-in user lands on at /analyst and /admin. `since` is their sign-in before
 * this one (null on the first); the counts under `sinceLastVisit` are 0 when there is none.
 */
export interface HomeSummary {
  since: string | null
  /** facets assigned to the user now, by stage (stages without any left out) */
  assignedToMe: Partial<Record<Stage, number>>
  sinceLastVisit: {
    /** facets assigned to the user since, by someone else */
    assigned: number
    /** rejections of the user's facets since */
    rejected: number
    /** comments by others on facets assigned to the user now */
    comments: number
  }
  feed: FeedDay[]
  /** the console holds no entity yet: the home page says how to start */
  empty: boolean
}
