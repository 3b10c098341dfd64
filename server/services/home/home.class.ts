import type { Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { HOME_FEED_DAYS, type FeedDay, type HomeSummary } from '../../../common/home'
import type { Stage } from '../../../common/templateFormat'
import type { Application } from '../../declarations'
import { previousSignIn } from './home.visits'
import { dayStart, lastUtcDays } from './home.days'
import { teamThroughput } from './home.throughput'

/** The feeds' last HOME_FEED_DAYS UTC days, every day present (0 where nothing came). */
async function feedDays(db: Knex, now: Date): Promise<FeedDay[]> {
  const days = lastUtcDays(now, HOME_FEED_DAYS)
  const rows: { day: string; items: string | number; used: string | number }[] = await db('feed_items')
    .where('date', '>=', dayStart(days[0]))
    .groupByRaw(`(date AT TIME ZONE 'UTC')::date`)
    .select(
      db.raw(`((date AT TIME ZONE 'UTC')::date)::text as day`),
      db.raw('count(*) as items'),
      db.raw(`count(*) FILTER (WHERE "isUsed") as used`),
    )
  const byDay = new Map(rows.map((row) => [row.day, row]))
  return days.map((day) => {
    const row = byDay.get(day)
    return { day, items: Number(row?.items ?? 0), used: Number(row?.used ?? 0) }
  })
}

/** What reached the user since their last visit: assignments by others, rejections, others' comments. */
async function sinceLastVisit(db: Knex, userId: string, since: Date | null): Promise<HomeSummary['sinceLastVisit']> {
  if (!since) return { assigned: 0, rejected: 0, comments: 0 }
  const count = async (query: Knex.QueryBuilder) =>
    Number((await query.first<{ n: string }>(db.raw('count(*) as n')))?.n ?? 0)
  const [assigned, rejected, comments] = await Promise.all([
    count(
      db('facet_logs')
        .where({ action: 'reassign', assignedToId: userId })
        .where('createdAt', '>', since)
        .where((q) => q.whereNull('userId').orWhereNot('userId', userId)),
    ),
    count(db('rejections').where({ userId }).where('createdAt', '>', since)),
    count(
      db('comments as c')
        .join('facets as f', 'f.id', 'c.sourceId')
        .where('f.assignedToId', userId)
        .where('c.createdAt', '>', since)
        .where((q) => q.whereNull('c.userId').orWhereNot('c.userId', userId)),
    ),
  ])
  return { assigned, rejected, comments }
}

/** GET /home: the signed-in user's landing figures (common/home HomeSummary). */
export class HomeService {
  constructor(private app: Application) {}

  async find(params: Params): Promise<HomeSummary> {
    const db: Knex = this.app.get('knex')
    const userId = String(params.user!.id)
    const since = await previousSignIn(db, userId)
    const now = new Date()
    const [holding, changes, feed, throughput, anEntity] = await Promise.all([
      db('facets')
        .where({ assignedToId: userId })
        .groupBy('stage')
        .select<{ stage: Stage; n: string | number }[]>('stage', db.raw('count(*) as n')),
      sinceLastVisit(db, userId, since),
      feedDays(db, now),
      teamThroughput(db, now),
      db('entities').first('id'),
    ])
    return {
      since: since?.toISOString() ?? null,
      assignedToMe: Object.fromEntries(holding.map((row) => [row.stage, Number(row.n)])),
      sinceLastVisit: changes,
      feed,
      throughput,
      empty: !anEntity,
    }
  }
}
