import type { Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import type { Ceft, CeftData, CeftPatch, CeftQuery } from './cross-entity-facet-types.schema'

type CeftParams = Params<CeftQuery> & { withValues?: boolean }

export class CeftService extends KnexService<Ceft, CeftData, CeftParams, CeftPatch> {}
