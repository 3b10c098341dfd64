import { authenticate } from '@feathersjs/authentication'
import { BadRequest } from '@feathersjs/errors'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { itemsError } from '../../../common/dictionaryRules'
import { DICTIONARY_ITEMS_PER_CALL_MAX } from '../../../common/limits'
import { fillMessage, messages } from '../../../common/messages'
import type { Application, HookContext } from '../../declarations'
import { inTransaction } from '../../db/transaction'
import { authorize } from '../../hooks/authorize'
import { sortByDefault } from '../../hooks/results'
import { itemInputsOf } from '../dictionaries/dictionaries.rules'
import { DictionaryItemService } from './dictionary-items.class'
import {
  dictionaryItemDataValidator,
  dictionaryItemQueryValidator,
  dictionaryItemResultResolver,
} from './dictionary-items.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    'dictionary-items': DictionaryItemService
  }
}

/** The item rules on a body as it arrives, before the schema, in the editor's words ('Cannot create dictionary with empty items'). */
function refuseItemErrors(context: HookContext<DictionaryItemService>) {
  if (Array.isArray(context.data) && context.data.length > DICTIONARY_ITEMS_PER_CALL_MAX) {
    throw new BadRequest(fillMessage(messages.dictionaryItemsPerCall, { max: DICTIONARY_ITEMS_PER_CALL_MAX }))
  }
  const inputs = itemInputsOf(Array.isArray(context.data) ? context.data : [context.data])
  const error = inputs && itemsError(inputs)
  if (error) throw new BadRequest(error)
}

/** `mode` is a word to the create, not a column: taken off the query. */
function takeMode(context: HookContext<DictionaryItemService>) {
  const { mode, ...query } = context.params.query ?? {}
  context.params = { ...context.params, query, addMode: mode === 'add' }
}

/** Items added to existing dictionaries one at a time, e.g. from an entity field in add mode (spec 2 §5). */
export function dictionaryItems(app: Application) {
  app.use(
    'dictionary-items',
    new DictionaryItemService({ Model: app.get('knex'), name: 'dictionary_items', paginate: app.get('paginate') }),
    { methods: ['find', 'get', 'create'] },
  )
  app.service('dictionary-items').hooks({
    around: {
      all: [authenticate('jwt'), authorize, schemaHooks.resolveResult(dictionaryItemResultResolver)],
      create: [inTransaction],
    },
    before: {
      all: [schemaHooks.validateQuery(dictionaryItemQueryValidator), takeMode],
      find: [sortByDefault({ dictionaryId: 1, position: 1 })],
      create: [refuseItemErrors, schemaHooks.validateData(dictionaryItemDataValidator)],
    },
  })
}
