import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { FACET_TRAIL_PAGINATE, noQueryValidator } from '../../hooks/facetTrail'
import { sortByDefault } from '../../hooks/results'
import { refuseNonUuidId } from '../../hooks/uuidIds'
import { facetLogQueryValidator, facetLogResultResolver } from './facet-logs.schema'
import { FacetLogService } from './facet-logs.class'

declare module '../../declarations' {
  interface ServiceTypes {
    'facet-logs': FacetLogService
  }
}

/**
 * The change log of a facet (spec 1 §3, §4, §7): read-only for clients (other methods answer 405).
 * The server writes its entries with writeFacetLog, in the transaction of the change they record.
 */
export function facetLogs(app: Application) {
  app.use(
    'facet-logs',
    new FacetLogService({
      Model: app.get('knex'),
      name: 'facet_logs',
      paginate: FACET_TRAIL_PAGINATE,
      multi: false,
    }),
    { methods: ['find', 'get'] },
  )
  app.service('facet-logs').hooks({
    around: {
      all: [authenticate('jwt'), authorize, schemaHooks.resolveResult(facetLogResultResolver)],
    },
    before: {
      find: [
        schemaHooks.validateQuery(facetLogQueryValidator),
        sortByDefault({ updatedAt: -1, createdAt: -1, id: -1 }),
      ],
      get: [schemaHooks.validateQuery(noQueryValidator), refuseNonUuidId],
    },
  })
}
