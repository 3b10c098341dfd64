import type { Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import type { PersonRecord } from './person-records.schema'

export class PersonRecordService extends KnexService<PersonRecord, Record<string, unknown>, Params> {}
