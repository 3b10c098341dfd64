import { NotFound } from '@feathersjs/errors'
import type { Id, Paginated, Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { EVENT_PAGE_SIZE, type Attachment } from '../../../common/events'
import type { RegulationDateType } from '../../../common/regulations'
import { countedAhead } from '../../db/countedAhead'
import { dbFor } from '../../db/transaction'
import type { Application } from '../../declarations'
import { containsPattern } from '../../hooks/queryOperators'
import { isStorableId } from '../../hooks/serialIds'
import { moveToTrash } from '../../trash/moveToTrash'
import { recordUsage } from '../../usage/recordUsage'
import type { FeedRecordQuery } from '../events/events.schema'
import type { RegulationDraft } from './regulation.rules'
import type { Regulation } from './regulation.schema'
import { DAY_MS } from '../../../common/time'

interface RegulationRow {
  id: number
  summarizedName: string
  legalName: string
  issuerEntityId: string
  issuerName: string
  topicId: number | null
  topicName: string | null
  dateType: RegulationDateType
  dateStart: string | null
  dateEnd: string | null
  source: string | null
  attachment: Attachment
  feedItemId: number | null
  createdBy: string | null
  createdByName: string | null
  createdAt: Date
  updatedAt: Date
}

/** The regulations a list query keeps (spec 3 §2 Regulations list filters; the entity is the issuer). */
function regulationsQuery(db: Knex, query: FeedRecordQuery) {
  const builder = db('regulations as r')
  if (query.topicId) builder.where('r.topicId', query.topicId)
  if (query.entityId) builder.where('r.issuerEntityId', query.entityId)
  if (query.userId) builder.where('r.createdBy', query.userId)
  if (query.updatedAt) {
    const start = new Date(`${query.updatedAt}T00:00:00.000Z`)
    builder
      .where('r.updatedAt', '>=', start.toISOString())
      .where('r.updatedAt', '<', new Date(start.getTime() + DAY_MS).toISOString())
  }
  const title = query.title?.trim()
  if (title) {
    builder.whereRaw(`(r."summarizedName" || ' ' || r."legalName") ILIKE ?`, [containsPattern(title)])
  }
  return builder
}

const selectRows = (builder: Knex.QueryBuilder) =>
  builder
    .join('entities as e', 'e.id', 'r.issuerEntityId')
    .leftJoin('countries as c', 'c.id', 'r.topicId')
    .leftJoin('users as u', 'u.id', 'r.createdBy')
    .select('r.*', 'e.name as issuerName', 'c.name as topicName', 'u.name as createdByName')

async function regulationsOf(db: Knex, rows: RegulationRow[]): Promise<Regulation[]> {
  const briefs: { regulationId: number; id: number; name: string }[] = rows.length
    ? await db('regulation_briefs as l')
        .join('briefs as b', 'b.id', 'l.briefId')
        .whereIn(
          'l.regulationId',
          rows.map((row) => row.id),
        )
        .orderBy('l.position')
        .select('l.regulationId', 'b.id', 'b.name')
    : []
  return rows.map((row) => ({
    id: row.id,
    summarizedName: row.summarizedName,
    legalName: row.legalName,
    issuerEntity: { id: row.issuerEntityId, name: row.issuerName },
    topic: row.topicId ? { id: row.topicId, name: row.topicName ?? '' } : null,
    dateType: row.dateType,
    dateStart: row.dateStart,
    dateEnd: row.dateEnd,
    industryBriefs: briefs.filter((brief) => brief.regulationId === row.id).map(({ id, name }) => ({ id, name })),
    source: row.source,
    attachment: row.attachment,
    feedItemId: row.feedItemId,
    createdBy: row.createdBy ? { id: row.createdBy, name: row.createdByName ?? '' } : null,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  }))
}

const columnsOf = (draft: Partial<RegulationDraft>) => {
  const { industryBriefs: _briefs, attachment, ...columns } = draft
  return { ...columns, ...(attachment && { attachment: JSON.stringify(attachment) }) }
}

async function writeBriefs(db: Knex, regulationId: number, briefs: number[]) {
  await db('regulation_briefs').where({ regulationId }).delete()
  if (briefs.length)
    await db('regulation_briefs').insert(briefs.map((briefId, position) => ({ regulationId, briefId, position })))
}

/**
 * Regulations (spec 3 §2–§5, §7): made by analysts from the regulation feeds or by hand. The hooks check
 * the rules and references; every write is one transaction with its briefs, the feed item it uses and
 * the usage event it records.
 */
export class RegulationService {
  constructor(private app: Application) {}

  async find(params?: Params<FeedRecordQuery>): Promise<Paginated<Regulation> & { totalIsAtLeast?: boolean }> {
    const db = dbFor(this.app, params)
    const query = params?.query ?? {}
    const { $limit = EVENT_PAGE_SIZE, $skip = 0 } = query
    const filtered = regulationsQuery(db, query)
    // an infinite list (spec 3 §2): counted a little past the page, not whole for each page
    const counted = await countedAhead(db, filtered, $skip, $limit)
    const rows: RegulationRow[] = await selectRows(filtered.clone())
      .orderBy([
        { column: 'r.updatedAt', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ])
      .limit($limit)
      .offset($skip)
    return { ...counted, limit: $limit, skip: $skip, data: await regulationsOf(db, rows) }
  }

  async get(id: Id, params?: Params): Promise<Regulation> {
    const db = dbFor(this.app, params)
    const rows: RegulationRow[] = isStorableId(Number(id))
      ? await selectRows(db('regulations as r')).where('r.id', id)
      : []
    if (!rows.length) throw new NotFound(`No record found for id '${id}'`)
    return (await regulationsOf(db, rows))[0]
  }

  async create(draft: RegulationDraft, params?: Params): Promise<Regulation> {
    const db = dbFor(this.app, params)
    const userId = params?.user?.id ?? null
    const [{ id }] = await db('regulations').insert({ ...columnsOf(draft), createdBy: userId }, ['id'])
    await writeBriefs(db, id, draft.industryBriefs)
    if (draft.feedItemId) await db('feed_items').where({ id: draft.feedItemId }).update({ isUsed: true })
    await recordUsage(db, {
      name: 'regulation-created',
      userId,
      subjectType: 'regulation',
      subjectId: id,
      details: { feedItemId: draft.feedItemId },
    })
    return this.get(id, params)
  }

  async patch(id: Id, changes: Partial<RegulationDraft>, params?: Params): Promise<Regulation> {
    const db = dbFor(this.app, params)
    await db('regulations')
      .where({ id })
      .update({ ...columnsOf(changes), updatedAt: new Date().toISOString() })
    if (changes.industryBriefs) await writeBriefs(db, Number(id), changes.industryBriefs)
    await recordUsage(db, {
      name: 'regulation-updated',
      userId: params?.user?.id ?? null,
      subjectType: 'regulation',
      subjectId: Number(id),
      details: { fields: Object.keys(changes) },
    })
    return this.get(id, params)
  }

  async remove(id: Id, params?: Params): Promise<Regulation> {
    const db = dbFor(this.app, params)
    const regulation = await this.get(id, params)
    await moveToTrash(db, 'regulation', regulation.id, params?.user?.id)
    // the feed item can make a regulation again (a restore takes it back, unless another regulation has it by then)
    if (regulation.feedItemId) await db('feed_items').where({ id: regulation.feedItemId }).update({ isUsed: false })
    await recordUsage(db, {
      name: 'regulation-deleted',
      userId: params?.user?.id ?? null,
      subjectType: 'regulation',
      subjectId: regulation.id,
      details: { summarizedName: regulation.summarizedName },
    })
    return regulation
  }
}
