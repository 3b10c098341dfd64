import { authenticate } from '@feathersjs/authentication'
import { NotFound } from '@feathersjs/errors'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { getValidator } from '@feathersjs/typebox'
import type { Knex } from 'knex'
import { dbOf, inTransaction } from '../../db/transaction'
import { versionGuard, type VersionedRecord } from '../../hooks/versions'
import type { HookContext } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { removeListed } from '../../hooks/removeListed'
import { refuseImpossibleId } from '../../hooks/serialIds'
import { feedRecordQueryValidator } from './events.schema'

type Validator = ReturnType<typeof getValidator>

/** What makes events and regulations differ for their hooks: their rules, shapes and origin. */
export interface FeedRecordRules<Data, Patch, Draft> {
  /** the form's rules on a body as it arrives, merged into the stored record for a PATCH */
  refusePayloadErrors: (data: unknown, stored?: Draft) => void
  validators: { data: Validator; patch: Validator }
  draftOf: (data: Data) => Draft
  changesOf: (data: Patch) => Partial<Draft>
  refuseUnknownReferences: (db: Knex, draft: Partial<Draft>) => Promise<void>
  storedOf: (db: Knex, id: number) => Promise<Draft | undefined>
  /** checks the feed item a new record is made from; answers what the service is to know of it */
  checkOrigin: (db: Knex, draft: Draft) => Promise<Record<string, unknown>>
  /** the record's version, checked on every save */
  version: VersionedRecord
}

/**
 * The hooks of the events and regulations services (spec 3 §5, §7): both console roles; the rules with
 * the form's messages, then the schema, then the references; a PATCH checked on the record as it will
 * be; every write one transaction.
 */
export function feedRecordHooks<Data, Patch, Draft>(rules: FeedRecordRules<Data, Patch, Draft>) {
  async function prepareCreate(context: HookContext) {
    const db = dbOf(context)
    const draft = rules.draftOf(context.data as Data)
    await rules.refuseUnknownReferences(db, draft)
    context.params = { ...context.params, ...(await rules.checkOrigin(db, draft)) }
    context.data = draft
  }
  async function checkPatch(context: HookContext) {
    const stored = await rules.storedOf(dbOf(context), Number(context.id))
    if (!stored) throw new NotFound(`No record found for id '${context.id}'`)
    rules.refusePayloadErrors(context.data, stored)
  }
  async function preparePatch(context: HookContext) {
    const changes = rules.changesOf(context.data as Patch)
    await rules.refuseUnknownReferences(dbOf(context), changes)
    context.data = changes
  }
  return {
    around: {
      all: [authenticate('jwt'), authorize],
      create: [inTransaction],
      patch: [inTransaction, versionGuard(rules.version)],
      remove: [inTransaction, removeListed],
    },
    before: {
      find: [schemaHooks.validateQuery(feedRecordQueryValidator)],
      get: [refuseImpossibleId],
      create: [
        (context: HookContext) => rules.refusePayloadErrors(context.data),
        schemaHooks.validateData(rules.validators.data),
        prepareCreate,
      ],
      patch: [refuseImpossibleId, checkPatch, schemaHooks.validateData(rules.validators.patch), preparePatch],
      remove: [refuseImpossibleId],
    },
  }
}
