import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import { up as lowerCaseEmails } from '../../db/migrations/026_lower_case_emails'
import { startTestServer, type TestServer } from '../harness'
import {
  addSignedInUser,
  expectError,
  expectNothingWritten,
  invite,
  signInAdmin,
  uniqueEmail,
  type CountryBody,
  type Page,
  type UserBody,
  type UserRow,
} from '../helpers'

let server: TestServer
let adminToken: string
let countries: Record<string, number>

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  const page = await server.api<Page<CountryBody>>('GET', '/countries', { token: adminToken, query: '$limit=500' })
  countries = Object.fromEntries(page.body.data.map((country) => [country.name, country.id]))
})
afterAll(() => server.close())

const list = (query: string) => server.api<Page<UserBody>>('GET', '/users', { token: adminToken, query })

// spec 1 §2 users list: sortable columns, Inviter and Topics among them
describe('GET /users sorted by Inviter and by Topics', () => {
  const tag = `sorted${Date.now().toString(36)}`
  beforeAll(async () => {
    const zed = await addSignedInUser(server, adminToken, {
      role: 'admin',
      name: 'Zed Admin',
      email: uniqueEmail(`${tag}-zed`),
    })
    await invite(server, zed.token, { email: uniqueEmail(`${tag}-byzed`), name: 'By Zed', topics: [countries.France] })
    await invite(server, adminToken, {
      email: uniqueEmail(`${tag}-byadmin`),
      name: 'By Admin',
      topics: [countries.Albania, countries.Zambia],
    })
    await invite(server, adminToken, { email: uniqueEmail(`${tag}-notopic`), name: 'No Topic', topics: [] })
  })
  const names = async (sort: string) => {
    const { status, body } = await list(`email[$iLike]=%25${tag}%25&${sort}`)
    expect(status, JSON.stringify(body)).toBe(200)
    return body.data.map((user) => user.name)
  }

  it("sorts by the inviter's name, users nobody invited last", async () => {
    expect(await names('$sort[inviter]=1&$sort[name]=1')).toEqual(['By Admin', 'No Topic', 'Zed Admin', 'By Zed'])
    expect(await names('$sort[inviter]=-1&$sort[name]=1')).toEqual(['By Zed', 'By Admin', 'No Topic', 'Zed Admin'])
  })

  it('sorts by the name of the first topic shown, users without topics last', async () => {
    expect((await names('$sort[topics]=1&$sort[name]=1')).slice(0, 2)).toEqual(['By Admin', 'By Zed'])
    expect((await names('$sort[topics]=-1&$sort[name]=1')).slice(0, 2)).toEqual(['By Zed', 'By Admin'])
  })

  it('refuses topics as a filter with its message', async () => {
    for (const query of [`topics=${countries.France}`, `$or[0][topics]=${countries.France}`]) {
      expectError(await list(query), 400, messages.userTopicsFilter)
    }
  })
})

// spec 1 §7 POST /users payload: name, role, topics, newsletter, profile, email, trialEndDate
describe('POST /users', () => {
  it('stores the newsletter topics sent with the invitation', async () => {
    const user = await invite(server, adminToken, { newsletter: [countries.France, countries.Japan] })
    expect(user.newsletter).toEqual([countries.France, countries.Japan])
    const row = await server.db<UserRow>('users').where({ id: user.id }).first()
    expect(row?.newsletter).toEqual([countries.France, countries.Japan])
  })

  it('stores the email lower-case, which then signs in and is found in any case', async () => {
    const typed = uniqueEmail('Mixed.Case').replace('example.com', 'Example.COM')
    const { user, password } = await addSignedInUser(server, adminToken, { email: typed })
    expect(user.email).toBe(typed.trim().toLowerCase())
    const row = await server.db<UserRow>('users').where({ id: user.id }).first()
    expect(row?.email).toBe(typed.trim().toLowerCase())
    expect(await server.signIn(typed.trim().toUpperCase(), password)).toEqual(expect.any(String))
    const again = await expectNothingWritten(server.db, () =>
      server.api('POST', '/users', {
        token: adminToken,
        body: { email: typed.toUpperCase(), name: 'Twin', role: 'analyst', profile: 'default' },
      }),
    )
    expectError(again, 409, messages.emailTaken)
  })

  it('lower-cases the emails stored before, which the unique index keeps from meeting', async () => {
    const user = await invite(server, adminToken, { email: uniqueEmail('before') })
    const typed = user.email.replace('before', 'BeFore')
    await server.db('users').where({ id: user.id }).update({ email: typed })
    await lowerCaseEmails(server.db)
    expect((await server.db<UserRow>('users').where({ id: user.id }).first())?.email).toBe(typed.toLowerCase())
    expect(await server.db('users').whereRaw('email <> lower(email)')).toEqual([])
  })
})
