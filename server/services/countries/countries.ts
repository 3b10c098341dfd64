import { authenticate } from '@feathersjs/authentication'
import { BadRequest, Conflict } from '@feathersjs/errors'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { messages } from '../../../common/messages'
import type { Application, HookContext } from '../../declarations'
import { dbOf, inTransaction } from '../../db/transaction'
import { versionGuard } from '../../hooks/versions'
import { authorize } from '../../hooks/authorize'
import { removeListed } from '../../hooks/removeListed'
import { moveToTrashInstead } from '../../hooks/trash'
import { normaliseQueryOperators } from '../../hooks/queryOperators'
import { isStorableId } from '../../hooks/serialIds'
import { refuseCountryPayloadErrors, refuseTakenName, storedCountry } from './countries.rules'
import {
  countryDataValidator,
  countryPatchValidator,
  countryQueryValidator,
  type CountryData,
  type CountryPatch,
} from './countries.schema'
import { CountryService } from './countries.class'

declare module '../../declarations' {
  interface ServiceTypes {
    countries: CountryService
  }
}

async function prepareCreate(context: HookContext<CountryService>) {
  const data = storedCountry(context.data as CountryData)
  await refuseTakenName(dbOf(context), data.name)
  context.data = data
}

async function preparePatch(context: HookContext<CountryService>) {
  const id = Number(context.id)
  if (!Number.isSafeInteger(id)) throw new BadRequest('Invalid country id')
  const data = storedCountry(context.data as CountryPatch)
  if (data.name !== undefined) await refuseTakenName(dbOf(context), data.name, id)
  context.data = { ...data, updated_at: new Date().toISOString() } as typeof context.data
}

/**
 * A country that sources, entities or users are filed under stays: the client is told why (for sources
 * and entities the foreign keys would restrict or cascade; users keep topics in a list).
 */
async function refuseRemovingTopic(context: HookContext<CountryService>) {
  const id = Number(context.id)
  if (!isStorableId(id)) return
  const db = dbOf(context)
  if (await db('rss_source_topics').where({ topic_id: id }).first()) throw new Conflict(messages.countryIsSourceTopic)
  if (await db('topic_links').where({ countryId: id }).first()) throw new Conflict(messages.countryIsEntityTopic)
  const inList = JSON.stringify([id])
  const user = await db('users').whereRaw('topics @> ?::jsonb or newsletter @> ?::jsonb', [inList, inList]).first()
  if (user) throw new Conflict(messages.countryIsUserTopic)
}

/**
 * Countries double as the topics users and content are filed under (ISO 3166 reference data);
 * analysts and admins keep them (spec 3 §2, §5, §7): name, ISO code, flag (an upload key), main entity.
 */
export function countries(app: Application) {
  app.use(
    'countries',
    new CountryService({ Model: app.get('knex'), name: 'countries', paginate: app.get('paginate'), multi: false }),
    {
      methods: ['find', 'get', 'create', 'patch', 'remove'],
    },
  )
  app.service('countries').hooks({
    around: {
      all: [authenticate('jwt'), authorize],
      create: [inTransaction],
      patch: [
        inTransaction,
        versionGuard({ table: 'countries', column: 'updated_at', kind: 'country', ids: 'serial' }),
      ],
      remove: [inTransaction, removeListed],
    },
    before: {
      all: [schemaHooks.validateQuery(countryQueryValidator)],
      find: [normaliseQueryOperators],
      create: [
        (context: HookContext<CountryService>) => refuseCountryPayloadErrors(context.data, true),
        schemaHooks.validateData(countryDataValidator),
        prepareCreate,
      ],
      patch: [
        (context: HookContext<CountryService>) => refuseCountryPayloadErrors(context.data, false),
        schemaHooks.validateData(countryPatchValidator),
        preparePatch,
      ],
      remove: [refuseRemovingTopic, moveToTrashInstead('country')],
    },
  })
}
