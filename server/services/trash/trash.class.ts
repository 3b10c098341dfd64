import { NotFound } from '@feathersjs/errors'
import type { Id, Paginated, Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { DEFAULT_PAGE_SIZE } from '../../../common/limits'
import { fillMessage, messages } from '../../../common/messages'
import {
  TRASH_KINDS,
  TRASH_RETENTION_DAYS,
  parseTrashItemId,
  purgeDateOf,
  trashItemId,
  type TrashKind,
} from '../../../common/trash'
import { withTrash } from '../../db/liveViews'
import { dbFor } from '../../db/transaction'
import type { Application } from '../../declarations'
import { TRASH_TABLES } from '../../trash/kinds'
import { recordUsage } from '../../usage/recordUsage'
import type { TrashItemRecord, TrashQuery } from './trash.schema'

interface TrashRow {
  kind: TrashKind
  recordId: number
  name: string
  deletedAt: Date
  deletedById: string | null
  deletedByName: string | null
}

/** The deleted rows of one kind, as trash items' rows. */
function trashedOf(db: Knex, kind: TrashKind) {
  const { table, name } = TRASH_TABLES[kind]
  return db(`${withTrash(table)} as t`)
    .leftJoin('users as u', 'u.id', 't.deleted_by')
    .whereNotNull('t.deleted_at')
    .select(db.raw('?::text as kind', [kind]), 't.id as recordId', db.raw(`${name}::text as name`))
    .select('t.deleted_at as deletedAt', 't.deleted_by as deletedById', 'u.name as deletedByName')
}

/** The kind and record id of a trash item id (the hooks have refused the ids that name none). */
export function trashKeyOf(id: Id): { kind: TrashKind; recordId: number } {
  const { kind, recordId } = parseTrashItemId(String(id))!
  return { kind: kind as TrashKind, recordId }
}

/**
 * The trash: the records deleted from the lists of spec 3 (common/trash), until an admin restores them
 * (POST /trash-restores) or they are purged, by the hourly job or now by an admin (DELETE /trash/{id}).
 */
export class TrashService {
  constructor(private app: Application) {}

  private itemOf(row: TrashRow): TrashItemRecord {
    const deletedAt = new Date(row.deletedAt)
    const purgeAt = purgeDateOf(deletedAt, this.app.get('config').trashRetentionDays ?? TRASH_RETENTION_DAYS)
    return {
      id: trashItemId(row.kind, row.recordId),
      kind: row.kind,
      recordId: row.recordId,
      name: row.name,
      deletedAt: deletedAt.toISOString(),
      deletedBy: row.deletedById ? { id: row.deletedById, name: row.deletedByName ?? '' } : null,
      purgeAt: purgeAt?.toISOString() ?? null,
    }
  }

  async find(params?: Params<TrashQuery>): Promise<Paginated<TrashItemRecord>> {
    const db = dbFor(this.app, params)
    const { kind, $limit = DEFAULT_PAGE_SIZE, $skip = 0, $sort = {} } = params?.query ?? {}
    const kinds = kind ? [kind] : TRASH_KINDS
    const trash = () =>
      db.queryBuilder().from(
        db
          .unionAll(
            kinds.map((each) => trashedOf(db, each)),
            true,
          )
          .as('trash'),
      )
    const [{ total }] = await trash().count<{ total: number }[]>({ total: '*' })
    const order = Object.entries({ ...$sort, deletedAt: $sort.deletedAt ?? -1 }).map(([column, way]) => ({
      column,
      order: way === 1 ? 'asc' : 'desc',
    }))
    const rows: TrashRow[] = $limit
      ? await trash()
          .select('*')
          .orderBy([...order, { column: 'kind' }, { column: 'recordId', order: 'desc' }])
          .limit($limit)
          .offset($skip)
      : []
    return { total: Number(total), limit: $limit, skip: $skip, data: rows.map((row) => this.itemOf(row)) }
  }

  async get(id: Id, params?: Params): Promise<TrashItemRecord> {
    const { kind, recordId } = trashKeyOf(id)
    const row: TrashRow | undefined = await trashedOf(dbFor(this.app, params), kind).where('t.id', recordId).first()
    if (!row) throw new NotFound(fillMessage(messages.trashNotFound, { kind, id: recordId }))
    return this.itemOf(row)
  }

  /** Deletes the record for good now, with its links (their foreign keys cascade). */
  async remove(id: Id, params?: Params): Promise<TrashItemRecord> {
    const db = dbFor(this.app, params)
    const item = await this.get(id, params)
    await db(withTrash(TRASH_TABLES[item.kind].table)).where({ id: item.recordId }).whereNotNull('deleted_at').delete()
    await recordUsage(db, {
      name: 'record-purged',
      userId: params?.user?.id ?? null,
      subjectType: item.kind,
      subjectId: item.recordId,
      details: { name: item.name },
    })
    return item
  }
}
