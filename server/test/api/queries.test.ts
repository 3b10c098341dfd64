import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoCountries } from '../../db/seedReference'
import { startTestServer, type TestServer } from '../harness'
import {
  addSignedInUser,
  countRows,
  expectError,
  expectNothingWritten,
  invite,
  isoDay,
  signInAdmin,
  uniqueEmail,
  type CountryBody,
  type Page,
  type UserBody,
} from '../helpers'

let server: TestServer
let adminToken: string
let zelda: UserBody
const byName = new Map<string, UserBody>()

const NAMES = ['Qz Alice Abc', 'qz bob ABCD', 'Qz Carl', 'Qz a_c', 'Qz axc', 'Qz 5%0 one', 'Qz 5x0 two']
const SORT_NAMES = ['Sortie dave', 'Sortie Émile', 'Sortie alice', 'Sortie carl', 'Sortie Bob']

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  for (const name of [...NAMES, ...SORT_NAMES]) byName.set(name, await invite(server, adminToken, { name }))
  const inviter = await addSignedInUser(server, adminToken, { role: 'admin', name: 'Inviter Zelda' })
  zelda = inviter.user
  byName.set(
    'Zed One',
    await invite(server, inviter.token, { name: 'Zed One', role: 'trial', trialEndDate: isoDay(9) }),
  )
  byName.set('Zed Two', await invite(server, inviter.token, { name: 'Zed Two', role: 'analyst' }))
})
afterAll(() => server.close())

const users = (query: string) => server.api<Page<UserBody>>('GET', '/users', { token: adminToken, query })
const names = (page: Page<UserBody>) => page.data.map((user) => user.name)
const sortedAsPeopleRead = (list: string[]) => [...list].sort((a, b) => a.localeCompare(b, 'en'))

describe('health', () => {
  it('answers {status: ok} without a token', async () => {
    const { status, body } = await server.api('GET', '/health')
    expect(status).toBe(200)
    expect(body).toEqual({ status: 'ok' })
  })

  it('answers 404 in the error shape for an unknown API path', async () => {
    expectError(await server.api('GET', '/no-such-service'), 404)
  })
})

describe('pagination', () => {
  it('answers {total, limit, skip, data} with $limit and $skip over a stable sort', async () => {
    const all = await users('$limit=1000&$sort[email]=1')
    expect(all.status).toBe(200)
    const total = await countRows(server.db, 'users')
    expect(all.body).toMatchObject({ total, limit: 1000, skip: 0 })
    expect(all.body.data).toHaveLength(total)

    const page = await users('$limit=3&$skip=2&$sort[email]=1')
    expect(page.status).toBe(200)
    expect(Object.keys(page.body).sort()).toEqual(['data', 'limit', 'skip', 'total'])
    expect(page.body).toMatchObject({ total, limit: 3, skip: 2 })
    expect(page.body.data.map((user) => user.id)).toEqual(all.body.data.slice(2, 5).map((user) => user.id))
  })

  it('pages by 50 by default, caps $limit at the maximum, and $limit=0 gives the total only', async () => {
    expect((await users('')).body.limit).toBe(50)
    expect((await users('$limit=100000')).body.limit).toBe(1000)
    const count = await users('$limit=0')
    expect(count.body.total).toBe(await countRows(server.db, 'users'))
    expect(count.body.data).toEqual([])
  })

  it('sorts newest first by default', async () => {
    const { body } = await users('$limit=1000')
    const created = body.data.map((user) => user.createdAt)
    expect(created).toEqual([...created].sort().reverse())
  })
})

