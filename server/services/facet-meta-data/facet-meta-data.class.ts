import { MethodNotAllowed } from '@feathersjs/errors'
import type { Id, Params } from '@feathersjs/feathers'
import type { FacetMetaAfter } from '../../../common/facetGrid'
import { dbFor } from '../../db/transaction'
import type { Application } from '../../declarations'
import { bulkRows, refuseRows } from '../entities/entities.bulk'
import { asRowErrors, massEditCaller } from '../facet-fields/facet-fields.mass-edit'
import type { FacetMetaRowInput } from './facet-meta-data.schema'
import { planMeta } from './facet-meta-data.mass-edit'

/**
 * PATCH /facet-meta-data/ (spec 2 §7 'Facet grid'): the stages and assignees of many facets at once,
 * by the rules of a save (spec 1 §4, spec 2 §4, §6). Every row is checked first and any bad row
 * refuses them all; otherwise all are written, with their log entries, in the call's transaction.
 */
export class FacetMetaDataService {
  constructor(private app: Application) {}

  async patch(
    id: Id | null,
    data: FacetMetaRowInput | FacetMetaRowInput[],
    params?: Params,
  ): Promise<FacetMetaAfter[]> {
    const caller = massEditCaller(params)
    if (id !== null) throw new MethodNotAllowed('PATCH /facet-meta-data/ takes a list of rows')
    const rows = bulkRows(data)
    const part = await planMeta(this.app, dbFor(this.app, params), caller, rows, params)
    if (part.refusals.length) throw refuseRows(asRowErrors(part.refusals))
    return part.write()
  }
}
