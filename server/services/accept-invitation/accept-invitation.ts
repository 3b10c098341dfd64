import { hooks as schemaHooks } from '@feathersjs/schema'
import { inTransaction } from '../../db/transaction'
import type { Application } from '../../declarations'
import { acceptInvitationDataValidator } from './accept-invitation.schema'
import { AcceptInvitationService } from './accept-invitation.class'

declare module '../../declarations' {
  interface ServiceTypes {
    'accept-invitation': AcceptInvitationService
  }
}

export function acceptInvitation(app: Application) {
  app.use('accept-invitation', new AcceptInvitationService(app), { methods: ['get', 'create'] })
  app.service('accept-invitation').hooks({
    around: { create: [inTransaction] },
    before: { create: [schemaHooks.validateData(acceptInvitationDataValidator)] },
  })
}
