import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dictionaryMessages } from '../../../common/dictionaryRules'
import { startTestServer, type TestServer } from '../harness'
import {
  createDictionary,
  expectNoDictionaryWrites,
  storedItems,
  uniqueKey,
  type DictionaryBody,
} from '../dictionaryHelpers'
import { addSignedInUser, countRows, expectError, isoDay, signInAdmin, type Page, putCurrent } from '../helpers'

let server: TestServer
let adminToken: string
let analystToken: string
let userToken: string
let trialToken: string

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  analystToken = (await addSignedInUser(server, adminToken, { role: 'analyst' })).token
  userToken = (await addSignedInUser(server, adminToken, { role: 'user' })).token
  trialToken = (await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })).token
})
afterAll(() => server.close())

const create = (body: unknown, token = adminToken) =>
  server.api<DictionaryBody>('POST', '/dictionaries', { token, body })
const replace = (id: string, body: unknown, token = adminToken) =>
  putCurrent<DictionaryBody>(server, `/dictionaries/${id}`, body, token)
const get = (id: string, token = adminToken) => server.api<DictionaryBody>('GET', `/dictionaries/${id}`, { token })
const find = (query: string, token = adminToken) =>
  server.api<Page<DictionaryBody>>('GET', '/dictionaries', { token, query })

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/
const item = (value: string, category = '') => ({ value, category })
const valid = (overrides: Record<string, unknown> = {}) => ({
  key: uniqueKey('valid'),
  name: 'Valid dictionary',
  items: [item('One', 'First'), item('Two', 'First'), item('Other')],
  ...overrides,
})
const at = (length: number, letter = 'x') => letter.repeat(length)

