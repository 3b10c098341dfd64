import { BadRequest, Conflict } from '@feathersjs/errors'
import type { Knex } from 'knex'
import { landscapeFormErrors } from '../../../common/landscapeRules'
import { messages } from '../../../common/messages'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The rules of common/landscapeRules on a body as it arrives, before the schema, so a client gets the
 * dialog's own words. A field of the wrong type is left to the schema to refuse.
 */
export function refuseLandscapePayloadErrors(data: unknown, isNew: boolean) {
  if (Array.isArray(data)) throw new BadRequest('Send one landscape')
  if (!isObject(data)) return
  const { name, alternative_names } = data
  if (name !== undefined && name !== null && typeof name !== 'string') return
  if (alternative_names !== undefined) {
    if (!Array.isArray(alternative_names) || alternative_names.some((value) => typeof value !== 'string')) return
  }
  const errors = landscapeFormErrors({ name, alternative_names: alternative_names as string[] | undefined }, { isNew })
  const first = Object.values(errors)[0]
  if (first) throw new BadRequest(first, { errors })
}

/** A name is taken whatever its case (the unique index on lower(name) stays the last word). */
export async function refuseTakenLandscapeName(db: Knex, name: string, ownId?: number) {
  const taken = db('landscapes').whereRaw('lower(name) = lower(?)', [name])
  if (ownId !== undefined) taken.whereNot('id', ownId)
  if (await taken.first()) throw new Conflict(messages.landscapeNameTaken)
}
