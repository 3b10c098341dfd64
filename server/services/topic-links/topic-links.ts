import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { inTransaction } from '../../db/transaction'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { refuseNonUuidId } from '../../hooks/uuidIds'
import { topicLinksRowValidator } from './topic-links.schema'
import { TopicLinkService } from './topic-links.class'

declare module '../../declarations' {
  interface ServiceTypes {
    'topic-links': TopicLinkService
  }
}

/** Topic links of entities: admins only (spec 2 §6 'change topic properties'). */
export function topicLinks(app: Application) {
  app.use('topic-links', new TopicLinkService(app), { methods: ['create', 'remove'] })
  app.service('topic-links').hooks({
    around: { all: [authenticate('jwt'), authorize], create: [inTransaction], remove: [inTransaction] },
    before: { create: [schemaHooks.validateData(topicLinksRowValidator)], remove: [refuseNonUuidId] },
  })
}
