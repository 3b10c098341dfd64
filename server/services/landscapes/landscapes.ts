import { authenticate } from '@feathersjs/authentication'
import { NotFound } from '@feathersjs/errors'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { storedAlternativeNames } from '../../../common/landscapeRules'
import type { Application, HookContext } from '../../declarations'
import { dbOf, inTransaction } from '../../db/transaction'
import { versionGuard } from '../../hooks/versions'
import { authorize } from '../../hooks/authorize'
import { removeListed } from '../../hooks/removeListed'
import { moveToTrashInstead } from '../../hooks/trash'
import { normaliseQueryOperators } from '../../hooks/queryOperators'
import { sortByDefault } from '../../hooks/results'
import { refuseImpossibleId } from '../../hooks/serialIds'
import { refuseLandscapePayloadErrors, refuseTakenLandscapeName } from './landscapes.rules'
import {
  landscapeDataValidator,
  landscapePatchValidator,
  landscapeQueryValidator,
  type Landscape,
  type LandscapeData,
  type LandscapePatch,
} from './landscapes.schema'
import { LandscapeService } from './landscapes.class'

declare module '../../declarations' {
  interface ServiceTypes {
    landscapes: LandscapeService
  }
}

async function prepareCreate(context: HookContext<LandscapeService>) {
  const data = context.data as LandscapeData
  const name = data.name.trim()
  await refuseTakenLandscapeName(dbOf(context), name)
  context.data = { name, alternative_names: storedAlternativeNames(data.alternative_names ?? [], name) }
}

async function preparePatch(context: HookContext<LandscapeService>) {
  const id = Number(context.id)
  const stored = await dbOf(context)<Landscape>('landscapes').where({ id }).first()
  if (!stored) throw new NotFound(`No record found for id '${context.id}'`)
  const data = context.data as LandscapePatch
  const name = data.name?.trim() ?? stored.name
  if (data.name !== undefined) await refuseTakenLandscapeName(dbOf(context), name, id)
  // the alternative names are cleaned against the name the landscape will have
  const alternatives = storedAlternativeNames(data.alternative_names ?? stored.alternative_names, name)
  context.data = { name, alternative_names: alternatives, updated_at: new Date().toISOString() } as typeof context.data
}

/**
 * Landscapes (spec 3 §2, §3, §5, §7): a name and the alternative names the feeds' analyser also
 * recognises. Analysts and admins keep them.
 */
export function landscapes(app: Application) {
  app.use(
    'landscapes',
    new LandscapeService({
      Model: app.get('knex'),
      name: 'landscapes',
      paginate: app.get('paginate'),
      multi: false,
    }),
    { methods: ['find', 'get', 'create', 'patch', 'remove'] },
  )
  app.service('landscapes').hooks({
    around: {
      all: [authenticate('jwt'), authorize],
      create: [inTransaction],
      patch: [
        inTransaction,
        versionGuard({ table: 'landscapes', column: 'updated_at', kind: 'landscape', ids: 'serial' }),
      ],
      remove: [inTransaction, removeListed],
    },
    before: {
      all: [schemaHooks.validateQuery(landscapeQueryValidator), normaliseQueryOperators],
      find: [sortByDefault({ name: 1, id: 1 })],
      get: [refuseImpossibleId],
      remove: [refuseImpossibleId, moveToTrashInstead('landscape')],
      create: [
        (context: HookContext<LandscapeService>) => refuseLandscapePayloadErrors(context.data, true),
        schemaHooks.validateData(landscapeDataValidator),
        prepareCreate,
      ],
      patch: [
        refuseImpossibleId,
        (context: HookContext<LandscapeService>) => refuseLandscapePayloadErrors(context.data, false),
        schemaHooks.validateData(landscapePatchValidator),
        preparePatch,
      ],
    },
  })
}
