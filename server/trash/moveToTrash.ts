import type { Knex } from 'knex'
import type { TrashKind } from '../../common/trash'
import { withTrash } from '../db/liveViews'
import { TRASH_TABLES } from './kinds'

/** Marks a live record deleted, by `userId` now: it leaves every read and waits in the trash for its purge. */
export async function moveToTrash(db: Knex, kind: TrashKind, id: number, userId: string | null | undefined) {
  await db(withTrash(TRASH_TABLES[kind].table))
    .where({ id })
    .whereNull('deleted_at')
    .update({ deleted_at: db.fn.now(), deleted_by: userId ?? null })
}
