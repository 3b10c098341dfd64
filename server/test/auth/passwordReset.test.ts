import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import { hashLinkToken } from '../../tokens'
import { lastMailTo, startTestServer, type TestServer } from '../harness'
import {
  addUser,
  countRows,
  expectError,
  expectNothingWritten,
  invite,
  mailsTo,
  signInAdmin,
  type UserBody,
  newClientAddress,
} from '../helpers'

let server: TestServer
let adminToken: string

beforeAll(async () => {
  // one reverse proxy in front: each request comes from an address of its own, below the address's limit
  server = await startTestServer({ proxyHops: 1 })
  adminToken = await signInAdmin(server)
})
afterAll(() => server.close())

const requestReset = (body: unknown) =>
  server.api('POST', '/send-pwd-reset', { body, headers: { 'X-Forwarded-For': newClientAddress() } })
const reset = (body: unknown) => server.api<{ message: string }>('POST', '/reset-pwd', { body })
const signInStatus = async (email: string, password: string) =>
  (await server.api('POST', '/authentication', { body: { email, password, strategy: 'local' } })).status

const SENT = { code: 200, info: 'sent', message: messages.resetEmailSent }

/** The live reset links of a user, as stored. */
const resetLinksOf = (userId: string) =>
  server.db<{ tokenHash: string; userId: string; expiresAt: Date }>('reset_links').where({ userId })

/** A verified user that asked for a reset; gives the mailed token. */
async function userWithResetToken(): Promise<{ user: UserBody; password: string; token: string }> {
  const { user, password } = await addUser(server, adminToken, {}, 'old-password')
  expect((await requestReset({ email: user.email })).status).toBe(201)
  const { mail, token } = lastMailTo(server, user.email)
  expect(mail?.subject).toBe('Reset your password')
  expect(mail?.text).toContain(`http://console.test/password-reset?resetToken=${token}`)
  return { user, password, token: token! }
}

describe('POST /send-pwd-reset', () => {
  it('gives the same answer for a known and an unknown email, and mails only the known one', async () => {
    const { user } = await addUser(server, adminToken)
    const mailsBefore = await countRows(server.db, 'mails')

    const known = await requestReset({ email: user.email })
    const unknown = await requestReset({ email: 'nobody-here@example.com' })
    expect(known.status).toBe(201)
    expect(unknown.status).toBe(known.status)
    expect(known.body).toEqual(SENT)
    expect(unknown.body).toEqual(known.body)

    expect(await countRows(server.db, 'mails')).toBe(mailsBefore + 1)
    expect(await mailsTo(server.db, 'nobody-here@example.com')).toHaveLength(0)
    const { mail, token } = lastMailTo(server, user.email)
    expect(mail?.subject).toBe('Reset your password')
    // only the token's hash is stored, with an expiry about an hour away
    const [link] = await resetLinksOf(user.id)
    expect(link.tokenHash).toBe(hashLinkToken(token!))
    expect(link.expiresAt.getTime()).toBeGreaterThan(Date.now() + 55 * 60 * 1000)
    expect(link.expiresAt.getTime()).toBeLessThan(Date.now() + 65 * 60 * 1000)
  })

  it('finds the user whatever the case of the email', async () => {
    const { user } = await addUser(server, adminToken)
    expect((await requestReset({ email: user.email.toUpperCase() })).body).toEqual(SENT)
    expect(await mailsTo(server.db, user.email)).toHaveLength(2) // invitation + reset
  })

  it('mails nothing to an invited user who has not accepted, nor to a blocked user, with the same answer', async () => {
    const pending = await invite(server, adminToken)
    const blocked = await addUser(server, adminToken, { isBlocked: true })
    for (const email of [pending.email, blocked.user.email]) {
      const before = (await mailsTo(server.db, email)).length
      const response = await requestReset({ email })
      expect(response.status).toBe(201)
      expect(response.body).toEqual(SENT)
      expect(await mailsTo(server.db, email)).toHaveLength(before)
    }
  })

  it.each([
    ['an invalid email', { email: 'not-an-email' }, messages.invalidEmail],
    ['an empty email', { email: '' }, messages.invalidEmail],
    ['an unknown property', { email: 'a@example.com', role: 'admin' }, "Unknown property 'role'"],
    ['an email of 255 characters', { email: `${'e'.repeat(243)}@example.com` }, /^Value too long/],
  ])('refuses %s with 400 and writes nothing', async (_label, body, message) => {
    const response = await expectNothingWritten(server.db, () => requestReset(body))
    expectError(response, 400, message)
  })
})

