import bcrypt from 'bcryptjs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SIGN_IN_ADDRESS_FREE_FAILURES, SIGN_IN_FREE_FAILURES } from '../../../common/limits'
import { fillMessage, messages } from '../../../common/messages'
import { newLinkToken } from '../../tokens'
import { startTestServer, type TestServer } from '../harness'
import {
  addSignedInUser,
  addUser,
  countRows,
  expectError,
  newClientAddress,
  signInAdmin,
  type Page,
  type UserBody,
} from '../helpers'

let server: TestServer
let adminToken: string

beforeAll(async () => {
  // one reverse proxy in front: each test's clients are told apart by the address it adds
  server = await startTestServer({ proxyHops: 1 })
  adminToken = await signInAdmin(server)
})
afterAll(() => server.close())

const signInFrom = (address: string, email: string, password: unknown) =>
  server.api<{ accessToken: string }>('POST', '/authentication', {
    body: { email, password, strategy: 'local' },
    // what a client writes itself comes first and is not believed
    headers: { 'X-Forwarded-For': `198.51.100.1, ${address}` },
  })

const tooMany = fillMessage(messages.tooManySignIns, { minutes: 1 })

describe('sign-in throttling', () => {
  it('checks exactly the free tries of a parallel burst of wrong passwords, and refuses the rest', async () => {
    const { user } = await addUser(server, adminToken)
    const address = newClientAddress()
    const burst = await Promise.all(Array.from({ length: 40 }, () => signInFrom(address, user.email, 'wrong')))
    const statuses = burst.map((response) => response.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_FREE_FAILURES)
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - SIGN_IN_FREE_FAILURES)
    expectError(
      burst.find((response) => response.status === 429)!,
      429,
      tooMany,
    )
  })

  it("lets the real user in from their own address after a stranger's failures, the stranger waiting", async () => {
    const { user, password } = await addUser(server, adminToken)
    const stranger = newClientAddress()
    for (let attempt = 0; attempt < SIGN_IN_FREE_FAILURES; attempt++)
      expectError(await signInFrom(stranger, user.email, `guess-${attempt}`), 401, messages.signInFailed)
    // the stranger now waits, whatever password they try
    expectError(await signInFrom(stranger, user.email, password), 429, tooMany)
    expectError(await signInFrom(stranger, user.email.toUpperCase(), 'another'), 429, tooMany)
    // the user, from their own address, gets in at once
    expect((await signInFrom(newClientAddress(), user.email, password)).status).toBe(201)
  })

  it('forgets the failures of an account at an address once the right password comes from it', async () => {
    const { user, password } = await addUser(server, adminToken)
    const address = newClientAddress()
    // 4 + 4 failures: without forgetting, the fifth of the second round would be followed by a wait
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < SIGN_IN_FREE_FAILURES - 1; attempt++)
        expect((await signInFrom(address, user.email, 'wrong')).status).toBe(401)
      expect((await signInFrom(address, user.email, password)).status).toBe(201)
    }
  })

  it('slows one address trying many accounts, and no other address', async () => {
    const address = newClientAddress()
    for (let attempt = 0; attempt < SIGN_IN_ADDRESS_FREE_FAILURES; attempt++)
      expect((await signInFrom(address, `nobody-${attempt}@example.com`, 'wrong')).status).toBe(401)
    expectError(await signInFrom(address, 'someone-else@example.com', 'wrong'), 429, tooMany)
    const { user, password } = await addUser(server, adminToken)
    expectError(await signInFrom(address, user.email, password), 429, tooMany)
    expect((await signInFrom(newClientAddress(), user.email, password)).status).toBe(201)
  })

  it('does the same work for an unknown email as for a known one: one comparison with a hash of the same cost', async () => {
    // the work, not the clock: a busy machine's timings cannot tell the two apart reliably
    const { user } = await addUser(server, adminToken)
    const compare = vi.spyOn(bcrypt, 'compare')
    try {
      const hashesCompared = async (email: string) => {
        compare.mockClear()
        expect((await signInFrom(newClientAddress(), email, 'wrong-password')).status).toBe(401)
        return compare.mock.calls.map(([, hash]) => String(hash))
      }
      const known = await hashesCompared(user.email)
      const unknown = await hashesCompared('unknown-person@example.com')
      expect(known).toHaveLength(1)
      expect(unknown).toHaveLength(1)
      // bcrypt's cost is the hash's second field ($2b$12$…)
      const cost = (hash: string) => hash.split('$')[2]
      expect(cost(unknown[0])).toBe(cost(known[0]))
      expect(unknown[0]).not.toBe(known[0])
    } finally {
      compare.mockRestore()
    }
  })
})

