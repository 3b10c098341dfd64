import { authenticate } from '@feathersjs/authentication'
import { BadRequest, Conflict, NotFound } from '@feathersjs/errors'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { SAVED_VIEW_STATE_MAX_BYTES, SAVED_VIEWS_PER_GRID } from '../../../common/limits'
import { messages } from '../../../common/messages'
import {
  SAVED_VIEW_PAGE_SIZES,
  savedViewName,
  savedViewNameError,
  type SavedViewState,
} from '../../../common/savedViews'
import type { Application, HookContext } from '../../declarations'
import { dbOf, inTransaction } from '../../db/transaction'
import { authorize } from '../../hooks/authorize'
import { sortByDefault } from '../../hooks/results'
import { refuseImpossibleId } from '../../hooks/serialIds'
import { SavedViewService } from './saved-views.class'
import {
  savedViewDataValidator,
  savedViewPatchValidator,
  savedViewQueryValidator,
  type SavedViewData,
  type SavedViewPatch,
} from './saved-views.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    'saved-views': SavedViewService
  }
}

type Context = HookContext<SavedViewService>

const callerId = (context: Context) => String(context.params.user!.id)

/** Every call reads and writes the caller's own views only: another user's answer 404 as if absent. */
function ownViewsOnly(context: Context) {
  context.params.query = { ...context.params.query, userId: callerId(context) } as typeof context.params.query
}

/** The name's rule, with the dialog's message, before the types (a missing name says so, not 'invalid data'). */
function refuseBadName(context: Context) {
  const data = context.data as Partial<SavedViewData>
  if (context.method === 'patch' && data.name === undefined) return
  const error = savedViewNameError(typeof data.name === 'string' ? data.name : '')
  if (error) throw new BadRequest(error, { errors: { name: error } })
}

function refuseBadState(state: SavedViewState | undefined) {
  if (!state) return
  if (!SAVED_VIEW_PAGE_SIZES.includes(state.perPage))
    throw new BadRequest(`perPage must be one of ${SAVED_VIEW_PAGE_SIZES.join(', ')}`)
  if (Buffer.byteLength(JSON.stringify(state)) > SAVED_VIEW_STATE_MAX_BYTES) throw new BadRequest(messages.viewTooLarge)
}

async function refuseTakenName(context: Context, grid: string, name: string, id?: number) {
  const taken = await dbOf(context)('saved_views')
    .where({ userId: callerId(context), grid })
    .whereRaw('lower(name) = lower(?)', [name])
    .modify((query) => (id === undefined ? query : query.whereNot({ id })))
    .first('id')
  if (taken) throw new Conflict(messages.viewNameTaken, { errors: { name: messages.viewNameTaken } })
}

async function prepareCreate(context: Context) {
  const data = context.data as SavedViewData
  refuseBadState(data.state)
  const name = savedViewName(data.name)
  const [{ count }] = await dbOf(context)('saved_views')
    .where({ userId: callerId(context), grid: data.grid })
    .count<{ count: number }[]>({ count: '*' })
  if (Number(count) >= SAVED_VIEWS_PER_GRID) throw new BadRequest(messages.tooManyViews)
  await refuseTakenName(context, data.grid, name)
  // the caller's, whatever the body says (the schema has no userId: it would be refused first)
  context.data = { ...data, name, userId: callerId(context) } as SavedViewData
}

async function preparePatch(context: Context) {
  const stored = await dbOf(context)('saved_views')
    .where({ id: Number(context.id), userId: callerId(context) })
    .first<{ grid: string } | undefined>('grid')
  if (!stored) throw new NotFound(`No record found for id '${context.id}'`)
  const data = context.data as SavedViewPatch
  refuseBadState(data.state)
  const name = data.name === undefined ? undefined : savedViewName(data.name)
  if (name !== undefined) await refuseTakenName(context, stored.grid, name, Number(context.id))
  context.data = {
    ...(name === undefined ? {} : { name }),
    ...(data.state === undefined ? {} : { state: data.state }),
    updatedAt: new Date().toISOString(),
  } as typeof context.data
}

/**
 * Saved views: each user's named filters, sort, page size and column order of a grid, kept on the server
 * so that they follow the user to another browser. Nobody reads another's views, admins included.
 */
export function savedViews(app: Application) {
  app.use(
    'saved-views',
    new SavedViewService({ Model: app.get('knex'), name: 'saved_views', paginate: app.get('paginate'), multi: false }),
    { methods: ['find', 'get', 'create', 'patch', 'remove'] },
  )
  app.service('saved-views').hooks({
    around: {
      all: [authenticate('jwt'), authorize],
      create: [inTransaction],
      patch: [inTransaction],
    },
    before: {
      all: [schemaHooks.validateQuery(savedViewQueryValidator), ownViewsOnly],
      find: [sortByDefault({ name: 1, id: 1 })],
      get: [refuseImpossibleId],
      remove: [refuseImpossibleId],
      create: [refuseBadName, schemaHooks.validateData(savedViewDataValidator), prepareCreate],
      patch: [refuseImpossibleId, refuseBadName, schemaHooks.validateData(savedViewPatchValidator), preparePatch],
    },
  })
}
