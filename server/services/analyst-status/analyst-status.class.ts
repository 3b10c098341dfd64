import { Readable } from 'node:stream'
import { BadRequest } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { ANALYST_STATUS_COLUMNS } from '../../../common/exports'
import { STAGES } from '../../../common/workflow'
import type { Application } from '../../declarations'
import { csvStream } from '../../export/csvStream'
import type { AnalystStatus, AnalystStatusQuery } from './analyst-status.schema'
import { DAY_MS } from '../../../common/time'

/** The range's bounds as instants: from the first day's start to the end of the last (UTC); its days exist (the schema). */
export function rangeOf(query: AnalystStatusQuery): [Date, Date] {
  const from = new Date(`${query.from}T00:00:00.000Z`)
  const to = new Date(`${query.to}T00:00:00.000Z`)
  if (from > to) throw new BadRequest('The range ends before it starts', { path: 'to' })
  return [from, new Date(to.getTime() + DAY_MS)]
}

/** Counts by user id from a query answering {userId, n}. */
async function countsBy(query: Knex.QueryBuilder): Promise<Map<string, number>> {
  const rows: { userId: string; n: string | number }[] = await query
  return new Map(rows.map((row) => [row.userId, Number(row.n)]))
}

/**
 * The analysts' status (/admin/export/analyst-status), for each analyst and admin: the facets
 * assigned to them now, by stage; and in the range, the facets assigned to them, those they sent to
 * review, and the published ones they last edited (docs/decisions.md, Exports).
 */
async function analystStatus(db: Knex, query: AnalystStatusQuery): Promise<AnalystStatus> {
  const [start, end] = rangeOf(query)
  const inRange = (builder: Knex.QueryBuilder, column: string) =>
    builder.where(column, '>=', start.toISOString()).where(column, '<', end.toISOString())
  const users: { id: string; name: string; email: string; role: string }[] = await db('users')
    .whereIn('role', ['analyst', 'admin'])
    .select('id', 'name', 'email', 'role')
    .orderBy([{ column: 'name' }, { column: 'email' }])
  const holding: { userId: string; stage: string; n: string | number }[] = await db('facets')
    .whereNotNull('assignedToId')
    .groupBy('assignedToId', 'stage')
    .select('assignedToId as userId', 'stage', db.raw('count(*) as n'))
  const assigned = await countsBy(
    inRange(db('facet_logs').where({ action: 'reassign' }).whereNotNull('assignedToId'), 'createdAt')
      .groupBy('assignedToId')
      .select('assignedToId as userId', db.raw('count(*) as n')),
  )
  const sentToReview = await countsBy(
    inRange(db('facet_logs').where({ toStage: 'review' }).whereNotNull('userId'), 'createdAt')
      .groupBy('userId')
      .select('userId', db.raw('count(*) as n')),
  )
  const published = await countsBy(
    inRange(
      db('facet_logs as l').join('facets as f', 'f.id', 'l.facetId').where('l.toStage', 'published'),
      'l.createdAt',
    )
      .whereNotNull('f.editorId')
      .groupBy('f.editorId')
      .select('f.editorId as userId', db.raw('count(distinct l."facetId") as n')),
  )
  return {
    from: query.from,
    to: query.to,
    data: users.map((user) => ({
      ...user,
      holding: Object.fromEntries(
        holding.filter((row) => row.userId === user.id).map((row) => [row.stage, Number(row.n)]),
      ),
      assigned: assigned.get(user.id) ?? 0,
      sentToReview: sentToReview.get(user.id) ?? 0,
      published: published.get(user.id) ?? 0,
    })),
  }
}

/** GET /analyst-status?from=&to= (JSON) and `&export=true` (the same as CSV). */
export class AnalystStatusService {
  constructor(private app: Application) {}

  async find(params: Params<AnalystStatusQuery>): Promise<AnalystStatus | Readable> {
    const query = params.query!
    const status = await analystStatus(this.app.get('knex'), query)
    if (query.export !== 'true') return status
    async function* records() {
      yield status.data.map((row) => [
        row.name,
        row.email,
        row.role,
        ...STAGES.map((stage) => row.holding[stage] ?? 0),
        row.assigned,
        row.sentToReview,
        row.published,
      ])
    }
    return csvStream(ANALYST_STATUS_COLUMNS, records())
  }
}
