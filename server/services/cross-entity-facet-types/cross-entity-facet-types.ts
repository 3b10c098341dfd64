import { authenticate } from '@feathersjs/authentication'
import { NotFound } from '@feathersjs/errors'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { DEFAULT_FUTURE_DATES, DEFAULT_PERIODICITY } from '../../../common/statistics'
import type { Application, HookContext, NextFunction } from '../../declarations'
import { dbOf, inTransaction } from '../../db/transaction'
import { versionGuard, type VersionedRecord } from '../../hooks/versions'
import { authorize } from '../../hooks/authorize'
import { normaliseQueryOperators } from '../../hooks/queryOperators'
import { recordsOf, sortByDefault } from '../../hooks/results'
import { refuseNonUuidId } from '../../hooks/uuidIds'
import {
  refuseCeftPayloadErrors,
  refuseNonComparisonSet,
  refuseRemovingUsedType,
  refuseTakenName,
  storedCeft,
} from './cross-entity-facet-types.rules'
import {
  ceftDataValidator,
  ceftPatchValidator,
  ceftQueryValidator,
  type Ceft,
  type CeftData,
  type CeftPatch,
} from './cross-entity-facet-types.schema'
import { CeftService } from './cross-entity-facet-types.class'

declare module '../../declarations' {
  interface ServiceTypes {
    'cross-entity-facet-types': CeftService
  }
}

const TABLE = 'cross_entity_facet_types'
const STATISTIC_TYPE: VersionedRecord = { table: TABLE, column: 'updatedAt', kind: 'statistic type', ids: 'uuid' }

/** `withValues` is a word to DELETE, not a column: taken off the query before the adapter reads it. */
function takeWithValues(context: HookContext<CeftService>) {
  const { withValues, ...query } = context.params.query ?? {}
  context.params = { ...context.params, query, withValues: withValues === true }
}

async function storedOf(context: HookContext<CeftService>) {
  const stored = await dbOf(context)(TABLE).where({ id: context.id }).first()
  if (!stored) throw new NotFound(`No record found for id '${context.id}'`)
  return stored as Ceft
}

/** POST and PUT: the whole type, defaults for what is left out; the name free, the comparison set one. */
async function prepareWhole(context: HookContext<CeftService>) {
  const db = dbOf(context)
  // PUT keeps what is no field of the type: the adapter's update sets every column left out to null
  const kept = context.method === 'update' ? await storedOf(context) : undefined
  const data = storedCeft(context.data as CeftData)
  await refuseTakenName(db, data.name, kept?.id)
  await refuseNonComparisonSet(db, data.comparisonSetId)
  context.data = {
    currency: null,
    units: null,
    comparisonSetId: null,
    multiplier: null,
    footnote: null,
    subtitle: null,
    ...data,
    periodicity: data.periodicity ?? DEFAULT_PERIODICITY,
    futureDates: data.futureDates ?? DEFAULT_FUTURE_DATES,
    ...(kept ? { createdAt: kept.createdAt, updatedAt: new Date().toISOString() } : {}),
  } as CeftData
}

async function preparePatch(context: HookContext<CeftService>) {
  const db = dbOf(context)
  const stored = await storedOf(context)
  const data = storedCeft(context.data as CeftPatch, stored)
  if (data.name !== undefined) await refuseTakenName(db, data.name, stored.id)
  await refuseNonComparisonSet(db, data.comparisonSetId)
  context.data = { ...data, updatedAt: new Date().toISOString() } as typeof context.data
}

async function prepareRemove(context: HookContext<CeftService>) {
  await storedOf(context)
  await refuseRemovingUsedType(dbOf(context), String(context.id), context.params.withValues === true)
}

/** Every answer names each type's comparison set (spec 2 §3), read for the page in one query. */
async function withComparisonSets(context: HookContext<CeftService>, next: NextFunction) {
  await next()
  const records = recordsOf<Ceft>(context.result as Ceft)
  const ids = [...new Set(records.flatMap((record) => record.comparisonSetId ?? []))]
  const sets: { id: string; name: string }[] = ids.length
    ? await dbOf(context)('entities').whereIn('id', ids).select('id', 'name')
    : []
  const byId = new Map(sets.map((set) => [set.id, set]))
  for (const record of records) record.comparisonSet = byId.get(record.comparisonSetId ?? '') ?? null
}

/**
 * Statistic types, the cross-entity facet types of spec 2 §3, §5, §7: the CEFT table and editor
 * (`/analyst/elements/ceft`) and the dialog of the statistics block keep them; both console roles.
 */
export function crossEntityFacetTypes(app: Application) {
  app.use(
    'cross-entity-facet-types',
    new CeftService({ Model: app.get('knex'), name: TABLE, paginate: app.get('paginate'), multi: false }),
    { methods: ['find', 'get', 'create', 'update', 'patch', 'remove'] },
  )
  app.service('cross-entity-facet-types').hooks({
    around: {
      all: [authenticate('jwt'), authorize, withComparisonSets],
      create: [inTransaction],
      update: [inTransaction, versionGuard(STATISTIC_TYPE)],
      patch: [inTransaction, versionGuard(STATISTIC_TYPE)],
      remove: [inTransaction],
    },
    before: {
      all: [schemaHooks.validateQuery(ceftQueryValidator), takeWithValues, normaliseQueryOperators],
      find: [sortByDefault({ name: 1, id: 1 })],
      get: [refuseNonUuidId],
      create: [
        (context: HookContext<CeftService>) => refuseCeftPayloadErrors(context.data, true),
        schemaHooks.validateData(ceftDataValidator),
        prepareWhole,
      ],
      update: [
        refuseNonUuidId,
        (context: HookContext<CeftService>) => refuseCeftPayloadErrors(context.data, true),
        schemaHooks.validateData(ceftDataValidator),
        prepareWhole,
      ],
      patch: [
        refuseNonUuidId,
        (context: HookContext<CeftService>) => refuseCeftPayloadErrors(context.data, false),
        schemaHooks.validateData(ceftPatchValidator),
        preparePatch,
      ],
      remove: [refuseNonUuidId, prepareRemove],
    },
  })
}
