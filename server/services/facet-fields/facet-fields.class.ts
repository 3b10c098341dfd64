import { BadRequest, MethodNotAllowed, NotAuthenticated } from '@feathersjs/errors'
import type { Id, Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import type { FieldValue } from '../../../common/entityFormat'
import { dictionaryOfValue, fieldValueError } from '../../../common/fieldValueRules'
import { fillMessage, messages } from '../../../common/messages'
import type { EntityTemplate, FacetFieldType } from '../../../common/templateFormat'
import { PUBLISHED_STAGE } from '../../../common/workflow'
import { dbFor } from '../../db/transaction'
import { json, updateRows } from '../../db/updateRows'
import type { Application } from '../../declarations'
import { bulkRows, duplicateErrors, refuseRows, type RowError } from '../entities/entities.bulk'
import { writeFacetLogs } from '../facet-logs/writeFacetLog'
import { lockedFacets, templatesOf, touchEntities, type LockedFacet } from '../facets/facets.bulk'
import type { FacetFieldCreateRowInput, FacetFieldQuery, FacetFieldValueRowInput } from './facet-fields.schema'

/** A field as a mass edit answers it. */
export interface FacetFieldAfter {
  id: string
  facetId: string
  facetFieldTypeId: string
  name: string
  order: number
  value: FieldValue
  updatedAt: string
}

interface Written {
  facet: LockedFacet
  fieldType: FacetFieldType
}

const fieldAfter = ({ createdAt: _c, updatedAt, ...row }: FacetFieldAfter & { createdAt: Date }): FacetFieldAfter => ({
  ...row,
  updatedAt: new Date(updatedAt).toISOString(),
})

/** The dictionary values (`key\0value`) among `wanted` that exist: one query. */
async function dictionaryItems(db: Knex, wanted: { key: string; value: string }[]): Promise<Set<string>> {
  if (!wanted.length) return new Set()
  const items: { key: string; value: string }[] = await db('dictionary_items')
    .join('dictionaries', 'dictionaries.id', 'dictionary_items.dictionaryId')
    .whereIn('dictionaries.key', [...new Set(wanted.map((item) => item.key))])
    .whereIn('dictionary_items.value', [...new Set(wanted.map((item) => item.value))])
    .select('dictionaries.key', 'dictionary_items.value')
  return new Set(items.map((item) => `${item.key}\u0000${item.value}`))
}

const dictionaryWanted = (fieldType: FacetFieldType, name: string, value: FieldValue) => {
  const key = dictionaryOfValue(fieldType.kind, fieldType.rules, name)
  return key && typeof value === 'string' && value ? [{ key, value }] : []
}

/** What is wrong with writing a value into a field of a facet, by the rules of a save; null when nothing. */
function valueProblem(
  facet: LockedFacet,
  fieldType: FacetFieldType,
  name: string,
  value: FieldValue,
  items: Set<string>,
): string | null {
  if (facet.stage === PUBLISHED_STAGE) return fillMessage(messages.facetPublished, { type: facet.typeName })
  const error = fieldValueError(fieldType.kind, fieldType.rules, name, value)
  if (error) return error
  const [item] = dictionaryWanted(fieldType, name, value)
  return item && !items.has(`${item.key}\u0000${item.value}`)
    ? fillMessage(messages.valueNotInDictionary, { key: item.key })
    : null
}

const fieldTypeIn = (
  template: EntityTemplate | undefined,
  facet: LockedFacet,
  test: (one: FacetFieldType) => boolean,
) =>
  template?.facetTypes
    .find((one) => one.id === facet.facetTypeId)
    ?.facetFieldTypes.filter(test)
    .sort((a, b) => a.order - b.order)[0]

/**
 * PATCH /facet-fields and POST /facet-fields?fromMassAssign=true (spec 2 §7 'Facet grid'): the grid's
 * Label, Description and Sources cells of many facets at once, by the value rules of a save. Every row
 * is checked first and any bad row refuses them all; otherwise all are written in the call's
 * transaction, each changed facet with an 'update' log entry and the caller as its editor.
 */
export class FacetFieldService {
  constructor(private app: Application) {}

  private caller(params?: Params) {
    const user = params?.user
    if (!user) throw new NotAuthenticated('Not authenticated')
    return { id: user.id, name: user.name }
  }

  /** After the fields are written: facets' editor and version, log entries, and the entities. */
  private async finish(
    db: Knex,
    written: Written[],
    caller: { id: string; name: string },
    templates: Map<string, EntityTemplate>,
  ) {
    const byFacet = new Map<string, Written[]>()
    for (const one of written) byFacet.set(one.facet.id, [...(byFacet.get(one.facet.id) ?? []), one])
    await db('facets')
      .whereIn('id', [...byFacet.keys()])
      .update({ editorId: caller.id, updatedAt: new Date().toISOString() })
    await writeFacetLogs(
      db,
      [...byFacet].map(([facetId, changes]) => ({
        facetId,
        user: caller,
        action: 'update' as const,
        description: fillMessage(messages.facetLogChanged, {
          fields: [...new Set(changes.map((change) => change.fieldType.name))].join(', '),
        }),
      })),
    )
    await touchEntities(
      db,
      written.map((one) => one.facet.entityId),
      caller,
      templates,
    )
  }

  async patch(id: Id | null, data: FacetFieldValueRowInput[], params?: Params): Promise<FacetFieldAfter[]> {
    const caller = this.caller(params)
    if (id !== null) throw new MethodNotAllowed('PATCH /facet-fields takes a list of rows')
    const rows = bulkRows(data)
    const db = dbFor(this.app, params)
    const fields: { id: string; facetId: string; facetFieldTypeId: string; name: string }[] = await db('facet_fields')
      .whereIn('id', [...new Set(rows.map((row) => row.id))])
      .forUpdate()
      .select('id', 'facetId', 'facetFieldTypeId', 'name')
    const facets = await lockedFacets(
      db,
      fields.map((field) => field.facetId),
    )
    const templates = await templatesOf(this.app, facets.values(), params)
    const targets = new Map(
      fields.flatMap((field) => {
        const facet = facets.get(field.facetId)
        const fieldType =
          facet && fieldTypeIn(templates.get(facet.entityTemplateId), facet, (one) => one.id === field.facetFieldTypeId)
        return facet && fieldType ? [[field.id, { field, facet, fieldType }] as const] : []
      }),
    )
    const items = await dictionaryItems(
      db,
      rows.flatMap((row) => {
        const target = targets.get(row.id)
        return target ? dictionaryWanted(target.fieldType, target.field.name, row.value) : []
      }),
    )
    const errors: RowError[] = [
      ...duplicateErrors(rows),
      ...rows.flatMap((row) => {
        const target = targets.get(row.id)
        const problem = target
          ? valueProblem(target.facet, target.fieldType, target.field.name, row.value, items)
          : messages.unknownField
        return problem ? [{ id: row.id, message: problem }] : []
      }),
    ]
    if (errors.length) throw refuseRows(errors)

    const at = new Date().toISOString()
    const saved = await updateRows<FacetFieldAfter & { createdAt: Date }>(
      db,
      'facet_fields',
      { value: 'jsonb', updatedAt: 'timestamptz' },
      rows.map((row) => ({ id: row.id, value: json(row.value), updatedAt: at })),
      { returning: ['id', 'facetId', 'facetFieldTypeId', 'name', 'order', 'value', 'createdAt', 'updatedAt'] },
    )
    const answer = saved.map(fieldAfter)
    await this.finish(
      db,
      rows.map((row) => targets.get(row.id)!),
      caller,
      templates,
    )
    return answer
  }

  async create(data: FacetFieldCreateRowInput[], params?: Params<FacetFieldQuery>): Promise<FacetFieldAfter[]> {
    const caller = this.caller(params)
    if (params?.query?.fromMassAssign !== true) throw new BadRequest(messages.massAssignOnly)
    const rows = bulkRows(data)
    const db = dbFor(this.app, params)
    const facets = await lockedFacets(
      db,
      rows.map((row) => row.facetId),
    )
    const templates = await templatesOf(this.app, facets.values(), params)
    const fieldTypeOf = (row: FacetFieldCreateRowInput) => {
      const facet = facets.get(row.facetId)
      return (
        facet &&
        fieldTypeIn(templates.get(facet.entityTemplateId), facet, (one) => !one.archived && one.kind === row.typeName)
      )
    }
    const slot = (facetId: string, facetFieldTypeId: string, order: number, name: string) =>
      [facetId, facetFieldTypeId, order, name].join('\u0000')
    const existing: { facetId: string; facetFieldTypeId: string; order: number; name: string }[] = await db(
      'facet_fields',
    )
      .whereIn('facetId', [...facets.keys()])
      .select('facetId', 'facetFieldTypeId', 'order', 'name')
    const taken = new Set(existing.map((one) => slot(one.facetId, one.facetFieldTypeId, one.order, one.name)))
    const items = await dictionaryItems(
      db,
      rows.flatMap((row) => {
        const fieldType = fieldTypeOf(row)
        return fieldType ? dictionaryWanted(fieldType, row.name, row.value) : []
      }),
    )

    const errors: RowError[] = []
    const planned: (Written & { row: FacetFieldCreateRowInput })[] = []
    for (const row of rows) {
      const facet = facets.get(row.facetId)
      const fieldType = fieldTypeOf(row)
      const refuse = (message: string) => errors.push({ id: row.facetId, message })
      if (!facet) refuse(messages.facetNotFound)
      else if (row.facetTypeId !== facet.facetTypeId) refuse(messages.facetTypeCannotChange)
      else if (!fieldType)
        refuse(fillMessage(messages.facetHasNoFieldOfKind, { type: facet.typeName, kind: row.typeName }))
      else {
        const key = slot(facet.id, fieldType.id, row.order, row.name)
        const problem =
          valueProblem(facet, fieldType, row.name, row.value, items) ?? (taken.has(key) ? messages.fieldExists : null)
        if (problem) refuse(problem)
        else if (planned.some((one) => slot(one.facet.id, one.fieldType.id, one.row.order, one.row.name) === key)) {
          refuse(messages.sentTwice)
        } else planned.push({ facet, fieldType, row })
      }
    }
    if (errors.length) throw refuseRows(errors)

    const created: (FacetFieldAfter & { createdAt: Date })[] = await db('facet_fields')
      .insert(
        planned.map(({ facet, fieldType, row }) => ({
          facetId: facet.id,
          facetFieldTypeId: fieldType.id,
          name: row.name,
          order: row.order,
          value: json(row.value),
        })),
      )
      .returning(['id', 'facetId', 'facetFieldTypeId', 'name', 'order', 'value', 'createdAt', 'updatedAt'])
    await this.finish(db, planned, caller, templates)
    return created.map(fieldAfter)
  }
}
