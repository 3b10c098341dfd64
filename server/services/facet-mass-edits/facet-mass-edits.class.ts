import { BadRequest } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import type { FacetMassEditError, FacetMassEditPart, FacetMassEditResult } from '../../../common/facetGrid'
import { messages } from '../../../common/messages'
import type { EntityTemplate } from '../../../common/templateFormat'
import { dbFor } from '../../db/transaction'
import type { Application } from '../../declarations'
import { refuseRows } from '../entities/entities.bulk'
import { finishFieldEdits } from '../facet-fields/facet-fields.finish'
import {
  massEditCaller,
  planFieldValues,
  planNewFields,
  type PartRefusal,
} from '../facet-fields/facet-fields.mass-edit'
import { planMeta } from '../facet-meta-data/facet-meta-data.mass-edit'
import type { FacetMassEditInput } from './facet-mass-edits.schema'

const inPart = (part: FacetMassEditPart, refusals: readonly PartRefusal[]): FacetMassEditError[] =>
  refusals.map(({ index, id, facetId, message }) => ({ part, index, id, facetId, message }))

/**
 * POST /facet-mass-edits: the facet grid's pending edits saved all or nothing, in the call's
 * transaction. The field values are applied first, then the new fields, then the stages and assignees
 * (so that a facet moving to review is judged with the fields the same request fills), each part by
 * exactly the rules of its own call (PATCH /facet-fields, POST /facet-fields?fromMassAssign=true, PATCH
 * /facet-meta-data/). Every part is checked, each seeing what the rows before it that are not refused
 * would write; when any row of any part is refused, the answer is one 400 naming every refused row, and
 * the transaction leaves nothing written.
 */
export class FacetMassEditService {
  constructor(private app: Application) {}

  async create(data: FacetMassEditInput, params?: Params): Promise<FacetMassEditResult> {
    const caller = massEditCaller(params)
    if (Array.isArray(data)) throw new BadRequest(messages.massEditOneObject)
    if (!data.fieldValues.length && !data.newFields.length && !data.meta.length) {
      throw new BadRequest(messages.bulkRowEmpty)
    }
    const db = dbFor(this.app, params)
    const templates = new Map<string, EntityTemplate>()

    const values = await planFieldValues(this.app, db, data.fieldValues, templates, params)
    const valuesWritten = await values.write()
    const created = await planNewFields(this.app, db, data.newFields, templates, params)
    const createdWritten = await created.write()
    const meta = await planMeta(this.app, db, caller, data.meta, params)
    const errors = [
      ...inPart('fieldValues', values.refusals),
      ...inPart('newFields', created.refusals),
      ...inPart('meta', meta.refusals),
    ]
    // the rows written so far are undone with the transaction
    if (errors.length) throw refuseRows(errors)

    const fieldsWritten = [...valuesWritten.written, ...createdWritten.written]
    const fieldLogs = await finishFieldEdits(db, fieldsWritten, caller, templates, {
      writeLogs: false,
      settles: new Set(data.meta.flatMap((row) => (row.stage === undefined ? [] : [row.id]))),
    })
    return {
      fieldValues: valuesWritten.answer,
      newFields: createdWritten.answer,
      meta: await meta.write(fieldLogs),
    }
  }
}
