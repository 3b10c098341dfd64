import { BadRequest, Conflict } from '@feathersjs/errors'
import type { Knex } from 'knex'
import { fillMessage, messages } from '../../../common/messages'
import { ceftErrors, unitsAfterMultiplier, type CeftValues } from '../../../common/statistics'
import { COMPARISON_SET } from '../../../common/templateFormat'
import type { CeftPatch } from './cross-entity-facet-types.schema'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const TEXT_FIELDS = ['name', 'currency', 'units', 'footnote', 'subtitle'] as const

/** A 400 naming the field, as the editor shows it under its input and toasts it (spec 2 §5). */
const refuseField = (field: string, message: string) => new BadRequest(message, { errors: { [field]: message } })

/**
 * The rules of common/statistics on a body as it arrives, before the schema, so a client gets the
 * editor's words ('Name is required.'…). A field of the wrong type is left to the schema to refuse.
 */
export function refuseCeftPayloadErrors(data: unknown, isNew: boolean) {
  if (Array.isArray(data)) throw new BadRequest('Send one statistic type')
  if (!isObject(data)) return
  // the rules read texts: a name or units of another kind (a number, a list) is refused as such
  for (const field of TEXT_FIELDS) {
    const value = data[field]
    if (value !== undefined && value !== null && typeof value !== 'string')
      throw refuseField(field, messages.valueNotText)
  }
  const errors = ceftErrors(data as CeftValues, { isNew })
  const [first] = Object.entries(errors)
  if (first) throw new BadRequest(first[1], { errors })
}

const trimmedOrNull = (value: string | null | undefined) => value?.trim() || null

/** The fields as stored: texts trimmed, blank ones null, units filled from the multiplier when empty. */
export function storedCeft<T extends CeftPatch>(data: T, stored?: { units: string | null }): T {
  const out: CeftPatch = { ...data }
  if (data.name !== undefined) out.name = data.name.trim()
  for (const field of ['currency', 'units', 'footnote', 'subtitle'] as const) {
    if (data[field] !== undefined) out[field] = trimmedOrNull(data[field])
  }
  if (data.multiplier !== undefined && data.multiplier !== null) {
    const units = out.units === undefined ? (stored?.units ?? null) : out.units
    out.units = trimmedOrNull(unitsAfterMultiplier(units, data.multiplier))
  }
  return out as T
}

/** A name is taken whatever its case: 'This face already exists' (spec 2 §5), under the name field. */
export async function refuseTakenName(db: Knex, name: string, ownId?: string) {
  const taken = db('cross_entity_facet_types').whereRaw('lower(name) = lower(?)', [name])
  if (ownId) taken.whereNot('id', ownId)
  if (await taken.first()) {
    throw new Conflict(messages.ceftNameTaken, { errors: { name: messages.ceftNameTaken } })
  }
}

/** The comparison set is a Brief entity of sub-type Comparison Set (spec 2 §3). */
export async function refuseNonComparisonSet(db: Knex, id: string | null | undefined) {
  if (!id) return
  const set = await db('entities').where({ id, type: 'Brief', subType: COMPARISON_SET }).first('id')
  if (!set) throw refuseField('comparisonSetId', messages.notComparisonSet)
}

/** A type with values goes only with them, when the caller says so (DELETE ?withValues=true). */
export async function refuseRemovingUsedType(db: Knex, id: string, withValues: boolean) {
  const [{ count }] = await db('cross_entity_facets').where({ crossEntityFacetTypeId: id }).count({ count: '*' })
  if (!Number(count)) return
  if (!withValues) {
    throw new Conflict(fillMessage(messages.ceftHasValues, { count: Number(count) }), { count: Number(count) })
  }
  await db('cross_entity_facets').where({ crossEntityFacetTypeId: id }).delete()
}
