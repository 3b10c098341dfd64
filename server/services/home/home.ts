import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { Type, getValidator } from '@feathersjs/typebox'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { queryValidator } from '../../validators'
import { HomeService } from './home.class'

// the summary is the caller's own: it takes no query
const homeQueryValidator = getValidator(
  Type.Object({}, { $id: 'HomeQuery', additionalProperties: false }),
  queryValidator,
)

declare module '../../declarations' {
  interface ServiceTypes {
    home: HomeService
  }
}

export function home(app: Application) {
  app.use('home', new HomeService(app), { methods: ['find'] })
  app.service('home').hooks({
    around: { all: [authenticate('jwt'), authorize] },
    before: { find: [schemaHooks.validateQuery(homeQueryValidator)] },
  })
}
