import { authenticate } from '@feathersjs/authentication'
import { NotFound } from '@feathersjs/errors'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Application, HookContext } from '../../declarations'
import { dbOf, inTransaction } from '../../db/transaction'
import { authorize } from '../../hooks/authorize'
import { refuseImpossibleId } from '../../hooks/serialIds'
import { EventService } from './events.class'
import {
  articleForEvent,
  changesOf,
  draftOf,
  refuseEventPayloadErrors,
  refuseUnknownReferences,
  storedEventOf,
} from './events.rules'
import {
  eventDataValidator,
  eventPatchValidator,
  feedRecordQueryValidator,
  type EventData,
  type EventPatch,
} from './events.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    events: EventService
  }
}

async function prepareCreate(context: HookContext<EventService>) {
  const db = dbOf(context)
  const draft = draftOf(context.data as unknown as EventData)
  await refuseUnknownReferences(db, draft)
  if (draft.articleId) context.params = { ...context.params, machineTitle: await articleForEvent(db, draft.articleId) }
  context.data = draft as typeof context.data
}

/** A PATCH is checked on the event as it will be: the stored one with the changes. */
async function checkPatch(context: HookContext<EventService>) {
  const stored = await storedEventOf(dbOf(context), Number(context.id))
  if (!stored) throw new NotFound(`No record found for id '${context.id}'`)
  refuseEventPayloadErrors(context.data, stored)
}

async function preparePatch(context: HookContext<EventService>) {
  const changes = changesOf(context.data as unknown as EventPatch)
  await refuseUnknownReferences(dbOf(context), changes)
  context.data = changes as typeof context.data
}

const validateQuery = schemaHooks.validateQuery(feedRecordQueryValidator)

/**
 * Events (spec 3 §2–§5, §7; issue 8): GET /events (25 a page, filters topicId, updatedAt, userId,
 * entityId, title), GET, POST, PATCH and DELETE /events/{id}; both console roles.
 */
export function events(app: Application) {
  app.use('events', new EventService(app), { methods: ['find', 'get', 'create', 'patch', 'remove'] })
  app.service('events').hooks({
    around: {
      all: [authenticate('jwt'), authorize],
      create: [inTransaction],
      patch: [inTransaction],
      remove: [inTransaction],
    },
    before: {
      find: [validateQuery],
      get: [refuseImpossibleId],
      create: [
        (context: HookContext<EventService>) => refuseEventPayloadErrors(context.data),
        schemaHooks.validateData(eventDataValidator),
        prepareCreate,
      ],
      patch: [refuseImpossibleId, checkPatch, schemaHooks.validateData(eventPatchValidator), preparePatch],
      remove: [refuseImpossibleId],
    },
  })
}
