import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { inTransaction } from '../../db/transaction'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { RelationshipToEntitiesService } from './relationship-to-entities.class'
import { relationshipValidator, removeQueryValidator } from './relationship-to-entities.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    'relationship-to-entities': RelationshipToEntitiesService
  }
}

export function relationshipToEntities(app: Application) {
  app.use('relationship-to-entities', new RelationshipToEntitiesService(app), { methods: ['get', 'create', 'remove'] })
  app.service('relationship-to-entities').hooks({
    around: { all: [authenticate('jwt'), authorize], create: [inTransaction], remove: [inTransaction] },
    before: {
      create: [schemaHooks.validateData(relationshipValidator)],
      remove: [schemaHooks.validateQuery(removeQueryValidator)],
    },
  })
}
