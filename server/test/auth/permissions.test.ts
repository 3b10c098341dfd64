import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import { startTestServer, type TestServer } from '../harness'
import {
  addSignedInUser,
  adminId,
  countRows,
  expectError,
  expectNoSecrets,
  expectNothingWritten,
  invite,
  isoDay,
  signInAdmin,
  uniqueEmail,
  userRow,
  type CountryBody,
  type Page,
  type UserBody,
} from '../helpers'

interface Account {
  user: UserBody
  token: string
}

let server: TestServer
let adminToken: string
let admin: string
let plain: Account
let analyst: Account
let trial: Account
let other: UserBody
let countryId: number
let secondCountryId: number

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  admin = await adminId(server.db)
  const countries = await server.api<Page<CountryBody>>('GET', '/countries', { token: adminToken, query: '$limit=2' })
  countryId = countries.body.data[0].id
  secondCountryId = countries.body.data[1].id
  plain = await addSignedInUser(server, adminToken, { role: 'user' })
  analyst = await addSignedInUser(server, adminToken, { role: 'analyst', topics: [countryId] })
  trial = await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })
  other = await invite(server, adminToken, { role: 'analyst' })
})
afterAll(() => server.close())

const call = <T = Record<string, unknown>>(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  query?: string,
) => server.api<T>(method, path, { token, body, query })

describe('without a token', () => {
  it.each([
    ['GET', '/users'],
    ['GET', '/users/00000000-0000-4000-8000-000000000000'],
    ['POST', '/users'],
    ['PATCH', '/users/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/users/00000000-0000-4000-8000-000000000000'],
    ['GET', '/countries'],
    ['GET', '/mails'],
    ['POST', '/send-newsletter'],
    ['GET', '/search'],
    ['GET', '/entity-revisions'],
  ])('%s %s answers 401 and writes nothing', async (method, path) => {
    const body =
      method === 'POST' || method === 'PATCH'
        ? { name: 'x', email: uniqueEmail(), role: 'admin', profile: 'default' }
        : undefined
    const response = await expectNothingWritten(server.db, () => call(method, path, undefined, body))
    expectError(response, 401)
  })
})

describe('role user', () => {
  it('gets a token but is refused every console service with 403', async () => {
    expect(plain.token).toBeTruthy()
    for (const [method, path, body] of [
      ['GET', '/users', undefined],
      ['GET', `/users/${plain.user.id}`, undefined],
      ['PATCH', `/users/${plain.user.id}`, { name: 'Renamed' }],
      ['GET', '/countries', undefined],
      ['GET', `/countries/${countryId}`, undefined],
      ['POST', '/send-newsletter', {}],
      ['GET', '/mails', undefined],
      ['GET', '/search', undefined],
      ['GET', `/entity-revisions/${plain.user.id}`, undefined],
    ] as const) {
      const response = await expectNothingWritten(server.db, () => call(method, path, plain.token, body))
      expectError(response, 403, messages.notAllowed)
    }
  })
})

describe('role analyst', () => {
  it('finds the console users by id, name, role and whether they can be assigned, and reads countries', async () => {
    const users = await call<Page<Record<string, unknown>>>('GET', '/users', analyst.token, undefined, '$limit=500')
    expect(users.status).toBe(200)
    const ids = users.body.data.map((user) => user.id)
    expect(ids).toEqual(expect.arrayContaining([admin, other.id, analyst.user.id]))
    expect(ids).not.toContain(plain.user.id)
    expect(ids).not.toContain(trial.user.id)
    for (const user of users.body.data) expect(Object.keys(user).sort()).toEqual(['assignable', 'id', 'name', 'role'])
    expect((await call('GET', '/countries', analyst.token)).status).toBe(200)
    expect((await call<CountryBody>('GET', `/countries/${countryId}`, analyst.token)).body.id).toBe(countryId)
  })

  it('cannot get another user by id, console user or not: 403', async () => {
    for (const id of [other.id, admin, plain.user.id, trial.user.id]) {
      expectError(await call('GET', `/users/${id}`, analyst.token), 403, messages.notAllowed)
    }
  })

  it('cannot create, change or delete other users, nor read mails', async () => {
    const attempts: [string, string, unknown][] = [
      ['POST', '/users', { email: uniqueEmail(), name: 'Sneaky', role: 'admin', profile: 'default' }],
      ['PATCH', `/users/${other.id}`, { name: 'Changed' }],
      ['PATCH', `/users/${other.id}`, { role: 'admin' }],
      ['PATCH', `/users/${admin}`, { isBlocked: true }],
      ['DELETE', `/users/${other.id}`, undefined],
      ['DELETE', `/users/${admin}`, undefined],
      ['GET', '/mails', undefined],
    ]
    for (const [method, path, body] of attempts) {
      const response = await expectNothingWritten(server.db, () => call(method, path, analyst.token, body))
      expectError(response, 403, messages.notAllowed)
    }
  })

  it('cannot delete its own account', async () => {
    const response = await expectNothingWritten(server.db, () =>
      call('DELETE', `/users/${analyst.user.id}`, analyst.token),
    )
    expectError(response, 403)
  })
})

