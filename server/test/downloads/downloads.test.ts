import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DOWNLOAD_LINK_SECONDS } from '../../../common/downloads'
import { EXPORTS_PER_USER } from '../../../common/exports'
import { fillMessage, messages } from '../../../common/messages'
import { createBody, createEntity, facetTypeOf, newFacet, templateOf } from '../entityHelpers'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, countRows, expectError, isoDay, signInAdmin } from '../helpers'

let server: TestServer
let adminToken: string
let analyst: { id: string; token: string }
let trialToken: string

interface Link {
  url: string
  expiresAt: string
}

const askLink = (token: string | undefined, path: string, query: string) =>
  server.api<Link>('POST', '/downloads', { token, body: { path, query } })

/** Opens a link as the browser's download manager does: no Authorization header. */
async function open(url: string) {
  const response = await fetch(`${server.url}${url}`)
  const body = Buffer.from(await response.arrayBuffer())
  const json = response.headers.get('content-type')?.startsWith('application/json')
  return { status: response.status, headers: response.headers, body, error: json ? JSON.parse(body.toString()) : null }
}

/** The export fetched with the session's token, as the console fetched it before links. */
async function exportWithToken(path: string, query: string, token: string) {
  const response = await fetch(`${server.url}/api${path}?${query}`, { headers: { Authorization: `Bearer ${token}` } })
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) }
}

const tokenOf = (url: string) => new URL(url, server.url).searchParams.get('token')!
const FACETS = 'export=true&$sort[entityName]=1'

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  const signedIn = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann' })
  analyst = { id: signedIn.user.id, token: signedIn.token }
  trialToken = (await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })).token
  const actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
  for (const name of ['Alpha Co', 'Beta Co']) {
    await createEntity(
      server,
      adminToken,
      createBody(actor, [newFacet(facetTypeOf(actor, 'Name'), { value: [{ value: name }] })]),
    )
  }
})
afterAll(() => server.close())
afterEach(() => vi.restoreAllMocks())

