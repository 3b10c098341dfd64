import type { Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import type { FacetLog, FacetLogQuery } from './facet-logs.schema'

export class FacetLogService extends KnexService<FacetLog, never, Params<Partial<FacetLogQuery>>> {}