describe('POST /dictionaries', () => {
  it('stores the dictionary and its items in order and answers it with them', async () => {
    const key = uniqueKey('Sectors')
    const { status, body } = await create({
      key: ` %${key}&% `,
      name: '  Industry sectors  ',
      items: [item(' Banking ', ' Finance '), item('Insurance', ' Finance '), item('Other', ''), item('Oil', 'Energy')],
    })
    expect(status).toBe(201)
    expect(body).toEqual({
      id: expect.stringMatching(UUID),
      key,
      name: 'Industry sectors',
      itemsCount: 4,
      items: [
        { value: 'Banking', category: 'Finance', position: 0 },
        { value: 'Insurance', category: 'Finance', position: 1 },
        { value: 'Other', category: ' ', position: 2 },
        { value: 'Oil', category: 'Energy', position: 3 },
      ].map((expected) => ({
        ...expected,
        id: expect.stringMatching(UUID),
        dictionaryId: body.id,
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      })),
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    })
    const row = await server.db('dictionaries').where({ id: body.id }).first()
    expect(row).toMatchObject({ key, name: 'Industry sectors' })
    const rows = await storedItems(server.db, body.id)
    expect(rows.map(({ value, category, position }) => ({ value, category, position }))).toEqual([
      { value: 'Banking', category: 'Finance', position: 0 },
      { value: 'Insurance', category: 'Finance', position: 1 },
      { value: 'Other', category: ' ', position: 2 },
      { value: 'Oil', category: 'Energy', position: 3 },
    ])
    expect(rows.map((row) => row.id)).toEqual(body.items.map((answered) => answered.id))
    expect((await get(body.id)).body).toEqual(body)
  })

  it('stores a blank category, however it is sent, as a single space and reads it back', async () => {
    const { status, body } = await create(valid({ items: [item('a', ''), item('b', ' '), item('c', '   ')] }))
    expect(status).toBe(201)
    expect(body.items.map((answered) => answered.category)).toEqual([' ', ' ', ' '])
    expect((await storedItems(server.db, body.id)).map((row) => row.category)).toEqual([' ', ' ', ' '])
    expect((await get(body.id)).body.items.map((read) => read.category)).toEqual([' ', ' ', ' '])
  })

  it('takes a dictionary without a description, with an empty one', async () => {
    const { status, body } = await create({ key: uniqueKey('nameless'), items: [item('a')] })
    expect(status).toBe(201)
    expect(body.name).toBe('')
  })

  it('accepts key, description, category and item of exactly 254 characters', async () => {
    const key = `${uniqueKey('k')}${at(240)}`.slice(0, 254)
    const { status, body } = await create({ key, name: at(254, 'n'), items: [item(at(254, 'v'), at(254, 'c'))] })
    expect(status).toBe(201)
    expect(body).toMatchObject({ key, name: at(254, 'n'), items: [{ value: at(254, 'v'), category: at(254, 'c') }] })
  })

  it('keeps the same value in different categories and values that differ by case in one category', async () => {
    const items = [item('Apple', 'Fruit'), item('apple', 'Fruit'), item('Apple', 'Brands'), item('Apple')]
    const { status, body } = await create(valid({ items }))
    expect(status).toBe(201)
    expect(body.items.map(({ value, category }) => ({ value, category }))).toEqual([
      item('Apple', 'Fruit'),
      item('apple', 'Fruit'),
      item('Apple', 'Brands'),
      item('Apple', ' '),
    ])
  })

  const badInputs: [string, Record<string, unknown>, string][] = [
    ['no key', { key: undefined }, dictionaryMessages.unnamed],
    ['an empty key', { key: '' }, dictionaryMessages.unnamed],
    ['a blank key', { key: '   ' }, dictionaryMessages.unnamed],
    ['a key of only % and &', { key: '%&' }, dictionaryMessages.unnamed],
    ['a key of % and & and spaces', { key: ' %& %' }, dictionaryMessages.unnamed],
    ['a null key', { key: null }, dictionaryMessages.unnamed],
    ['a key of 255 characters', { key: at(255, 'k') }, dictionaryMessages.tooLong],
    ['a description of 255 characters', { name: at(255, 'n') }, dictionaryMessages.tooLong],
    ['a category of 255 characters', { items: [item('a', at(255, 'c'))] }, dictionaryMessages.tooLong],
    ['an item of 255 characters', { items: [item(at(255, 'v'))] }, dictionaryMessages.tooLong],
    ['no items', { items: undefined }, dictionaryMessages.empty],
    ['an empty item list', { items: [] }, dictionaryMessages.empty],
    ['an empty item', { items: [item('a'), item('', 'Other')] }, dictionaryMessages.emptyItems],
    ['a blank item', { items: [item('   ', 'Other')] }, dictionaryMessages.emptyItems],
    ['an item without a value', { items: [{ category: 'Other' }] }, dictionaryMessages.emptyItems],
    [
      'category names that differ by case',
      { items: [item('a', 'Fruit'), item('b', 'fruit')] },
      dictionaryMessages.duplicateCategories,
    ],
    [
      'category names that differ by surrounding spaces',
      { items: [item('a', 'Fruit'), item('b', ' Fruit ')] },
      dictionaryMessages.duplicateCategories,
    ],
    [
      'a repeated item in a category',
      { items: [item('Apple', 'Fruit'), item('Pear', 'Fruit'), item('Apple', 'Fruit')] },
      dictionaryMessages.duplicateItems,
    ],
    [
      'a repeated item that differs by surrounding spaces',
      { items: [item('Apple', 'Fruit'), item(' Apple ', 'Fruit')] },
      dictionaryMessages.duplicateItems,
    ],
    [
      'a repeated item in the blank category, sent as "" and " "',
      { items: [item('Other', ''), item('Other', ' ')] },
      dictionaryMessages.duplicateItems,
    ],
    // the first broken rule is named, in the editor's order
    ['no key and no items', { key: '', items: [] }, dictionaryMessages.unnamed],
    [
      'duplicate categories and an empty item',
      { items: [item('', 'Fruit'), item('b', 'FRUIT')] },
      dictionaryMessages.duplicateCategories,
    ],
    ['an unknown property', { colour: 'red' }, "Unknown property 'colour'"],
    ['an unknown property of an item', { items: [{ ...item('a'), id: 'x' }] }, "Unknown property 'id'"],
    ['an item without a category', { items: [{ value: 'a' }] }, "Missing property 'category'"],
    ['a key that is not text', { key: 42 }, 'Invalid key: must be string'],
    ['items that are not a list', { items: 'a,b' }, 'Invalid items: must be array'],
    ['an item that is not an object', { items: ['a'] }, 'Invalid items.0: must be object'],
  ]

  it.each(badInputs)('refuses %s with its message and writes nothing', async (_label, overrides, message) => {
    const body = valid(overrides)
    for (const [field, value] of Object.entries(overrides))
      if (value === undefined) delete body[field as keyof typeof body]
    const response = await expectNoDictionaryWrites(server.db, () => create(body))
    expectError(response, 400, message)
  })

  it('refuses a list of dictionaries and writes nothing', async () => {
    const response = await expectNoDictionaryWrites(server.db, () => create([valid(), valid()]))
    expectError(response, 400, 'Send one dictionary')
  })

  it('refuses a taken key, whatever its case or its % and &, with 409 and writes nothing', async () => {
    const key = uniqueKey('Taken')
    await createDictionary(server, adminToken, { key })
    for (const again of [key, key.toUpperCase(), ` ${key.toLowerCase()} `, `${key}%&`]) {
      const response = await expectNoDictionaryWrites(server.db, () => create(valid({ key: again })))
      expectError(response, 409, dictionaryMessages.keyTaken)
    }
    expect(await server.db('dictionaries').whereRaw('lower(key) = lower(?)', [key])).toHaveLength(1)
  })

  it('refuses a body that is not JSON with 400 and writes nothing', async () => {
    const response = await expectNoDictionaryWrites(server.db, () =>
      fetch(`${server.url}/api/dictionaries`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
        body: '{"key": "broken", ',
      }),
    )
    expect(response.status).toBe(400)
  })
})

