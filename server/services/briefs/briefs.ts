import { authenticate } from '@feathersjs/authentication'
import { NotFound } from '@feathersjs/errors'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Application, HookContext } from '../../declarations'
import { dbOf, inTransaction } from '../../db/transaction'
import { versionGuard } from '../../hooks/versions'
import { authorize } from '../../hooks/authorize'
import { removeListed } from '../../hooks/removeListed'
import { moveToTrashInstead } from '../../hooks/trash'
import { normaliseQueryOperators } from '../../hooks/queryOperators'
import { attachLists, sortByDefault } from '../../hooks/results'
import { refuseImpossibleId } from '../../hooks/serialIds'
import { BriefService, parentLinksOf, storedBriefOf } from './briefs.class'
import { refuseBriefConflicts, refuseBriefPayloadErrors, type BriefDraft } from './briefs.rules'
import {
  briefDataValidator,
  briefPatchValidator,
  briefQueryValidator,
  type BriefData,
  type BriefPatch,
} from './briefs.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    briefs: BriefService
  }
}

/** The parents without repeats, in the order sent. */
const storedParents = (parents: number[]) => [...new Set(parents)]

/**
 * `type[]=industry` (the spec's industry search) arrives from the query parser as a plain list:
 * it means any of them. Before the schema, which knows only a type or `$in`.
 */
function typeListAsIn(context: HookContext<BriefService>) {
  const query = context.params.query
  if (Array.isArray(query?.type)) context.params = { ...context.params, query: { ...query, type: { $in: query.type } } }
}

async function prepareCreate(context: HookContext<BriefService>) {
  const data = context.data as BriefData
  const draft: BriefDraft = { name: data.name.trim(), type: data.type, parents: storedParents(data.parents ?? []) }
  await refuseBriefConflicts(dbOf(context), draft)
  context.data = draft
}

async function preparePatch(context: HookContext<BriefService>) {
  const stored = await storedBriefOf(dbOf(context), Number(context.id))
  if (!stored) throw new NotFound(`No record found for id '${context.id}'`)
  const data = context.data as BriefPatch
  const changes: BriefPatch = {}
  if (data.name !== undefined) changes.name = data.name.trim()
  if (data.type !== undefined) changes.type = data.type
  if (data.parents !== undefined) changes.parents = storedParents(data.parents)
  await refuseBriefConflicts(dbOf(context), { ...stored, ...changes }, stored)
  context.data = changes as typeof context.data
}

/** Every answer carries each brief's parents, sorted by name. */
const withParents = attachLists('parents', 'brief_id', parentLinksOf)

/**
 * Briefs, the topic taxonomy (spec 3 §2–§5, §7): name, type, and parents by the parent rule
 * (an industry under sub-sectors, a sub-sector under sectors). Analysts and admins keep them.
 */
export function briefs(app: Application) {
  app.use(
    'briefs',
    new BriefService({ Model: app.get('knex'), name: 'briefs', paginate: app.get('paginate'), multi: false }),
    { methods: ['find', 'get', 'create', 'patch', 'remove'] },
  )
  app.service('briefs').hooks({
    around: {
      all: [authenticate('jwt'), authorize],
      find: [withParents],
      get: [withParents],
      create: [inTransaction, withParents],
      patch: [
        inTransaction,
        versionGuard({ table: 'briefs', column: 'updated_at', kind: 'brief', ids: 'serial' }),
        withParents,
      ],
      remove: [inTransaction, removeListed, withParents],
    },
    before: {
      all: [typeListAsIn, schemaHooks.validateQuery(briefQueryValidator), normaliseQueryOperators],
      find: [sortByDefault({ name: 1, id: 1 })],
      get: [refuseImpossibleId],
      remove: [refuseImpossibleId, moveToTrashInstead('brief')],
      create: [
        (context: HookContext<BriefService>) => refuseBriefPayloadErrors(context.data, true),
        schemaHooks.validateData(briefDataValidator),
        prepareCreate,
      ],
      patch: [
        refuseImpossibleId,
        (context: HookContext<BriefService>) => refuseBriefPayloadErrors(context.data, false),
        schemaHooks.validateData(briefPatchValidator),
        preparePatch,
      ],
    },
  })
}
