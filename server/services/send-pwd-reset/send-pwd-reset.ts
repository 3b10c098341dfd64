import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Application } from '../../declarations'
import { SendPwdResetService } from './send-pwd-reset.class'
import { sendPwdResetValidator } from './send-pwd-reset.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    'send-pwd-reset': SendPwdResetService
  }
}

export function sendPwdReset(app: Application) {
  app.use('send-pwd-reset', new SendPwdResetService(app), { methods: ['create'] })
  app.service('send-pwd-reset').hooks({
    before: { create: [schemaHooks.validateData(sendPwdResetValidator)] },
  })
}
