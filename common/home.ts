import type { Stage } from './templateFormat'

/** The feed volume the home page shows: the last two weeks, today included (UTC days). */
export const HOME_FEED_DAYS = 14

/** The team's throughput the home page shows: the same two weeks, UTC days. */
export const HOME_THROUGHPUT_DAYS = 14

/**
 * One member of the team over the throughput's days (`days`, oldest first): the facets they moved to review
 * each day, and the published ones they last edited (as the analyst status counts them).
 */
export interface AnalystThroughput {
  userId: string
  name: string
  review: number[]
  published: number[]
}

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
  /** the team's facets moved to review and published per day; only members with any in the window */
  throughput: { days: string[]; analysts: AnalystThroughput[] }
  /** the console holds no entity yet: the home page says how to start */
  empty: boolean
}
