import { BadRequest, Conflict } from '@feathersjs/errors'
import type { Knex } from 'knex'
import { countryFormErrors, storedIsoCode, type CountryFormValues } from '../../../common/countryRules'
import { messages } from '../../../common/messages'
import type { CountryData, CountryPatch } from './countries.schema'

const TEXT_FIELDS = ['name', 'iso_code', 'flag', 'main_entity_id', 'main_entity_name'] as const

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The rules of common/countryRules on a body as it arrives, before the schema, so a client gets the
 * dialog's own words ('Enter the country name', 'Upload a flag image'…). A field of the wrong type
 * is left to the schema to refuse.
 */
export function refuseCountryPayloadErrors(data: unknown, isNew: boolean) {
  if (Array.isArray(data)) throw new BadRequest('Send one country')
  if (!isObject(data)) return
  const values: CountryFormValues = {}
  for (const field of TEXT_FIELDS) {
    const value = data[field]
    if (value !== undefined && value !== null && typeof value !== 'string') return
    values[field] = value
  }
  const errors = countryFormErrors(values, { isNew })
  const first = Object.values(errors)[0]
  if (first) throw new BadRequest(first, { errors })
}

const trimmedOrNull = (value: string | null | undefined) => value?.trim() || null

/** The fields as stored: texts trimmed, blank optional ones null, the ISO code upper-case. */
export function storedCountry<T extends CountryPatch | CountryData>(data: T): T {
  const stored: CountryPatch = {}
  if (data.name !== undefined) stored.name = data.name.trim()
  if (data.iso_code !== undefined) stored.iso_code = storedIsoCode(data.iso_code)
  if (data.flag !== undefined) stored.flag = data.flag
  if (data.main_entity_id !== undefined) stored.main_entity_id = data.main_entity_id
  if (data.main_entity_name !== undefined) stored.main_entity_name = trimmedOrNull(data.main_entity_name)
  return stored as T
}

/** A name is taken whatever its case (the unique index on lower(name) stays the last word). */
export async function refuseTakenName(db: Knex, name: string, ownId?: number) {
  const taken = db('countries').whereRaw('lower(name) = lower(?)', [name])
  if (ownId !== undefined) taken.whereNot('id', ownId)
  if (await taken.first()) throw new Conflict(messages.countryNameTaken)
}
