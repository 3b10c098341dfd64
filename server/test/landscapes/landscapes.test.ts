import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import type { Landscape } from '../../services/landscapes/landscapes.schema'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, expectError, expectNothingWritten, isoDay, signInAdmin, type Page } from '../helpers'

let server: TestServer
let adminToken: string
let analystToken: string
let trialToken: string
let userToken: string

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  analystToken = (await addSignedInUser(server, adminToken, { role: 'analyst' })).token
  trialToken = (await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })).token
  userToken = (await addSignedInUser(server, adminToken, { role: 'user' })).token
})
afterAll(() => server.close())

let counter = 0
const uniqueName = (label = 'Landscape') => `${label} ${Date.now().toString(36)} ${++counter}`

const create = (body: unknown, token = analystToken) => server.api<Landscape>('POST', '/landscapes', { token, body })
const patch = (id: number | string, body: unknown, token = analystToken) =>
  server.api<Landscape>('PATCH', `/landscapes/${id}`, { token, body })
const remove = (id: number | string, token = analystToken) =>
  server.api<Landscape>('DELETE', `/landscapes/${id}`, { token })
const get = (id: number | string, token = analystToken) => server.api<Landscape>('GET', `/landscapes/${id}`, { token })
const find = (query: string, token = analystToken) =>
  server.api<Page<Landscape>>('GET', '/landscapes', { token, query })

