import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import type { Country } from '../../services/countries/countries.schema'
import { startTestServer, type ApiResponse, type TestServer } from '../harness'
import { addSignedInUser, countRows, expectError, expectNothingWritten, signInAdmin, type Page } from '../helpers'

let server: TestServer
let adminToken: string
let analystToken: string
let trialToken: string
let userToken: string

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  analystToken = (await addSignedInUser(server, adminToken, { role: 'analyst' })).token
  trialToken = (await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: '2099-12-31' })).token
  userToken = (await addSignedInUser(server, adminToken, { role: 'user' })).token
})
afterAll(() => server.close())

interface CountryRow {
  id: number
  name: string
  iso_code: string | null
  flag: string | null
  main_entity_id: string | null
  main_entity_name: string | null
  created_at: Date
  updated_at: Date
}

/** A key as POST /media hands it out. */
const uploadKey = (name = 'flag.png') => `media/${randomUUID()}/${name}`

let counter = 0
const uniqueName = (label = 'Country') => `${label} ${Date.now().toString(36)} ${++counter}`

const create = (body: unknown, token = analystToken) => server.api<Country>('POST', '/countries', { token, body })
const patch = (id: number, body: unknown, token = analystToken) =>
  server.api<Country>('PATCH', `/countries/${id}`, { token, body })
const remove = (id: number, token = analystToken) => server.api<Country>('DELETE', `/countries/${id}`, { token })
const find = (query: string, token = analystToken) => server.api<Page<Country>>('GET', '/countries', { token, query })
const row = (id: number) => server.db<CountryRow>('countries').where({ id }).first()

