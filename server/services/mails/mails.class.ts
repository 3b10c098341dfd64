import type { Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import type { Mail, MailQuery } from './mails.schema'

export class MailService extends KnexService<Mail, Partial<Mail>, Params<MailQuery>> {}