async function newLandscape(body: Record<string, unknown> = {}): Promise<Landscape> {
  const response = await create({ name: uniqueName(), ...body })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

/** Runs `call` and asserts that it changed no landscape (nor users, nor mail). */
async function expectNoLandscapeWritten<T>(call: () => Promise<T>): Promise<T> {
  const before = await server.db('landscapes').orderBy('id')
  const result = await expectNothingWritten(server.db, call)
  expect(await server.db('landscapes').orderBy('id')).toEqual(before)
  return result
}

const names = (count: number) => Array.from({ length: count }, (_, i) => `Alternative ${i}`)

describe('POST /landscapes', () => {
  it('creates a landscape, trimmed, its alternative names cleaned up', async () => {
    const name = uniqueName('Gulf')
    const { status, body } = await create({
      name: `  ${name} `,
      alternative_names: [' GCC ', '', 'gcc', 'Gulf States', name.toUpperCase()],
    })
    expect(status).toBe(201)
    expect(body).toEqual({
      id: expect.any(Number),
      name,
      alternative_names: ['GCC', 'Gulf States'],
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
    expect(await get(body.id)).toMatchObject({ status: 200, body })
    const stored = await server.db('landscapes').where({ id: body.id }).first()
    expect(stored.alternative_names).toEqual(['GCC', 'Gulf States'])
  })

  it('takes a landscape without alternative names', async () => {
    const landscape = await newLandscape()
    expect(landscape.alternative_names).toEqual([])
  })

  it('keeps names with accents, quotes and commas as typed', async () => {
    const tricky = ['Côte "Ouest"', 'a,b', '{braces}', 'back\\slash']
    const landscape = await newLandscape({ alternative_names: tricky })
    expect(landscape.alternative_names).toEqual(tricky)
  })

  it.each([
    ['no name', {}, 'Enter the landscape name'],
    ['a blank name', { name: '   ' }, 'Enter the landscape name'],
    ['a name over 254 characters', { name: 'n'.repeat(255) }, 'Value too long'],
    [
      'an alternative name over 254 characters',
      { name: 'Sahel x', alternative_names: ['a'.repeat(255)] },
      'Value too long',
    ],
    ['101 alternative names', { name: 'Sahel y', alternative_names: names(101) }, 'At most 100 alternative names'],
    ['alternative names that are not a list', { name: 'Sahel z', alternative_names: 'GCC' }, /alternative_names/],
    ['an alternative name that is not text', { name: 'Sahel w', alternative_names: [3] }, /alternative_names/],
    ['an unknown property', { name: 'Sahel v', region: 'Africa' }, "Unknown property 'region'"],
  ])('refuses %s and writes nothing', async (_, body, message) => {
    const response = await expectNoLandscapeWritten(() => create(body))
    expectError(response, 400, message)
  })

  it('accepts exactly 100 alternative names and 254 characters', async () => {
    const landscape = await newLandscape({ name: uniqueName('L').padEnd(254, 'x'), alternative_names: names(100) })
    expect(landscape.alternative_names).toHaveLength(100)
    expect(landscape.name).toHaveLength(254)
  })

  it('refuses a name taken in any case with 409', async () => {
    const landscape = await newLandscape()
    const response = await expectNoLandscapeWritten(() => create({ name: ` ${landscape.name.toUpperCase()} ` }))
    expectError(response, 409, messages.landscapeNameTaken)
  })
})

describe('PATCH /landscapes/{id}', () => {
  it('replaces the alternative names and sets updated_at, keeping the name', async () => {
    const landscape = await newLandscape({ alternative_names: ['EU'] })
    const { status, body } = await patch(landscape.id, { alternative_names: ['the Union', 'EU', 'the union'] })
    expect(status).toBe(200)
    expect(body.name).toBe(landscape.name)
    expect(body.alternative_names).toEqual(['the Union', 'EU'])
    expect(new Date(body.updated_at).getTime()).toBeGreaterThan(new Date(landscape.updated_at).getTime())
    expect(body.created_at).toBe(landscape.created_at)
  })

  it('renames, dropping an alternative name that became the name', async () => {
    const landscape = await newLandscape({ alternative_names: ['Brussels', 'EU'] })
    const name = uniqueName('Brussels')
    const { body } = await patch(landscape.id, { name, alternative_names: [name, 'EU'] })
    expect(body).toMatchObject({ name, alternative_names: ['EU'] })
  })

  it('may keep its own name in another case, but not take another landscape’s', async () => {
    const landscape = await newLandscape()
    const other = await newLandscape()
    expect((await patch(landscape.id, { name: landscape.name.toLowerCase() })).status).toBe(200)
    expectError(
      await expectNoLandscapeWritten(() => patch(landscape.id, { name: other.name })),
      409,
      messages.landscapeNameTaken,
    )
  })

  it.each([
    ['a blank name', { name: ' ' }, 'Enter the landscape name'],
    ['101 alternative names', { alternative_names: names(101) }, 'At most 100 alternative names'],
    ['an unknown property', { id: 5 }, "Unknown property 'id'"],
  ])('refuses %s and writes nothing', async (_, body, message) => {
    const landscape = await newLandscape()
    expectError(await expectNoLandscapeWritten(() => patch(landscape.id, body)), 400, message)
  })

  it.each(['999999', 'abc', '99999999999'])('answers 404 for id %s', async (id) => {
    expect((await expectNoLandscapeWritten(() => patch(id, { name: 'x' }))).status).toBe(404)
  })
})

describe('DELETE /landscapes/{id}', () => {
  it('deletes and answers the landscape as it was', async () => {
    const landscape = await newLandscape({ alternative_names: ['Old'] })
    const { status, body } = await remove(landscape.id)
    expect(status).toBe(200)
    expect(body).toEqual(landscape)
    expect((await get(landscape.id)).status).toBe(404)
  })

  it('answers 404 for an unknown id and deletes nothing', async () => {
    expect((await expectNoLandscapeWritten(() => remove(999999))).status).toBe(404)
  })
})

describe('GET /landscapes', () => {
  it('filters by name, case-insensitively containing, and pages with a total', async () => {
    const tag = uniqueName('Findme').replace(/ /g, '')
    await newLandscape({ name: `${tag} Alpha` })
    await newLandscape({ name: `beta ${tag.toLowerCase()}` })
    await newLandscape({ name: `${tag} Gamma` })
    const { status, body } = await find(`name[$iLike]=${tag.toUpperCase()}&$limit=2&$sort[name]=1`)
    expect(status).toBe(200)
    expect(body.total).toBe(3)
    expect(body.data.map((landscape) => landscape.name)).toEqual([`beta ${tag.toLowerCase()}`, `${tag} Alpha`])
    const next = await find(`name[$iLike]=${tag}&$limit=2&$skip=2&$sort[name]=1`)
    expect(next.body.data.map((landscape) => landscape.name)).toEqual([`${tag} Gamma`])
  })

  it('sorts by name by default, as people read it, and descending on request', async () => {
    const tag = uniqueName('Order').replace(/ /g, '')
    for (const name of ['b', 'A', 'c']) await newLandscape({ name: `${tag} ${name}` })
    const ascending = await find(`name[$iLike]=${tag}`)
    expect(ascending.body.data.map((landscape) => landscape.name)).toEqual([`${tag} A`, `${tag} b`, `${tag} c`])
    const descending = await find(`name[$iLike]=${tag}&$sort[name]=-1`)
    expect(descending.body.data.map((landscape) => landscape.name)).toEqual([`${tag} c`, `${tag} b`, `${tag} A`])
  })

  it('sorts by updated_at', async () => {
    const tag = uniqueName('Recent').replace(/ /g, '')
    const first = await newLandscape({ name: `${tag} 1` })
    const second = await newLandscape({ name: `${tag} 2` })
    await patch(first.id, { alternative_names: ['touched'] })
    const { body } = await find(`name[$iLike]=${tag}&$sort[updated_at]=-1`)
    expect(body.data.map((landscape) => landscape.id)).toEqual([first.id, second.id])
  })

  it('refuses an unknown filter', async () => {
    expectError(await find('region=Africa'), 400)
  })
})

describe('who may keep landscapes', () => {
  it('admins write as analysts do', async () => {
    const response = await create({ name: uniqueName('Admin') }, adminToken)
    expect(response.status).toBe(201)
    expect((await remove(response.body.id, adminToken)).status).toBe(200)
  })

  it.each([
    ['trial', () => trialToken],
    ['user', () => userToken],
  ])('%s may neither read nor write', async (_, token) => {
    expectError(await find('', token()), 403)
    expectError(await expectNoLandscapeWritten(() => create({ name: uniqueName() }, token())), 403)
  })

  it('needs a token', async () => {
    expect((await server.api('GET', '/landscapes')).status).toBe(401)
    expect(
      (await expectNoLandscapeWritten(() => server.api('POST', '/landscapes', { body: { name: 'x' } }))).status,
    ).toBe(401)
  })
})
