import { authenticate } from '@feathersjs/authentication'
import type { Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { Type, getValidator, querySyntax, type Static } from '@feathersjs/typebox'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { queryValidator } from '../../validators'

export interface Mail {
  id: number
  to: string
  subject: string
  text: string
  html: string | null
  createdAt: string
}

const mailQuerySchema = querySyntax(
  Type.Object({ id: Type.Integer(), to: Type.String(), subject: Type.String(), createdAt: Type.String() }),
)
type MailQuery = Static<typeof mailQuerySchema>

export class MailService extends KnexService<Mail, Partial<Mail>, Params<MailQuery>> {}

declare module '../../declarations' {
  interface ServiceTypes {
    mails: MailService
  }
}

/** Read-only view of the mail recorded when no SMTP server is configured (admins only). */
// compiled once per process: a schema's $id may be added to the validator only once
const mailQueryValidator = getValidator(mailQuerySchema, queryValidator)

export function mails(app: Application) {
  app.use('mails', new MailService({ Model: app.get('knex'), name: 'mails', paginate: app.get('paginate') }), {
    methods: ['find', 'get'],
  })
  app.service('mails').hooks({
    around: { all: [authenticate('jwt'), authorize] },
    before: { find: [schemaHooks.validateQuery(mailQueryValidator)] },
  })
}
