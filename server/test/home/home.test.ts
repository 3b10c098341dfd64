import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOME_FEED_DAYS, type HomeSummary } from '../../../common/home'
import { addPlotEntity } from '../entityFixtures'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, adminId, expectError, isoDay, signInAdmin } from '../helpers'

let server: TestServer
let adminToken: string
let admin: string
let analyst: { token: string; password: string; user: { id: string; email: string } }

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  admin = await adminId(server.db)
  analyst = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann Analyst' })
})
afterAll(() => server.close())

const home = (token = analyst.token, query?: string) => server.api<HomeSummary>('GET', '/home', { token, query })
const signInTimes = (userId: string) =>
  server.db('sign_in_times').where({ userId }).first<{ lastAt: Date; previousAt: Date | null }>('lastAt', 'previousAt')
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000)

describe('GET /home', () => {
  it('says the console is empty until it holds an entity, with nothing since the first visit', async () => {
    const { status, body } = await home()
    expect(status).toBe(200)
    expect(body).toMatchObject({
      since: null,
      assignedToMe: {},
      sinceLastVisit: { assigned: 0, rejected: 0, comments: 0 },
      empty: true,
    })
    await addPlotEntity(server.db, { creatorId: admin, assignedToId: null })
    expect((await home()).body.empty).toBe(false)
  })

  it('keeps the last two sign-ins with a password; a token sign-in is not a visit', async () => {
    const first = (await signInTimes(analyst.user.id))!
    expect(first.previousAt).toBeNull()
    const token = await server.signIn(analyst.user.email, analyst.password)
    const second = (await signInTimes(analyst.user.id))!
    expect(second.previousAt).toEqual(first.lastAt)
    expect(second.lastAt.getTime()).toBeGreaterThanOrEqual(first.lastAt.getTime())
    const byToken = await server.api('POST', '/authentication', { body: { strategy: 'jwt', accessToken: token } })
    expect(byToken.status).toBe(201)
    expect(await signInTimes(analyst.user.id)).toEqual(second)
    expect((await home(token)).body.since).toBe(second.previousAt!.toISOString())
    // a failed sign-in records nothing
    expect(
      (
        await server.api('POST', '/authentication', {
          body: { strategy: 'local', email: analyst.user.email, password: 'wrong' },
        })
      ).status,
    ).toBe(401)
    expect(await signInTimes(analyst.user.id)).toEqual(second)
  })

  it("counts the user's facets by stage and what reached them since the last visit, by others only", async () => {
    const since = at(60)
    await server.db('sign_in_times').where({ userId: analyst.user.id }).update({ previousAt: since })
    const mine = await addPlotEntity(server.db, { creatorId: admin, assignedToId: analyst.user.id, stage: 'review' })
    const [first, second, third] = mine.facets.map((facet) => facet.id)
    await server.db('facets').where({ id: third }).update({ stage: 'in progress' })
    const log = (facetId: string, userId: string, minutesAgo: number) => ({
      facetId,
      userId,
      username: 'someone',
      action: 'reassign',
      assignedToId: analyst.user.id,
      createdAt: at(minutesAgo),
      updatedAt: at(minutesAgo),
    })
    await server.db('facet_logs').insert([
      log(first, admin, 30), // counted
      log(second, admin, 90), // before the last visit
      log(third, analyst.user.id, 10), // taken by the analyst themselves
    ])
    // through the API, after the last visit: a rejection and a comment by the admin, a comment by the analyst
    expect(
      (await server.api('POST', '/rejections/', { token: adminToken, body: { facetId: first, comment: 'No sources' } }))
        .status,
    ).toBe(201)
    expect(
      (
        await server.api('POST', '/comments', {
          token: adminToken,
          body: { sourceId: second, details: 'Check the date' },
        })
      ).status,
    ).toBe(201)
    expect(
      (await server.api('POST', '/comments', { token: analyst.token, body: { sourceId: second, details: 'Done' } }))
        .status,
    ).toBe(201)
    await server
      .db('comments')
      .insert({
        sourceId: third,
        details: 'Old',
        userId: admin,
        username: 'Admin',
        createdAt: at(120),
        updatedAt: at(120),
      })

    const { status, body } = await home()
    expect(status).toBe(200)
    expect(body.since).toBe(since.toISOString())
    const facetCount = mine.facets.length
    expect(body.assignedToMe).toEqual({ rejected: 1, review: facetCount - 2, 'in progress': 1 })
    expect(body.sinceLastVisit).toEqual({ assigned: 1, rejected: 1, comments: 1 })
    // the admin holds none of them, and their own visit has its own figures
    const forAdmin = (await home(adminToken)).body
    expect(forAdmin.assignedToMe).toEqual({})
  })

  it("gives the feeds' last two weeks day by day, with the items used", async () => {
    const [source] = await server
      .db('rss_sources')
      .insert({ name: 'Home wire', websiteUrl: 'https://home.example/feed.xml', language: 'en', type: 'article' })
      .returning('id')
    const item = (guid: string, day: string, isUsed = false) => ({
      kind: 'article',
      sourceId: source.id,
      guid,
      title: guid,
      date: `${day}T08:00:00.000Z`,
      language: 'en',
      isUsed,
    })
    await server
      .db('feed_items')
      .insert([
        item('today-1', isoDay(0), true),
        item('today-2', isoDay(0)),
        item('week-ago', isoDay(-7)),
        item('too-old', isoDay(-HOME_FEED_DAYS)),
      ])
    const { feed } = (await home()).body
    expect(feed).toHaveLength(HOME_FEED_DAYS)
    expect(feed[0].day).toBe(isoDay(-(HOME_FEED_DAYS - 1)))
    expect(feed.at(-1)).toEqual({ day: isoDay(0), items: 2, used: 1 })
    expect(feed.find((day) => day.day === isoDay(-7))).toEqual({ day: isoDay(-7), items: 1, used: 0 })
    expect(feed.reduce((sum, day) => sum + day.items, 0)).toBe(3)
  })

  it('is for signed-in console roles only, and takes no query', async () => {
    expectError(await home(''), 401)
    const trial = await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })
    expectError(await home(trial.token), 403)
    expectError(await home(analyst.token, 'userId=' + admin), 400)
  })
})
