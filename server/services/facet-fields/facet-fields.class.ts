import { BadRequest, MethodNotAllowed } from '@feathersjs/errors'
import type { Id, Params } from '@feathersjs/feathers'
import type { FacetFieldAfter } from '../../../common/facetGrid'
import { messages } from '../../../common/messages'
import type { EntityTemplate } from '../../../common/templateFormat'
import { dbFor } from '../../db/transaction'
import type { Application } from '../../declarations'
import { bulkRows, refuseRows } from '../entities/entities.bulk'
import type { FacetFieldCreateRowInput, FacetFieldQuery, FacetFieldValueRowInput } from './facet-fields.schema'
import { finishFieldEdits } from './facet-fields.finish'
import { asRowErrors, massEditCaller, planFieldValues, planNewFields } from './facet-fields.mass-edit'

/**
 * PATCH /facet-fields and POST /facet-fields?fromMassAssign=true (spec 2 §7 'Facet grid'): the grid's
 * Label, Description and Sources cells of many facets at once, by the value rules of a save. Every row
 * is checked first and any bad row refuses them all; otherwise all are written in the call's
 * transaction, each changed facet with an 'update' log entry and the caller as its editor.
 */
export class FacetFieldService {
  constructor(private app: Application) {}

  async patch(id: Id | null, data: FacetFieldValueRowInput[], params?: Params): Promise<FacetFieldAfter[]> {
    const caller = massEditCaller(params)
    if (id !== null) throw new MethodNotAllowed('PATCH /facet-fields takes a list of rows')
    const rows = bulkRows(data)
    const db = dbFor(this.app, params)
    const templates = new Map<string, EntityTemplate>()
    const part = await planFieldValues(this.app, db, rows, templates, params)
    if (part.refusals.length) throw refuseRows(asRowErrors(part.refusals))
    const { answer, written } = await part.write()
    await finishFieldEdits(db, written, caller, templates)
    return answer
  }

  async create(data: FacetFieldCreateRowInput[], params?: Params<FacetFieldQuery>): Promise<FacetFieldAfter[]> {
    const caller = massEditCaller(params)
    if (params?.query?.fromMassAssign !== true) throw new BadRequest(messages.massAssignOnly)
    const rows = bulkRows(data)
    const db = dbFor(this.app, params)
    const templates = new Map<string, EntityTemplate>()
    const part = await planNewFields(this.app, db, rows, templates, params)
    if (part.refusals.length) throw refuseRows(asRowErrors(part.refusals))
    const { answer, written } = await part.write()
    await finishFieldEdits(db, written, caller, templates)
    return answer
  }
}