describe('GET /dictionaries', () => {
  const prefix = uniqueKey('listed')
  const keys = ['delta', 'Alpha', 'charlie', 'bravo', 'echo'].map((word) => `${prefix}-${word}`)
  const ids = new Map<string, string>()

  beforeAll(async () => {
    for (const [index, key] of keys.entries()) {
      const items = Array.from({ length: index + 1 }, (_, position) =>
        item(`${key} item ${position}`, `c${position % 2}`),
      )
      ids.set(key, (await createDictionary(server, adminToken, { key, name: `Description of ${key}`, items })).id)
    }
  })

  it('finds one dictionary by its key, with its items in order when asked (withItems=true)', async () => {
    const { status, body } = await find(`key=${encodeURIComponent(keys[2])}&withItems=true`)
    expect(status).toBe(200)
    expect(body).toMatchObject({ total: 1, limit: 10, skip: 0 })
    expect(body.data[0]).toMatchObject({ id: ids.get(keys[2]), key: keys[2], itemsCount: 3 })
    expect(body.data[0].items.map((read) => [read.value, read.category, read.position])).toEqual([
      [`${keys[2]} item 0`, 'c0', 0],
      [`${keys[2]} item 1`, 'c1', 1],
      [`${keys[2]} item 2`, 'c0', 2],
    ])
  })

  it('finds dictionaries by key[$in][], one key or several, sorted by key', async () => {
    const several = await find(`key[$in][]=${keys[0]}&key[$in][]=${keys[1]}&key[$in][]=no-such-key&withItems=true`)
    expect(several.status).toBe(200)
    expect(several.body.total).toBe(2)
    expect(several.body.data.map((dictionary) => [dictionary.key, dictionary.itemsCount])).toEqual([
      [keys[1], 2],
      [keys[0], 1],
    ])
    for (const dictionary of several.body.data) expect(dictionary.items).toHaveLength(dictionary.itemsCount)

    const one = await find(`key[$in][]=${keys[4]}`)
    expect(one.body.data.map((dictionary) => dictionary.key)).toEqual([keys[4]])
  })

  it('searches key and description case-insensitively with $iLike', async () => {
    const byKey = await find(`key[$iLike]=${prefix.toUpperCase()}-AL`)
    expect(byKey.body.data.map((dictionary) => dictionary.key)).toEqual([keys[1]])
    const byName = await find(`name[$iLike]=${encodeURIComponent(`DESCRIPTION of ${prefix}`)}&$sort[key]=-1`)
    expect(byName.body.data.map((dictionary) => dictionary.key)).toEqual([keys[4], keys[0], keys[2], keys[3], keys[1]])
  })

  it('answers pages of {total, limit, skip, data}, 50 by default', async () => {
    const all = await find(`key[$iLike]=${prefix}`)
    expect(all.body).toMatchObject({ total: 5, limit: 50, skip: 0 })
    expect(all.body.data.map((dictionary) => dictionary.key)).toEqual([keys[1], keys[3], keys[2], keys[0], keys[4]])
    const page = await find(`key[$iLike]=${prefix}&$limit=2&$skip=2&$sort[name]=1`)
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({ total: 5, limit: 2, skip: 2 })
    expect(page.body.data.map((dictionary) => dictionary.key)).toEqual([keys[2], keys[0]])
    expect(page.body.data.map((dictionary) => dictionary.itemsCount)).toEqual([3, 1])
    const countOnly = await find(`key[$iLike]=${prefix}&$limit=0`)
    expect(countOnly.body).toMatchObject({ total: 5, limit: 0, data: [] })
  })

  it('loads the items of a whole page in one query', async () => {
    const itemQueries: string[] = []
    const listen = (query: { sql: string }) => {
      if (query.sql.includes('dictionary_items')) itemQueries.push(query.sql)
    }
    server.db.on('query', listen)
    const page = await find(`key[$iLike]=${prefix}`)
    server.db.off('query', listen)
    expect(page.body.data).toHaveLength(5)
    expect(itemQueries).toHaveLength(1)
  })

  it('sorts by createdAt and updatedAt', async () => {
    const newest = await find(`key[$iLike]=${prefix}&$sort[createdAt]=-1&$limit=1`)
    expect(newest.body.data[0].key).toBe(keys[4])
    const oldest = await find(`key[$iLike]=${prefix}&$sort[updatedAt]=1&$limit=1`)
    expect(oldest.body.data[0].key).toBe(keys[0])
  })

  it('refuses an unknown field or operator with 400', async () => {
    expectError(await find('colour=red'), 400, /colour/)
    expectError(await find('key[$regex]=a'), 400, /\$regex/)
  })

  it('gets one dictionary with its items, and 404 for an unknown id', async () => {
    const { status, body } = await get(ids.get(keys[1])!)
    expect(status).toBe(200)
    expect(body).toMatchObject({ key: keys[1], name: `Description of ${keys[1]}`, itemsCount: 2 })
    expect(body.items.map((read) => read.value)).toEqual([`${keys[1]} item 0`, `${keys[1]} item 1`])
    expectError(await get('00000000-0000-4000-8000-000000000000'), 404)
  })
})

