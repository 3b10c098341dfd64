import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import { hashLinkToken } from '../../tokens'
import { lastMailTo, startTestServer, type TestServer } from '../harness'
import {
  addSignedInUser,
  adminId,
  countRows,
  expectError,
  expectNoSecrets,
  expectNothingWritten,
  invite,
  isoDay,
  mailsTo,
  signInAdmin,
  uniqueEmail,
  userRow,
  userRowByEmail,
  type CountryBody,
  type Page,
  type UserBody,
  type UserRow,
} from '../helpers'

let server: TestServer
let adminToken: string
let topicIds: number[]

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  const countries = await server.api<Page<CountryBody>>('GET', '/countries', {
    token: adminToken,
    query: '$limit=3&$sort[id]=1',
  })
  topicIds = countries.body.data.map((country) => country.id)
})
afterAll(() => server.close())

const create = (body: unknown) => server.api<UserBody>('POST', '/users', { token: adminToken, body })
const patch = (id: string, body: unknown, token = adminToken) =>
  server.api<UserBody>('PATCH', `/users/${id}`, { token, body })

const valid = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail('invitee'),
  name: 'Ada Lovelace',
  role: 'analyst',
  profile: 'default',
  ...overrides,
})

describe('POST /users (invite)', () => {
  it('creates an unverified user, answers it without secrets and with its inviter, and mails the invitation', async () => {
    const email = uniqueEmail('ada')
    const { status, body } = await create({
      email,
      name: '  Ada Lovelace  ',
      role: 'analyst',
      profile: 'uae',
      topics: [topicIds[0], topicIds[1]],
      newsletter: [topicIds[2]],
    })
    expect(status).toBe(201)
    expect(body).toMatchObject({
      email,
      name: 'Ada Lovelace',
      role: 'analyst',
      profile: 'uae',
      topics: [topicIds[0], topicIds[1]],
      newsletter: [topicIds[2]],
      isVerified: false,
      isBlocked: false,
      trialEndDate: null,
      inviter: { id: await adminId(server.db), name: 'Administrator' },
    })
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Date(body.createdAt).toISOString()).toBe(body.createdAt)
    expectNoSecrets(body)

    const row = await userRow(server.db, body.id)
    expect(row).toMatchObject({ email, name: 'Ada Lovelace', isVerified: false, password: null })

    const { mail, token } = lastMailTo(server, email)
    expect(mail?.subject).toBe('You are invited to the editorial console')
    expect(mail?.text).toContain(`http://console.test/accept-invitation?verifyToken=${token}`)
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    // only the token's hash is stored
    expect(row!.verifyToken).toBe(hashLinkToken(token!))
    expect(row!.verifyExpires!.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000)
  })

  it('stores the trial end date of a trial user, and none for other roles', async () => {
    const trial = await create(valid({ role: 'trial', trialEndDate: '2031-01-31' }))
    expect(trial.status).toBe(201)
    expect(trial.body.trialEndDate).toBe('2031-01-31')
    expect(String((await userRow(server.db, trial.body.id))!.trialEndDate)).toContain('2031')

    const analyst = await create(valid({ trialEndDate: '2031-01-31' }))
    expect(analyst.status).toBe(201)
    expect(analyst.body.trialEndDate).toBeNull()
    expect((await userRow(server.db, analyst.body.id))!.trialEndDate).toBeNull()
  })

  it('accepts values of exactly 254 characters', async () => {
    const email = `${'e'.repeat(254 - '@example.com'.length)}@example.com`
    const { status, body } = await create(valid({ email, name: 'n'.repeat(254) }))
    expect(status).toBe(201)
    expect(body.email).toHaveLength(254)
    expect(body.name).toHaveLength(254)
  })

  const tooLongEmail = `${'e'.repeat(255 - '@example.com'.length)}@example.com`
  const badInputs: [string, Record<string, unknown>, number, string | RegExp][] = [
    ['no email', { email: undefined }, 400, messages.enterEmail],
    ['an empty email', { email: '' }, 400, messages.enterEmail],
    ['a blank email', { email: '   ' }, 400, messages.enterEmail],
    ['an invalid email', { email: 'not-an-email' }, 400, messages.invalidEmail],
    ['an email without a domain', { email: 'someone@' }, 400, messages.invalidEmail],
    ['no name', { name: undefined }, 400, messages.enterName],
    ['an empty name', { name: '' }, 400, messages.enterName],
    ['a whitespace-only name', { name: ' \t  ' }, 400, messages.enterName],
    ['no role', { role: undefined }, 400, messages.enterPermissions],
    ['an unknown role', { role: 'superuser' }, 400, messages.enterPermissions],
    ['no profile', { profile: undefined }, 400, messages.enterProfile],
    ['an unknown profile', { profile: 'gold' }, 400, messages.enterProfile],
    ['a trial without trialEndDate', { role: 'trial' }, 400, messages.enterTrialEndDate],
    ['a trial with a null trialEndDate', { role: 'trial', trialEndDate: null }, 400, messages.enterTrialEndDate],
    [
      'a trial end date typed as MM/DD/YYYY',
      { role: 'trial', trialEndDate: '12/31/2030' },
      400,
      messages.enterTrialEndDate,
    ],
    ['an unknown property', { isAdmin: true }, 400, "Unknown property 'isAdmin'"],
    ['a password', { password: 'secret-password' }, 400, "Unknown property 'password'"],
    ['isVerified', { isVerified: true }, 400, "Unknown property 'isVerified'"],
    ['an email of 255 characters', { email: tooLongEmail }, 400, /^Value too long/],
    ['a name of 255 characters', { name: 'n'.repeat(255) }, 400, /^Value too long/],
    ['an unknown topic id', { topics: [999999] }, 400, messages.unknownTopic],
    ['an unknown newsletter topic id', { newsletter: [999999] }, 400, messages.unknownTopic],
    ['a topic that is not an id', { topics: ['Spain'] }, 400, /topics/],
    ['an email that is not text', { email: 42 }, 400, messages.enterEmail],
    ['a name that is not text', { name: ['Ada'] }, 400, messages.enterName],
  ]

  it.each(badInputs)('refuses %s and writes nothing', async (_label, overrides, status, message) => {
    const body = valid(overrides)
    for (const [key, value] of Object.entries(overrides)) if (value === undefined) delete body[key as keyof typeof body]
    const usersBefore = await countRows(server.db, 'users')
    const response = await expectNothingWritten(server.db, () => create(body))
    expectError(response, status, message)
    expect(await countRows(server.db, 'users')).toBe(usersBefore)
    if (typeof body.email === 'string') expect(await mailsTo(server.db, body.email)).toHaveLength(0)
  })

  it('refuses a duplicate email, whatever its case, with 409 and writes nothing', async () => {
    const email = uniqueEmail('Taken')
    expect((await create(valid({ email }))).status).toBe(201)
    for (const again of [email, email.toUpperCase(), email.toLowerCase()]) {
      const response = await expectNothingWritten(server.db, () => create(valid({ email: again, name: 'Second' })))
      expectError(response, 409, messages.emailTaken)
    }
    expect(await server.db<UserRow>('users').whereRaw('lower(email) = lower(?)', [email])).toHaveLength(1)
    // stored and mailed lower-case (spec 1 §7)
    expect(await mailsTo(server.db, email.toLowerCase())).toHaveLength(1)
  })

  it('refuses an array body (no bulk create) with 405 and writes nothing', async () => {
    const response = await expectNothingWritten(server.db, () => create([valid(), valid()]))
    expectError(response, 405, 'Can not create multiple entries')
  })

  it('refuses a body that is not JSON without a 500 and writes nothing', async () => {
    const before = await countRows(server.db, 'users')
    const response = await fetch(`${server.url}/api/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: '{"email": "broken@example.com", ',
    })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { message: string; stack?: string }
    expect(body.message).toBe('The request body could not be parsed')
    expect(body).not.toHaveProperty('stack')
    expect(await countRows(server.db, 'users')).toBe(before)
  })
})

describe('GET /users', () => {
  it('answers a page with each user and its inviter, never a secret', async () => {
    const invited = await invite(server, adminToken)
    const { status, body } = await server.api<Page<UserBody>>('GET', '/users', {
      token: adminToken,
      query: '$limit=50',
    })
    expect(status).toBe(200)
    const found = body.data.find((user) => user.id === invited.id)
    expect(found).toMatchObject({
      email: invited.email,
      inviter: { id: await adminId(server.db), name: 'Administrator' },
    })
    const admin = body.data.find((user) => user.role === 'admin' && user.inviterId === null)
    expect(admin?.inviter).toBeNull()
    for (const user of body.data) expectNoSecrets(user)
  })

  it('gets one user without secrets and answers 404 for an unknown id', async () => {
    const invited = await invite(server, adminToken)
    const { status, body } = await server.api<UserBody>('GET', `/users/${invited.id}`, { token: adminToken })
    expect(status).toBe(200)
    expect(body).toMatchObject({ id: invited.id, email: invited.email, inviter: { name: 'Administrator' } })
    expectNoSecrets(body)
    expectError(await server.api('GET', '/users/00000000-0000-4000-8000-000000000000', { token: adminToken }), 404)
  })
})

describe('PATCH /users/{id}', () => {
  it('lets an admin change the role, profile, topics and block flag of another user', async () => {
    const user = await invite(server, adminToken)
    const before = await userRow(server.db, user.id)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const { status, body } = await patch(user.id, {
      role: 'admin',
      profile: 'sap',
      topics: [topicIds[1]],
      name: ' Renamed ',
      isBlocked: true,
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      role: 'admin',
      profile: 'sap',
      topics: [topicIds[1]],
      name: 'Renamed',
      isBlocked: true,
    })
    expectNoSecrets(body)
    const after = await userRow(server.db, user.id)
    expect(after).toMatchObject({
      role: 'admin',
      profile: 'sap',
      topics: [topicIds[1]],
      name: 'Renamed',
      isBlocked: true,
    })
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime())
    expect(new Date(body.updatedAt).getTime()).toBe(after!.updatedAt.getTime())
    expect(after!.createdAt).toEqual(before!.createdAt)
    // the invitation is untouched
    expect(after!.verifyToken).toBe(before!.verifyToken)
  })

  it('clears trialEndDate when the role leaves trial', async () => {
    const end = isoDay(20)
    const trial = await invite(server, adminToken, { role: 'trial', trialEndDate: end })
    expect(trial.trialEndDate).toBe(end)
    const { status, body } = await patch(trial.id, { role: 'analyst' })
    expect(status).toBe(200)
    expect(body.trialEndDate).toBeNull()
    expect((await userRow(server.db, trial.id))!.trialEndDate).toBeNull()
  })

  it('sets a trial end date when the role becomes trial, and refuses trial without one', async () => {
    const user = await invite(server, adminToken)
    expectError(
      await expectNothingWritten(server.db, () => patch(user.id, { role: 'trial' })),
      400,
      messages.enterTrialEndDate,
    )
    const { status, body } = await patch(user.id, { role: 'trial', trialEndDate: '2032-02-29' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ role: 'trial', trialEndDate: '2032-02-29' })
  })

  it('accepts the unchanged email (in any case) but refuses a changed one, writing nothing', async () => {
    const user = await invite(server, adminToken)
    const same = await patch(user.id, { email: user.email.toUpperCase(), name: 'Same Email' })
    expect(same.status).toBe(200)
    expect(same.body.email).toBe(user.email)
    const response = await expectNothingWritten(server.db, () => patch(user.id, { email: uniqueEmail('changed') }))
    expectError(response, 400, messages.emailNotEditable)
    expect((await userRow(server.db, user.id))!.email).toBe(user.email)
  })

  const badPatches: [string, unknown, number, string | RegExp][] = [
    ['a whitespace-only name', { name: '   ' }, 400, messages.enterName],
    ['an empty name', { name: '' }, 400, messages.enterName],
    ['an unknown role', { role: 'root' }, 400, /^(Enter Permissions|Invalid value for role)$/],
    ['an unknown profile', { profile: 'gold' }, 400, /^(Enter Profile|Invalid value for profile)$/],
    ['an unknown property', { password: 'new-password-1' }, 400, "Unknown property 'password'"],
    ['isVerified', { isVerified: true }, 400, "Unknown property 'isVerified'"],
    ['a name of 255 characters', { name: 'x'.repeat(255) }, 400, /^Value too long/],
    ['an unknown topic', { newsletter: [999999] }, 400, messages.unknownTopic],
    ['an array body', [{ name: 'Many' }], 400, 'Send the changes as one object'],
  ]

  it.each(badPatches)('refuses %s and writes nothing', async (_label, body, status, message) => {
    const user = await invite(server, adminToken)
    const response = await expectNothingWritten(server.db, () => patch(user.id, body))
    expectError(response, status, message)
  })

  it('answers 404 for an unknown user', async () => {
    expectError(await patch('00000000-0000-4000-8000-000000000000', { name: 'Nobody' }), 404)
  })

  it('refuses PUT with 405', async () => {
    const user = await invite(server, adminToken)
    const response = await expectNothingWritten(server.db, () =>
      server.api('PUT', `/users/${user.id}`, { token: adminToken, body: { ...valid(), email: user.email } }),
    )
    expectError(response, 405)
  })
})

describe('DELETE /users/{id}', () => {
  it('deletes another user', async () => {
    const user = await invite(server, adminToken)
    const { status, body } = await server.api<UserBody>('DELETE', `/users/${user.id}`, { token: adminToken })
    expect(status).toBe(200)
    expect(body.id).toBe(user.id)
    expectNoSecrets(body)
    expect(await userRow(server.db, user.id)).toBeUndefined()
    expectError(await server.api('GET', `/users/${user.id}`, { token: adminToken }), 404)
  })

  it('keeps the users an admin invited when that admin is deleted', async () => {
    const { user: otherAdmin, token } = await addSignedInUser(server, adminToken, { role: 'admin' })
    const invitedByOther = await invite(server, token)
    expect(invitedByOther.inviter).toEqual({ id: otherAdmin.id, name: otherAdmin.name })
    expect((await server.api('DELETE', `/users/${otherAdmin.id}`, { token: adminToken })).status).toBe(200)
    const { status, body } = await server.api<UserBody>('GET', `/users/${invitedByOther.id}`, { token: adminToken })
    expect(status).toBe(200)
    expect(body.inviter).toBeNull()
  })

  it('answers 404 for an unknown user', async () => {
    const before = await countRows(server.db, 'users')
    expectError(await server.api('DELETE', '/users/00000000-0000-4000-8000-000000000000', { token: adminToken }), 404)
    expect(await countRows(server.db, 'users')).toBe(before)
  })

  it('never deletes all users at once', async () => {
    const response = await expectNothingWritten(server.db, () => server.api('DELETE', '/users', { token: adminToken }))
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
  })
})

describe('inviting user emails', () => {
  it('invites with the email as typed, and a second invitation to someone else mails only them', async () => {
    const first = await invite(server, adminToken)
    const second = await invite(server, adminToken)
    expect(await mailsTo(server.db, first.email)).toHaveLength(1)
    expect(await mailsTo(server.db, second.email)).toHaveLength(1)
    expect((await userRowByEmail(server.db, second.email))!.inviterId).toBe(await adminId(server.db))
  })
})