describe('POST /downloads then GET of its link: an export the browser downloads itself', () => {
  it('streams, without a token, the same file as the export called with the token', async () => {
    const asked = await askLink(analyst.token, 'facets', FACETS)
    expect(asked.status).toBe(201)
    expect(asked.body.url).toMatch(/^\/api\/downloads\?token=[\w.-]+$/)
    const expiresIn = new Date(asked.body.expiresAt).getTime() - Date.now()
    expect(expiresIn).toBeGreaterThan(0)
    expect(expiresIn).toBeLessThanOrEqual(DOWNLOAD_LINK_SECONDS * 1000)

    const linked = await open(asked.body.url)
    expect(linked.status).toBe(200)
    expect(linked.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(linked.headers.get('content-disposition')).toMatch(/^attachment; filename="facets-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(linked.headers.get('cache-control')).toBe('no-store')
    const direct = await exportWithToken('/facets', FACETS, analyst.token)
    expect(direct.status).toBe(200)
    expect(linked.body.toString('utf8')).toBe(direct.body.toString('utf8'))
    expect(linked.body.toString('utf8')).toContain('Alpha Co')
    // the rows to come, told first: the header and one line per facet follow
    const lines = linked.body.toString('utf8').split('\r\n').filter(Boolean)
    expect(Number(linked.headers.get('x-total-count'))).toBe(lines.length - 1)
  })

  it('keeps each export’s own answer: the entity grid, entity contents as XLSX, the analyst status', async () => {
    const entities = await askLink(adminToken, 'entities', 'export=true&name[$iLike]=beta')
    const entitiesFile = await open(entities.body.url)
    expect(entitiesFile.headers.get('content-disposition')).toMatch(/filename="entities-/)
    expect(entitiesFile.body.toString('utf8')).toContain('Beta Co')
    expect(entitiesFile.body.toString('utf8')).not.toContain('Alpha Co')

    const contents = await askLink(adminToken, 'entity-exports', 'format=xlsx&type=Actor')
    const xlsx = await open(contents.body.url)
    expect(xlsx.status).toBe(200)
    expect(xlsx.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(xlsx.body.subarray(0, 2).toString()).toBe('PK')

    const query = `from=${isoDay(-7)}&to=${isoDay(0)}&export=true`
    const status = await askLink(adminToken, 'analyst-status', query)
    const statusFile = await open(status.body.url)
    expect(statusFile.headers.get('content-disposition')).toMatch(/filename="analyst-status-/)
    expect(statusFile.body.toString('utf8')).toBe(
      (await exportWithToken('/analyst-status', query, adminToken)).body.toString('utf8'),
    )
  })
})

describe('POST /downloads: checked as the export itself, before any link is given', () => {
  it('gives links to whoever may call the export, by the permission matrix', async () => {
    expect((await askLink(analyst.token, 'entities', 'export=true')).status).toBe(201)
    const before = await countRows(server.db, 'download_links')
    expectError(await askLink(analyst.token, 'entity-exports', 'format=csv'), 403, messages.notAllowed)
    expectError(await askLink(analyst.token, 'analyst-status', `from=${isoDay(0)}&to=${isoDay(0)}&export=true`), 403)
    expectError(await askLink(trialToken, 'facets', FACETS), 403, messages.notAllowed)
    expectError(await askLink(undefined, 'facets', FACETS), 401)
    expect(await countRows(server.db, 'download_links')).toBe(before)
  })

  it('refuses a bad query with the export’s own message, and anything but an export', async () => {
    const before = await countRows(server.db, 'download_links')
    expectError(
      await askLink(analyst.token, 'facets', 'export=true&stage=nowhere'),
      400,
      /^The stage filter takes one of: /,
    )
    expectError(await askLink(analyst.token, 'facets', 'export=maybe'), 400, messages.downloadNotAnExport)
    expectError(await askLink(analyst.token, 'facets', 'stage=review'), 400, messages.downloadNotAnExport)
    expectError(await askLink(adminToken, 'entity-exports', 'format=pdf'), 400, 'The format is csv or xlsx')
    expectError(
      await askLink(adminToken, 'analyst-status', `from=${isoDay(0)}&to=${isoDay(-1)}&export=true`),
      400,
      'The range ends before it starts',
    )
    expectError(await askLink(adminToken, 'users', 'export=true'), 400)
    expectError(await server.api('POST', '/downloads', { token: adminToken, body: { path: 'facets' } }), 400)
    expect(await countRows(server.db, 'download_links')).toBe(before)
  })

  it('honours the export slots when the link is asked for and when it is opened', async () => {
    const slots = server.app.get('exportSlots')
    const held = Array.from({ length: EXPORTS_PER_USER }, () => slots.take(analyst.id))
    expectError(
      await askLink(analyst.token, 'facets', FACETS),
      429,
      fillMessage(messages.exportsPerUser, { max: EXPORTS_PER_USER }),
    )
    held.forEach((release) => release())
    const asked = await askLink(analyst.token, 'facets', FACETS)
    const again = Array.from({ length: EXPORTS_PER_USER }, () => slots.take(analyst.id))
    const opened = await open(asked.body.url)
    expect(opened.status).toBe(429)
    again.forEach((release) => release())
    await vi.waitFor(() => expect(slots.underWay).toBe(0))
  })
})

describe('GET /downloads?token=: a link opens once, in time, in its session', () => {
  it('refuses a link opened a second time', async () => {
    const { body } = await askLink(analyst.token, 'facets', FACETS)
    expect((await open(body.url)).status).toBe(200)
    const second = await open(body.url)
    expect(second.status).toBe(410)
    expect(second.error.message).toBe(messages.downloadLinkUsed)
  })

  it('refuses a link opened after it expired', async () => {
    const { body } = await askLink(analyst.token, 'facets', FACETS)
    const now = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(now + (DOWNLOAD_LINK_SECONDS + 1) * 1000)
    const late = await open(body.url)
    expect(late.status).toBe(401)
    expect(late.error.message).toBe(messages.downloadLinkExpired)
  })

  it('refuses a tampered link, an access token as a link, and a link as an access token', async () => {
    const { body } = await askLink(analyst.token, 'facets', FACETS)
    const token = tokenOf(body.url)
    const [header, payload, signature] = token.split('.')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')
    for (const bad of [`${header}.${forged}.${signature}`, `${token.slice(0, -2)}xx`, analyst.token, 'nonsense']) {
      const refused = await open(`/api/downloads?${new URLSearchParams({ token: bad })}`)
      expect(refused.status).toBe(401)
      expect(refused.error.message).toBe(messages.downloadLinkInvalid)
    }
    expectError(await server.api('GET', '/facets', { token, query: FACETS }), 401)
    // the untampered link was not used up by the forgeries
    expect((await open(body.url)).status).toBe(200)
  })

  it('refuses a link whose session has ended', async () => {
    const { user, token } = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Bo' })
    const { body } = await askLink(token, 'facets', FACETS)
    expect((await server.api('DELETE', '/authentication', { token })).status).toBe(200)
    const ended = await open(body.url)
    expect(ended.status).toBe(401)
    expect(ended.error.message).toBe(messages.sessionEnded)
    expect(user.id).toBeTruthy()
  })

  it('refuses a request without a token', async () => {
    expect((await open('/api/downloads')).status).toBe(400)
  })
})
