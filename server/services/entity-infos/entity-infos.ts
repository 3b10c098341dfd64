import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { EntityInfoService } from './entity-infos.class'
import { entityInfoQueryValidator } from './entity-infos.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    'entity-infos': EntityInfoService
  }
}

export function entityInfos(app: Application) {
  app.use('entity-infos', new EntityInfoService(app), { methods: ['find'] })
  app.service('entity-infos').hooks({
    around: { all: [authenticate('jwt'), authorize] },
    before: { find: [schemaHooks.validateQuery(entityInfoQueryValidator)] },
  })
}
