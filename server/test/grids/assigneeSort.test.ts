import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FacetGridPage } from '../../../common/facetGrid'
import type { EntityTemplate } from '../../../common/templateFormat'
import { assigneeSort } from '../../db/assigneeOrder'
import { startTestServer, type TestServer } from '../harness'
import { expectStatus, facetTypeOf, templateOf } from '../entityHelpers'
import { signInAdmin, type Page } from '../helpers'

/**
 * Sorting the grids by Assigned (spec 2 §2, §3): by the assignee's name under the names' collation
 * ('alice' before 'Bob', which C would put after 'Zoe'), ties by the row's id, rows of no user (none, or
 * one removed) after the names ascending. The users' ids are in yet another order.
 */

let server: TestServer
let adminToken: string
let actor: EntityTemplate

const id = (prefix: string, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`
// ids in the order Zoe, Bob (a second one), alice, Bob; names in the order alice, Bob, Bob, Zoe
const users = { zoe: id('a', 1), bob2: id('a', 2), alice: id('a', 3), bob: id('a', 4) }
const REMOVED = id('a', 9)
/** Entity n (1–10) and its assignee. */
const ASSIGNEES: (string | null)[] = [
  users.zoe,
  users.alice,
  users.bob,
  null,
  users.alice,
  REMOVED,
  users.zoe,
  users.bob,
  null,
  users.bob2,
]
const ASCENDING = [2, 5, 3, 8, 10, 1, 7, 4, 6, 9]

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
  await server.db('users').insert(
    Object.entries({ zoe: 'Zoe', bob2: 'Bob', alice: 'alice', bob: 'Bob' }).map(([key, name]) => ({
      id: users[key as keyof typeof users],
      email: `${key}@sort.example`,
      name,
      role: 'analyst',
      profile: 'default',
      isVerified: true,
    })),
  )
  await server.db('entities').insert(
    ASSIGNEES.map((assignedToId, index) => ({
      id: id('e', index + 1),
      entityTemplateId: actor.id,
      name: `Sortable ${index + 1}`,
      type: 'Actor',
      subType: 'Organisation',
      stage: index % 2 ? 'published' : 'in progress',
      assignedToId,
    })),
  )
  const holder = id('e', 99)
  await server.db('entities').insert({
    id: holder,
    entityTemplateId: actor.id,
    name: 'Facet Holder',
    type: 'Actor',
    subType: 'Organisation',
  })
  await server.db('facets').insert(
    ASSIGNEES.map((assignedToId, index) => ({
      id: id('f', index + 1),
      entityId: holder,
      facetTypeId: facetTypeOf(actor, 'Name').id,
      order: index + 1,
      stage: index % 2 ? 'review' : 'in progress',
      assignedToId,
    })),
  )
})
afterAll(() => server.close())

const entities = (query: string) =>
  server.api<Page<{ id: string }>>('GET', '/entities', { token: adminToken, query: `name[$iLike]=Sortable&${query}` })
const facets = (query: string) =>
  server.api<FacetGridPage>('GET', '/facets', { token: adminToken, query: `entityName=Facet Holder&${query}` })
const numbers = (rows: { id: string }[]) => rows.map((row) => Number(row.id.slice(-12)))

/** The rows of every page of `size`, in order. */
async function paged(read: (query: string) => ReturnType<typeof entities>, query: string, size: number) {
  const all: number[] = []
  for (let skip = 0; skip < ASCENDING.length; skip += size) {
    const page = expectStatus(await read(`${query}&$limit=${size}&$skip=${skip}`), 200)
    expect(page.total).toBe(ASCENDING.length)
    all.push(...numbers(page.data))
  }
  return all
}

const WAYS = [
  ['sorted whole', { sortedWholeUpTo: 20_000, readPerRowWanted: 20 }],
  ['read assignee by assignee', { sortedWholeUpTo: 0, readPerRowWanted: 20 }],
  ['read assignee by assignee, the bound reached', { sortedWholeUpTo: 0, readPerRowWanted: 1 }],
] as const
const DEFAULTS = { ...assigneeSort }

describe.each(WAYS)('GET /entities sorted by Assigned (%s)', (_way, tuning) => {
  beforeEach(() => {
    Object.assign(assigneeSort, tuning)
  })
  afterEach(() => {
    Object.assign(assigneeSort, DEFAULTS)
  })

  it('orders by the assignee’s name, ties by id, rows of no user last; descending the reverse', async () => {
    expect(numbers(expectStatus(await entities('$sort[assignedToId]=1'), 200).data)).toEqual(ASCENDING)
    expect(numbers(expectStatus(await entities('$sort[assignedToId]=-1'), 200).data)).toEqual([...ASCENDING].reverse())
  })

  it('orders without filters too (the holder of the facets has no assignee)', async () => {
    const all = (query: string) => server.api<Page<{ id: string }>>('GET', '/entities', { token: adminToken, query })
    expect(numbers(expectStatus(await all('$sort[assignedToId]=1'), 200).data)).toEqual([...ASCENDING, 99])
    expect(numbers(expectStatus(await all('$sort[assignedToId]=-1&$limit=4&$skip=1'), 200).data)).toEqual([9, 6, 4, 7])
  })

  it('reads one row at a time', async () => {
    for (const [index, n] of ASCENDING.entries()) {
      expect(numbers(expectStatus(await entities(`$sort[assignedToId]=1&$limit=1&$skip=${index}`), 200).data)).toEqual([
        n,
      ])
    }
    const published = ASCENDING.filter((n) => (n - 1) % 2 === 1)
    for (const [index, n] of published.entries()) {
      expect(
        numbers(
          expectStatus(
            await entities(`stage=published&$sort[assignedToId]=-1&$limit=1&$skip=${published.length - 1 - index}`),
            200,
          ).data,
        ),
      ).toEqual([n])
    }
  })

  it('pages through the same order', async () => {
    expect(await paged(entities, '$sort[assignedToId]=1', 3)).toEqual(ASCENDING)
    expect(await paged(entities, '$sort[assignedToId]=-1', 4)).toEqual([...ASCENDING].reverse())
  })

  it('keeps the order with other filters and after other sorts', async () => {
    const published = ASCENDING.filter((n) => (n - 1) % 2 === 1)
    expect(numbers(expectStatus(await entities('stage=published&$sort[assignedToId]=1'), 200).data)).toEqual(published)
    // a sort before it (all the same type): the order by name, then id, holds within it
    expect(numbers(expectStatus(await entities('$sort[type]=1&$sort[assignedToId]=1'), 200).data)).toEqual(ASCENDING)
    expect(
      numbers(expectStatus(await entities('$sort[stage]=-1&$sort[assignedToId]=1&$limit=3&$skip=1'), 200).data),
    ).toEqual([...published, ...ASCENDING.filter((n) => !published.includes(n))].slice(1, 4))
  })

  it('exports in the same order', async () => {
    const response = await fetch(`${server.url}/api/entities?name[$iLike]=Sortable&$sort[assignedToId]=1&export=true`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    })
    const ids = (await response.text())
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => Number(line.split(',')[0].slice(-12)))
    expect(ids).toEqual(ASCENDING)
  })
})

describe.each(WAYS)('GET /facets sorted by Assigned (%s)', (_way, tuning) => {
  beforeEach(() => {
    Object.assign(assigneeSort, tuning)
  })
  afterEach(() => {
    Object.assign(assigneeSort, DEFAULTS)
  })

  it('orders by the assignee’s name, ties by id, rows of no user last; descending the reverse', async () => {
    expect(numbers(expectStatus(await facets('$sort[assignedToId]=1'), 200).data)).toEqual(ASCENDING)
    expect(numbers(expectStatus(await facets('$sort[assignedToId]=-1'), 200).data)).toEqual([...ASCENDING].reverse())
  })

  it('orders without filters too', async () => {
    const all = (query: string) => server.api<FacetGridPage>('GET', '/facets', { token: adminToken, query })
    expect(numbers(expectStatus(await all('$sort[assignedToId]=1'), 200).data)).toEqual(ASCENDING)
    expect(numbers(expectStatus(await all('$sort[assignedToId]=-1&$limit=4&$skip=2'), 200).data)).toEqual([4, 7, 1, 10])
  })

  it('reads one row at a time', async () => {
    const review = ASCENDING.filter((n) => (n - 1) % 2 === 1)
    for (const [index, n] of review.entries()) {
      expect(
        numbers(expectStatus(await facets(`stage=review&$sort[assignedToId]=1&$limit=1&$skip=${index}`), 200).data),
      ).toEqual([n])
    }
  })

  it('pages through the same order', async () => {
    expect(await paged(facets as never, '$sort[assignedToId]=1', 3)).toEqual(ASCENDING)
    expect(await paged(facets as never, '$sort[assignedToId]=-1', 4)).toEqual([...ASCENDING].reverse())
  })

  it('keeps the order with other filters and after other sorts', async () => {
    const review = ASCENDING.filter((n) => (n - 1) % 2 === 1)
    expect(numbers(expectStatus(await facets('stage=review&$sort[assignedToId]=1'), 200).data)).toEqual(review)
    expect(numbers(expectStatus(await facets('$sort[typeName]=1&$sort[assignedToId]=1'), 200).data)).toEqual(ASCENDING)
    expect(
      numbers(expectStatus(await facets('createdAt[$gte]=2000-01-01T00:00:00.000Z&$sort[assignedToId]=-1'), 200).data),
    ).toEqual([...ASCENDING].reverse())
  })

  it('exports in the same order', async () => {
    const response = await fetch(
      `${server.url}/api/facets?entityName=Facet%20Holder&$sort[assignedToId]=1&export=true`,
      { headers: { Authorization: `Bearer ${adminToken}` } },
    )
    const ids = (await response.text())
      .split('\r\n')
      .slice(1)
      .filter(Boolean)
      .map((line) => Number(line.split(',')[6].slice(-12)))
    expect(ids).toEqual(ASCENDING)
  })
})
