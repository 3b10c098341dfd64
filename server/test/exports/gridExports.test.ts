import { text } from 'node:stream/consumers'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENTITY_EXPORT_COLUMNS, FACET_EXPORT_COLUMNS } from '../../../common/csvCells'
import type { EntityTemplate } from '../../../common/templateFormat'
import { exportFacets } from '../../services/facets/facets.export'
import { startTestServer, type TestServer } from '../harness'
import { createBody, createEntity, facetTypeOf, newFacet, templateOf } from '../entityHelpers'
import { addSignedInUser, isoDay, signInAdmin } from '../helpers'

let server: TestServer
let adminToken: string
let analystToken: string
let trialToken: string
let actor: EntityTemplate
let ids: Record<'zurich' | 'formula' | 'plain', string>

/** Fetches an export as a client would, answering the status, headers and the parsed rows. */
async function download(path: string, query: string, token: string | null = adminToken) {
  const response = await fetch(`${server.url}/api${path}?${query}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  const bytes = Buffer.from(await response.arrayBuffer())
  // fetch's text() drops a byte order mark: read the bytes to see it
  const body = bytes.toString('utf8')
  const rows: string[][] = response.headers.get('content-type')?.startsWith('text/csv')
    ? parse(body, { bom: true })
    : []
  return { status: response.status, headers: response.headers, body, rows }
}

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  analystToken = (await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann' })).token
  trialToken = (await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })).token
  actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
  const entity = async (name: string, summary: string, sources: string[]) =>
    (
      await createEntity(
        server,
        adminToken,
        createBody(actor, [
          newFacet(facetTypeOf(actor, 'Name'), { value: [{ value: name }] }),
          newFacet(facetTypeOf(actor, 'Summary'), {
            value: [{ value: summary }],
            source: sources.map((urlInput) => ({ urlInput })),
          }),
        ]),
      )
    ).id
  ids = {
    zurich: await entity('Zürich "Großbank", AG', 'Line one\nline two', ['https://a.example/x', 'https://b.example']),
    formula: await entity('=HYPERLINK("http://evil.example")', '+1 and -2', []),
    plain: await entity('Plain Co', 'Nothing odd', []),
  }
  await server.db('entities').where({ id: ids.plain }).update({ stage: 'published', completeness: 100 })
})
afterAll(() => server.close())

describe('GET /facets?export=true: the facet grid as a CSV file', () => {
  it('streams every facet the filters keep, in the grid order, as a named CSV file', async () => {
    const { status, headers, body, rows } = await download(
      '/facets',
      'export=true&typeName=Summary&$sort[entityName]=1',
    )
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="facets-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(body.startsWith('\uFEFF')).toBe(true)
    expect(rows[0]).toEqual([...FACET_EXPORT_COLUMNS])
    expect(rows.slice(1).map((row) => row[0])).toEqual([
      `'=HYPERLINK("http://evil.example")`,
      'Plain Co',
      'Zürich "Großbank", AG',
    ])
    const zurich = Object.fromEntries(FACET_EXPORT_COLUMNS.map((column, index) => [column, rows[3][index]]))
    expect(zurich).toMatchObject({
      'Entity Id': ids.zurich,
      'Entity Type': 'Actor',
      'Sub Type': 'Organisation',
      Facet: 'Summary',
      Stage: 'in progress',
      Editor: 'Administrator',
      Description: 'Line one\nline two',
      Sources: 'https://a.example/x,https://b.example',
    })
    expect(rows[1][FACET_EXPORT_COLUMNS.indexOf('Description')]).toBe("'+1 and -2")
  })

  it('ignores $limit and $skip: an export is every row', async () => {
    const { rows } = await download('/facets', 'export=true&$limit=1&$skip=1')
    expect(rows).toHaveLength(1 + 6)
  })

  it('reads the rows in batches, each once, in order', async () => {
    const whole = parse(await text(exportFacets(server.app.get('exportDb'), { $sort: { entityName: 1 } }, 1000)), {
      bom: true,
    })
    const batched = parse(await text(exportFacets(server.app.get('exportDb'), { $sort: { entityName: 1 } }, 2)), {
      bom: true,
    })
    expect(batched).toHaveLength(7)
    expect(batched).toEqual(whole)
  })

  it('frees its transaction when the reader goes away mid-file', async () => {
    const stream = exportFacets(server.app.get('exportDb'), {}, 1)
    // read until the first facet came from the cursor, then go away
    let read = ''
    await new Promise<void>((resolve) =>
      stream.on('data', (chunk: Buffer) => {
        read += chunk.toString()
        if (read.split('\r\n').length > 2) resolve()
      }),
    )
    stream.destroy()
    await new Promise((resolve) => stream.once('close', resolve))
    // on PGlite's one session a transaction left open would make this wait for ever
    const [{ count }] = await server.db('facets').count({ count: '*' })
    expect(Number(count)).toBe(6)
  })

  it('refuses bad filters as the grid does, and export values other than true or false', async () => {
    expect((await download('/facets', 'export=true&nope=1')).status).toBe(400)
    expect((await download('/facets', 'export=true&$sort[label]=1')).status).toBe(400)
    const bad = await download('/facets', 'export=yes')
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.body).message).toBe('export must be true or false')
    expect((await download('/facets', 'export=false&$limit=1')).headers.get('content-type')).toMatch(/json/)
  })

  it('is for the console roles: analysts export, trial users get 403, no token 401', async () => {
    expect((await download('/facets', 'export=true', analystToken)).status).toBe(200)
    expect((await download('/facets', 'export=true', trialToken)).status).toBe(403)
    expect((await download('/facets', 'export=true', null)).status).toBe(401)
  })
})

describe('GET /entities?export=true: the entity grid as a CSV file', () => {
  it('streams the entities the filters keep, in the grid order, with their topics and completeness', async () => {
    const [country] = await server.db('countries').insert({ name: 'Export Land' }).returning('id')
    await server.db('topic_links').insert({ entityId: ids.plain, countryId: country.id })
    const { status, headers, rows } = await download('/entities', 'export=true&type=Actor&$sort[name]=-1')
    expect(status).toBe(200)
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="entities-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(rows[0]).toEqual([...ENTITY_EXPORT_COLUMNS])
    expect(rows.slice(1).map((row) => row[3])).toEqual([
      'Zürich "Großbank", AG',
      'Plain Co',
      `'=HYPERLINK("http://evil.example")`,
    ])
    const plain = Object.fromEntries(ENTITY_EXPORT_COLUMNS.map((column, index) => [column, rows[2][index]]))
    expect(plain).toMatchObject({
      Id: ids.plain,
      Type: 'Actor',
      'Sub Type': 'Organisation',
      Topics: 'Export Land',
      Stage: 'published',
      Hidden: 'no',
      Completeness: '100',
    })
  })

  it('applies the grid’s filters: stage, topic, name', async () => {
    const names = async (query: string) =>
      (await download('/entities', `export=true&${query}`)).rows.slice(1).map((row) => row[3])
    expect(await names('stage=published')).toEqual(['Plain Co'])
    expect(await names('name[$iLike]=grossbank')).toEqual([])
    expect(await names('name[$iLike]=großbank')).toEqual(['Zürich "Großbank", AG'])
  })

  it('refuses bad filters and is for the console roles', async () => {
    expect((await download('/entities', 'export=true&$sort[nope]=1')).status).toBe(400)
    expect((await download('/entities', 'export=true', trialToken)).status).toBe(403)
    expect((await download('/entities', 'export=true', null)).status).toBe(401)
  })
})
