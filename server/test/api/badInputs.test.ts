import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IN_FILTER_MAX, MAX_PAGE_SIZE } from '../../../common/limits'
import { fillMessage, messages } from '../../../common/messages'
import { MAX_REQUEST_HEAD_KB } from '../../requestHead'
import { startTestServer, type TestServer } from '../harness'
import { countRows, expectError, signInAdmin, type ErrorBody } from '../helpers'

// a built console beside a file outside it: `../secret.txt` exists, `../missing.txt` does not
const parent = mkdtempSync(path.join(tmpdir(), 'console-paths-'))
const dir = path.join(parent, 'dist')

let server: TestServer
let token: string
beforeAll(async () => {
  writeFileSync(path.join(parent, 'secret.txt'), 'not for the console')
  mkdirSync(dir)
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Console</title>')
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *')
  server = await startTestServer({ consoleDir: dir })
  token = await signInAdmin(server)
})
afterAll(async () => {
  await server.close()
  rmSync(parent, { recursive: true, force: true })
})

const get = (route: string, query: string) => server.api('GET', route, { token, query })

/** A request sent byte for byte as written (fetch would resolve `..` and re-encode the path). */
function rawGet(requestPath: string): Promise<{ status: number; type: string; body: string }> {
  const { port, hostname } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, path: requestPath, method: 'GET' }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body }),
      )
    })
    request.on('error', reject)
    request.end()
  })
}

describe('/cross-entity-facet-types with a name or units that are not text', () => {
  const bodies: [string, Record<string, unknown>, string][] = [
    ['a number name', { name: 5 }, 'name'],
    ['an object name', { name: { $gt: 'a' } }, 'name'],
    ['a list name', { name: ['GDP'] }, 'name'],
    ['a boolean name', { name: true }, 'name'],
    ['number units', { name: 'GDP', units: 5 }, 'units'],
    ['object units', { name: 'GDP', units: { a: 1 } }, 'units'],
    ['list units', { name: 'GDP', units: ['USD'] }, 'units'],
    ['a number currency', { name: 'GDP', currency: 1 }, 'currency'],
  ]

  it.each(bodies)('refuses %s on POST with 400, naming the field, and writes nothing', async (_, body, field) => {
    const before = await countRows(server.db, 'cross_entity_facet_types')
    const response = await server.api<ErrorBody>('POST', '/cross-entity-facet-types', { token, body })
    expectError(response, 400, messages.valueNotText)
    expect(response.body.errors).toEqual({ [field]: messages.valueNotText })
    expect(await countRows(server.db, 'cross_entity_facet_types')).toBe(before)
  })

  it.each(bodies)('refuses %s on PATCH and PUT with 400 and changes nothing', async (_, body) => {
    const created = await server.api<{ id: string }>('POST', '/cross-entity-facet-types', {
      token,
      body: { name: `Series ${randomUUID().slice(0, 8)}`, units: 'USD' },
    })
    expect(created.status).toBe(201)
    const stored = await server.db('cross_entity_facet_types').where({ id: created.body.id }).first()
    for (const method of ['PATCH', 'PUT']) {
      const versioned = { ...body, updatedAt: (stored.updatedAt as Date).toISOString() }
      const response = await server.api(method, `/cross-entity-facet-types/${created.body.id}`, {
        token,
        body: versioned,
      })
      expectError(response, 400, messages.valueNotText)
    }
    expect(await server.db('cross_entity_facet_types').where({ id: created.body.id }).first()).toEqual(stored)
  })

  it.each([
    'name[$gt]=a',
    'name[$in][]=a&name[$in][]=b',
    'name[]=a&name[]=b',
    'name[a]=b',
    'name[$iLike][x]=1',
    'name[$gt][$lt]=a',
    'units=USD',
    'units[$gt]=a',
    'name=1e999',
    'name=x&name=y',
  ])('answers %s with a page or a 400, never a 5xx', async (query) => {
    const response = await get('/cross-entity-facet-types', query)
    expect(response.status === 200 || response.status === 400, JSON.stringify(response.body)).toBe(true)
    if (response.status === 400) expectError(response, 400)
  })
})

