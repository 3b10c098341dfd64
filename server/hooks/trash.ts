import type { Id, Params } from '@feathersjs/feathers'
import type { TrashKind } from '../../common/trash'
import { dbOf } from '../db/transaction'
import type { HookContext } from '../declarations'
import { moveToTrash } from '../trash/moveToTrash'

/** A service of the knex adapter: its own get, without hooks, in the call's transaction. */
interface RecordReader {
  _get(id: Id, params?: Params): Promise<{ id: number }>
}

/**
 * A before hook for remove: the record goes to the trash instead of being deleted, and the call answers it
 * as the delete did (404 when there is none). Setting the result skips the adapter's own remove.
 */
export const moveToTrashInstead = (kind: TrashKind) => async (context: HookContext<RecordReader>) => {
  const record = await context.service._get(context.id as Id, context.params)
  await moveToTrash(dbOf(context), kind, record.id, context.params.user?.id)
  context.result = record
}
