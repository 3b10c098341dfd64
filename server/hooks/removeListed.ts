import type { KnexAdapterTransaction } from '@feathersjs/knex'
import { FeathersError } from '@feathersjs/errors'
import type { Id } from '@feathersjs/feathers'
import { messages } from '../../common/messages'
import { dbOf } from '../db/transaction'
import type { HookContext, NextFunction } from '../declarations'
import { listedIds, refuseRows, type RowError } from '../services/entities/entities.bulk'
import { isStorableId } from './serialIds'

/**
 * An around hook for remove, after the call's transaction opens: DELETE /{service}?id[$in]=… removes each
 * listed record as its own DELETE /{service}/{id} does (its hooks, its trash), one after the other in the
 * call's transaction. Any row refused refuses them all, naming each with its reason, and nothing is
 * deleted. Each row runs in a savepoint, so that one failing statement does not stop the others' checks.
 * A call with an id goes on as before.
 */
export async function removeListed(context: HookContext, next: NextFunction) {
  if (context.id !== null) return next()
  const ids = listedIds(context.params.query)
  const { user } = context.params
  const errors: RowError[] = []
  const removed: unknown[] = []
  for (const listed of ids) {
    const id = Number(listed)
    if (!isStorableId(id)) {
      errors.push({ id: String(listed), message: `No record found for id '${String(listed)}'` })
      continue
    }
    try {
      // an inner call: the permission to remove was checked on this one, and its hooks run as for a single delete
      removed.push(
        await dbOf(context).transaction((trx) =>
          context.self.remove(id as Id, { user, transaction: { trx } as KnexAdapterTransaction }),
        ),
      )
    } catch (error) {
      if (!(error instanceof FeathersError) || error.code >= 500) throw error
      errors.push({ id, message: error.message })
    }
  }
  if (errors.length) throw refuseRows(errors, messages.rowsNotDeleted)
  context.result = removed
}
