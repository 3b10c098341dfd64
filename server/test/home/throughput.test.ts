import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOME_THROUGHPUT_DAYS, type HomeSummary } from '../../../common/home'
import { addPlotEntity } from '../entityFixtures'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, adminId, expectError, isoDay, signInAdmin } from '../helpers'

let server: TestServer
let adminToken: string
let admin: string
type SignedIn = Awaited<ReturnType<typeof addSignedInUser>>
let ann: SignedIn
let bob: SignedIn
let facets: string[]

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  admin = await adminId(server.db)
  ann = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann Analyst' })
  bob = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Bob Analyst' })
  const entity = await addPlotEntity(server.db, { creatorId: admin, assignedToId: null })
  facets = entity.facets.map((facet) => facet.id)
})
afterAll(() => server.close())

const home = (token: string) => server.api<HomeSummary>('GET', '/home', { token })

/** A stage change as the entity save logs it: who moved the facet, to which stage, when. */
const moved = (facetId: string, userId: string, toStage: string, createdAt: string) => ({
  facetId,
  userId,
  username: 'someone',
  action: 'stage',
  description: `Stage changed from in progress to ${toStage}`,
  toStage,
  createdAt,
  updatedAt: createdAt,
})

describe('GET /home, the team throughput', () => {
  it('has every day of the window and nobody while no facet moved', async () => {
    const { status, body } = await home(ann.token)
    expect(status).toBe(200)
    expect(body.throughput.days).toHaveLength(HOME_THROUGHPUT_DAYS)
    expect(body.throughput.days[0]).toBe(isoDay(-(HOME_THROUGHPUT_DAYS - 1)))
    expect(body.throughput.days.at(-1)).toBe(isoDay(0))
    expect(body.throughput.analysts).toEqual([])
  })

  it('counts the facets each analyst moved to review and the published ones they last edited, day by day', async () => {
    const [first, second, third, fourth] = facets
    const today = isoDay(0)
    const threeDaysAgo = isoDay(-3)
    const firstDay = isoDay(-(HOME_THROUGHPUT_DAYS - 1))
    await server.db('facets').whereIn('id', [first, second]).update({ editorId: ann.user.id })
    await server.db('facets').where({ id: third }).update({ editorId: bob.user.id })
    await server.db('facet_logs').insert([
      moved(first, ann.user.id, 'review', `${threeDaysAgo}T09:00:00.000Z`),
      // the same facet sent back and moved again that day counts once
      moved(first, ann.user.id, 'review', `${threeDaysAgo}T15:00:00.000Z`),
      moved(second, ann.user.id, 'review', `${today}T00:00:01.000Z`),
      moved(third, bob.user.id, 'review', `${firstDay}T00:00:01.000Z`),
      // published by the admin: credited to the facets' last editors
      moved(first, admin, 'published', `${today}T00:00:02.000Z`),
      moved(third, admin, 'published', `${threeDaysAgo}T10:00:00.000Z`),
      // outside the window: the day before its first
      moved(fourth, bob.user.id, 'review', `${isoDay(-HOME_THROUGHPUT_DAYS)}T23:59:59.000Z`),
      // other stages are not throughput
      moved(fourth, bob.user.id, 'analyst', `${today}T08:00:00.000Z`),
    ])

    const { days, analysts } = (await home(ann.token)).body.throughput
    const on = (series: number[], day: string) => series[days.indexOf(day)]
    const total = (series: number[]) => series.reduce((sum, n) => sum + n, 0)
    expect(analysts.map((analyst) => [analyst.userId, analyst.name])).toEqual([
      [ann.user.id, 'Ann Analyst'],
      [bob.user.id, 'Bob Analyst'],
    ])
    const [annRow, bobRow] = analysts
    expect(on(annRow.review, threeDaysAgo)).toBe(1)
    expect(on(annRow.review, today)).toBe(1)
    expect(total(annRow.review)).toBe(2)
    expect(on(annRow.published, today)).toBe(1)
    expect(total(annRow.published)).toBe(1)
    expect(on(bobRow.review, firstDay)).toBe(1)
    expect(total(bobRow.review)).toBe(1)
    expect(on(bobRow.published, threeDaysAgo)).toBe(1)
    expect(total(bobRow.published)).toBe(1)
    expect(analysts.every((analyst) => analyst.review.length === HOME_THROUGHPUT_DAYS)).toBe(true)
  })

  it("is the team's: an admin and every analyst see the same figures, other roles none", async () => {
    const forAnn = (await home(ann.token)).body.throughput
    expect((await home(bob.token)).body.throughput).toEqual(forAnn)
    expect((await home(adminToken)).body.throughput).toEqual(forAnn)
    expectError(await home(''), 401)
    const trial = await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })
    expectError(await home(trial.token), 403)
  })
})
