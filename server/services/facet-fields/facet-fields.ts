import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { inTransaction } from '../../db/transaction'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { FacetFieldService } from './facet-fields.class'
import {
  facetFieldCreateRowValidator,
  facetFieldQueryValidator,
  facetFieldValueRowValidator,
} from './facet-fields.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    'facet-fields': FacetFieldService
  }
}

/** The facet grid's label, description and source mass edits (spec 2 §7): one transaction a call. */
export function facetFields(app: Application) {
  app.use('facet-fields', new FacetFieldService(app), { methods: ['create', 'patch'] })
  app.service('facet-fields').hooks({
    around: { all: [authenticate('jwt'), authorize], create: [inTransaction], patch: [inTransaction] },
    before: {
      all: [schemaHooks.validateQuery(facetFieldQueryValidator)],
      create: [schemaHooks.validateData(facetFieldCreateRowValidator)],
      patch: [schemaHooks.validateData(facetFieldValueRowValidator)],
    },
  })
}
