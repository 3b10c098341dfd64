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
import { attachLists } from '../../hooks/results'
import { refuseImpossibleId } from '../../hooks/serialIds'
import { RssSourceService, storedRssSourceOf, topicLinksOf } from './rss-sources.class'
import { refuseRssSourceConflicts, refuseRssSourcePayloadErrors, type RssSourceDraft } from './rss-sources.rules'
import {
  rssSourceDataValidator,
  rssSourcePatchValidator,
  rssSourceQueryValidator,
  rssSourceRecordQueryValidator,
  type RssSourceData,
  type RssSourcePatch,
  type RssSourceQuery,
} from './rss-sources.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    'rss-sources': RssSourceService
  }
}

/** The topics without repeats, in the order sent. */
const storedTopics = (topics: number[]) => [...new Set(topics)]

type Sort = NonNullable<RssSourceQuery['$sort']>

/** A plain `name` (what the spec's console sends) means contains, whatever the case, like `name[$iLike]`. */
function plainNameContains(context: HookContext<RssSourceService>) {
  const query = context.params.query
  if (typeof query?.name === 'string') {
    context.params = { ...context.params, query: { ...query, name: { $iLike: query.name } } }
  }
}

/**
 * The list's own options, after the schema: `orderByName` sorts by name first; without a sort the
 * newest come first; the id always ends the sort, so pages do not overlap. `topicId` moves to the
 * params, where the service's query reads it.
 */
function listOptions(context: HookContext<RssSourceService>) {
  const { topicId, orderByName, $sort, ...query } = context.params.query ?? {}
  const byName: Sort = orderByName ? { name: orderByName === 'asc' ? 1 : -1 } : {}
  const sort: Sort = { ...byName, ...$sort, ...byName }
  if (!Object.keys(sort).length) sort.createdAt = -1
  sort.id ??= Object.values(sort).at(-1)
  context.params = { ...context.params, topicId, query: { ...query, $sort: sort } }
}

async function prepareCreate(context: HookContext<RssSourceService>) {
  const data = context.data as RssSourceData
  const draft: RssSourceDraft = {
    name: data.name.trim(),
    websiteUrl: data.websiteUrl.trim(),
    language: data.language,
    type: data.type,
    topics: storedTopics(data.topics),
  }
  await refuseRssSourceConflicts(dbOf(context), draft)
  context.data = draft
}

async function preparePatch(context: HookContext<RssSourceService>) {
  const stored = await storedRssSourceOf(dbOf(context), Number(context.id))
  if (!stored) throw new NotFound(`No record found for id '${context.id}'`)
  const data = context.data as RssSourcePatch
  const changes: RssSourcePatch = {}
  if (data.name !== undefined) changes.name = data.name.trim()
  if (data.websiteUrl !== undefined) changes.websiteUrl = data.websiteUrl.trim()
  if (data.language !== undefined) changes.language = data.language
  if (data.type !== undefined) changes.type = data.type
  if (data.topics !== undefined) changes.topics = storedTopics(data.topics)
  await refuseRssSourceConflicts(dbOf(context), { ...stored, ...changes }, stored.id)
  context.data = changes as typeof context.data
}

/** Every answer carries each source's topics, sorted by name. */
const withTopics = attachLists('topics', 'source_id', topicLinksOf)

const validateRecordQuery = schemaHooks.validateQuery(rssSourceRecordQueryValidator)
const queryOperators = [plainNameContains, normaliseQueryOperators]

/**
 * RSS sources (spec 3 §2, §3, §5, §7): name, feed address, language, type (one list per type) and
 * the countries they are about. Analysts and admins keep them.
 */
export function rssSources(app: Application) {
  app.use(
    'rss-sources',
    new RssSourceService({ Model: app.get('knex'), name: 'rss_sources', paginate: app.get('paginate'), multi: false }),
    { methods: ['find', 'get', 'create', 'patch', 'remove'] },
  )
  app.service('rss-sources').hooks({
    around: {
      all: [authenticate('jwt'), authorize],
      find: [withTopics],
      get: [withTopics],
      create: [inTransaction, withTopics],
      patch: [
        inTransaction,
        versionGuard({ table: 'rss_sources', column: 'updatedAt', kind: 'source', ids: 'serial' }),
        withTopics,
      ],
      remove: [inTransaction, removeListed, withTopics],
    },
    before: {
      find: [schemaHooks.validateQuery(rssSourceQueryValidator), listOptions, ...queryOperators],
      get: [validateRecordQuery, ...queryOperators, refuseImpossibleId],
      remove: [validateRecordQuery, ...queryOperators, refuseImpossibleId, moveToTrashInstead('source')],
      create: [
        validateRecordQuery,
        (context: HookContext<RssSourceService>) => refuseRssSourcePayloadErrors(context.data, true),
        schemaHooks.validateData(rssSourceDataValidator),
        prepareCreate,
      ],
      patch: [
        validateRecordQuery,
        ...queryOperators,
        refuseImpossibleId,
        (context: HookContext<RssSourceService>) => refuseRssSourcePayloadErrors(context.data, false),
        schemaHooks.validateData(rssSourcePatchValidator),
        preparePatch,
      ],
    },
  })
}
