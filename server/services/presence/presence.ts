import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Application, HookContext } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { refuseNonUuidId } from '../../hooks/uuidIds'
import { PresenceService, type PresenceParams } from './presence.class'
import { presenceDataValidator, presenceQueryValidator } from './presence.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    presence: PresenceService
  }
}

/** A heartbeat that changed nothing others show sends no event. */
function quietRenewal(context: HookContext<PresenceService>) {
  if ((context.params as PresenceParams).renewed) context.event = null
}

/**
 * Presence: the editors open now (common/presence). The editor's tab says it has an entity open every
 * PRESENCE_HEARTBEAT_MS and that it left when it leaves; the grids and editors of others hear it live.
 */
export function presence(app: Application) {
  app.use('presence', new PresenceService(app), { methods: ['find', 'create', 'remove'] })
  app.service('presence').hooks({
    around: { all: [authenticate('jwt'), authorize] },
    before: {
      all: [schemaHooks.validateQuery(presenceQueryValidator)],
      create: [schemaHooks.validateData(presenceDataValidator)],
      remove: [refuseNonUuidId],
    },
    after: { create: [quietRenewal] },
  })
}
