import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { inTransaction } from '../../db/transaction'
import type { Application, HookContext } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { refuseUnknownKind } from '../trash/trash'
import { TrashRestoreService } from './trash-restores.class'
import { trashRestoreDataValidator } from './trash-restores.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    'trash-restores': TrashRestoreService
  }
}

const kindOf = (data: unknown) =>
  typeof data === 'object' && data !== null && 'kind' in data ? (data as { kind: unknown }).kind : undefined

/** POST /trash-restores {kind, id}: admins only, in one transaction. */
export function trashRestores(app: Application) {
  app.use('trash-restores', new TrashRestoreService(app), { methods: ['create'] })
  app.service('trash-restores').hooks({
    around: {
      all: [authenticate('jwt'), authorize],
      create: [inTransaction],
    },
    before: {
      create: [
        (context: HookContext<TrashRestoreService>) => refuseUnknownKind(kindOf(context.data)),
        schemaHooks.validateData(trashRestoreDataValidator),
      ],
    },
  })
}