describe('PUT /dictionaries/{id}', () => {
  it('replaces key, description and items; an item that stays keeps its id', async () => {
    const original = await createDictionary(server, adminToken, {
      items: [item('Keep', 'A'), item('Drop', 'A'), item('Move', 'B')],
    })
    const keep = original.items[0]
    const key = uniqueKey('Renamed')
    await new Promise((resolve) => setTimeout(resolve, 20))
    const { status, body } = await replace(original.id, {
      key: `${key}%`,
      name: ' New description ',
      items: [item('New', ''), item('Keep', 'a'), item('Move', 'C')],
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: original.id, key, name: 'New description', itemsCount: 3 })
    expect(body.items.map(({ value, category, position }) => [value, category, position])).toEqual([
      ['New', ' ', 0],
      ['Keep', 'a', 1],
      ['Move', 'C', 2],
    ])
    expect(body.items[1]).toMatchObject({ id: keep.id, createdAt: keep.createdAt })
    expect(body.items.map((read) => read.id)).not.toContain(original.items[1].id)
    expect(body.createdAt).toBe(original.createdAt)
    expect(new Date(body.updatedAt).getTime()).toBeGreaterThan(new Date(original.updatedAt).getTime())
    expect((await storedItems(server.db, original.id)).map((row) => row.value)).toEqual(['New', 'Keep', 'Move'])
    expect((await get(original.id)).body).toEqual(body)
  })

  it('lets a dictionary keep its own key, or change its case', async () => {
    const original = await createDictionary(server, adminToken, { key: uniqueKey('own') })
    expect((await replace(original.id, valid({ key: original.key }))).status).toBe(200)
    const { status, body } = await replace(original.id, valid({ key: original.key.toUpperCase() }))
    expect(status).toBe(200)
    expect(body.key).toBe(original.key.toUpperCase())
  })

  it.each([
    ['an empty key', { key: '' }, dictionaryMessages.unnamed],
    ['no items', { items: [] }, dictionaryMessages.empty],
    ['an empty item', { items: [item('')] }, dictionaryMessages.emptyItems],
    ['duplicate categories', { items: [item('a', 'X'), item('b', 'x')] }, dictionaryMessages.duplicateCategories],
    ['a repeated item', { items: [item('a', 'X'), item('a', 'X')] }, dictionaryMessages.duplicateItems],
    ['an item of 255 characters', { items: [item(at(255))] }, dictionaryMessages.tooLong],
    ['an unknown property', { extra: true }, "Unknown property 'extra'"],
  ])('refuses %s and keeps the old dictionary and items', async (_label, overrides, message) => {
    const original = await createDictionary(server, adminToken, { items: [item('Old', 'A')] })
    const response = await expectNoDictionaryWrites(server.db, () => replace(original.id, valid(overrides)))
    expectError(response, 400, message)
    expect((await get(original.id)).body).toEqual(original)
  })

  it('refuses the key of another dictionary, whatever its case, with 409 and writes nothing', async () => {
    const other = await createDictionary(server, adminToken, { key: uniqueKey('Other') })
    const original = await createDictionary(server, adminToken)
    const response = await expectNoDictionaryWrites(server.db, () =>
      replace(original.id, valid({ key: other.key.toLowerCase() })),
    )
    expectError(response, 409, dictionaryMessages.keyTaken)
  })

  it('is one transaction: a PUT that fails while writing the new items leaves the old ones', async () => {
    const original = await createDictionary(server, adminToken, { items: [item('Old one', 'A'), item('Old two', 'A')] })
    // PostgreSQL refuses a NUL character in text: the insert fails after the old items were deleted
    const response = await expectNoDictionaryWrites(server.db, () =>
      replace(original.id, valid({ key: uniqueKey('never'), items: [item('Fine'), item('Bad\u0000value')] })),
    )
    expectError(response, 400)
    expect((await get(original.id)).body).toEqual(original)
  })

  it('answers 404 for an unknown id and writes nothing', async () => {
    const response = await expectNoDictionaryWrites(server.db, () =>
      replace('00000000-0000-4000-8000-000000000000', valid()),
    )
    expectError(response, 404)
  })

  it('does not offer PATCH', async () => {
    const original = await createDictionary(server, adminToken)
    const response = await expectNoDictionaryWrites(server.db, () =>
      server.api('PATCH', `/dictionaries/${original.id}`, { token: adminToken, body: { name: 'x' } }),
    )
    expectError(response, 405)
  })
})

