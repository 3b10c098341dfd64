import { authenticate } from '@feathersjs/authentication'
import { BadRequest } from '@feathersjs/errors'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { fillMessage, messages } from '../../../common/messages'
import { TRASH_KINDS, isTrashKind, parseTrashItemId } from '../../../common/trash'
import { inTransaction } from '../../db/transaction'
import type { Application, HookContext } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { TrashService } from './trash.class'
import { trashQueryValidator } from './trash.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    trash: TrashService
  }
}

/** A kind the trash does not hold is refused with the kinds it holds, before the schema's own words. */
export function refuseUnknownKind(kind: unknown) {
  if (kind !== undefined && !isTrashKind(kind)) {
    throw new BadRequest(fillMessage(messages.trashUnknownKind, { kind: String(kind), kinds: TRASH_KINDS.join(', ') }))
  }
}

/** An id of GET and DELETE /trash/{id} names a kind and a record: `country-12`. */
function refuseBadItemId(context: HookContext<TrashService>) {
  const key = parseTrashItemId(String(context.id))
  if (!key) throw new BadRequest(fillMessage(messages.trashItemIdInvalid, { id: String(context.id) }))
  refuseUnknownKind(key.kind)
}

/**
 * GET /trash (kind, $limit, $skip, $sort), GET /trash/{kind}-{id}, and DELETE /trash/{kind}-{id}, which
 * deletes the record for good: admins only.
 */
export function trash(app: Application) {
  app.use('trash', new TrashService(app), { methods: ['find', 'get', 'remove'] })
  app.service('trash').hooks({
    around: {
      all: [authenticate('jwt'), authorize],
      remove: [inTransaction],
    },
    before: {
      find: [
        (context: HookContext<TrashService>) => refuseUnknownKind(context.params.query?.kind),
        schemaHooks.validateQuery(trashQueryValidator),
      ],
      get: [refuseBadItemId],
      remove: [refuseBadItemId],
    },
  })
}
