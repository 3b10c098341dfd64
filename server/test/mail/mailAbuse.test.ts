import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  NEWSLETTERS_PER_ACCOUNT,
  NEWSLETTERS_PER_ADDRESS,
  RESET_MAILS_PER_ADDRESS,
  RESET_MAILS_PER_EMAIL,
} from '../../../common/limits'
import { fillMessage, messages } from '../../../common/messages'
import { HIDDEN_TOKEN } from '../../mail/mailer'
import { lastMailTo, startTestServer, type TestServer } from '../harness'
import {
  addSignedInUser,
  addUser,
  expectError,
  expectNothingWritten,
  invitationToken,
  invite,
  signInAdmin,
  type MailRow,
  type Page,
  newClientAddress,
} from '../helpers'

let server: TestServer
let adminToken: string

beforeAll(async () => {
  // one reverse proxy in front: clients are told apart by the address it adds
  server = await startTestServer({ proxyHops: 1 })
  adminToken = await signInAdmin(server)
})
afterAll(() => server.close())

const from = (address: string) => ({ 'X-Forwarded-For': address })

const SENT = { code: 200, info: 'sent', message: messages.resetEmailSent }
const requestReset = (email: unknown, address = newClientAddress()) =>
  server.api('POST', '/send-pwd-reset', { body: { email }, headers: from(address) })
const sendNewsletter = (token: string, address = newClientAddress()) =>
  server.api('POST', '/send-newsletter', { token, body: {}, headers: from(address) })
const resetPassword = (resetToken: string, password: string) =>
  server.api('POST', '/reset-pwd', { body: { resetToken, password } })

const mailsSentTo = (to: string, subject: string) =>
  server.sentMails.filter((mail) => mail.to === to && mail.subject === subject)
const resetMailsTo = (to: string) => mailsSentTo(to, 'Reset your password')
const newslettersTo = (to: string) => mailsSentTo(to, 'Your newsletter')
const statusesOf = (responses: { status: number }[]) => responses.map((response) => response.status)
const count = (statuses: number[], status: number) => statuses.filter((one) => one === status).length

describe('reset mails', () => {
  it('of a parallel burst for one email, mails exactly its free ones, answers all alike, and keeps the first link', async () => {
    const { user } = await addUser(server, adminToken, {}, 'old-password')
    expect((await requestReset(user.email)).body).toEqual(SENT)
    const { token: first } = lastMailTo(server, user.email)

    // from many addresses, as a flood spread over a botnet would come
    const burst = await Promise.all(Array.from({ length: 30 }, () => requestReset(user.email)))
    expect(statusesOf(burst)).toEqual(Array(30).fill(201))
    for (const response of burst) expect(response.body).toEqual(SENT)
    expect(resetMailsTo(user.email)).toHaveLength(RESET_MAILS_PER_EMAIL)

    // past them, asking again mails nothing, with the same answer
    const sent = server.sentMails.length
    expect((await requestReset(user.email.toUpperCase())).body).toEqual(SENT)
    expect(server.sentMails).toHaveLength(sent)

    // the link the user had before the flood still works
    expect((await resetPassword(first!, 'after-the-flood')).status).toBe(201)
  })

  it('counts an unknown email as a known one: the same answers, and nothing mailed', async () => {
    const sent = server.sentMails.length
    const burst = await Promise.all(Array.from({ length: 10 }, () => requestReset('nobody.at.all@example.com')))
    for (const response of burst) expect(response).toEqual({ status: 201, body: SENT })
    expect(server.sentMails).toHaveLength(sent)
  })

  it('refuses an address past its limit with 429 for known and unknown emails alike, counting and mailing nothing', async () => {
    const address = newClientAddress()
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, index) => requestReset(`someone-${index}@example.com`, address)),
    )
    const statuses = statusesOf(burst)
    expect(count(statuses, 201)).toBe(RESET_MAILS_PER_ADDRESS)
    expect(count(statuses, 429)).toBe(30 - RESET_MAILS_PER_ADDRESS)
    const tooMany = fillMessage(messages.tooManyResetRequests, { minutes: 15 })
    expectError(
      burst.find((response) => response.status === 429)!,
      429,
      tooMany,
    )

    const { user } = await addUser(server, adminToken)
    for (const email of [user.email, 'still-nobody@example.com']) {
      const sent = server.sentMails.length
      const refused = await expectNothingWritten(server.db, () => requestReset(email, address))
      expectError(refused, 429, tooMany)
      expect(server.sentMails).toHaveLength(sent)
    }
    // another address is not held back
    expect((await requestReset(user.email)).body).toEqual(SENT)
    expect(resetMailsTo(user.email)).toHaveLength(1)
  })

  it.each([
    ['a control character in the email', 'a\u0001b@example.com', 400, messages.invalidEmail],
    [
      'a NUL character in the email',
      'a\u0000b@example.com',
      400,
      fillMessage(messages.nulCharacter, { field: 'email' }),
    ],
    ['a number as the email', 42, 400, /email/],
    ['a list as the email', ['a@example.com'], 400, /email/],
    ['an operator as the email', { $ne: null }, 400, /email/],
  ])('refuses %s with a 4xx, writing and counting nothing', async (_label, email, status, message) => {
    const sent = server.sentMails.length
    const response = await expectNothingWritten(server.db, () => requestReset(email))
    expectError(response, status, message)
    expect(server.sentMails).toHaveLength(sent)
  })

  it('answers a known email and an unknown one alike, before looking either up: the mail goes after the answer', async () => {
    const { user } = await addUser(server, adminToken)
    // the work after the answer is held, so that the answers can only have come before it
    const held: (() => Promise<void>)[] = []
    const background = server.app.get('background')
    const run = vi.spyOn(background, 'run').mockImplementation((_label, work) => void held.push(work))
    let answers
    try {
      answers = [await requestReset(user.email), await requestReset('unknown-alike@example.com')]
    } finally {
      run.mockRestore()
    }
    const [known, unknown] = answers
    expect(known.status).toBe(201)
    expect(known.body).toEqual(unknown.body)
    // both answered with the lookup and the mail still to do, so no answer waits on either
    expect(held).toHaveLength(2)
    expect(resetMailsTo(user.email)).toHaveLength(0)
    for (const work of held) await work()
    expect(resetMailsTo(user.email)).toHaveLength(1)
  })
})