describe('filters', () => {
  it('$sort by name ascending and descending reads as people expect (case and accents aside)', async () => {
    const up = await users('name[$iLike]=sortie&$sort[name]=1')
    expect(names(up.body)).toEqual(['Sortie alice', 'Sortie Bob', 'Sortie carl', 'Sortie dave', 'Sortie Émile'])
    const down = await users('name[$iLike]=sortie&$sort[name]=-1')
    expect(names(down.body)).toEqual(['Sortie Émile', 'Sortie dave', 'Sortie carl', 'Sortie Bob', 'Sortie alice'])
  })

  it('$in and $ne', async () => {
    const roles = await users('role[$in][]=trial&role[$in][]=admin&$limit=1000')
    expect(new Set(roles.body.data.map((user) => user.role))).toEqual(new Set(['trial', 'admin']))
    expect(roles.body.total).toBe(
      Number(
        (await server.db<UserBody>('users').whereIn('role', ['trial', 'admin']).count<{ c: number }[]>({ c: '*' }))[0]
          .c,
      ),
    )

    const verified = await users('isVerified[$ne]=false&$limit=1000')
    expect(verified.body.data.length).toBeGreaterThan(0)
    expect(verified.body.data.every((user) => user.isVerified)).toBe(true)
    expect(names(verified.body).sort()).toEqual(['Administrator', 'Inviter Zelda'])
  })

  it('$or and $and', async () => {
    const either = await users(
      `$or[0][name]=Qz Carl&$or[1][email]=${encodeURIComponent(byName.get('Qz axc')!.email)}&$sort[name]=1`,
    )
    expect(either.status).toBe(200)
    expect(names(either.body)).toEqual(['Qz axc', 'Qz Carl'])

    const both = await users('$and[0][$or][0][role]=trial&$and[0][$or][1][role]=admin&$and[1][name][$iLike]=zed')
    expect(both.status).toBe(200)
    expect(names(both.body)).toEqual(['Zed One'])
  })

  it.each([['name[$iLike]=abc'], ['name[$iLike]=%25abc%25'], ['name[$ilike]=ABC'], ['name[$iLike]=%25AbC']])(
    '%s is a case-insensitive contains',
    async (query) => {
      const { status, body } = await users(`${query}&$sort[name]=1`)
      expect(status).toBe(200)
      expect(names(body).sort()).toEqual(['Qz Alice Abc', 'qz bob ABCD'])
    },
  )

  it('takes _ and % inside the term literally', async () => {
    expect(names((await users('name[$iLike]=a_c')).body)).toEqual(['Qz a_c'])
    expect(names((await users('name[$iLike]=5%250')).body)).toEqual(['Qz 5%0 one'])
    expect((await users('name[$iLike]=%25%25%25')).body.total).toBe(await countRows(server.db, 'users'))
  })

  it('filters email by contains, and an exact name exactly', async () => {
    const target = byName.get('Qz Carl')!
    const local = target.email.split('@')[0].toUpperCase()
    expect(names((await users(`email[$iLike]=${encodeURIComponent(local)}`)).body)).toEqual(['Qz Carl'])
    expect(names((await users('name=Qz Carl')).body)).toEqual(['Qz Carl'])
    expect((await users('name=qz carl')).body.total).toBe(0)
  })

  it('filters by inviter name', async () => {
    const contains = await users('inviter[$iLike]=ZELD&$sort[name]=1')
    expect(contains.status).toBe(200)
    expect(names(contains.body)).toEqual(['Zed One', 'Zed Two'])
    expect(
      contains.body.data.every((user) => user.inviter?.id === zelda.id && user.inviter.name === 'Inviter Zelda'),
    ).toBe(true)

    expect(names((await users('inviter=Inviter Zelda&$sort[name]=1')).body)).toEqual(['Zed One', 'Zed Two'])
    expect((await users('inviter[$iLike]=nobody-invites')).body.total).toBe(0)
    const combined = await users('inviter[$iLike]=zelda&name[$iLike]=two')
    expect(names(combined.body)).toEqual(['Zed Two'])
    const byAdministrator = await users('inviter[$iLike]=administrator&$limit=1000')
    expect(byAdministrator.body.total).toBe(NAMES.length + SORT_NAMES.length + 1)
  })

  it('$select gives only the chosen fields', async () => {
    const { status, body } = await users('$select[]=id&$select[]=email&$select[]=name&name=Qz Carl')
    expect(status).toBe(200)
    expect(body.data).toHaveLength(1)
    expect(body.data[0]).toMatchObject({
      id: byName.get('Qz Carl')!.id,
      email: byName.get('Qz Carl')!.email,
      name: 'Qz Carl',
    })
    expect(body.data[0]).not.toHaveProperty('role')
  })

  it('id[$in] with 50 ids works', async () => {
    const { body: all } = await users('$limit=1000')
    const known = all.data.map((user) => user.id)
    const ids = [...known, ...Array.from({ length: 50 - known.length }, () => randomUUID())]
    expect(ids).toHaveLength(50)
    const indexed = await users(`${ids.map((id, index) => `id[$in][${index}]=${id}`).join('&')}&$limit=1000`)
    expect(indexed.status).toBe(200)
    expect(indexed.body.total).toBe(known.length)
    expect(indexed.body.data.map((user) => user.id).sort()).toEqual([...known].sort())
    const bracketed = await users(`${ids.map((id) => `id[$in][]=${id}`).join('&')}&$limit=1000`)
    expect(bracketed.body.total).toBe(known.length)
  })
})

