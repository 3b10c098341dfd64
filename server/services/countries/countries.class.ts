import type { Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import type { Country, CountryData, CountryPatch, CountryQuery } from './countries.schema'

export class CountryService extends KnexService<Country, CountryData, Params<CountryQuery>, CountryPatch> {}
