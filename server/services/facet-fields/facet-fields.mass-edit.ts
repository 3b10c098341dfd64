import { NotAuthenticated } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import type { FieldValue } from '../../../common/entityFormat'
import type { FacetFieldAfter } from '../../../common/facetGrid'
import { dictionaryOfValue, fieldValueError } from '../../../common/fieldValueRules'
import { fillMessage, messages } from '../../../common/messages'
import type { EntityTemplate, FacetFieldType } from '../../../common/templateFormat'
import { PUBLISHED_STAGE } from '../../../common/workflow'
import { json, updateRows } from '../../db/updateRows'
import type { Application } from '../../declarations'
import { laterDuplicates, type RowError } from '../entities/entities.bulk'
import { lockedFacets, templatesOf, type LockedFacet } from '../facets/facets.bulk'
import type { FacetFieldCreateRowInput, FacetFieldValueRowInput } from './facet-fields.schema'

/**
 * The field parts of the facet grid's mass edits (PATCH and POST /facet-fields, POST /facet-mass-edits):
 * a part's rows are checked, reading and locking what they name, then the rows kept are written.
 */

/** A field a mass edit writes: its facet and its field type, for the facet's log and its entity. */
export interface Written {
  facet: LockedFacet
  fieldType: FacetFieldType
}

/** A row a part of a mass edit refuses: its index among the part's rows, its id, its facet, the reason. */
export interface PartRefusal {
  index: number
  id: string
  facetId: string | null
  message: string
}

/** A part of a mass edit checked: every row it refuses, and the write of the others. */
export interface PlannedPart<T, Args extends unknown[] = []> {
  refusals: PartRefusal[]
  /** writes the rows not refused (all of them when none is) in the call's transaction */
  write: (...args: Args) => Promise<T>
}

/** What a field part wrote: the fields as answered, and what the facets' logs and entities need. */
export interface FieldsWritten {
  answer: FacetFieldAfter[]
  written: Written[]
}

/** The refusals as the bulk calls answer them: `{id, message}`. */
export const asRowErrors = (refusals: readonly PartRefusal[]): RowError[] =>
  refusals.map(({ id, message }) => ({ id, message }))

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

const RETURNED = ['id', 'facetId', 'facetFieldTypeId', 'name', 'order', 'value', 'createdAt', 'updatedAt']

/**
 * The rows of PATCH /facet-fields checked (spec 2 §7 'Facet grid'): the field exists, is named once, its
 * facet is not published, its value follows the value rules of a save. Reads and locks the fields and
 * their facets in the call's transaction `db`.
 */
export async function planFieldValues(
  app: Application,
  db: Knex,
  rows: readonly FacetFieldValueRowInput[],
  templates: Map<string, EntityTemplate>,
  params?: Params,
): Promise<PlannedPart<FieldsWritten>> {
  const fields: { id: string; facetId: string; facetFieldTypeId: string; name: string }[] = rows.length
    ? await db('facet_fields')
        .whereIn('id', [...new Set(rows.map((row) => row.id))])
        .forUpdate()
        .select('id', 'facetId', 'facetFieldTypeId', 'name')
    : []
  const facets = await lockedFacets(
    db,
    fields.map((field) => field.facetId),
  )
  await addTemplates(app, templates, facets.values(), params)
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
  const facetOf = (id: string) => fields.find((field) => field.id === id)?.facetId ?? null
  const duplicates = laterDuplicates(rows)
  const refusals: PartRefusal[] = [
    ...duplicates.map((index) => ({
      index,
      id: rows[index].id,
      facetId: facetOf(rows[index].id),
      message: messages.sentTwice,
    })),
    ...rows.flatMap((row, index) => {
      const target = targets.get(row.id)
      const problem = target
        ? valueProblem(target.facet, target.fieldType, target.field.name, row.value, items)
        : messages.unknownField
      return problem ? [{ index, id: row.id, facetId: facetOf(row.id), message: problem }] : []
    }),
  ]
  const refused = new Set(refusals.map((refusal) => refusal.index))
  const kept = rows.filter((_row, index) => !refused.has(index))

  const write = async (): Promise<FieldsWritten> => {
    if (!kept.length) return { answer: [], written: [] }
    const at = new Date().toISOString()
    const saved = await updateRows<FacetFieldAfter & { createdAt: Date }>(
      db,
      'facet_fields',
      { value: 'jsonb', updatedAt: 'timestamptz' },
      kept.map((row) => ({ id: row.id, value: json(row.value), updatedAt: at })),
      { returning: RETURNED },
    )
    return {
      answer: saved.map(fieldAfter),
      written: kept.map((row) => targets.get(row.id)!),
    }
  }
  return { refusals, write }
}

/**
 * The rows of POST /facet-fields?fromMassAssign=true checked: the facet exists with the type sent, has a
 * field type of the kind, the slot is free and named once, the facet is not published, the value follows
 * the value rules of a save. Reads and locks the facets in the call's transaction `db`.
 */
export async function planNewFields(
  app: Application,
  db: Knex,
  rows: readonly FacetFieldCreateRowInput[],
  templates: Map<string, EntityTemplate>,
  params?: Params,
): Promise<PlannedPart<FieldsWritten>> {
  const facets = await lockedFacets(
    db,
    rows.map((row) => row.facetId),
  )
  await addTemplates(app, templates, facets.values(), params)
  const fieldTypeOf = (row: FacetFieldCreateRowInput) => {
    const facet = facets.get(row.facetId)
    return (
      facet &&
      fieldTypeIn(templates.get(facet.entityTemplateId), facet, (one) => !one.archived && one.kind === row.typeName)
    )
  }
  const slot = (facetId: string, facetFieldTypeId: string, order: number, name: string) =>
    [facetId, facetFieldTypeId, order, name].join('\u0000')
  const existing: { facetId: string; facetFieldTypeId: string; order: number; name: string }[] = facets.size
    ? await db('facet_fields')
        .whereIn('facetId', [...facets.keys()])
        .select('facetId', 'facetFieldTypeId', 'order', 'name')
    : []
  const taken = new Set(existing.map((one) => slot(one.facetId, one.facetFieldTypeId, one.order, one.name)))
  const items = await dictionaryItems(
    db,
    rows.flatMap((row) => {
      const fieldType = fieldTypeOf(row)
      return fieldType ? dictionaryWanted(fieldType, row.name, row.value) : []
    }),
  )

  const refusals: PartRefusal[] = []
  const planned: (Written & { row: FacetFieldCreateRowInput })[] = []
  rows.forEach((row, index) => {
    const facet = facets.get(row.facetId)
    const fieldType = fieldTypeOf(row)
    const refuse = (message: string) => refusals.push({ index, id: row.facetId, facetId: row.facetId, message })
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
  })

  const write = async (): Promise<FieldsWritten> => {
    if (!planned.length) return { answer: [], written: [] }
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
      .returning(RETURNED)
    return { answer: created.map(fieldAfter), written: planned }
  }
  return { refusals, write }
}

/** The templates of some facets not read yet, added to `templates`. */
async function addTemplates(
  app: Application,
  templates: Map<string, EntityTemplate>,
  facets: Iterable<LockedFacet>,
  params?: Params,
) {
  const missing = [...facets].filter((facet) => !templates.has(facet.entityTemplateId))
  for (const [id, template] of await templatesOf(app, missing, params)) templates.set(id, template)
}

/** The caller of a mass edit, as its logs and its entities name it. */
export function massEditCaller(params?: Params) {
  const user = params?.user
  if (!user) throw new NotAuthenticated('Not authenticated')
  return { id: user.id, name: user.name, role: user.role }
}
