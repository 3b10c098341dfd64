import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dictionaryMessages } from '../../../common/dictionaryRules'
import { startTestServer, type TestServer } from '../harness'
import {
  createDictionary,
  expectNoDictionaryWrites,
  storedItems,
  type DictionaryBody,
  type ItemBody,
} from '../dictionaryHelpers'
import { addSignedInUser, expectError, signInAdmin, type Page } from '../helpers'

let server: TestServer
let adminToken: string
let analystToken: string
let userToken: string

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  analystToken = (await addSignedInUser(server, adminToken, { role: 'analyst' })).token
  userToken = (await addSignedInUser(server, adminToken, { role: 'user' })).token
})
afterAll(() => server.close())

const add = <T = ItemBody[]>(body: unknown, token = adminToken) =>
  server.api<T>('POST', '/dictionary-items', { token, body })
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000'
const item = (value: string, category = '') => ({ value, category })
const summary = (items: Pick<ItemBody, 'value' | 'category' | 'position'>[]) =>
  items.map(({ value, category, position }) => [value, category, position])

/** A dictionary of Fruit: Apple, Pear and a blank category with Other. */
const fruits = () =>
  createDictionary(server, adminToken, { items: [item('Apple', 'Fruit'), item('Pear', 'Fruit'), item('Other')] })

