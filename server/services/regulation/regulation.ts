import type { Application } from '../../declarations'
import { feedRecordHooks } from '../events/events.hooks'
import { RegulationService } from './regulation.class'
import {
  changesOf,
  draftOf,
  refuseRegulationPayloadErrors,
  refuseUnknownReferences,
  refuseUnusableFeedItem,
  storedRegulationOf,
} from './regulation.rules'
import { regulationDataValidator, regulationPatchValidator } from './regulation.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    regulation: RegulationService
  }
}

/**
 * Regulations (spec 3 §2–§5, §7): GET /regulation (25 a page, filters topicId, updatedAt,
 * userId, entityId, title), GET, POST, PATCH and DELETE /regulation/{id}; both console roles.
 */
export function regulations(app: Application) {
  app.use('regulation', new RegulationService(app), { methods: ['find', 'get', 'create', 'patch', 'remove'] })
  app.service('regulation').hooks(
    feedRecordHooks({
      refusePayloadErrors: refuseRegulationPayloadErrors,
      validators: { data: regulationDataValidator, patch: regulationPatchValidator },
      draftOf,
      changesOf,
      refuseUnknownReferences,
      storedOf: storedRegulationOf,
      version: { table: 'regulations', column: 'updatedAt', kind: 'regulation', ids: 'serial' },
      checkOrigin: async (db, draft) => {
        if (draft.feedItemId) await refuseUnusableFeedItem(db, draft.feedItemId)
        return {}
      },
    }),
  )
}
