import { BadRequest, Conflict } from '@feathersjs/errors'
import type { Knex } from 'knex'
import {
  BLANK_CATEGORY,
  cleanKey,
  dictionaryMessages,
  dictionaryPayloadError,
  type DictionaryItemInput,
} from '../../../common/dictionaryRules'
import type { DictionaryData } from './dictionaries.schema'
import type { VersionedRecord } from '../../hooks/versions'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A text field as the rules read it: missing is empty; anything but text is left to the schema (undefined). */
const textOf = (value: unknown) =>
  value === undefined || value === null ? '' : typeof value === 'string' ? value : undefined

/** The items of a body as the rules read them, or undefined when their shape is the schema's to refuse. */
export function itemInputsOf(items: unknown[]): DictionaryItemInput[] | undefined {
  const inputs: DictionaryItemInput[] = []
  for (const item of items) {
    if (!isObject(item)) return undefined
    const value = textOf(item.value)
    const category = textOf(item.category)
    if (value === undefined || category === undefined) return undefined
    inputs.push({ value, category })
  }
  return inputs
}

/**
 * The save rules of spec 1 §5 on a body as it arrives, before the schema: what the editor would refuse
 * gets the editor's own words ('Cannot create unnamed dictionary' for a missing key…).
 */
export function refuseDictionaryPayloadErrors(data: unknown) {
  if (Array.isArray(data)) throw new BadRequest('Send one dictionary')
  if (!isObject(data)) return
  const key = textOf(data.key)
  const name = textOf(data.name)
  const items = data.items === undefined ? [] : Array.isArray(data.items) ? itemInputsOf(data.items) : undefined
  if (key === undefined || name === undefined || items === undefined) return
  const error = dictionaryPayloadError(key, name, items)
  if (error) throw new BadRequest(error)
}

/** A blank category is stored as a single space; other texts trimmed. */
export const storedCategory = (category: string) => category.trim() || BLANK_CATEGORY

/** The dictionary as it is stored: the key without % and &, texts trimmed. */
export function storedDictionary(data: DictionaryData): DictionaryData {
  return {
    key: cleanKey(data.key).trim(),
    name: (data.name ?? '').trim(),
    items: data.items.map((item) => ({ value: item.value.trim(), category: storedCategory(item.category) })),
  }
}

/** A key is taken whatever its case (the unique index on lower(key) stays the last word). */
export async function refuseTakenKey(db: Knex, key: string, ownId?: string) {
  const taken = db('dictionaries').whereRaw('lower(key) = lower(?)', [key])
  if (ownId) taken.whereNot('id', ownId)
  if (await taken.first()) throw new Conflict(dictionaryMessages.keyTaken)
}

/** A dictionary's version, checked on every save of it and moved by every append of items. */
export const DICTIONARY_VERSION: VersionedRecord = {
  table: 'dictionaries',
  column: 'updatedAt',
  kind: 'dictionary',
  ids: 'uuid',
}