describe('POST /authentication refuses what is not an email and a password as text, writing nothing', () => {
  const bodies: Array<[string, unknown]> = [
    ['an object as the password', { strategy: 'local', email: 'admin@example.com', password: { $gt: '' } }],
    ['an array as the password', { strategy: 'local', email: 'admin@example.com', password: ['admin-password'] }],
    ['a number as the password', { strategy: 'local', email: 'admin@example.com', password: 12345678 }],
    ['null as the password', { strategy: 'local', email: 'admin@example.com', password: null }],
    ['no password', { strategy: 'local', email: 'admin@example.com' }],
    ['an object as the email', { strategy: 'local', email: { $ne: null }, password: 'x' }],
    ['an array as the email', { strategy: 'local', email: ['admin@example.com'], password: 'x' }],
    ['a huge password', { strategy: 'local', email: 'admin@example.com', password: 'x'.repeat(50_000) }],
    ['a huge email', { strategy: 'local', email: `${'x'.repeat(50_000)}@example.com`, password: 'x' }],
    ['an object as the strategy', { strategy: { local: true }, email: 'admin@example.com', password: 'x' }],
    ['an unknown property', { strategy: 'local', email: 'admin@example.com', password: 'x', role: 'admin' }],
    ['an array body', [{ strategy: 'local', email: 'admin@example.com', password: 'admin-password' }]],
    ['a number as the token', { strategy: 'jwt', accessToken: 42 }],
    ['a string body', 'admin-password'],
  ]

  it.each(bodies)('%s: 400', async (_case, body) => {
    const attempts = await countRows(server.db, 'attempts')
    const response = await server.api('POST', '/authentication', { body })
    expect(response.status).toBe(400)
    expect(await countRows(server.db, 'attempts')).toBe(attempts)
  })

  it('refuses an unknown strategy', async () => {
    expectError(await server.api('POST', '/authentication', { body: { strategy: 'oauth', code: 'x' } }), 400)
  })
})

describe('sessions that end', () => {
  const usersWith = (token: string) => server.api<Page<UserBody>>('GET', `/users`, { token })
  const ownWith = (token: string, id: string) => server.api('GET', `/users/${id}`, { token })

  it('signing out ends every token of the account issued before, and a new sign-in works', async () => {
    const { user, password, token } = await addSignedInUser(server, adminToken, { role: 'analyst' })
    const other = await server.signIn(user.email, password)
    expect((await ownWith(other, user.id)).status).toBe(200)

    expect((await server.api('DELETE', `/authentication/${token}`, { token })).status).toBe(200)
    expectError(await ownWith(token, user.id), 401, messages.sessionEnded)
    expectError(await ownWith(other, user.id), 401, messages.sessionEnded)
    // nor can an ended token be turned into a session again
    expectError(await server.api('POST', '/authentication', { body: { strategy: 'jwt', accessToken: other } }), 401)

    const fresh = await server.signIn(user.email, password)
    expect((await ownWith(fresh, user.id)).status).toBe(200)
  })

  it('a password reset ends every token of the old password', async () => {
    const { user, token } = await addSignedInUser(server, adminToken, { role: 'analyst' })
    // the link's token as the reset request would have stored it
    const link = newLinkToken()
    await server.db('reset_links').insert({
      tokenHash: link.hash,
      userId: user.id,
      expiresAt: new Date(Date.now() + 60_000),
    })
    const reset = await server.api('POST', '/reset-pwd', {
      body: { resetToken: link.token, password: 'brand-new-pass' },
    })
    expect(reset.status).toBe(201)
    expectError(await ownWith(token, user.id), 401, messages.sessionEnded)
    expect((await ownWith(await server.signIn(user.email, 'brand-new-pass'), user.id)).status).toBe(200)
  })

  it('a new role ends the tokens issued under the old one; other changes do not', async () => {
    const { user, token } = await addSignedInUser(server, adminToken, { role: 'analyst' })
    const renamed = await server.api('PATCH', `/users/${user.id}`, { token: adminToken, body: { name: 'New Name' } })
    expect(renamed.status).toBe(200)
    expect((await ownWith(token, user.id)).status).toBe(200)
    const promoted = await server.api('PATCH', `/users/${user.id}`, { token: adminToken, body: { role: 'admin' } })
    expect(promoted.status).toBe(200)
    expectError(await usersWith(token), 401, messages.sessionEnded)
  })

  it('refuses a sign-out without a token, or with the token of another session', async () => {
    expectError(await server.api('DELETE', '/authentication/anything'), 401)
    expectError(await server.api('DELETE', '/authentication'), 401)
    const { token } = await addSignedInUser(server, adminToken, { role: 'analyst' })
    expectError(await server.api('DELETE', `/authentication/${adminToken}`, { token }), 401)
    // neither session ended
    expect((await usersWith(adminToken)).status).toBe(200)
  })

  it('answers the session user without its session version', async () => {
    const response = await server.api<{ user: Record<string, unknown> }>('POST', '/authentication', {
      body: { strategy: 'local', email: 'admin@example.com', password: 'admin-password' },
    })
    expect(response.status).toBe(201)
    expect(response.body.user).not.toHaveProperty('sessionVersion')
    const listed = await usersWith(adminToken)
    expect(listed.body.data[0]).not.toHaveProperty('sessionVersion')
  })
})
