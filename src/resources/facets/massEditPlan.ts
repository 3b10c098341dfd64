import {
  FIRST_FIELD_SET,
  splitSources,
  type FacetFieldCreateRow,
  type FacetFieldValueRow,
  type FacetGridField,
  type FacetGridRow,
  type FacetMetaRow,
  type MassAssignKind,
} from '../../../common/facetGrid'
import type { Stage } from '../../../common/workflow'

/** What the reader changed in one facet and has not saved yet. */
export interface PendingEdit {
  stage?: Stage
  assignedToId?: string | null
  label?: string
  description?: string
  sources?: string
}
export type PendingEdits = Record<string, PendingEdit>

/** The three calls of a save (spec 2 §7 'Facet grid'); an empty list is not sent. */
export interface FacetSavePlan {
  fieldValues: FacetFieldValueRow[]
  newFields: FacetFieldCreateRow[]
  meta: FacetMetaRow[]
}

const VALUE = 'value'
const URL_INPUT = 'urlInput'

/** A facet's fields of one kind and attribute, in the grid's order (the server's field order). */
const fieldsOf = (row: FacetGridRow, kind: MassAssignKind, name: string) =>
  row.fields.filter((field) => field.type.name === kind && field.name === name)

/** The field set a new attribute of that kind joins: the first one the facet has, else the first. */
const ordersOf = (row: FacetGridRow, kind: MassAssignKind) =>
  row.fields.filter((field) => field.type.name === kind).map((field) => field.order)
const firstOrder = (row: FacetGridRow, kind: MassAssignKind) => {
  const orders = ordersOf(row, kind)
  return orders.length ? Math.min(...orders) : FIRST_FIELD_SET
}
const nextOrder = (row: FacetGridRow, kind: MassAssignKind) => Math.max(FIRST_FIELD_SET - 1, ...ordersOf(row, kind)) + 1

function newField(row: FacetGridRow, typeName: MassAssignKind, name: string, order: number, value: string) {
  return { facetId: row.id, facetTypeId: row.type.facetTypeId, name, order, value, typeName }
}

/** A single-valued column (Label, Description): the first such field changed, or a new one. */
function singleValue(row: FacetGridRow, kind: 'Label' | 'Detail', value: string, plan: FacetSavePlan) {
  const [field] = fieldsOf(row, kind, VALUE)
  if (field) {
    if (field.value !== value) plan.fieldValues.push({ id: field.id, value })
  } else if (value) plan.newFields.push(newField(row, kind, VALUE, firstOrder(row, kind), value))
}

/** Sources: one Provenance field set per source, in order; sources taken away leave their fields blank. */
function sourceValues(row: FacetGridRow, text: string, plan: FacetSavePlan) {
  const sources = splitSources(text)
  const fields: FacetGridField[] = fieldsOf(row, 'Provenance', URL_INPUT)
  fields.forEach((field, index) => {
    const value = sources[index] ?? ''
    if (field.value !== value && !(value === '' && field.value === null)) plan.fieldValues.push({ id: field.id, value })
  })
  const order = nextOrder(row, 'Provenance')
  sources
    .slice(fields.length)
    .forEach((source, index) => plan.newFields.push(newField(row, 'Provenance', URL_INPUT, order + index, source)))
}

/** The calls that store the pending edits of the rows shown. */
export function planFacetSave(rows: readonly FacetGridRow[], pending: PendingEdits): FacetSavePlan {
  const plan: FacetSavePlan = { fieldValues: [], newFields: [], meta: [] }
  for (const row of rows) {
    const edit = pending[row.id]
    if (!edit) continue
    if (edit.label !== undefined) singleValue(row, 'Label', edit.label, plan)
    if (edit.description !== undefined) singleValue(row, 'Detail', edit.description, plan)
    if (edit.sources !== undefined) sourceValues(row, edit.sources, plan)
    const meta: FacetMetaRow = { id: row.id }
    if (edit.stage !== undefined && edit.stage !== row.meta.stage) meta.stage = edit.stage
    if (edit.assignedToId !== undefined && edit.assignedToId !== row.meta.assignedToId)
      meta.assignedToId = edit.assignedToId
    if (meta.stage !== undefined || meta.assignedToId !== undefined) plan.meta.push(meta)
  }
  return plan
}

/** How many cells a set of pending edits changes. */
export const pendingCount = (pending: PendingEdits) =>
  Object.values(pending).reduce((count, edit) => count + Object.keys(edit).length, 0)
