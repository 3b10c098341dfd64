import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { MailService } from './mails.class'
import { mailQueryValidator } from './mails.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    mails: MailService
  }
}

/** Read-only view of the mail recorded when no SMTP server is configured (admins only). */
export function mails(app: Application) {
  app.use('mails', new MailService({ Model: app.get('knex'), name: 'mails', paginate: app.get('paginate') }), {
    methods: ['find', 'get'],
  })
  app.service('mails').hooks({
    around: { all: [authenticate('jwt'), authorize] },
    before: { find: [schemaHooks.validateQuery(mailQueryValidator)] },
  })
}
