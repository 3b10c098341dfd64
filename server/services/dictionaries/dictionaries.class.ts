import { MethodNotAllowed } from '@feathersjs/errors'
import type { Id, Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import type { Knex } from 'knex'
import { inCallOf } from '../../db/transaction'
import { itemIdentity, type DictionaryItemInput } from '../../../common/dictionaryRules'
import { insertItems, itemsOf, type NewItemRow } from '../dictionary-items/dictionary-items.class'
import type { Dictionary, DictionaryData, DictionaryQuery } from './dictionaries.schema'

export type DictionaryParams = Params<DictionaryQuery> & { withItems?: boolean }

/**
 * The dictionary's items become exactly `items`, in that order. An item that stays (same value and
 * category) keeps its id and creation time, so what refers to it keeps working after a save.
 */
async function replaceItems(db: Knex, dictionaryId: string, items: DictionaryItemInput[]) {
  const kept = new Map((await itemsOf(db, [dictionaryId])).map((row) => [itemIdentity(row), row]))
  const now = new Date()
  const rows = items.map((item, position): NewItemRow => {
    const row = { dictionaryId, value: item.value, category: item.category, position }
    const old = kept.get(itemIdentity(item))
    if (!old) return row
    const unchanged = old.category === item.category && old.position === position
    return { ...row, id: old.id, createdAt: old.createdAt, updatedAt: unchanged ? old.updatedAt : now }
  })
  await db('dictionary_items').where({ dictionaryId }).delete()
  await insertItems(db, rows)
}

/** A dictionary is written whole, with its items: POST creates it, PUT replaces it. Its items are attached by a hook. */
export class DictionaryService extends KnexService<Dictionary, DictionaryData, DictionaryParams> {
  private knexOf(params?: DictionaryParams): Knex {
    return inCallOf(params, this.getModel(params))
  }

  async create(data: DictionaryData, params?: DictionaryParams): Promise<Dictionary>
  async create(data: DictionaryData[], params?: DictionaryParams): Promise<Dictionary[]>
  async create(data: DictionaryData | DictionaryData[], params?: DictionaryParams): Promise<Dictionary | Dictionary[]>
  async create(data: DictionaryData | DictionaryData[], params?: DictionaryParams): Promise<Dictionary | Dictionary[]> {
    if (Array.isArray(data)) throw new MethodNotAllowed('Can not create multiple entries')
    const [{ id }] = await this.db(params).insert({ key: data.key, name: data.name }, ['id'])
    await replaceItems(this.knexOf(params), id, data.items)
    return this._get(id, { ...params, query: {} })
  }

  async update(id: Id, data: DictionaryData, params?: DictionaryParams): Promise<Dictionary> {
    const query = await this.sanitizeQuery(params)
    const dictionary = await this._patch(
      id,
      { key: data.key, name: data.name, updatedAt: new Date().toISOString() },
      { ...params, query },
    )
    await replaceItems(this.knexOf(params), dictionary.id, data.items)
    return dictionary
  }
}
