import { authenticate } from '@feathersjs/authentication'
import { NotFound } from '@feathersjs/errors'
import type { Paginated } from '@feathersjs/feathers'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Application, HookContext, NextFunction } from '../../declarations'
import { dbOf, inTransaction } from '../../db/transaction'
import { authorize } from '../../hooks/authorize'
import { normaliseQueryOperators } from '../../hooks/queryOperators'
import { isStorableId, refuseImpossibleId } from '../../hooks/serialIds'
import { BriefService, parentLinksOf, storedBriefOf } from './briefs.class'
import { refuseBriefConflicts, refuseBriefPayloadErrors, type BriefDraft } from './briefs.rules'
import {
  briefDataValidator,
  briefPatchValidator,
  briefQueryValidator,
  type Brief,
  type BriefData,
  type BriefParent,
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

/** A list without a sort of its own comes by name, as the console shows it. */
function sortByNameByDefault(context: HookContext<BriefService>) {
  const query = context.params.query ?? {}
  if (!query.$sort) context.params = { ...context.params, query: { ...query, $sort: { name: 1, id: 1 } } }
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

/** The result's briefs, whatever the method answered: a page, a list or one. */
const briefsOf = (result: Brief | Brief[] | Paginated<Brief>) =>
  Array.isArray(result) ? result : 'data' in result ? result.data : [result]

/**
 * Every answer carries each brief's parents, sorted by name: for a page, in one query. A removed
 * brief's parent links go with it (cascade), so they are read before.
 */
async function withParents(context: HookContext<BriefService>, next: NextFunction) {
  const id = Number(context.id)
  const removing = context.method === 'remove' && isStorableId(id)
  const removed = removing ? await parentLinksOf(dbOf(context), [id]) : undefined
  await next()
  const briefs = briefsOf(context.result as Brief | Brief[] | Paginated<Brief>)
  const ids = briefs.map((brief) => brief.id)
  const links = removed ?? (await parentLinksOf(dbOf(context), ids))
  const byBrief = new Map<number, BriefParent[]>()
  for (const { brief_id, ...parent } of links) {
    byBrief.set(brief_id, [...(byBrief.get(brief_id) ?? []), parent])
  }
  for (const brief of briefs) brief.parents = byBrief.get(brief.id) ?? []
}

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
      patch: [inTransaction, withParents],
      remove: [inTransaction, withParents],
    },
    before: {
      all: [typeListAsIn, schemaHooks.validateQuery(briefQueryValidator), normaliseQueryOperators],
      find: [sortByNameByDefault],
      get: [refuseImpossibleId],
      remove: [refuseImpossibleId],
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
