import { authenticate } from '@feathersjs/authentication'
import { NotFound } from '@feathersjs/errors'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Application, HookContext } from '../../declarations'
import { dbOf, inTransaction } from '../../db/transaction'
import { authorize } from '../../hooks/authorize'
import { refuseImpossibleId } from '../../hooks/serialIds'
import { feedRecordQueryValidator } from '../events/events.schema'
import { RegulationService } from './regulation.class'
import {
  changesOf,
  draftOf,
  refuseRegulationPayloadErrors,
  refuseUnknownReferences,
  refuseUnusableFeedItem,
  storedRegulationOf,
} from './regulation.rules'
import {
  regulationDataValidator,
  regulationPatchValidator,
  type RegulationData,
  type RegulationPatch,
} from './regulation.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    regulation: RegulationService
  }
}

async function prepareCreate(context: HookContext<RegulationService>) {
  const db = dbOf(context)
  const draft = draftOf(context.data as unknown as RegulationData)
  await refuseUnknownReferences(db, draft)
  if (draft.feedItemId) await refuseUnusableFeedItem(db, draft.feedItemId)
  context.data = draft as typeof context.data
}

/** A PATCH is checked on the regulation as it will be: the stored one with the changes. */
async function checkPatch(context: HookContext<RegulationService>) {
  const stored = await storedRegulationOf(dbOf(context), Number(context.id))
  if (!stored) throw new NotFound(`No record found for id '${context.id}'`)
  refuseRegulationPayloadErrors(context.data, stored)
}

async function preparePatch(context: HookContext<RegulationService>) {
  const changes = changesOf(context.data as unknown as RegulationPatch)
  await refuseUnknownReferences(dbOf(context), changes)
  context.data = changes as typeof context.data
}

/**
 * Regulations (spec 3 §2–§5, §7; issue 8): GET /regulation (25 a page, filters topicId, updatedAt,
 * userId, entityId, title), GET, POST, PATCH and DELETE /regulation/{id}; both console roles.
 */
export function regulations(app: Application) {
  app.use('regulation', new RegulationService(app), { methods: ['find', 'get', 'create', 'patch', 'remove'] })
  app.service('regulation').hooks({
    around: {
      all: [authenticate('jwt'), authorize],
      create: [inTransaction],
      patch: [inTransaction],
      remove: [inTransaction],
    },
    before: {
      find: [schemaHooks.validateQuery(feedRecordQueryValidator)],
      get: [refuseImpossibleId],
      create: [
        (context: HookContext<RegulationService>) => refuseRegulationPayloadErrors(context.data),
        schemaHooks.validateData(regulationDataValidator),
        prepareCreate,
      ],
      patch: [refuseImpossibleId, checkPatch, schemaHooks.validateData(regulationPatchValidator), preparePatch],
      remove: [refuseImpossibleId],
    },
  })
}
