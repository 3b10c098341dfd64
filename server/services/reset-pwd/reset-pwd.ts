import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Application } from '../../declarations'
import { ResetPwdService } from './reset-pwd.class'
import { resetPwdValidator } from './reset-pwd.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    'reset-pwd': ResetPwdService
  }
}

export function resetPwd(app: Application) {
  app.use('reset-pwd', new ResetPwdService(app), { methods: ['create'] })
  app.service('reset-pwd').hooks({
    before: { create: [schemaHooks.validateData(resetPwdValidator)] },
  })
}
