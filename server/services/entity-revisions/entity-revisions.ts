import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { inSnapshot } from '../../db/transaction'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { noQueryValidator } from '../../hooks/facetTrail'
import { refuseNonUuidId } from '../../hooks/uuidIds'
import { EntityRevisionService } from './entity-revisions.class'
import { entityRevisionQueryValidator } from './entity-revisions.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    'entity-revisions': EntityRevisionService
  }
}

/**
 * An entity's history: read-only for clients (other methods answer 405). The entity save writes its
 * revisions (entity-revisions.write) in its own transaction; a restore is an ordinary save of a
 * revision's content (common/revisionRestore), so it meets the same 409 as any stale save.
 */
export function entityRevisions(app: Application) {
  app.use('entity-revisions', new EntityRevisionService(app), { methods: ['find', 'get'] })
  app.service('entity-revisions').hooks({
    around: {
      all: [authenticate('jwt'), authorize, inSnapshot],
    },
    before: {
      find: [schemaHooks.validateQuery(entityRevisionQueryValidator)],
      get: [schemaHooks.validateQuery(noQueryValidator), refuseNonUuidId],
    },
  })
}
