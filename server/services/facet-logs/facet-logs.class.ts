import type { Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import { type FacetLog, type FacetLogQuery } from './facet-logs.schema'

export class FacetLogService extends KnexService<FacetLog, never, Params<Partial<FacetLogQuery>>> {}
