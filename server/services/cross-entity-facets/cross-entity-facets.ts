import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { cefQueryValidator } from './cross-entity-facets.schema'
import { CefService } from './cross-entity-facets.class'

declare module '../../declarations' {
  interface ServiceTypes {
    'cross-entity-facets': CefService
  }
}

export function crossEntityFacets(app: Application) {
  app.use('cross-entity-facets', new CefService(app), { methods: ['find'] })
  app.service('cross-entity-facets').hooks({
    around: { all: [authenticate('jwt'), authorize] },
    before: { find: [schemaHooks.validateQuery(cefQueryValidator)] },
  })
}
