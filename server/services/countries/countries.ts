import { authenticate } from '@feathersjs/authentication'
import type { Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Application } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { normaliseQueryOperators } from '../../hooks/queryOperators'
import { countryQueryValidator, type Country, type CountryQuery } from './countries.schema'

export class CountryService extends KnexService<Country, Partial<Country>, Params<CountryQuery>> {}

declare module '../../declarations' {
  interface ServiceTypes {
    countries: CountryService
  }
}

/** Countries double as the topics users and content are filed under (ISO 3166 reference data). */
export function countries(app: Application) {
  app.use(
    'countries',
    new CountryService({ Model: app.get('knex'), name: 'countries', paginate: app.get('paginate') }),
    {
      methods: ['find', 'get'],
    },
  )
  app.service('countries').hooks({
    around: { all: [authenticate('jwt'), authorize] },
    before: {
      find: [schemaHooks.validateQuery(countryQueryValidator), normaliseQueryOperators],
      get: [schemaHooks.validateQuery(countryQueryValidator)],
    },
  })
}
