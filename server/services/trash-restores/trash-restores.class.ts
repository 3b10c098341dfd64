import { Conflict, NotFound } from '@feathersjs/errors'
import type { Id, Params } from '@feathersjs/feathers'
import { fillMessage, messages } from '../../../common/messages'
import { withTrash } from '../../db/liveViews'
import { dbFor } from '../../db/transaction'
import type { Application } from '../../declarations'
import { TRASH_TABLES, type TrashedRow } from '../../trash/kinds'
import { recordUsage } from '../../usage/recordUsage'
import type { TrashRestoreData } from './trash-restores.schema'

/** The service of a restored record's kind, read as a client of it reads it. */
interface RecordReader {
  get(id: Id, params?: Params): Promise<unknown>
}

/**
 * POST /trash-restores: brings a deleted record back to its list as it was, with its links, and answers it
 * as its own service does. 404 when the trash holds no such record, 409 when it is live already or when a
 * live record has taken its unique name (or its feed item) meanwhile.
 */
export class TrashRestoreService {
  constructor(private app: Application) {}

  async create(data: TrashRestoreData, params?: Params): Promise<unknown> {
    const db = dbFor(this.app, params)
    const { kind, id } = data
    const { table, service, clash, afterRestore } = TRASH_TABLES[kind]
    const row: (TrashedRow & { deleted_at: Date | null }) | undefined = await db(withTrash(table))
      .where({ id })
      .forUpdate()
      .first()
    if (!row) throw new NotFound(fillMessage(messages.trashNotFound, { kind, id }))
    if (!row.deleted_at) throw new Conflict(fillMessage(messages.trashNotDeleted, { kind }))
    const taken = clash(db(table), row)
    if (taken && (await taken.rows.first('id'))) throw new Conflict(taken.message)
    await db(withTrash(table)).where({ id }).update({ deleted_at: null, deleted_by: null })
    await afterRestore?.(db, row)
    await recordUsage(db, {
      name: 'record-restored',
      userId: params?.user?.id ?? null,
      subjectType: kind,
      subjectId: id,
      details: { deletedAt: new Date(row.deleted_at).toISOString(), deletedBy: row.deleted_by ?? null },
    })
    const records = this.app.service(service) as unknown as RecordReader
    return records.get(id, { transaction: params?.transaction, user: params?.user })
  }
}