describe('POST /dictionary-items', () => {
  it('appends one item after the last and answers it', async () => {
    const dictionary = await fruits()
    await new Promise((resolve) => setTimeout(resolve, 20))
    const { status, body } = await add<ItemBody>({ value: ' Plum ', dictionaryId: dictionary.id, category: ' Fruit ' })
    expect(status).toBe(201)
    expect(body).toEqual({
      id: expect.stringMatching(UUID),
      dictionaryId: dictionary.id,
      value: 'Plum',
      category: 'Fruit',
      position: 3,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    })
    expect(summary(await storedItems(server.db, dictionary.id))).toEqual([
      ['Apple', 'Fruit', 0],
      ['Pear', 'Fruit', 1],
      ['Other', ' ', 2],
      ['Plum', 'Fruit', 3],
    ])
    const read = await server.api<DictionaryBody>('GET', `/dictionaries/${dictionary.id}`, { token: adminToken })
    expect(read.body.itemsCount).toBe(4)
    expect(read.body.items[3]).toEqual(body)
    expect(new Date(read.body.updatedAt).getTime()).toBeGreaterThan(new Date(dictionary.updatedAt).getTime())
  })

  it('appends a list to several dictionaries in order, in the spelling of existing categories, blank as a space', async () => {
    const first = await fruits()
    const second = await createDictionary(server, adminToken, { items: [item('Red', 'Colours')] })
    const { status, body } = await add([
      { value: 'Kiwi', dictionaryId: first.id, category: 'FRUIT' },
      { value: 'Blue', dictionaryId: second.id, category: 'colours' },
      { value: 'Misc', dictionaryId: first.id, category: '' },
      { value: 'Rhubarb', dictionaryId: first.id, category: 'Vegetables' },
      { value: 'Leek', dictionaryId: first.id, category: 'vegetables' },
      { value: 'Grey', dictionaryId: second.id, category: '   ' },
    ])
    expect(status).toBe(201)
    expect(body.map((created) => [created.dictionaryId, created.value, created.category, created.position])).toEqual([
      [first.id, 'Kiwi', 'Fruit', 3],
      [second.id, 'Blue', 'Colours', 1],
      [first.id, 'Misc', ' ', 4],
      [first.id, 'Rhubarb', 'Vegetables', 5],
      [first.id, 'Leek', 'Vegetables', 6],
      [second.id, 'Grey', ' ', 2],
    ])
    expect(summary(await storedItems(server.db, second.id))).toEqual([
      ['Red', 'Colours', 0],
      ['Blue', 'Colours', 1],
      ['Grey', ' ', 2],
    ])
  })

  it('skips an item equal in value and category to one already there, or repeated in the list', async () => {
    const dictionary = await fruits()
    const { status, body } = await add([
      { value: 'Apple', dictionaryId: dictionary.id, category: 'fruit' },
      { value: ' Other ', dictionaryId: dictionary.id, category: ' ' },
      { value: 'Fig', dictionaryId: dictionary.id, category: 'Fruit' },
      { value: 'Fig', dictionaryId: dictionary.id, category: ' FRUIT' },
      { value: 'apple', dictionaryId: dictionary.id, category: 'Fruit' },
      { value: 'Apple', dictionaryId: dictionary.id, category: 'Brands' },
    ])
    expect(status).toBe(201)
    expect(summary(body)).toEqual([
      ['Fig', 'Fruit', 3],
      ['apple', 'Fruit', 4],
      ['Apple', 'Brands', 5],
    ])
    expect(await storedItems(server.db, dictionary.id)).toHaveLength(6)
  })

  it('answers the item already there when the one item sent exists, and writes nothing', async () => {
    const dictionary = await fruits()
    const response = await expectNoDictionaryWrites(server.db, () =>
      add<ItemBody>({ value: 'Pear', dictionaryId: dictionary.id, category: 'FRUIT' }),
    )
    expect(response.status).toBe(201)
    expect(response.body).toEqual(dictionary.items[1])
  })

  it('answers an empty list for an empty list', async () => {
    const response = await expectNoDictionaryWrites(server.db, () => add([]))
    expect(response).toEqual({ status: 201, body: [] })
  })

  const badInputs: [string, (id: string) => unknown, string][] = [
    ['an empty value', (id) => ({ value: '', dictionaryId: id, category: 'Fruit' }), dictionaryMessages.emptyItems],
    ['a blank value', (id) => ({ value: '   ', dictionaryId: id, category: '' }), dictionaryMessages.emptyItems],
    ['no value', (id) => ({ dictionaryId: id, category: '' }), dictionaryMessages.emptyItems],
    [
      'an empty value among good ones',
      (id) => [
        { value: 'Good', dictionaryId: id, category: '' },
        { value: '', dictionaryId: id, category: '' },
      ],
      dictionaryMessages.emptyItems,
    ],
    [
      'a value of 255 characters',
      (id) => ({ value: 'v'.repeat(255), dictionaryId: id, category: '' }),
      dictionaryMessages.tooLong,
    ],
    [
      'a category of 255 characters',
      (id) => ({ value: 'v', dictionaryId: id, category: 'c'.repeat(255) }),
      dictionaryMessages.tooLong,
    ],
    [
      'an unknown dictionary',
      () => ({ value: 'v', dictionaryId: UNKNOWN_ID, category: '' }),
      dictionaryMessages.unknownDictionary,
    ],
    [
      'an unknown dictionary among known ones',
      (id) => [
        { value: 'v', dictionaryId: id, category: '' },
        { value: 'w', dictionaryId: UNKNOWN_ID, category: '' },
      ],
      dictionaryMessages.unknownDictionary,
    ],
    [
      'a dictionary id that is not one',
      () => ({ value: 'v', dictionaryId: 'sectors', category: '' }),
      'Invalid uuid: dictionaryId',
    ],
    ['no dictionary id', () => ({ value: 'v', category: '' }), "Missing property 'dictionaryId'"],
    ['no category', (id) => ({ value: 'v', dictionaryId: id }), "Missing property 'category'"],
    [
      'an unknown property',
      (id) => ({ value: 'v', dictionaryId: id, category: '', position: 0 }),
      "Unknown property 'position'",
    ],
  ]

  it.each(badInputs)('refuses %s with its message and writes nothing', async (_label, body, message) => {
    const dictionary = await fruits()
    const response = await expectNoDictionaryWrites(server.db, () => add(body(dictionary.id)))
    expectError(response, 400, message)
  })
})

