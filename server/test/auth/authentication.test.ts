import jwt from 'jsonwebtoken'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import { ADMIN, startTestServer, type TestServer } from '../harness'
import {
  addSignedInUser,
  addUser,
  adminId,
  countRows,
  expectError,
  expectNoSecrets,
  invite,
  isoDay,
  signInAdmin,
  type Page,
  type UserBody,
} from '../helpers'

interface AuthResult {
  accessToken: string
  authentication: { strategy: string; payload?: { sub: string; exp: number } }
  user: UserBody
}

let server: TestServer
let adminToken: string

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
})
afterAll(() => server.close())

const signInCall = (email: string, password: string) =>
  server.api<AuthResult>('POST', '/authentication', { body: { email, password, strategy: 'local' } })

const usersWith = (token: string) => server.api<Page<UserBody>>('GET', '/users', { token })

describe('POST /authentication', () => {
  it('answers 201 with a JWT holding the user id and an expiry, and the user without secrets', async () => {
    const before = Math.floor(Date.now() / 1000)
    const { status, body } = await signInCall(ADMIN.email, ADMIN.password)
    expect(status).toBe(201)
    const payload = jwt.verify(body.accessToken, 'test-secret') as jwt.JwtPayload
    expect(payload.sub).toBe(await adminId(server.db))
    // the test server's tokens live one hour
    expect(payload.exp).toBeGreaterThanOrEqual(before + 3600)
    expect(payload.exp).toBeLessThanOrEqual(before + 3600 + 5)
    expect(body.user).toMatchObject({ email: ADMIN.email, role: 'admin', name: 'Administrator', isVerified: true })
    expectNoSecrets(body.user)
    expect(JSON.stringify(body)).not.toContain('$2')
    // the token opens the API
    expect((await usersWith(body.accessToken)).status).toBe(200)
  })

  it('takes the email case-insensitively and trims it', async () => {
    const { status, body } = await signInCall('  ADMIN@Example.COM ', ADMIN.password)
    expect(status).toBe(201)
    expect(body.user.email).toBe(ADMIN.email)
  })

  it('refuses a wrong password and an unknown email with the same 401 message', async () => {
    expectError(await signInCall(ADMIN.email, 'wrong-password'), 401, messages.signInFailed)
    expectError(await signInCall('nobody@example.com', ADMIN.password), 401, messages.signInFailed)
  })

  it('refuses a sign-in without email, password or strategy with a 400, not a 500', async () => {
    const noPassword = await server.api('POST', '/authentication', { body: { email: ADMIN.email, strategy: 'local' } })
    expectError(noPassword, 400, messages.signInData)
    const noStrategy = await server.api('POST', '/authentication', {
      body: { email: ADMIN.email, password: ADMIN.password },
    })
    expectError(noStrategy, 400, messages.signInData)
  })

  it('refuses a blocked user with 401, though the password is right', async () => {
    const { user, password } = await addUser(server, adminToken, { isBlocked: true })
    expectError(await signInCall(user.email, password), 401, messages.accountBlocked)
  })

  it('refuses a trial user past trialEndDate and lets in one whose trial runs on', async () => {
    const ended = await addUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(-2) })
    expectError(await signInCall(ended.user.email, ended.password), 401, messages.trialEnded)

    const running = await addUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })
    const { status, body } = await signInCall(running.user.email, running.password)
    expect(status).toBe(201)
    expect(body.user.role).toBe('trial')
  })

  it('refuses an invited user who has not accepted the invitation', async () => {
    const user = await invite(server, adminToken)
    expectError(await signInCall(user.email, ''), 401, messages.signInFailed)
    expectError(await signInCall(user.email, 'some-password'), 401, messages.signInFailed)
  })
})

describe('JWT', () => {
  const claims = async () => ({ sub: await adminId(server.db) })
  const options = { audience: 'editorial-console', header: { typ: 'access', alg: 'HS256' as const } }

  it('accepts a token signed with the server secret (control for the cases below)', async () => {
    const token = jwt.sign(await claims(), 'test-secret', { ...options, expiresIn: 600 })
    const { status, body } = await usersWith(token)
    expect(status).toBe(200)
    expect(body.total).toBeGreaterThan(0)
  })

  it('refuses a token signed with another secret', async () => {
    const token = jwt.sign(await claims(), 'another-secret', { ...options, expiresIn: 600 })
    expectError(await usersWith(token), 401)
  })

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000)
    const token = jwt.sign({ ...(await claims()), iat: now - 7200, exp: now - 60 }, 'test-secret', options)
    expectError(await usersWith(token), 401)
  })

  it('refuses a token that is not a JWT and an unsigned one', async () => {
    expectError(await usersWith('not-a-token'), 401)
    const unsigned = jwt.sign(await claims(), '', { audience: 'editorial-console', algorithm: 'none', expiresIn: 600 })
    expectError(await usersWith(unsigned), 401)
  })

  it('refuses the token of a user blocked after signing in', async () => {
    const { user, token } = await addSignedInUser(server, adminToken, { role: 'analyst' })
    expect((await usersWith(token)).status).toBe(200)
    const blocked = await server.api('PATCH', `/users/${user.id}`, { token: adminToken, body: { isBlocked: true } })
    expect(blocked.status).toBe(200)
    expectError(await usersWith(token), 401, messages.accountBlocked)
    // and a new sign-in over the JWT strategy too
    const again = await server.api('POST', '/authentication', { body: { strategy: 'jwt', accessToken: token } })
    expectError(again, 401)
  })

  it('refuses the token of a deleted user', async () => {
    const { user, token } = await addSignedInUser(server, adminToken, { role: 'analyst' })
    expect((await usersWith(token)).status).toBe(200)
    const removed = await server.api('DELETE', `/users/${user.id}`, { token: adminToken })
    expect(removed.status).toBe(200)
    expect(await countRows(server.db, 'users')).toBeGreaterThan(0)
    expectError(await usersWith(token), 401)
    expectError(await server.api('POST', '/send-newsletter', { token, body: {} }), 401)
  })

  it('refuses the token of a trial user whose trial has since ended, at once', async () => {
    const { user, token } = await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(10) })
    const own = () => server.api('GET', `/users/${user.id}`, { token })
    expect((await own()).status).toBe(200)
    const shortened = await server.api('PATCH', `/users/${user.id}`, {
      token: adminToken,
      body: { trialEndDate: isoDay(-1) },
    })
    expect(shortened.status).toBe(200)
    expectError(await own(), 401, messages.trialEnded)
  })
})