describe('role trial', () => {
  it('reads countries and its own user but not the list of users nor another user', async () => {
    expect((await call('GET', '/countries', trial.token)).status).toBe(200)
    const own = await call<UserBody>('GET', `/users/${trial.user.id}`, trial.token)
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ id: trial.user.id, role: 'trial', trialEndDate: isoDay(30) })
    expectNoSecrets(own.body)
    expectError(await call('GET', '/users', trial.token), 403, messages.notAllowed)
    expectError(await call('GET', `/users/${other.id}`, trial.token), 403, messages.notAllowed)
  })

  it('cannot change countries, which only analysts and admins edit', async () => {
    const before = await countRows(server.db, 'countries')
    expectError(await call('POST', '/countries', trial.token, { name: 'Atlantis' }), 403, messages.notAllowed)
    expectError(await call('DELETE', `/countries/${countryId}`, trial.token), 403, messages.notAllowed)
    expect(await countRows(server.db, 'countries')).toBe(before)
  })
})

describe('own record', () => {
  it.each(['analyst', 'trial', 'admin'] as const)('a %s changes its own name and newsletter', async (role) => {
    const account =
      role === 'admin'
        ? await addSignedInUser(server, adminToken, { role: 'admin' })
        : role === 'analyst'
          ? analyst
          : trial
    const { status, body } = await call<UserBody>('PATCH', `/users/${account.user.id}`, account.token, {
      name: `  ${role} renamed `,
      newsletter: [countryId],
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ name: `${role} renamed`, newsletter: [countryId] })
    expectNoSecrets(body)
    expect(await userRow(server.db, account.user.id)).toMatchObject({
      name: `${role} renamed`,
      newsletter: [countryId],
    })
  })

  it('a non-admin may send its other fields unchanged, as a form does', async () => {
    const current = (await call<UserBody>('GET', `/users/${analyst.user.id}`, analyst.token)).body
    const { status, body } = await call<UserBody>('PATCH', `/users/${analyst.user.id}`, analyst.token, {
      email: current.email,
      name: 'Form Sender',
      role: current.role,
      profile: current.profile,
      topics: current.topics,
      newsletter: [],
      trialEndDate: current.trialEndDate,
      isBlocked: false,
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ name: 'Form Sender', role: 'analyst', topics: [countryId], newsletter: [] })
  })

  it.each([
    ['its profile', () => ({ profile: 'sap' })],
    ['its topics', () => ({ topics: [countryId, secondCountryId] })],
    ['its block flag', () => ({ isBlocked: true })],
    ['its trial end date', () => ({ trialEndDate: isoDay(400) })],
  ])('a non-admin cannot change %s: 403, nothing written', async (_label, change) => {
    for (const account of [analyst, trial]) {
      const response = await expectNothingWritten(server.db, () =>
        call('PATCH', `/users/${account.user.id}`, account.token, { name: 'Not Saved', ...change() }),
      )
      expectError(response, 403)
    }
  })

  it('nobody changes their own role, admin included: 403, nothing written', async () => {
    for (const [account, role] of [
      [analyst, 'admin'],
      [trial, 'analyst'],
      [{ user: { id: admin } as UserBody, token: adminToken }, 'analyst'],
    ] as const) {
      const response = await expectNothingWritten(server.db, () =>
        call('PATCH', `/users/${account.user.id}`, account.token, { role, name: 'Not Saved' }),
      )
      expectError(response, 403, messages.ownRoleChange)
    }
    expect((await userRow(server.db, admin))!.role).toBe('admin')
  })

  it('an admin may send its own role unchanged', async () => {
    const { status, body } = await call<UserBody>('PATCH', `/users/${admin}`, adminToken, {
      role: 'admin',
      name: 'Administrator',
    })
    expect(status).toBe(200)
    expect(body.role).toBe('admin')
  })

  it('an admin cannot block or delete itself: 403, nothing written', async () => {
    const blocked = await expectNothingWritten(server.db, () =>
      call('PATCH', `/users/${admin}`, adminToken, { isBlocked: true }),
    )
    expectError(blocked, 403)
    const deleted = await expectNothingWritten(server.db, () => call('DELETE', `/users/${admin}`, adminToken))
    expectError(deleted, 403, messages.ownAccountDelete)
    expect((await call('GET', '/users', adminToken)).status).toBe(200)
  })

  it('another admin may block an admin', async () => {
    const second = await addSignedInUser(server, adminToken, { role: 'admin' })
    const { status, body } = await call<UserBody>('PATCH', `/users/${second.user.id}`, adminToken, { isBlocked: true })
    expect(status).toBe(200)
    expect(body.isBlocked).toBe(true)
    expectError(await call('GET', '/users', second.token), 401, messages.accountBlocked)
  })
})

describe('methods no role has', () => {
  it('PUT /users/{id} answers 405 and writes nothing', async () => {
    const response = await expectNothingWritten(server.db, () =>
      call('PUT', `/users/${other.id}`, adminToken, {
        email: other.email,
        name: 'Put',
        role: 'analyst',
        profile: 'default',
      }),
    )
    expectError(response, 405)
  })

  it('admin reads the recorded mails', async () => {
    const { status, body } = await call<Page<{ to: string; subject: string }>>(
      'GET',
      '/mails',
      adminToken,
      undefined,
      `to=${encodeURIComponent(other.email)}`,
    )
    expect(status).toBe(200)
    expect(body.data).toEqual([
      expect.objectContaining({ to: other.email, subject: 'You are invited to the editorial console' }),
    ])
  })
})