// spec 2 §5: "In add mode a typed value is added only if no existing item starts with or equals it (case-insensitive)"
describe('POST /dictionary-items?mode=add (an entity field in add mode)', () => {
  const addTyped = <T = ItemBody[]>(body: unknown, token = analystToken) =>
    server.api<T>('POST', '/dictionary-items', { token, body, query: 'mode=add' })

  it('leaves out a value an item of the dictionary equals or starts with, in any case and category', async () => {
    const dictionary = await fruits()
    const typed = (value: string) => ({ value, dictionaryId: dictionary.id, category: ' ' })
    const { status, body } = await addTyped([
      typed('apple'),
      typed('PE'),
      typed('oth'),
      typed('Plum'),
      // after Plum is in, 'plu' is the start of an item too
      typed('plu'),
      typed('Apples'),
    ])
    expect(status).toBe(201)
    expect(summary(body)).toEqual([
      ['Plum', ' ', 3],
      ['Apples', ' ', 4],
    ])
    expect(summary(await storedItems(server.db, dictionary.id))).toEqual([
      ['Apple', 'Fruit', 0],
      ['Pear', 'Fruit', 1],
      ['Other', ' ', 2],
      ['Plum', ' ', 3],
      ['Apples', ' ', 4],
    ])
  })

  it('answers the item that keeps one value out, and writes nothing', async () => {
    const dictionary = await fruits()
    const response = await expectNoDictionaryWrites(server.db, () =>
      addTyped<ItemBody>({ value: 'pea', dictionaryId: dictionary.id, category: ' ' }),
    )
    expect(response.status).toBe(201)
    expect(response.body).toEqual(dictionary.items[1])
  })

  it('keeps the general append for other callers: a value an item only starts with is added', async () => {
    const dictionary = await fruits()
    const { status, body } = await add([{ value: 'App', dictionaryId: dictionary.id, category: 'Fruit' }])
    expect(status).toBe(201)
    expect(summary(body)).toEqual([['App', 'Fruit', 3]])
  })

  it('refuses another mode, and writes nothing', async () => {
    const dictionary = await fruits()
    const response = await expectNoDictionaryWrites(server.db, () =>
      server.api('POST', '/dictionary-items', {
        token: analystToken,
        body: { value: 'Plum', dictionaryId: dictionary.id, category: ' ' },
        query: 'mode=free',
      }),
    )
    expect(response.status).toBe(400)
  })
})

describe('GET /dictionary-items', () => {
  it('finds the items of a dictionary in order, in pages', async () => {
    const dictionary = await fruits()
    await createDictionary(server, adminToken)
    const all = await server.api<Page<ItemBody>>('GET', '/dictionary-items', {
      token: adminToken,
      query: `dictionaryId=${dictionary.id}`,
    })
    expect(all.status).toBe(200)
    expect(all.body).toMatchObject({ total: 3, limit: 50, skip: 0 })
    expect(all.body.data).toEqual(dictionary.items)
    const page = await server.api<Page<ItemBody>>('GET', '/dictionary-items', {
      token: adminToken,
      query: `dictionaryId=${dictionary.id}&$limit=1&$skip=1`,
    })
    expect(page.body).toMatchObject({ total: 3, limit: 1, skip: 1, data: [dictionary.items[1]] })
    const one = await server.api<ItemBody>('GET', `/dictionary-items/${dictionary.items[2].id}`, { token: adminToken })
    expect(one.body).toEqual(dictionary.items[2])
  })

  it('refuses an unknown field with 400', async () => {
    expectError(await server.api('GET', '/dictionary-items', { token: adminToken, query: 'colour=red' }), 400, /colour/)
  })
})

describe('who may call /dictionary-items', () => {
  it('lets an analyst add items (an entity field in add mode) and read them', async () => {
    const dictionary = await fruits()
    const created = await add<ItemBody>(
      { value: 'Quince', dictionaryId: dictionary.id, category: 'Fruit' },
      analystToken,
    )
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ value: 'Quince', position: 3 })
    const read = await server.api<ItemBody>('GET', `/dictionary-items/${created.body.id}`, { token: analystToken })
    expect(read.body).toEqual(created.body)
  })

  it('refuses role user with 403 and writes nothing', async () => {
    const dictionary = await fruits()
    const response = await expectNoDictionaryWrites(server.db, () =>
      add({ value: 'Quince', dictionaryId: dictionary.id, category: '' }, userToken),
    )
    expectError(response, 403)
    expectError(await server.api('GET', '/dictionary-items', { token: userToken }), 403)
  })

  it('answers 401 without a token and writes nothing', async () => {
    const dictionary = await fruits()
    const response = await expectNoDictionaryWrites(server.db, () =>
      add({ value: 'Quince', dictionaryId: dictionary.id, category: '' }, ''),
    )
    expectError(response, 401)
    expectError(await server.api('GET', '/dictionary-items'), 401)
  })

  it.each(['PUT', 'PATCH', 'DELETE'])('does not offer %s: items change through PUT /dictionaries', async (method) => {
    const dictionary = await fruits()
    const response = await expectNoDictionaryWrites(server.db, () =>
      server.api(method, `/dictionary-items/${dictionary.items[0].id}`, { token: adminToken, body: item('x') }),
    )
    expectError(response, 405)
  })
})