async function newCountry(overrides: Record<string, unknown> = {}): Promise<Country> {
  const response = await create({ name: uniqueName(), flag: uploadKey(), ...overrides })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

/** Runs `call` and asserts that it changed no country, no user and no mail. */
async function expectNoCountryWritten<T>(call: () => Promise<T>): Promise<T> {
  const before = await server.db<CountryRow>('countries').orderBy('id')
  const result = await expectNothingWritten(server.db, call)
  expect(await server.db<CountryRow>('countries').orderBy('id')).toEqual(before)
  return result
}

const refusedCreate = (body: unknown) => expectNoCountryWritten(() => create(body))
const refusedPatch = (id: number, body: unknown) => expectNoCountryWritten(() => patch(id, body))

describe('POST /countries', () => {
  it('creates a country with a flag uploaded through POST /media, trimmed, its ISO code upper-case', async () => {
    const media = await server.api<{ params: Record<string, string> }>('POST', '/media', {
      token: analystToken,
      body: { filename: 'Flag of Atlantis.png', contentType: 'image/png' },
    })
    expect(media.status).toBe(201)
    const flag = media.body.params.key
    const name = uniqueName('Atlantis')
    const entityId = randomUUID()
    const { status, body } = await create({
      name: `  ${name}  `,
      iso_code: 'atl',
      flag,
      main_entity_id: entityId,
      main_entity_name: ' Atlantis Council ',
    })
    expect(status).toBe(201)
    expect(body).toMatchObject({
      name,
      iso_code: 'ATL',
      flag,
      main_entity_id: entityId,
      main_entity_name: 'Atlantis Council',
    })
    expect(Number.isInteger(body.id)).toBe(true)
    expect(await row(body.id)).toMatchObject({ name, iso_code: 'ATL', flag, main_entity_id: entityId })
    const got = await server.api<Country>('GET', `/countries/${body.id}`, { token: trialToken })
    expect(got.status).toBe(200)
    expect(got.body).toMatchObject({ name, flag })
  })

  it('takes only name and flag; the other fields are null', async () => {
    const country = await newCountry({ iso_code: null })
    expect(country).toMatchObject({ iso_code: null, main_entity_id: null, main_entity_name: null })
    const blankIso = await newCountry({ iso_code: '' })
    expect(blankIso.iso_code).toBeNull()
  })

  it('is allowed to an admin too', async () => {
    const response = await create({ name: uniqueName(), flag: uploadKey() }, adminToken)
    expect(response.status).toBe(201)
  })

  it.each<[string, Record<string, unknown>, number, string | RegExp]>([
    ['a missing name', { flag: uploadKey() }, 400, messages.enterCountryName],
    ['a null name', { name: null, flag: uploadKey() }, 400, messages.enterCountryName],
    ['an empty name', { name: '', flag: uploadKey() }, 400, messages.enterCountryName],
    ['a blank name', { name: ' \t ', flag: uploadKey() }, 400, messages.enterCountryName],
    ['a name of 255 characters', { name: 'n'.repeat(255), flag: uploadKey() }, 400, messages.valueTooLong],
    ['a missing flag', { name: 'Nowhere' }, 400, messages.uploadFlag],
    ['a null flag', { name: 'Nowhere', flag: null }, 400, messages.uploadFlag],
    ['an empty flag', { name: 'Nowhere', flag: '' }, 400, messages.uploadFlag],
    ['a flag that is an address', { name: 'Nowhere', flag: 'https://example.com/flag.png' }, 400, messages.uploadFlag],
    ['a flag that is a made-up path', { name: 'Nowhere', flag: 'media/flag.png' }, 400, messages.uploadFlag],
    [
      'a flag key climbing out of its folder',
      { name: 'Nowhere', flag: `media/${randomUUID()}/../../etc/passwd` },
      400,
      messages.uploadFlag,
    ],
    ['a flag that is not text', { name: 'Nowhere', flag: 42 }, 400, /flag/],
    ['an ISO code of one letter', { name: 'Nowhere', flag: uploadKey(), iso_code: 'N' }, 400, messages.invalidIsoCode],
    [
      'an ISO code of four letters',
      { name: 'Nowhere', flag: uploadKey(), iso_code: 'NOWH' },
      400,
      messages.invalidIsoCode,
    ],
    ['an ISO code with digits', { name: 'Nowhere', flag: uploadKey(), iso_code: 'N1' }, 400, messages.invalidIsoCode],
    ['a main entity id that is not a uuid', { name: 'Nowhere', flag: uploadKey(), main_entity_id: '12' }, 400, /uuid/],
    [
      'a main entity name of 255 characters',
      { name: 'Nowhere', flag: uploadKey(), main_entity_name: 'e'.repeat(255) },
      400,
      messages.valueTooLong,
    ],
    [
      'an unknown property',
      { name: 'Nowhere', flag: uploadKey(), capital: 'Paris' },
      400,
      "Unknown property 'capital'",
    ],
    ['an id of its own', { name: 'Nowhere', flag: uploadKey(), id: 999999 }, 400, "Unknown property 'id'"],
    [
      'timestamps of its own',
      { name: 'Nowhere', flag: uploadKey(), created_at: '2020-01-01T00:00:00Z' },
      400,
      "Unknown property 'created_at'",
    ],
  ])('refuses %s and writes nothing', async (_label, body, status, message) => {
    expectError(await refusedCreate(body), status, message)
  })

  it('refuses a list of countries and writes nothing', async () => {
    const response = await refusedCreate([
      { name: uniqueName(), flag: uploadKey() },
      { name: uniqueName(), flag: uploadKey() },
    ])
    expectError(response, 400)
  })

  it('refuses a name already taken, whatever its case and spaces, with 409 and writes nothing', async () => {
    const country = await newCountry()
    const response = await refusedCreate({ name: `  ${country.name.toUpperCase()} `, flag: uploadKey() })
    expectError(response, 409, messages.countryNameTaken)
  })

  it('refuses a seeded country’s name in another case', async () => {
    expectError(await refusedCreate({ name: 'fRANCE', flag: uploadKey() }), 409, messages.countryNameTaken)
  })
})

describe('PATCH /countries/{id}', () => {
  it('changes what it is sent, keeps the rest and sets updated_at', async () => {
    const country = await newCountry({ iso_code: 'ab', main_entity_name: 'Someone' })
    const before = await row(country.id)
    const name = uniqueName('Renamed')
    const flag = uploadKey('new-flag.webp')
    const { status, body } = await patch(country.id, { name: ` ${name} `, flag, iso_code: 'abc' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: country.id, name, flag, iso_code: 'ABC', main_entity_name: 'Someone' })
    const after = await row(country.id)
    expect(after).toMatchObject({ name, flag, iso_code: 'ABC', main_entity_name: 'Someone' })
    expect(after!.created_at).toEqual(before!.created_at)
    expect(after!.updated_at.getTime()).toBeGreaterThan(before!.updated_at.getTime())
    expect(Date.parse(body.updated_at)).toBe(after!.updated_at.getTime())
  })

  it('keeps its own name in another case, clears the ISO code and the main entity', async () => {
    const country = await newCountry({ iso_code: 'XY', main_entity_id: randomUUID(), main_entity_name: 'Someone' })
    const { status, body } = await patch(
      country.id,
      { name: country.name.toLowerCase(), iso_code: null, main_entity_id: null, main_entity_name: null },
      adminToken,
    )
    expect(status).toBe(200)
    expect(body).toMatchObject({
      name: country.name.toLowerCase(),
      iso_code: null,
      main_entity_id: null,
      main_entity_name: null,
    })
  })

  it.each<[string, Record<string, unknown>, number, string | RegExp]>([
    ['clearing the flag', { flag: null }, 400, messages.uploadFlag],
    ['emptying the flag', { flag: '' }, 400, messages.uploadFlag],
    ['a flag that is not an upload key', { flag: 'flags/fr.png' }, 400, messages.uploadFlag],
    ['clearing the name', { name: null }, 400, messages.enterCountryName],
    ['a blank name', { name: '   ' }, 400, messages.enterCountryName],
    ['a name of 255 characters', { name: 'n'.repeat(255) }, 400, messages.valueTooLong],
    ['a bad ISO code', { iso_code: 'F-R' }, 400, messages.invalidIsoCode],
    ['an unknown property', { capital: 'Paris' }, 400, "Unknown property 'capital'"],
    ['a version not the stored one', { updated_at: '2020-01-01T00:00:00Z' }, 409, /saved this country at/],
  ])('refuses %s and writes nothing', async (_label, body, status, message) => {
    const country = await newCountry()
    expectError(await refusedPatch(country.id, body), status, message)
  })

  it('refuses another country’s name in another case with 409 and writes nothing', async () => {
    const taken = await newCountry()
    const country = await newCountry()
    expectError(await refusedPatch(country.id, { name: taken.name.toUpperCase() }), 409, messages.countryNameTaken)
  })

  it('answers 404 for a country that does not exist', async () => {
    expectError(await refusedPatch(99_999_999, { name: uniqueName() }), 404)
  })

  it('refuses patching many at once', async () => {
    const response = await expectNoCountryWritten(() =>
      server.api('PATCH', '/countries', { token: adminToken, body: { iso_code: 'ZZ' } }),
    )
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })
})

describe('DELETE /countries/{id}', () => {
  it('removes the country and answers it as it was', async () => {
    const country = await newCountry()
    const { status, body } = await remove(country.id)
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: country.id, name: country.name })
    expect(await row(country.id)).toBeUndefined()
    expectError(await server.api('GET', `/countries/${country.id}`, { token: analystToken }), 404)
  })

  it('answers 404 for a country that does not exist', async () => {
    expectError(await expectNoCountryWritten(() => remove(99_999_999, adminToken)), 404)
  })
  it('refuses a country that is an entity’s topic with 409, deleting nothing', async () => {
    const country = await newCountry()
    const template = await server.db('entity_templates').first()
    const [entity] = await server
      .db('entities')
      .insert({ name: 'Topic holder', entityTemplateId: template.id, type: template.type }, ['id'])
    await server.db('topic_links').insert({ entityId: entity.id, countryId: country.id })
    expectError(await expectNoCountryWritten(() => remove(country.id)), 409, messages.countryIsEntityTopic)
    expect(await server.db('topic_links').where({ countryId: country.id })).toHaveLength(1)
  })

  it.each(['topics', 'newsletter'])(
    'refuses a country in a user’s %s list with 409, deleting nothing',
    async (list) => {
      const country = await newCountry()
      await addSignedInUser(server, adminToken, { role: 'analyst', [list]: [country.id] })
      expectError(await expectNoCountryWritten(() => remove(country.id, adminToken)), 409, messages.countryIsUserTopic)
    },
  )
})

