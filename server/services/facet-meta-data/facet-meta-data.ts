import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { inTransaction } from '../../db/transaction'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { FacetMetaDataService } from './facet-meta-data.class'
import { facetMetaRowValidator } from './facet-meta-data.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    'facet-meta-data': FacetMetaDataService
  }
}

/** The facet grid's stage and assignee mass edits (spec 2 §7): both console roles, one transaction a call. */
export function facetMetaData(app: Application) {
  app.use('facet-meta-data', new FacetMetaDataService(app), { methods: ['patch'] })
  app.service('facet-meta-data').hooks({
    around: { all: [authenticate('jwt'), authorize], patch: [inTransaction] },
    before: { patch: [schemaHooks.validateData(facetMetaRowValidator)] },
  })
}
