import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import { CONSOLE_ROLES } from '../../../common/roles'
import { startTestServer, type TestServer } from '../harness'
import {
  addSignedInUser,
  expectError,
  expectNoSecrets,
  expectNothingWritten,
  invite,
  isoDay,
  signInAdmin,
  type Page,
  type UserBody,
} from '../helpers'

/**
 * GET /users is the admins' users list, every account whole; for an analyst it is the directory the
 * assignee pickers read (common/permissions USER_DIRECTORY): console users only, id, name, role and
 * whether they can be assigned, through the spec's own calls.
 */

type Account = { user: UserBody; token: string }
type Entry = Record<string, unknown>

let server: TestServer
let adminToken: string
let analyst: Account
let consumer: UserBody
let trial: UserBody
let blockedAdmin: UserBody

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  const countries = await server.api<Page<{ id: number }>>('GET', '/countries', {
    token: adminToken,
    query: '$limit=1',
  })
  const topic = countries.body.data[0].id
  analyst = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Dir Analyst', topics: [topic] })
  consumer = await invite(server, adminToken, { role: 'user', name: 'Dir Consumer', topics: [topic] })
  trial = await invite(server, adminToken, { role: 'trial', name: 'Dir Trial', trialEndDate: isoDay(30) })
  blockedAdmin = await invite(server, adminToken, { role: 'admin', name: 'Dir Blocked', isBlocked: true })
})
afterAll(() => server.close())

const list = (token: string, query?: string) => server.api<Page<Entry>>('GET', '/users', { token, query })
const consoleUserCount = async () =>
  Number((await server.db('users').whereIn('role', CONSOLE_ROLES).count({ count: '*' }).first())?.count)

describe("an analyst's GET /users", () => {
  it('answers console users only, with id, name, role and assignable and nothing else', async () => {
    const { status, body } = await list(analyst.token, '$limit=500')
    expect(status).toBe(200)
    const ids = body.data.map((user) => user.id)
    expect(ids).not.toContain(consumer.id)
    expect(ids).not.toContain(trial.id)
    expect(ids).toEqual(expect.arrayContaining([analyst.user.id, blockedAdmin.id]))
    expect(body.total).toBe(await consoleUserCount())
    for (const user of body.data) {
      expect(Object.keys(user).sort()).toEqual(['assignable', 'id', 'name', 'role'])
      expect(CONSOLE_ROLES).toContain(user.role)
    }
    expect(body.data.find((user) => user.id === blockedAdmin.id)).toEqual({
      id: blockedAdmin.id,
      name: 'Dir Blocked',
      role: 'admin',
      assignable: false,
    })
    const text = JSON.stringify(body)
    for (const word of ['email', 'topics', 'isBlocked', 'isVerified', 'inviter', 'profile', '@example.com']) {
      expect(text).not.toContain(word)
    }
  })

  it("takes the spec's calls: $limit=0 for the total, then $limit=total; pages by name; a name search", async () => {
    const count = await list(analyst.token, '$limit=0')
    expect(count.status).toBe(200)
    expect(count.body).toMatchObject({ total: await consoleUserCount(), data: [] })
    const all = await list(analyst.token, `$limit=${count.body.total}`)
    expect(all.body.data).toHaveLength(count.body.total)
    const page = await list(analyst.token, '$limit=1&$skip=0&$sort[name]=1')
    expect(page.status).toBe(200)
    expect(page.body.data).toHaveLength(1)
    const search = await list(analyst.token, '$limit=50&name[$iLike]=%25dir%25')
    expect(search.status).toBe(200)
    expect(search.body.data.map((user) => user.name).sort()).toEqual(['Dir Analyst', 'Dir Blocked'])
    const byIds = await list(analyst.token, `id[$in][]=${analyst.user.id}&id[$in][]=${consumer.id}`)
    expect(byIds.body.data.map((user) => user.id)).toEqual([analyst.user.id])
  })

  it.each([
    ['an email search', `email[$iLike]=%25example%25`],
    ['an exact email', 'email=admin@example.com'],
    ['the block flag', 'isBlocked=true'],
    ['the verified flag', 'isVerified=false'],
    ['a role', 'role=user'],
    ['an inviter', 'inviter[$iLike]=%25a%25'],
    ['a topic', 'topics=1'],
    ['an $or over the email', '$or[0][email]=admin@example.com'],
    ['a $select', '$select[]=email'],
    ['a sort on the email', '$sort[email]=1'],
    ['a sort on the creation date', '$sort[createdAt]=1'],
  ])('refuses %s with 403 and writes nothing', async (_label, query) => {
    const response = await expectNothingWritten(server.db, () => list(analyst.token, query))
    expectError(response, 403, messages.userDirectoryQuery)
  })

  it('still reads and changes its own record whole', async () => {
    const own = await server.api<UserBody>('GET', `/users/${analyst.user.id}`, { token: analyst.token })
    expect(own.status).toBe(200)
    expect(own.body).toMatchObject({ id: analyst.user.id, email: analyst.user.email, role: 'analyst' })
    expectNoSecrets(own.body)
    const renamed = await server.api<UserBody>('PATCH', `/users/${analyst.user.id}`, {
      token: analyst.token,
      body: { name: 'Dir Analyst' },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.email).toBe(analyst.user.email)
  })

  it('cannot read another account by id: 403', async () => {
    for (const id of [consumer.id, blockedAdmin.id]) {
      expectError(await server.api('GET', `/users/${id}`, { token: analyst.token }), 403, messages.notAllowed)
    }
  })
})

describe("an admin's GET /users", () => {
  it('answers every account whole, consumer and trial accounts included, filters on email as before', async () => {
    const { status, body } = await list(adminToken, '$limit=500')
    expect(status).toBe(200)
    expect(body.total).toBe(Number((await server.db('users').count({ count: '*' }).first())?.count))
    const byId = new Map(body.data.map((user) => [user.id, user]))
    expect(byId.get(consumer.id)).toMatchObject({
      email: consumer.email,
      role: 'user',
      topics: consumer.topics,
      isBlocked: false,
      isVerified: false,
      profile: 'default',
      inviter: expect.objectContaining({ name: expect.any(String) }),
    })
    expect(byId.get(trial.id)).toMatchObject({ role: 'trial', trialEndDate: isoDay(30) })
    expect(byId.get(blockedAdmin.id)).toMatchObject({ isBlocked: true, assignable: false })
    for (const user of body.data) expectNoSecrets(user)
    const byEmail = await list(adminToken, `email[$iLike]=${encodeURIComponent(consumer.email)}`)
    expect(byEmail.body.data.map((user) => user.id)).toEqual([consumer.id])
    const one = await server.api<UserBody>('GET', `/users/${consumer.id}`, { token: adminToken })
    expect(one.body).toMatchObject({ id: consumer.id, email: consumer.email })
  })
})