describe('POST /reset-pwd', () => {
  it('sets the new password once: the old one then fails, the new one works, the token is spent', async () => {
    const { user, token } = await userWithResetToken()
    const { status, body } = await reset({ password: 'brand-new-password', resetToken: token })
    expect(status).toBe(201)
    expect(body).toEqual({ message: messages.passwordReset })
    expect(await resetLinksOf(user.id)).toEqual([])

    expect(await signInStatus(user.email, 'old-password')).toBe(401)
    expect(await signInStatus(user.email, 'brand-new-password')).toBe(201)

    const again = await expectNothingWritten(server.db, () => reset({ password: 'third-password', resetToken: token }))
    expectError(again, 400, messages.resetTokenInvalid)
    expect(await signInStatus(user.email, 'third-password')).toBe(401)
  })

  it('refuses an expired token with 400 and writes nothing', async () => {
    const { user, token } = await userWithResetToken()
    await server
      .db('reset_links')
      .where({ userId: user.id })
      .update({ expiresAt: new Date(Date.now() - 1000) })
    const response = await expectNothingWritten(server.db, () =>
      reset({ password: 'late-password', resetToken: token }),
    )
    expectError(response, 400, messages.resetTokenInvalid)
    expect(await signInStatus(user.email, 'old-password')).toBe(201)
  })

  it('refuses a forged token, and the stored hash used as the token, with 400 and writes nothing', async () => {
    const { user } = await userWithResetToken()
    const [link] = await resetLinksOf(user.id)
    for (const forged of ['b'.repeat(64), link.tokenHash, '']) {
      const response = await expectNothingWritten(server.db, () =>
        reset({ password: 'forged-password', resetToken: forged }),
      )
      expectError(response, 400, messages.resetTokenInvalid)
    }
  })

  it('asking again keeps the first link working; setting the password with either spends both', async () => {
    for (const use of ['first', 'second'] as const) {
      const { user, token: first } = await userWithResetToken()
      expect((await requestReset({ email: user.email })).status).toBe(201)
      const { token: second } = lastMailTo(server, user.email)
      expect(second).not.toBe(first)
      const [used, other] = use === 'first' ? [first, second!] : [second!, first]
      expect((await reset({ password: `${use}-link-pass`, resetToken: used })).status).toBe(201)
      expectError(await reset({ password: 'other-link-pass', resetToken: other }), 400, messages.resetTokenInvalid)
      expect(await signInStatus(user.email, `${use}-link-pass`)).toBe(201)
    }
  })

  const badBodies: [string, (token: string) => unknown, string | RegExp][] = [
    ['a too-short password', (token) => ({ password: 'short', resetToken: token }), messages.passwordTooShort],
    ['an empty password', (token) => ({ password: '', resetToken: token }), messages.passwordTooShort],
    ['a password of 255 characters', (token) => ({ password: 'p'.repeat(255), resetToken: token }), /^Value too long/],
    [
      'an unknown property',
      (token) => ({ password: 'long-enough', resetToken: token, email: 'x@example.com' }),
      "Unknown property 'email'",
    ],
    ['no token', () => ({ password: 'long-enough' }), /resetToken/],
    ['a token that is an operator', () => ({ password: 'long-enough', resetToken: { $ne: null } }), /resetToken/],
  ]

  it.each(badBodies)(
    'refuses %s with 400, writes nothing, and the link stays usable',
    async (_label, body, message) => {
      const { user, token } = await userWithResetToken()
      const response = await expectNothingWritten(server.db, () => reset(body(token)))
      expectError(response, 400, message)
      expect(await signInStatus(user.email, 'old-password')).toBe(201)
      expect((await reset({ password: 'finally-set', resetToken: token })).status).toBe(201)
    },
  )
})
