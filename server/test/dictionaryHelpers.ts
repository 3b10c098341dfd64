import { expect } from 'vitest'
import type { Knex } from 'knex'
import type { TestServer } from './harness'

/** An item as the API answers it. */
export interface ItemBody {
  id: string
  dictionaryId: string
  value: string
  category: string
  position: number
  createdAt: string
  updatedAt: string
}

/** A dictionary as the API answers it. */
export interface DictionaryBody {
  id: string
  key: string
  name: string
  items: ItemBody[]
  itemsCount: number
  createdAt: string
  updatedAt: string
}

export interface ItemRow {
  id: string
  dictionaryId: string
  value: string
  category: string
  position: number
  createdAt: Date
  updatedAt: Date
}

/** Every dictionary and item row as stored. */
export async function dictionaryState(db: Knex) {
  return {
    dictionaries: await db('dictionaries').orderBy('id'),
    items: await db<ItemRow>('dictionary_items').orderBy('id'),
  }
}

/** Runs `call` and asserts that it changed no dictionary and no item. */
export async function expectNoDictionaryWrites<T>(db: Knex, call: () => Promise<T>): Promise<T> {
  const before = await dictionaryState(db)
  const result = await call()
  expect(await dictionaryState(db)).toEqual(before)
  return result
}

export const storedItems = (db: Knex, dictionaryId: string) =>
  db<ItemRow>('dictionary_items').where({ dictionaryId }).orderBy('position')

let counter = 0
/** A key no other test uses. */
export const uniqueKey = (label = 'dictionary') => `${label}-${Date.now().toString(36)}-${++counter}`

/** POST /dictionaries; expects 201. */
export async function createDictionary(
  server: TestServer,
  token: string,
  body: { key?: string; name?: string; items?: { value: string; category: string }[] } = {},
): Promise<DictionaryBody> {
  const response = await server.api<DictionaryBody>('POST', '/dictionaries', {
    token,
    body: { key: uniqueKey(), name: 'A dictionary', items: [{ value: 'One', category: '' }], ...body },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}
