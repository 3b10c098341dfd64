import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { inTransaction } from '../../db/transaction'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import {
  briefRelationshipValidator,
  countryRelationshipValidator,
  landscapeRelationshipValidator,
} from './entity-relationships.schema'
import { RELATIONSHIP_LISTS, RelationshipListService } from './entity-relationships.class'

declare module '../../declarations' {
  interface ServiceTypes {
    'relationship-to-country': RelationshipListService
    'brief-entity-relationship': RelationshipListService
    'relationship-to-landscape': RelationshipListService
  }
}

const VALIDATORS = {
  'relationship-to-country': countryRelationshipValidator,
  'brief-entity-relationship': briefRelationshipValidator,
  'relationship-to-landscape': landscapeRelationshipValidator,
}

/** The country, brief and landscape panels of the entity editor: one service shape over three tables. */
export function entityRelationships(app: Application) {
  for (const kind of RELATIONSHIP_LISTS) {
    app.use(kind.path, new RelationshipListService(app, kind), { methods: ['get', 'create'] })
    app.service(kind.path).hooks({
      around: { all: [authenticate('jwt'), authorize], create: [inTransaction] },
      before: { create: [schemaHooks.validateData(VALIDATORS[kind.path])] },
    })
  }
}
