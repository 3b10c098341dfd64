import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { SendNewsletterService } from './send-newsletter.class'
import { sendNewsletterDataValidator } from './send-newsletter.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    'send-newsletter': SendNewsletterService
  }
}

export function sendNewsletter(app: Application) {
  app.use('send-newsletter', new SendNewsletterService(app), { methods: ['create'] })
  app.service('send-newsletter').hooks({
    around: { all: [authenticate('jwt'), authorize] },
    before: { create: [schemaHooks.validateData(sendNewsletterDataValidator)] },
  })
}