describe('newsletters', () => {
  const tooMany = fillMessage(messages.tooManyNewsletters, { minutes: 15 })

  it('of a parallel burst by one account, sends exactly its free ones and refuses the rest with 429', async () => {
    const { user, token } = await addSignedInUser(server, adminToken, { role: 'analyst' })
    const burst = await Promise.all(Array.from({ length: 30 }, () => sendNewsletter(token)))
    const statuses = statusesOf(burst)
    expect(count(statuses, 201)).toBe(NEWSLETTERS_PER_ACCOUNT)
    expect(count(statuses, 429)).toBe(30 - NEWSLETTERS_PER_ACCOUNT)
    expectError(
      burst.find((response) => response.status === 429)!,
      429,
      tooMany,
    )
    expect(newslettersTo(user.email)).toHaveLength(NEWSLETTERS_PER_ACCOUNT)

    const refused = await expectNothingWritten(server.db, () => sendNewsletter(token))
    expectError(refused, 429, tooMany)
    expect(newslettersTo(user.email)).toHaveLength(NEWSLETTERS_PER_ACCOUNT)
    // another account is not held back
    const other = await addSignedInUser(server, adminToken, { role: 'analyst' })
    expect((await sendNewsletter(other.token)).status).toBe(201)
  })

  it("refuses one address past its limit, whichever account asks, and an account's refusal does not count there", async () => {
    const address = newClientAddress()
    // signed in one after another: a sign-in counts at its address until it is answered, and 21 at
    // once from one address would make the last wait (docs/security.md)
    const accounts: Awaited<ReturnType<typeof addSignedInUser>>[] = []
    for (let account = 0; account <= NEWSLETTERS_PER_ADDRESS; account++)
      accounts.push(await addSignedInUser(server, adminToken, { role: 'analyst' }))
    const [first] = accounts
    // an account past its own limit, refused: the address does not count those tries
    for (let attempt = 0; attempt < NEWSLETTERS_PER_ACCOUNT; attempt++)
      expect((await sendNewsletter(first.token, address)).status).toBe(201)
    for (let attempt = 0; attempt < 5; attempt++) expectError(await sendNewsletter(first.token, address), 429, tooMany)

    const others = accounts.slice(1, NEWSLETTERS_PER_ADDRESS - NEWSLETTERS_PER_ACCOUNT + 1)
    for (const account of others) expect((await sendNewsletter(account.token, address)).status).toBe(201)
    const last = accounts[accounts.length - 1]
    const refused = await expectNothingWritten(server.db, () => sendNewsletter(last.token, address))
    expectError(refused, 429, tooMany)
    expect(newslettersTo(last.user.email)).toHaveLength(0)
    expect((await sendNewsletter(last.token)).status).toBe(201)
  })
})

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
