import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { inTransaction } from '../../db/transaction'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { EntityMetaDataService } from './entity-meta-data.class'
import { entityMetaRowValidator } from './entity-meta-data.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    'entity-meta-data': EntityMetaDataService
  }
}

/** The grid's stage and assignee edits (spec 2 §7): admins only (spec 2 §6), one transaction a call. */
export function entityMetaData(app: Application) {
  app.use('entity-meta-data', new EntityMetaDataService(app), { methods: ['patch'] })
  app.service('entity-meta-data').hooks({
    around: { all: [authenticate('jwt'), authorize], patch: [inTransaction] },
    before: { patch: [schemaHooks.validateData(entityMetaRowValidator)] },
  })
}
