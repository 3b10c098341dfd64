import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Application, HookContext } from '../../declarations'
import { inTransaction } from '../../db/transaction'
import { authorize } from '../../hooks/authorize'
import { refuseNonUuidId } from '../../hooks/uuidIds'
import { FacetLockService, type FacetLockParams } from './facet-locks.class'
import { facetLockDataValidator, facetLockQueryValidator } from './facet-locks.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    'facet-locks': FacetLockService
  }
}

/** An edit renewing the caller's own lock changes nothing others show: no event. */
function quietRenewal(context: HookContext<FacetLockService>) {
  if ((context.params as FacetLockParams).renewed) context.event = null
}

/** DELETE /facet-locks/{facetId}, or the caller's locks on an entity: DELETE /facet-locks?entityId=… */
function validateRemove(context: HookContext<FacetLockService>) {
  if (context.id !== null) refuseNonUuidId(context)
}

/** Facet locks (common/presence): who is editing which facet of an entity, live in the others' editors. */
export function facetLocks(app: Application) {
  app.use('facet-locks', new FacetLockService(app), { methods: ['find', 'create', 'remove'] })
  app.service('facet-locks').hooks({
    around: { all: [authenticate('jwt'), authorize], create: [inTransaction] },
    before: {
      all: [schemaHooks.validateQuery(facetLockQueryValidator)],
      create: [schemaHooks.validateData(facetLockDataValidator)],
      remove: [validateRemove],
    },
    after: { create: [quietRenewal] },
  })
}