describe('DELETE /dictionaries/{id}', () => {
  it('removes the dictionary with its items and answers it as it was', async () => {
    const original = await createDictionary(server, adminToken, { items: [item('a'), item('b')] })
    const { status, body } = await server.api<DictionaryBody>('DELETE', `/dictionaries/${original.id}`, {
      token: adminToken,
    })
    expect(status).toBe(200)
    expect(body).toEqual(original)
    expect(await server.db('dictionaries').where({ id: original.id })).toHaveLength(0)
    expect(await storedItems(server.db, original.id)).toHaveLength(0)
    expectError(await get(original.id), 404)
  })

  it('answers 404 for an unknown id, and 405 for removing every dictionary at once, writing nothing', async () => {
    await createDictionary(server, adminToken)
    const unknown = await expectNoDictionaryWrites(server.db, () =>
      server.api('DELETE', '/dictionaries/00000000-0000-4000-8000-000000000000', { token: adminToken }),
    )
    expectError(unknown, 404)
    const all = await expectNoDictionaryWrites(server.db, () =>
      server.api('DELETE', '/dictionaries', { token: adminToken }),
    )
    expectError(all, 405)
  })
})

describe('who may call /dictionaries', () => {
  let existing: DictionaryBody
  beforeAll(async () => {
    existing = await createDictionary(server, adminToken)
  })

  it('lets an analyst read dictionaries', async () => {
    const list = await find(`key=${existing.key}&withItems=true`, analystToken)
    expect(list.status).toBe(200)
    expect(list.body.data[0]).toEqual(existing)
    expect((await get(existing.id, analystToken)).body).toEqual(existing)
  })

  const writes = (): [string, string, unknown][] => [
    ['POST', '/dictionaries', valid()],
    ['PUT', `/dictionaries/${existing.id}`, valid()],
    ['DELETE', `/dictionaries/${existing.id}`, undefined],
  ]

  it.each(['analyst', 'trial', 'user'])(
    'refuses every write of a signed-in %s with 403 and writes nothing',
    async (role) => {
      const token = { analyst: analystToken, trial: trialToken, user: userToken }[role]
      for (const [method, path, body] of writes()) {
        const response = await expectNoDictionaryWrites(server.db, () => server.api(method, path, { token, body }))
        expectError(response, 403)
      }
    },
  )

  it('refuses reads of role user and trial with 403', async () => {
    for (const token of [userToken, trialToken]) {
      expectError(await find('', token), 403)
      expectError(await get(existing.id, token), 403)
    }
  })

  it('answers every call without a token with 401 and writes nothing', async () => {
    const before = await countRows(server.db, 'dictionaries')
    for (const [method, path, body] of [...writes(), ['GET', '/dictionaries', undefined] as const]) {
      const response = await expectNoDictionaryWrites(server.db, () => server.api(method, path, { body }))
      expectError(response, 401)
    }
    expectError(await get(existing.id, ''), 401)
    expect(await countRows(server.db, 'dictionaries')).toBe(before)
  })
})