describe('countries', () => {
  it('GET with $limit=500&$sort[name]=1 answers every ISO country, sorted by name as people read', async () => {
    const { status, body } = await server.api<Page<CountryBody>>('GET', '/countries', {
      token: adminToken,
      query: '$limit=500&$sort[name]=1',
    })
    expect(status).toBe(200)
    expect(body.total).toBe(isoCountries().length)
    expect(body.total).toBeGreaterThanOrEqual(245)
    expect(body.limit).toBe(500)
    expect(body.data).toHaveLength(body.total)
    const countryNames = body.data.map((country) => country.name)
    expect(countryNames).toEqual(sortedAsPeopleRead(countryNames))
    expect(countryNames.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania'])
    expect(body.data.find((country) => country.iso_code === 'FR')).toMatchObject({ name: 'France' })
  })

  it('filters by name contains and sorts descending', async () => {
    const { body } = await server.api<Page<CountryBody>>('GET', '/countries', {
      token: adminToken,
      query: 'name[$iLike]=GUIN&$sort[name]=-1',
    })
    expect(body.data.map((country) => country.name)).toEqual([
      'Papua New Guinea',
      'Guinea-Bissau',
      'Guinea',
      'Equatorial Guinea',
    ])
  })

  it('refuses filters on unknown columns', async () => {
    expectError(
      await server.api('GET', '/countries', { token: adminToken, query: 'secret=1' }),
      400,
      "Unknown property 'secret'",
    )
  })
})

describe('query injection is refused with a clear 400, never a 500', () => {
  it.each([
    ['$where', '$where=1%3D1', "Unknown property '$where'"],
    ['an unknown operator', 'name[$regex]=.*', "Unknown property '$regex'"],
    ['an unknown operator on email', 'email[$like]=%25', "Unknown property '$like'"],
    ['password in $select', '$select[]=password', /^Invalid value for \$select/],
    ['password in $select next to good fields', '$select[]=email&$select[]=password', /^Invalid value for \$select/],
    ['a password filter', 'password=x', "Unknown property 'password'"],
    ['a password filter with an operator', 'password[$ne]=x', "Unknown property 'password'"],
    ['a password filter inside $or', '$or[0][password]=x', "Unknown property 'password'"],
    ['a verifyToken filter', 'verifyToken=abc', "Unknown property 'verifyToken'"],
    ['a resetToken filter', 'resetToken[$ne]=null', "Unknown property 'resetToken'"],
    ['a sort on password', '$sort[password]=1', "Unknown property 'password'"],
    ['SQL in $sort', '$sort[name]=1;DROP TABLE users', /\$sort/],
    [
      'a non-uuid in id[$in]',
      `id[$in][]=${'00000000-0000-4000-8000-000000000000'}&id[$in][]=1 OR 1=1`,
      'Invalid value in the request',
    ],
    ['a non-uuid id', 'id=abc', 'Invalid value in the request'],
    ['a negative $limit', '$limit=-1', /\$limit/],
    ['a $limit that is not a number', '$limit=all', /\$limit/],
    ['a negative $skip', '$skip=-5', /\$skip/],
    [
      'a filter on topics, which sort but filter nothing',
      'topics=1',
      'Users can be sorted by topics but not filtered by them',
    ],
  ])('%s', async (_label, query, message) => {
    const response = await expectNothingWritten(server.db, () => users(query))
    expectError(response, 400, message)
  })

  it('accepts inviter in $select and still answers the inviter', async () => {
    const { status, body } = await users('$select[]=email&$select[]=inviter&inviter[$iLike]=zelda')
    expect(status).toBe(200)
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data.every((user) => user.inviter?.name === 'Inviter Zelda')).toBe(true)
  })

  it('takes SQL in a value as a plain value', async () => {
    const before = await countRows(server.db, 'users')
    for (const query of ["name=' OR '1'='1", "name[$iLike]=' OR 1=1 --", 'email=x%27%3B DELETE FROM users%3B--']) {
      const { status, body } = await users(query)
      expect(status).toBe(200)
      expect(body.total).toBe(0)
    }
    expect(await countRows(server.db, 'users')).toBe(before)
  })

  it('GET /users/{id} refuses secret filters too, and a non-uuid id without a 500', async () => {
    const id = byName.get('Qz Carl')!.id
    expectError(
      await server.api('GET', `/users/${id}`, { token: adminToken, query: 'password=x' }),
      400,
      "Unknown property 'password'",
    )
    expectError(await server.api('GET', `/users/${id}`, { token: adminToken, query: '$select[]=verifyToken' }), 400)
    const bad = await server.api('GET', "/users/1'%20OR%20'1'='1", { token: adminToken })
    expect([400, 404]).toContain(bad.status)
    expectError(bad, bad.status)
  })

  it('leaves no secret in any answer', async () => {
    const { body } = await users('$limit=1000')
    expect(JSON.stringify(body)).not.toMatch(/password|verifyToken|resetToken|\$2[aby]\$/)
    expect((await users(`email=${encodeURIComponent(uniqueEmail())}`)).body.total).toBe(0)
  })
})
