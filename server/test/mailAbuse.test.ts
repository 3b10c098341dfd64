import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../common/messages'
import { HIDDEN_TOKEN } from '../mail/mailer'
import { lastMailTo, startTestServer, type TestServer } from './harness'
import { addUser, expectError, invitationToken, invite, signInAdmin, type MailRow, type Page } from './helpers'

let server: TestServer
let adminToken: string

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
})
afterAll(() => server.close())

const SENT = { code: 200, info: 'sent', message: messages.resetEmailSent }
const requestReset = (email: unknown) => server.api('POST', '/send-pwd-reset', { body: { email } })
const resetPassword = (resetToken: string, password: string) =>
  server.api('POST', '/reset-pwd', { body: { resetToken, password } })

describe('links in the recorded mails', () => {
  const recorded = async (to: string) => {
    const response = await server.api<Page<MailRow>>('GET', '/mails', {
      token: adminToken,
      query: `to=${encodeURIComponent(to)}&$sort[id]=-1`,
    })
    expect(response.status).toBe(200)
    return response.body.data
  }

  it('GET /mails shows an invitation without its live token, and the invitee can still accept it', async () => {
    const user = await invite(server, adminToken)
    const token = await invitationToken(server, user.email)
    const [mail] = await recorded(user.email)
    expect(mail.subject).toBe('You are invited to the editorial console')
    expect(mail.text).toContain(`http://console.test/accept-invitation?verifyToken=${HIDDEN_TOKEN}`)
    expect(JSON.stringify(mail)).not.toContain(token)
    const one = await server.api<MailRow>('GET', `/mails/${mail.id}`, { token: adminToken })
    expect(JSON.stringify(one.body)).not.toContain(token)
    expect(JSON.stringify(await server.db('mails'))).not.toContain(token)

    const accepted = await server.api('POST', '/accept-invitation', {
      body: { name: user.name, password: 'long-enough', verifyToken: token },
    })
    expect(accepted.status).toBe(201)
  })

  it("GET /mails shows a reset mail without its live token, so an admin cannot take over another admin's account", async () => {
    const { user } = await addUser(server, adminToken, { role: 'admin' }, 'admin-two-password')
    expect((await requestReset(user.email)).body).toEqual(SENT)
    const { token } = lastMailTo(server, user.email)
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    const [mail] = await recorded(user.email)
    expect(mail.subject).toBe('Reset your password')
    expect(mail.text).toContain(`http://console.test/password-reset?resetToken=${HIDDEN_TOKEN}`)
    expect(JSON.stringify(await recorded(user.email))).not.toContain(token)
    expect(JSON.stringify(await server.db('mails'))).not.toContain(token!)
    // the text as recorded is no link to anything
    expectError(await resetPassword(HIDDEN_TOKEN, 'taken-over'), 400, messages.resetTokenInvalid)
    expect((await resetPassword(token!, 'mine-again')).status).toBe(201)
  })
})
