import { BadRequest } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import type { Knex } from 'knex'
import { inCallOf } from '../../db/transaction'
import { itemCovering, shouldAddToDictionary, type DictionaryOption } from '../../../common/dictionaryModes'
import { categoryKey, dictionaryMessages, dictionaryTooLarge, itemIdentity } from '../../../common/dictionaryRules'
import { DICTIONARY_ITEMS_MAX } from '../../../common/limits'
import { markSaved } from '../../hooks/versions'
import { DICTIONARY_VERSION, storedCategory } from '../dictionaries/dictionaries.rules'
import {
  itemAnswer,
  type DictionaryItem,
  type DictionaryItemData,
  type DictionaryItemQuery,
  type DictionaryItemRow,
} from './dictionary-items.schema'

/** `addMode`: the items are an entity field's typed values in add mode (`?mode=add`, spec 2 §5). */
export type DictionaryItemParams = Params<DictionaryItemQuery> & { addMode?: boolean }

/** A row to insert: id and timestamps are the database's unless an item keeps them. */
export type NewItemRow = Pick<DictionaryItemRow, 'dictionaryId' | 'value' | 'category' | 'position'> &
  Partial<Pick<DictionaryItemRow, 'id' | 'createdAt' | 'updatedAt'>>

// a statement holds at most 65,535 parameters: 1,000 rows of seven columns stay well below
const INSERT_CHUNK = 1000

export async function insertItems(db: Knex, rows: NewItemRow[]): Promise<DictionaryItemRow[]> {
  const inserted: DictionaryItemRow[] = []
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    inserted.push(
      ...(await db<DictionaryItemRow>('dictionary_items').insert(rows.slice(start, start + INSERT_CHUNK), '*')),
    )
  }
  return inserted
}

/** The items of some dictionaries in their order, in one query. */
export async function itemsOf(db: Knex, dictionaryIds: string[]): Promise<DictionaryItemRow[]> {
  if (dictionaryIds.length === 0) return []
  return db<DictionaryItemRow>('dictionary_items')
    .whereIn('dictionaryId', dictionaryIds)
    .orderBy([{ column: 'dictionaryId' }, { column: 'position' }])
}

/**
 * Items appended to the end of their dictionaries (an entity field in add mode adds a typed value to the
 * global list). An item already there, by value and category, is not added again; in add mode, neither is
 * a value that an item of its dictionary (stored, or added before it in the call) equals or starts with,
 * case-insensitively, in any category (spec 2 §5): checked under the dictionaries' lock, so two saves
 * cannot both add it. A category is written as the dictionary already spells it, so the dictionary stays
 * valid for the editor.
 */
export class DictionaryItemService extends KnexService<DictionaryItem, DictionaryItemData, DictionaryItemParams> {
  async create(data: DictionaryItemData, params?: DictionaryItemParams): Promise<DictionaryItem>
  async create(data: DictionaryItemData[], params?: DictionaryItemParams): Promise<DictionaryItem[]>
  async create(
    data: DictionaryItemData | DictionaryItemData[],
    params?: DictionaryItemParams,
  ): Promise<DictionaryItem | DictionaryItem[]>
  async create(
    data: DictionaryItemData | DictionaryItemData[],
    params?: DictionaryItemParams,
  ): Promise<DictionaryItem | DictionaryItem[]> {
    const db = inCallOf(params, this.getModel(params))
    const inputs = (Array.isArray(data) ? data : [data]).map((item) => ({
      dictionaryId: item.dictionaryId,
      value: item.value.trim(),
      category: storedCategory(item.category),
    }))
    const dictionaryIds = [...new Set(inputs.map((item) => item.dictionaryId))]
    // the lock makes concurrent appends (and a PUT of the same dictionary) wait: positions stay unique
    const found = dictionaryIds.length
      ? await db('dictionaries').whereIn('id', dictionaryIds).forUpdate().pluck('id')
      : []
    if (found.length !== dictionaryIds.length) throw new BadRequest(dictionaryMessages.unknownDictionary)

    const stored = new Map<string, DictionaryItemRow>()
    const values = new Map<string, DictionaryOption[]>(dictionaryIds.map((id) => [id, []]))
    const spelling = new Map<string, string>()
    const nextPosition = new Map<string, number>()
    for (const row of await itemsOf(db, dictionaryIds)) {
      stored.set(`${row.dictionaryId}/${itemIdentity(row)}`, row)
      values.get(row.dictionaryId)?.push(row)
      spelling.set(`${row.dictionaryId}/${categoryKey(row.category)}`, row.category)
      nextPosition.set(row.dictionaryId, Math.max(nextPosition.get(row.dictionaryId) ?? 0, row.position + 1))
    }
    const added = new Set<string>()
    const rows: NewItemRow[] = []
    for (const input of inputs) {
      const categoryId = `${input.dictionaryId}/${categoryKey(input.category)}`
      const category = spelling.get(categoryId) ?? input.category
      spelling.set(categoryId, category)
      const id = `${input.dictionaryId}/${itemIdentity(input)}`
      if (stored.has(id) || added.has(id)) continue
      const known = values.get(input.dictionaryId) ?? []
      if (params?.addMode && !shouldAddToDictionary(known, input.value)) continue
      added.add(id)
      known.push(input)
      const position = nextPosition.get(input.dictionaryId) ?? 0
      nextPosition.set(input.dictionaryId, position + 1)
      rows.push({ ...input, category, position })
    }
    const counts = new Map<string, number>()
    for (const row of stored.values()) counts.set(row.dictionaryId, (counts.get(row.dictionaryId) ?? 0) + 1)
    for (const row of rows) counts.set(row.dictionaryId, (counts.get(row.dictionaryId) ?? 0) + 1)
    if ([...counts.values()].some((count) => count > DICTIONARY_ITEMS_MAX)) throw new BadRequest(dictionaryTooLarge)
    const created = await insertItems(db, rows)
    const changed = [...new Set(created.map((item) => item.dictionaryId))]
    // an open editor's copy of these dictionaries is now stale: its save meets the 409, not a lost item
    if (changed.length) await markSaved(db, DICTIONARY_VERSION, changed, params?.user?.id)

    if (Array.isArray(data)) return created.map(itemAnswer)
    // one item asked for: the item, whether it is new or was already there (in add mode, the item that kept it out)
    const [input] = inputs
    const kept =
      stored.get(`${input.dictionaryId}/${itemIdentity(input)}`) ??
      itemCovering(
        [...stored.values()].filter((row) => row.dictionaryId === input.dictionaryId),
        input.value,
      )
    return itemAnswer(created[0] ?? kept!)
  }
}
