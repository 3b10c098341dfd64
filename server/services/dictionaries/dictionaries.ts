import { authenticate } from '@feathersjs/authentication'
import type { Paginated } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { DEFAULT_PAGE_SIZE, DICTIONARIES_WITH_ITEMS_PAGE_MAX } from '../../../common/limits'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Application, HookContext, NextFunction } from '../../declarations'
import { dbOf, inTransaction } from '../../db/transaction'
import { versionGuard } from '../../hooks/versions'
import { authorize } from '../../hooks/authorize'
import { normaliseQueryOperators } from '../../hooks/queryOperators'
import { sortByDefault } from '../../hooks/results'
import { itemsOf } from '../dictionary-items/dictionary-items.class'
import { itemAnswer, type DictionaryItem } from '../dictionary-items/dictionary-items.schema'
import { DictionaryService } from './dictionaries.class'
import {
  DICTIONARY_VERSION,
  refuseDictionaryPayloadErrors,
  refuseTakenKey,
  storedDictionary,
} from './dictionaries.rules'
import {
  dictionaryDataValidator,
  dictionaryQueryValidator,
  dictionaryResultResolver,
  type Dictionary,
  type DictionaryData,
} from './dictionaries.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    dictionaries: DictionaryService
  }
}

async function prepareDictionary(context: HookContext<DictionaryService>) {
  const dictionary = storedDictionary(context.data as DictionaryData)
  const ownId = context.method === 'update' ? String(context.id) : undefined
  await refuseTakenKey(dbOf(context), dictionary.key, ownId)
  context.data = dictionary
}

/** `withItems` is a word to find, not a column: taken off the query; a page with items holds fewer dictionaries. */
function takeWithItems(context: HookContext<DictionaryService>) {
  const { withItems, ...query } = context.params.query ?? {}
  const limit = Math.min(Number(query.$limit ?? DEFAULT_PAGE_SIZE), DICTIONARIES_WITH_ITEMS_PAGE_MAX)
  context.params = {
    ...context.params,
    query: withItems === true && context.method === 'find' ? { ...query, $limit: limit } : query,
    withItems: withItems === true,
  }
}

/** How many items each dictionary holds, in one query. */
async function itemCounts(db: Knex, ids: string[]) {
  const rows: { dictionaryId: string; count: number }[] = ids.length
    ? await db('dictionary_items')
        .whereIn('dictionaryId', ids)
        .groupBy('dictionaryId')
        .select('dictionaryId', db.raw('count(*)::int as count'))
    : []
  return new Map(rows.map((row) => [row.dictionaryId, row.count]))
}

/**
 * Every answer carries its items' count, and its items in order: always for one dictionary, for a page
 * only when asked (a page of large dictionaries weighed megabytes), in one query. A removed
 * dictionary's items go with it (cascade), so they are read before.
 */
async function withItems(context: HookContext<DictionaryService>, next: NextFunction) {
  const removing = context.method === 'remove' && context.id !== null
  const removed = removing ? await itemsOf(dbOf(context), [String(context.id)]) : undefined
  await next()
  const result = context.result as Dictionary | Dictionary[] | Paginated<Dictionary>
  const dictionaries = Array.isArray(result) ? result : 'data' in result ? result.data : [result]
  const ids = dictionaries.map((dictionary) => dictionary.id)
  if (context.method === 'find' && !context.params.withItems) {
    const counts = await itemCounts(dbOf(context), ids)
    for (const dictionary of dictionaries) dictionary.itemsCount = counts.get(dictionary.id) ?? 0
    return
  }
  const items = removed ?? (await itemsOf(dbOf(context), ids))
  const byDictionary = new Map<string, DictionaryItem[]>()
  for (const row of items) {
    const list = byDictionary.get(row.dictionaryId) ?? []
    list.push(itemAnswer(row))
    byDictionary.set(row.dictionaryId, list)
  }
  for (const dictionary of dictionaries) {
    dictionary.items = byDictionary.get(dictionary.id) ?? []
    dictionary.itemsCount = dictionary.items.length
  }
}

/** Dictionaries of controlled values (spec 1 §2, §3, §5, §7): admins write them, analysts read them. */
export function dictionaries(app: Application) {
  app.use(
    'dictionaries',
    new DictionaryService({
      Model: app.get('knex'),
      name: 'dictionaries',
      paginate: app.get('paginate'),
      multi: false,
    }),
    { methods: ['find', 'get', 'create', 'update', 'remove'] },
  )
  app.service('dictionaries').hooks({
    around: {
      all: [authenticate('jwt'), authorize, schemaHooks.resolveResult(dictionaryResultResolver)],
      find: [withItems],
      get: [withItems],
      create: [inTransaction, withItems],
      update: [inTransaction, versionGuard(DICTIONARY_VERSION), withItems],
      remove: [inTransaction, withItems],
    },
    before: {
      all: [schemaHooks.validateQuery(dictionaryQueryValidator), takeWithItems, normaliseQueryOperators],
      find: [sortByDefault({ key: 1 })],
      create: [
        (context: HookContext<DictionaryService>) => refuseDictionaryPayloadErrors(context.data),
        schemaHooks.validateData(dictionaryDataValidator),
        prepareDictionary,
      ],
      update: [
        (context: HookContext<DictionaryService>) => refuseDictionaryPayloadErrors(context.data),
        schemaHooks.validateData(dictionaryDataValidator),
        prepareDictionary,
      ],
    },
  })
}
