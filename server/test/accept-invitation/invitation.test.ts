import bcrypt from 'bcryptjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import { startTestServer, type TestServer } from '../harness'
import {
  expectError,
  expectNothingWritten,
  invitationToken,
  invite,
  signInAdmin,
  userRow,
  type UserBody,
  type UserRow,
} from '../helpers'

interface Invitation {
  email: string
  name: string
  role: string
}
interface Accepted extends Invitation {
  consumerAppUrl: string
}

let server: TestServer
let adminToken: string

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
})
afterAll(() => server.close())

const lookUp = (token: string) => server.api<Invitation>('GET', `/accept-invitation/${token}`)
const accept = (body: unknown) => server.api<Accepted>('POST', '/accept-invitation', { body })
const signInCall = (email: string, password: string) =>
  server.api<{ accessToken: string; user: UserBody }>('POST', '/authentication', {
    body: { email, password, strategy: 'local' },
  })

async function invited(role: 'analyst' | 'trial' | 'user' | 'admin' = 'analyst') {
  const user = await invite(
    server,
    adminToken,
    role === 'trial' ? { role, trialEndDate: '2035-06-30', name: 'Invited One' } : { role, name: 'Invited One' },
  )
  return { user, token: await invitationToken(server, user.email) }
}

describe('GET /accept-invitation/{token}', () => {
  it('shows the invited email, name and role, and nothing else', async () => {
    const { user, token } = await invited('analyst')
    const { status, body } = await lookUp(token)
    expect(status).toBe(200)
    expect(body).toEqual({ email: user.email, name: 'Invited One', role: 'analyst' })
  })

  it('answers 404 for a forged token', async () => {
    expectError(await lookUp('f'.repeat(64)), 404, messages.invitationInvalid)
    expectError(await lookUp('not-even-hex'), 404, messages.invitationInvalid)
  })

  it('answers 404 for the stored hash used as the token', async () => {
    const { user } = await invited()
    const row = await userRow(server.db, user.id)
    expectError(await lookUp(row!.verifyToken!), 404, messages.invitationInvalid)
  })
})

describe('POST /accept-invitation', () => {
  it('sets the name and password, verifies the user, and the new password signs in', async () => {
    const { user, token } = await invited('analyst')
    const { status, body } = await accept({ name: '  Grace Hopper ', password: 'a-new-password', verifyToken: token })
    expect(status).toBe(201)
    expect(body).toEqual({
      email: user.email,
      name: 'Grace Hopper',
      role: 'analyst',
      consumerAppUrl: 'http://consumer.test',
    })

    const row = await userRow(server.db, user.id)
    expect(row).toMatchObject({ name: 'Grace Hopper', isVerified: true, verifyToken: null, verifyExpires: null })
    expect(await bcrypt.compare('a-new-password', row!.password!)).toBe(true)

    const signedIn = await signInCall(user.email, 'a-new-password')
    expect(signedIn.status).toBe(201)
    expect(signedIn.body.user).toMatchObject({ id: user.id, isVerified: true, name: 'Grace Hopper' })
  })

  it('answers the consumer app URL for a trial user too', async () => {
    const { token } = await invited('trial')
    const { status, body } = await accept({ name: 'Trial', password: 'trial-password', verifyToken: token })
    expect(status).toBe(201)
    expect(body).toMatchObject({ role: 'trial', consumerAppUrl: 'http://consumer.test' })
  })

  it('is single use: a second accept and a look-up answer 404 and change nothing', async () => {
    const { user, token } = await invited()
    expect((await accept({ name: 'First', password: 'first-password', verifyToken: token })).status).toBe(201)
    const second = await expectNothingWritten(server.db, () =>
      accept({ name: 'Second', password: 'second-password', verifyToken: token }),
    )
    expectError(second, 404, messages.invitationInvalid)
    expectError(await lookUp(token), 404, messages.invitationInvalid)
    expect((await signInCall(user.email, 'first-password')).status).toBe(201)
    expect((await signInCall(user.email, 'second-password')).status).toBe(401)
  })

  it('refuses an expired invitation with 404 and writes nothing', async () => {
    const { user, token } = await invited()
    await server
      .db<UserRow>('users')
      .where({ id: user.id })
      .update({ verifyExpires: new Date(Date.now() - 1000) })
    expectError(await lookUp(token), 404, messages.invitationInvalid)
    const response = await expectNothingWritten(server.db, () =>
      accept({ name: 'Late', password: 'late-password', verifyToken: token }),
    )
    expectError(response, 404, messages.invitationInvalid)
    expect((await userRow(server.db, user.id))!.isVerified).toBe(false)
  })

  it('refuses a forged token with 404 and writes nothing', async () => {
    await invited()
    const response = await expectNothingWritten(server.db, () =>
      accept({ name: 'Forger', password: 'forged-password', verifyToken: 'a'.repeat(64) }),
    )
    expectError(response, 404, messages.invitationInvalid)
  })

  it('refuses a token of a user whose invitation was withdrawn (user deleted)', async () => {
    const { user, token } = await invited()
    expect((await server.api('DELETE', `/users/${user.id}`, { token: adminToken })).status).toBe(200)
    expectError(await lookUp(token), 404, messages.invitationInvalid)
    expectError(
      await accept({ name: 'Gone', password: 'gone-password', verifyToken: token }),
      404,
      messages.invitationInvalid,
    )
  })

  const badBodies: [string, (token: string) => unknown, number, string | RegExp][] = [
    [
      'a too-short password',
      (token) => ({ name: 'Short', password: 'short', verifyToken: token }),
      400,
      messages.passwordTooShort,
    ],
    [
      'an empty password',
      (token) => ({ name: 'Empty', password: '', verifyToken: token }),
      400,
      messages.passwordTooShort,
    ],
    [
      'a whitespace-only name',
      (token) => ({ name: '   ', password: 'long-enough', verifyToken: token }),
      400,
      messages.enterName,
    ],
    ['an empty name', (token) => ({ name: '', password: 'long-enough', verifyToken: token }), 400, messages.enterName],
    [
      'a password of 255 characters',
      (token) => ({ name: 'Long', password: 'p'.repeat(255), verifyToken: token }),
      400,
      /^Value too long/,
    ],
    [
      'a name of 255 characters',
      (token) => ({ name: 'n'.repeat(255), password: 'long-enough', verifyToken: token }),
      400,
      /^Value too long/,
    ],
    [
      'an unknown property',
      (token) => ({ name: 'X', password: 'long-enough', verifyToken: token, role: 'admin' }),
      400,
      "Unknown property 'role'",
    ],
    ['no verifyToken', () => ({ name: 'X', password: 'long-enough' }), 400, /verifyToken/],
    [
      'a verifyToken that is not text',
      () => ({ name: 'X', password: 'long-enough', verifyToken: { $ne: null } }),
      400,
      /verifyToken/,
    ],
  ]

  it.each(badBodies)(
    'refuses %s with 400, writes nothing, and the invitation stays usable',
    async (_label, body, status, message) => {
      const { user, token } = await invited()
      const response = await expectNothingWritten(server.db, () => accept(body(token)))
      expectError(response, status, message)
      expect(await userRow(server.db, user.id)).toMatchObject({ isVerified: false, password: null })
      expect((await lookUp(token)).status).toBe(200)
    },
  )
})
