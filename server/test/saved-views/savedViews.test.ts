import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAVED_VIEW_STATE_MAX_BYTES, SAVED_VIEWS_PER_GRID } from '../../../common/limits'
import { messages } from '../../../common/messages'
import { ROUTES } from '../../../common/routes'
import type { SavedView, SavedViewState } from '../../../common/savedViews'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, expectError, isoDay, signInAdmin, type Page } from '../helpers'

let server: TestServer
let admin: string
let analyst: string
let otherAnalyst: string
let trial: string
let plain: string

const STATE: SavedViewState = {
  filter: { stage: 'review', name: { $iLike: 'port' } },
  sort: { field: 'updatedAt', order: 'DESC' },
  perPage: 50,
  columns: ['action', 'name', 'type', 'stage'],
}

beforeAll(async () => {
  server = await startTestServer()
  admin = await signInAdmin(server)
  analyst = (await addSignedInUser(server, admin, { role: 'analyst' })).token
  otherAnalyst = (await addSignedInUser(server, admin, { role: 'analyst' })).token
  trial = (await addSignedInUser(server, admin, { role: 'trial', trialEndDate: isoDay(30) })).token
  plain = (await addSignedInUser(server, admin, { role: 'user' })).token
})
afterAll(() => server.close())

const views = () => server.db('saved_views').orderBy('id')
const create = (token: string | undefined, body: Record<string, unknown>) =>
  server.api<SavedView>('POST', '/saved-views', { token, body })
const plots = (name: string, state: SavedViewState = STATE) => ({ grid: ROUTES.entitiesPlots, name, state })

/** Runs a refused call and checks that it left the stored views as they were. */
async function refused(call: () => Promise<{ status: number; body: unknown }>, status: number, message?: string) {
  const before = await views()
  const response = await call()
  expectError(response, status, message)
  expect(await views()).toEqual(before)
}

describe('who keeps views', () => {
  it('answers 401 without a token and 403 to the consumer roles, writing nothing', async () => {
    await refused(() => create(undefined, plots('Mine')), 401)
    for (const token of [trial, plain]) {
      await refused(() => create(token, plots('Mine')), 403, messages.notAllowed)
      const found = await server.api('GET', '/saved-views', { token })
      expectError(found, 403, messages.notAllowed)
    }
  })

  it("lets each analyst and admin keep views, and shows nobody another's, admins included", async () => {
    const mine = await create(analyst, plots('Review queue'))
    expect(mine.status).toBe(201)
    expect(mine.body).toMatchObject({ grid: ROUTES.entitiesPlots, name: 'Review queue', state: STATE })
    expect((await create(admin, plots('Review queue'))).status).toBe(201)

    const ownList = await server.api<Page<SavedView>>('GET', '/saved-views', { token: analyst })
    expect(ownList.body.data.map((view) => view.name)).toEqual(['Review queue'])
    for (const token of [otherAnalyst, admin]) {
      const list = await server.api<Page<SavedView>>('GET', '/saved-views', { token, query: 'name=Review%20queue' })
      expect(list.body.data.every((view) => view.id !== mine.body.id)).toBe(true)
      expectError(await server.api('GET', `/saved-views/${mine.body.id}`, { token }), 404)
      await refused(
        () => server.api('PATCH', `/saved-views/${mine.body.id}`, { token, body: { name: 'Taken over' } }),
        404,
      )
      await refused(() => server.api('DELETE', `/saved-views/${mine.body.id}`, { token }), 404)
    }
  })

  it('refuses a body naming its owner', async () => {
    const [{ id }] = await server.db('users').select('id').limit(1)
    await refused(() => create(analyst, { ...plots('Someone else'), userId: id }), 400)
  })
})

describe('the rules of a view', () => {
  it('needs a name, at most 254 characters once trimmed, kept trimmed', async () => {
    await refused(() => create(analyst, plots('   ')), 400, messages.enterViewName)
    await refused(() => create(analyst, { grid: ROUTES.entitiesPlots, state: STATE }), 400, messages.enterViewName)
    await refused(() => create(analyst, plots('x'.repeat(255))), 400, messages.valueTooLong)
    const trimmed = await create(analyst, plots('  Stale plots  '))
    expect(trimmed.body.name).toBe('Stale plots')
  })

  it('keeps one name per grid and user in any case, with 409', async () => {
    await refused(() => create(analyst, plots('STALE PLOTS')), 409, messages.viewNameTaken)
    const elsewhere = await create(analyst, { ...plots('Stale plots'), grid: ROUTES.assignFacets })
    expect(elsewhere.status).toBe(201)
  })

  it('takes only the grids that keep views, the pages sizes they offer, and a state of a bounded size', async () => {
    await refused(() => create(analyst, { ...plots('Users'), grid: ROUTES.adminUsers }), 400)
    await refused(() => create(analyst, plots('Odd size', { ...STATE, perPage: 7 })), 400)
    await refused(
      () => create(analyst, plots('Huge', { ...STATE, filter: { name: 'x'.repeat(SAVED_VIEW_STATE_MAX_BYTES) } })),
      400,
      messages.viewTooLarge,
    )
    await refused(() => create(analyst, plots('No sort', { ...STATE, sort: { field: 'name' } } as never)), 400)
    const all = await create(analyst, plots('Everything', { ...STATE, perPage: -1 }))
    expect(all.body.state.perPage).toBe(-1)
  })

  it(`keeps at most ${SAVED_VIEWS_PER_GRID} views of a grid per user`, async () => {
    const user = (await addSignedInUser(server, admin, { role: 'analyst' })).token
    for (let n = 0; n < SAVED_VIEWS_PER_GRID; n++) expect((await create(user, plots(`View ${n}`))).status).toBe(201)
    await refused(() => create(user, plots('One more')), 400, messages.tooManyViews)
    expect((await create(user, { ...plots('One more'), grid: ROUTES.entitiesActors })).status).toBe(201)
  })
})

describe('changing and deleting a view', () => {
  it('renames a view or replaces its state, under the same name rules', async () => {
    const view = (await create(analyst, plots('To rename'))).body
    const renamed = await server.api<SavedView>('PATCH', `/saved-views/${view.id}`, {
      token: analyst,
      body: { name: ' Renamed ', state: { ...STATE, perPage: 100 } },
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ name: 'Renamed', state: { perPage: 100 } })
    expect(new Date(renamed.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(view.updatedAt).getTime())
    await refused(
      () => server.api('PATCH', `/saved-views/${view.id}`, { token: analyst, body: { name: 'Review queue' } }),
      409,
      messages.viewNameTaken,
    )
    await refused(
      () => server.api('PATCH', `/saved-views/${view.id}`, { token: analyst, body: { name: '' } }),
      400,
      messages.enterViewName,
    )
    await refused(
      () => server.api('PATCH', `/saved-views/${view.id}`, { token: analyst, body: { grid: ROUTES.entities } }),
      400,
    )
  })

  it('deletes the caller’s own view', async () => {
    const view = (await create(analyst, plots('Short-lived'))).body
    expect((await server.api('DELETE', `/saved-views/${view.id}`, { token: analyst })).status).toBe(200)
    expectError(await server.api('GET', `/saved-views/${view.id}`, { token: analyst }), 404)
  })

  it("goes with its user's account", async () => {
    const user = await addSignedInUser(server, admin, { role: 'analyst' })
    expect((await create(user.token, plots('Leaving'))).status).toBe(201)
    expect((await server.api('DELETE', `/users/${user.user.id}`, { token: admin })).status).toBe(200)
    expect(await server.db('saved_views').where({ userId: user.user.id })).toEqual([])
  })
})