describe('a NUL character in a filter or a body', () => {
  const nul = fillMessage(messages.nulCharacter, { field: 'name' })

  it('refuses an entity export filtered with NUL before the download starts: 400 in JSON, no file', async () => {
    for (const [query, field] of [
      ['format=csv&name=a%00b', 'name'],
      ['format=xlsx&name[$iLike]=a%00b', 'name.$iLike'],
    ]) {
      const response = await fetch(`${server.url}/api/entity-exports?${query}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(response.status).toBe(400)
      expect(response.headers.get('content-type')).toMatch(/application\/json/)
      expect(response.headers.get('content-disposition')).toBeNull()
      expect(((await response.json()) as ErrorBody).message).toBe(fillMessage(messages.nulCharacter, { field }))
    }
  })

  it('refuses a facet grid export filtered with NUL with 400 and no file', async () => {
    const response = await fetch(`${server.url}/api/facets?export=true&typeName=a%00b`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('content-disposition')).toBeNull()
    expect(((await response.json()) as ErrorBody).message).toBe(
      fillMessage(messages.nulCharacter, { field: 'typeName' }),
    )
  })

  it.each([
    ['/users', 'name[$iLike]=%00'],
    ['/entities', 'name[$iLike]=a%00'],
    ['/events', 'title=%00'],
    ['/dictionaries', 'key=%00'],
    ['/cross-entity-facet-types', 'name=%00'],
  ])('refuses GET %s?%s with 400 naming the filter', async (route, query) => {
    expectError(await get(route, query), 400, /^Text cannot hold the NUL character \(%00\): /)
  })

  it('refuses NUL in a body, in a value or a key, and writes nothing', async () => {
    const before = await countRows(server.db, 'landscapes')
    expectError(await server.api('POST', '/landscapes', { token, body: { name: 'Sea\u0000side' } }), 400, nul)
    expectError(
      await server.api('POST', '/landscapes', {
        token,
        body: { name: 'Seaside', alternative_names: ['a', 'b\u0000'] },
      }),
      400,
      fillMessage(messages.nulCharacter, { field: 'alternative_names.1' }),
    )
    expectError(
      await server.api('POST', '/landscapes', { token, body: { name: 'Seaside', 'x\u0000': 1 } }),
      400,
      fillMessage(messages.nulCharacter, { field: 'x%00' }),
    )
    expect(await countRows(server.db, 'landscapes')).toBe(before)
  })
})

describe('impossible dates in filters', () => {
  const day = (field: string) => fillMessage(messages.dayInvalid, { field })

  it.each([
    ['/articles', 'date=2026-13-45', day('date')],
    ['/articles', 'date=2026-02-30', day('date')],
    ['/regulation-feeds', 'date=2026-13-45', day('date')],
    ['/regulation-articles', 'date=2026-99-99', day('date')],
    ['/events', 'updatedAt=2026-99-99', day('updatedAt')],
    ['/events', 'updatedAt=2025-02-29', day('updatedAt')],
    ['/regulation', 'updatedAt=2026-99-99', day('updatedAt')],
    ['/articles', 'since=2026-13-45T00:00:00Z', fillMessage(messages.dateTimeInvalid, { field: 'since' })],
    ['/regulation-feeds', 'since=2026-99-99', fillMessage(messages.dateTimeInvalid, { field: 'since' })],
    ['/users', 'createdAt=2026-99-99', messages.queryDateInvalid],
    ['/users', 'createdAt[$gt]=2026-02-30', messages.queryDateInvalid],
    ['/countries', 'updated_at[$lt]=2026-99-99', messages.queryDateInvalid],
    ['/dictionaries', 'createdAt=2026-13-45', messages.queryDateInvalid],
    ['/cross-entity-facet-types', 'updatedAt[$gte]=2026-13-45', messages.queryDateInvalid],
  ])('GET %s?%s answers 400 with a clear message', async (route, query, message) => {
    expectError(await get(route, query), 400, message)
  })

  it.each([
    ['/articles', 'date[$gt]=2026-13-45'],
    ['/events', 'updatedAt[$gt]=2026-99-99'],
    ['/regulation', 'updatedAt[$lt]=2026-99-99'],
    ['/entities', 'updatedAt[$gt]=2026-99-99'],
    ['/facets', 'updatedAt[$lt]=2026-99-99'],
  ])('GET %s?%s (an operator form) answers 400', async (route, query) => {
    expectError(await get(route, query), 400)
  })

  it('still takes days that exist', async () => {
    expect((await get('/articles', 'date=2024-02-29')).status).toBe(200)
    expect((await get('/events', 'updatedAt=2026-01-31')).status).toBe(200)
    expect((await get('/regulation', 'updatedAt=2026-12-31')).status).toBe(200)
  })
})

describe('paths outside the console', () => {
  it.each([
    ['../secret.txt', '../missing.txt'],
    ['%2e%2e/secret.txt', '%2e%2e/missing.txt'],
    ['%2E%2E%2Fsecret.txt', '%2E%2E%2Fmissing.txt'],
    ['assets/../../secret.txt', 'assets/../../missing.txt'],
    ['..%5Csecret.txt', '..%5Cmissing.txt'],
  ])('answers /%s as /%s: 400, the same body, whether the file exists or not', async (existing, missing) => {
    const found = await rawGet(`/${existing}`)
    const absent = await rawGet(`/${missing}`)
    expect(found.status).toBe(400)
    expect(absent).toEqual(found)
    expect(found.type).toMatch(/application\/json/)
    expect(JSON.parse(found.body)).toMatchObject({ message: messages.pathInvalid, code: 400 })
    expect(found.body).not.toContain('not for the console')
  })

  it('answers a path that does not decode, or holds NUL, with the same 400', async () => {
    for (const bad of ['/%E0%A4%A', '/robots%00.txt']) expect((await rawGet(bad)).status).toBe(400)
  })

  it('still serves the console files and routes', async () => {
    expect(await rawGet('/robots.txt')).toMatchObject({ status: 200, body: 'User-agent: *' })
    expect((await rawGet('/admin/users')).status).toBe(200)
    expect((await rawGet('/..well-named/route')).status).toBe(200)
  })
})

describe('long $in filters and long addresses', () => {
  const ids = (count: number) => Array.from({ length: count }, () => randomUUID())
  const inQuery = (values: (string | number)[]) => values.map((id, index) => `id[$in][${index}]=${id}`).join('&')

  it('answers an address over the head limit with 431 and a JSON error that says what to do', async () => {
    const response = await fetch(`${server.url}/api/users?${inQuery(ids(3000))}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(response.status).toBe(431)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(await response.json()).toEqual({
      name: 'RequestHeaderFieldsTooLarge',
      message: fillMessage(messages.requestHeadTooLarge, { max: MAX_REQUEST_HEAD_KB, ids: MAX_PAGE_SIZE }),
      code: 431,
      className: 'request-header-fields-too-large',
    })
  })

  it('takes a getMany of a full page of uuids, which is longer than Node’s default 16 KB head', async () => {
    const query = `${inQuery(ids(MAX_PAGE_SIZE))}&$limit=${MAX_PAGE_SIZE}`
    expect(query.length).toBeGreaterThan(16 * 1024)
    const response = await get('/users', query)
    expect(response.status).toBe(200)
  })

  it(`refuses more than ${IN_FILTER_MAX} values in one $in or $nin with 400`, async () => {
    const numbers = Array.from({ length: IN_FILTER_MAX + 1 }, (_, index) => index + 1)
    expectError(
      await get('/countries', inQuery(numbers)),
      400,
      fillMessage(messages.inFilterTooLong, { max: IN_FILTER_MAX, operator: '$in' }),
    )
    const nin = numbers.map((id, index) => `id[$nin][${index}]=${id}`).join('&')
    expectError(
      await get('/countries', nin),
      400,
      fillMessage(messages.inFilterTooLong, { max: IN_FILTER_MAX, operator: '$nin' }),
    )
  })
})

describe('query parsers fed arrays, objects, NUL and huge numbers', () => {
  const routes = [
    '/users',
    '/countries',
    '/briefs',
    '/landscapes',
    '/rss-sources',
    '/dictionaries',
    '/dictionary-items',
    '/entity-templates',
    '/entities',
    '/facets',
    '/events',
    '/regulation',
    '/articles',
    '/cross-entity-facet-types',
    '/entity-infos',
  ]
  const queries = [
    '$limit=99999999999999999999',
    '$limit=1e999',
    '$skip=-1',
    '$skip[$gt]=1',
    '$sort[name]=sideways',
    '$sort=name',
    'id=99999999999999999999',
    'id[$in]=abc',
    'id[0][1][2][3][4][5][6][7][8]=x',
    'name[$iLike][]=a&name[$iLike][]=b',
    'topicId=1e400',
    '$or=1',
    '$or[0]=x',
    '$select=%00',
  ]

  it.each(routes)('GET %s answers every odd query with 200 or a 4xx with a message, never a 5xx', async (route) => {
    for (const query of queries) {
      const response = await get(route, query)
      expect(response.status, `${route}?${query}: ${JSON.stringify(response.body)}`).toBeLessThan(500)
      if (response.status >= 400) expectError(response, response.status)
    }
  })
})
