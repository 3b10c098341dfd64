import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import { ADMIN, startTestServer, type TestServer } from '../harness'
import {
  addSignedInUser,
  countRows,
  expectError,
  expectNothingWritten,
  isoDay,
  mailsTo,
  signInAdmin,
  type CountryBody,
  type MailRow,
  type Page,
} from '../helpers'

interface Sent {
  sentTo: string
  topics: string[]
}

let server: TestServer
let adminToken: string
let countries: CountryBody[]

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  countries = (
    await server.api<Page<CountryBody>>('GET', '/countries', { token: adminToken, query: '$limit=500&$sort[name]=1' })
  ).body.data
})
afterAll(() => server.close())

const send = (token: string | undefined, body: unknown = {}) =>
  server.api<Sent>('POST', '/send-newsletter', { token, body })
const byName = (name: string) => countries.find((country) => country.name === name)!.id

describe('POST /send-newsletter', () => {
  it('mails the signed-in analyst the newsletter of the topics they follow', async () => {
    const { user, token } = await addSignedInUser(server, adminToken, {
      role: 'analyst',
      newsletter: [byName('Spain'), byName('France')],
      topics: [byName('Japan')],
    })
    const before = (await mailsTo(server.db, user.email)).length
    const { status, body } = await send(token)
    expect(status).toBe(201)
    expect(body).toEqual({ sentTo: user.email, topics: ['France', 'Spain'] })
    const mails = await mailsTo(server.db, user.email)
    expect(mails).toHaveLength(before + 1)
    const mail = mails[mails.length - 1]
    expect(mail.subject).toBe('Your newsletter')
    expect(mail.text).toContain('- France\n- Spain')
    expect(mail.text).not.toContain('Japan')
  })

  it('falls back to the user topics, and says so when there are none', async () => {
    const withTopics = await addSignedInUser(server, adminToken, {
      role: 'trial',
      trialEndDate: isoDay(5),
      topics: [byName('Japan')],
    })
    expect((await send(withTopics.token)).body).toEqual({ sentTo: withTopics.user.email, topics: ['Japan'] })

    const without = await addSignedInUser(server, adminToken, { role: 'analyst' })
    expect((await send(without.token)).body.topics).toEqual([])
    const mails = await mailsTo(server.db, without.user.email)
    expect(mails[mails.length - 1].text).toContain('You follow no topics yet.')
  })

  it('sends to the admin who asks, never to anyone else', async () => {
    const before = await countRows(server.db, 'mails')
    expect((await send(adminToken)).status).toBe(201)
    expect(await countRows(server.db, 'mails')).toBe(before + 1)
    const latest = await server.db<MailRow>('mails').orderBy('id', 'desc').first()
    expect(latest?.to).toBe(ADMIN.email)
  })

  it('refuses a body with a property with 400 and sends nothing', async () => {
    const { token } = await addSignedInUser(server, adminToken, { role: 'analyst' })
    for (const body of [{ to: 'someone-else@example.com' }, { email: ADMIN.email }]) {
      const response = await expectNothingWritten(server.db, () => send(token, body))
      expectError(response, 400, /^Unknown property '(to|email)'$/)
    }
  })

  it('refuses a call without a token with 401 and sends nothing', async () => {
    const response = await expectNothingWritten(server.db, () => send(undefined))
    expectError(response, 401)
  })

  it('refuses role user with 403 and sends nothing', async () => {
    const { token } = await addSignedInUser(server, adminToken, { role: 'user' })
    const response = await expectNothingWritten(server.db, () => send(token))
    expectError(response, 403, messages.notAllowed)
  })
})