describe('who may write countries', () => {
  const calls: [string, (token?: string) => Promise<ApiResponse<unknown>>][] = [
    ['POST', (token) => server.api('POST', '/countries', { token, body: { name: uniqueName(), flag: uploadKey() } })],
    ['PATCH', (token) => server.api('PATCH', '/countries/1', { token, body: { iso_code: 'QQ' } })],
    ['DELETE', (token) => server.api('DELETE', '/countries/1', { token })],
  ]

  it.each(calls)('%s: role user 403, trial 403, no token 401, nothing written', async (_method, call) => {
    const countBefore = await countRows(server.db, 'countries')
    expectError(await expectNoCountryWritten(() => call(userToken)), 403, messages.notAllowed)
    expectError(await expectNoCountryWritten(() => call(trialToken)), 403, messages.notAllowed)
    expectError(await expectNoCountryWritten(() => call(undefined)), 401)
    expect(await countRows(server.db, 'countries')).toBe(countBefore)
  })
})

describe('GET /countries sorting and filtering', () => {
  it('sorts by updated_at descending: the country patched last comes first', async () => {
    const country = await newCountry()
    await newCountry()
    expect((await patch(country.id, { iso_code: 'UP' })).status).toBe(200)
    const { status, body } = await find('$sort[updated_at]=-1&$limit=100')
    expect(status).toBe(200)
    expect(body.data[0].id).toBe(country.id)
    const times = body.data.map((c) => Date.parse(c.updated_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('sorts by created_at ascending: the seeded countries first, the newest last', async () => {
    const newest = await newCountry()
    const { status, body } = await find('$sort[created_at]=1&$sort[id]=1&$limit=1000')
    expect(status).toBe(200)
    const times = body.data.map((c) => Date.parse(c.created_at))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(body.data.at(-1)?.id).toBe(newest.id)
  })

  it('filters by name with $iLike', async () => {
    const country = await newCountry({ name: uniqueName('Zanzibarique') })
    const { status, body } = await find('name[$iLike]=%25zanzibariq%25')
    expect(status).toBe(200)
    expect(body.data.map((c) => c.id)).toEqual([country.id])
  })

  it('refuses sorting by an unknown column', async () => {
    expectError(await find('$sort[flag]=1'), 400)
  })
})
