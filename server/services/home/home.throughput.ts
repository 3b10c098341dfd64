import type { Knex } from 'knex'
import { HOME_THROUGHPUT_DAYS, type AnalystThroughput } from '../../../common/home'
import { PUBLISHED_STAGE, REVIEW_STAGE } from '../../../common/workflow'
import { dayStart, lastUtcDays } from './home.days'

type Count = { userId: string; day: string; n: string | number }

// the facet logs' UTC day; the window is bounded on "createdAt" so the stage index (toStage, createdAt) reads it
const LOG_DAY = `((l."createdAt" AT TIME ZONE 'UTC')::date)::text`

/**
 * The team's facets moved to review (by whoever moved them) and published (credited to the facet's last
 * editor, as the analyst status does) per UTC day over the last HOME_THROUGHPUT_DAYS days; a facet moved
 * twice the same day counts once.
 */
export async function teamThroughput(db: Knex, now: Date): Promise<{ days: string[]; analysts: AnalystThroughput[] }> {
  const days = lastUtcDays(now, HOME_THROUGHPUT_DAYS)
  const since = dayStart(days[0])
  const movedToReview: Promise<Count[]> = db('facet_logs as l')
    .where('l.toStage', REVIEW_STAGE)
    .where('l.createdAt', '>=', since)
    .whereNotNull('l.userId')
    .groupBy('l.userId', db.raw(LOG_DAY))
    .select('l.userId', db.raw(`${LOG_DAY} as day`), db.raw('count(distinct l."facetId") as n'))
  const published: Promise<Count[]> = db('facet_logs as l')
    .join('facets as f', 'f.id', 'l.facetId')
    .where('l.toStage', PUBLISHED_STAGE)
    .where('l.createdAt', '>=', since)
    .whereNotNull('f.editorId')
    .groupBy('f.editorId', db.raw(LOG_DAY))
    .select('f.editorId as userId', db.raw(`${LOG_DAY} as day`), db.raw('count(distinct l."facetId") as n'))
  const [reviewRows, publishedRows] = await Promise.all([movedToReview, published])
  const userIds = [...new Set([...reviewRows, ...publishedRows].map((row) => row.userId))]
  if (!userIds.length) return { days, analysts: [] }
  const users: { id: string; name: string }[] = await db('users')
    .whereIn('id', userIds)
    .select('id', 'name')
    .orderBy([{ column: 'name' }, { column: 'id' }])
  const perDay = (rows: Count[], userId: string) => {
    const byDay = new Map(rows.filter((row) => row.userId === userId).map((row) => [row.day, Number(row.n)]))
    return days.map((day) => byDay.get(day) ?? 0)
  }
  return {
    days,
    analysts: users.map((user) => ({
      userId: user.id,
      name: user.name,
      review: perDay(reviewRows, user.id),
      published: perDay(publishedRows, user.id),
    })),
  }
}
