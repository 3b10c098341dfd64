import type { Application } from '../../declarations'
import { EventService } from './events.class'
import {
  articleForEvent,
  changesOf,
  draftOf,
  refuseEventPayloadErrors,
  refuseUnknownReferences,
  storedEventOf,
} from './events.rules'
import { eventDataValidator, eventPatchValidator } from './events.schema'
import { feedRecordHooks } from './events.hooks'

declare module '../../declarations' {
  interface ServiceTypes {
    events: EventService
  }
}

/**
 * Events (spec 3 §2–§5, §7): GET /events (25 a page, filters topicId, updatedAt, userId,
 * entityId, title), GET, POST, PATCH and DELETE /events/{id}; both console roles.
 */
export function events(app: Application) {
  app.use('events', new EventService(app), { methods: ['find', 'get', 'create', 'patch', 'remove'] })
  app.service('events').hooks(
    feedRecordHooks({
      refusePayloadErrors: refuseEventPayloadErrors,
      validators: { data: eventDataValidator, patch: eventPatchValidator },
      draftOf,
      changesOf,
      refuseUnknownReferences,
      storedOf: storedEventOf,
      version: { table: 'events', column: 'updatedAt', kind: 'event', ids: 'serial' },
      // the title the machine proposed tells whether the analyst changed it
      checkOrigin: async (db, draft) =>
        draft.articleId ? { machineTitle: await articleForEvent(db, draft.articleId) } : {},
    }),
  )
}
