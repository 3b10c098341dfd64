import { parse } from 'csv-parse/sync'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ANALYST_STATUS_COLUMNS, ENTITY_CONTENT_COLUMNS } from '../../../common/exports'
import type { EntityTemplate } from '../../../common/templateFormat'
import type { AnalystStatus } from '../../services/analyst-status/analyst-status.schema'
import { startTestServer, type TestServer } from '../harness'
import {
  asInput,
  createBody,
  createEntity,
  facetTypeOf,
  getEntity,
  newFacet,
  patchEntity,
  saveBody,
  templateOf,
} from '../entityHelpers'
import { addSignedInUser, expectError, isoDay, signInAdmin } from '../helpers'

let server: TestServer
let adminToken: string
let analyst: { token: string; user: { id: string; name: string } }
let actor: EntityTemplate
let plot: EntityTemplate
const ids: Record<string, string> = {}

/** Fetches an export as a client would: status, headers and bytes. */
async function download(path: string, query: string, token: string = adminToken) {
  const response = await fetch(`${server.url}/api${path}?${query}`, { headers: { Authorization: `Bearer ${token}` } })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

const csvRows = (bytes: Buffer): string[][] => parse(bytes.toString('utf8'), { bom: true })

async function xlsxRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer)
  const rows: unknown[][] = []
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return rows
}

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  analyst = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann Analyst' })
  actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
  plot = await templateOf(server, adminToken, 'Plot')
  const named = (template: EntityTemplate, name: string, summary: string) =>
    createEntity(
      server,
      analyst.token,
      createBody(template, [
        newFacet(facetTypeOf(template, 'Name'), { value: [{ value: name }] }),
        newFacet(facetTypeOf(template, 'Summary'), {
          value: [{ value: summary }],
          source: [{ urlInput: 'https://news.example/a' }],
        }),
      ]),
    )
  ids.formula = (await named(actor, '=HYPERLINK("http://evil.example")', '@SUM(1)')).id
  ids.plain = (await named(actor, 'Plain Co', 'Nothing odd')).id
  ids.plot = (await named(plot, 'Harbour strike', 'Dockers stop work')).id
})
afterAll(() => server.close())

describe('GET /entity-exports: entities with their facets and fields', () => {
  it('streams every stored attribute of the filtered entities as CSV, formulas escaped', async () => {
    const { status, headers, bytes } = await download('/entity-exports', 'type=Actor')
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="entity-content-\d{4}-\d{2}-\d{2}\.csv"$/)
    const [header, ...rows] = csvRows(bytes)
    expect(header).toEqual([...ENTITY_CONTENT_COLUMNS])
    const record = (row: string[]) => Object.fromEntries(header.map((column, index) => [column, row[index]]))
    expect(new Set(rows.map((row) => record(row)['Entity Id']))).toEqual(new Set([ids.formula, ids.plain]))
    const summary = rows
      .map(record)
      .find((row) => row.Entity === 'Plain Co' && row.Facet === 'Summary' && row.Field === 'value')
    expect(summary).toMatchObject({
      Type: 'Actor',
      'Sub Type': 'Organisation',
      'Entity Stage': 'in progress',
      Section: 'Overview',
      'Facet Stage': 'in progress',
      Assigned: 'Ann Analyst',
      Set: '1',
      Attribute: 'value',
      Value: 'Nothing odd',
    })
    const formulaCells = rows.map(record).filter((row) => row['Entity Id'] === ids.formula)
    expect(formulaCells.every((row) => row.Entity === `'=HYPERLINK("http://evil.example")`)).toBe(true)
    expect(formulaCells.map((row) => row.Value)).toContain(`'@SUM(1)`)
  })

  it('answers the same as XLSX, and applies the grid’s filters', async () => {
    const { status, headers, bytes } = await download('/entity-exports', 'format=xlsx&type=Plot&name[$iLike]=harb')
    expect(status).toBe(200)
    expect(headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(headers.get('content-disposition')).toMatch(/entity-content-\d{4}-\d{2}-\d{2}\.xlsx"$/)
    const [header, ...rows] = await xlsxRows(bytes)
    expect(header).toEqual([...ENTITY_CONTENT_COLUMNS])
    expect(rows.length).toBeGreaterThan(0)
    expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(['Harbour strike']))
    const none = await download('/entity-exports', 'format=xlsx&type=Plot&stage=published')
    expect(await xlsxRows(none.bytes)).toEqual([[...ENTITY_CONTENT_COLUMNS]])
  })

  it('refuses an unknown format or filter, and anyone but an admin', async () => {
    expectError(
      {
        status: (await download('/entity-exports', 'format=pdf')).status,
        body: JSON.parse((await download('/entity-exports', 'format=pdf')).bytes.toString()),
      },
      400,
      'The format is csv or xlsx',
    )
    expect((await download('/entity-exports', 'colour=red')).status).toBe(400)
    expect((await download('/entity-exports', 'type=Actor', analyst.token)).status).toBe(403)
  })
})

describe('GET /analyst-status', () => {
  const today = isoDay(0)

  it('counts per analyst the facets held by stage, and those assigned, sent to review and published in the range', async () => {
    // the analyst sends the plot's Name facet to review; the admin publishes it and hands the Summary to the analyst
    const entity = await getEntity(server, adminToken, ids.plot)
    const [name, summary] = entity.body.facets
    const toReview = await patchEntity(
      server,
      analyst.token,
      ids.plot,
      saveBody(entity.body, {
        facets: [asInput(name, { fields: [], meta: { stage: 'review', assignedToId: analyst.user.id } })],
      }),
    )
    expect(toReview.status, JSON.stringify(toReview.body)).toBe(200)
    const reviewed = await getEntity(server, adminToken, ids.plot)
    const published = await patchEntity(
      server,
      adminToken,
      ids.plot,
      saveBody(reviewed.body, {
        facets: [
          asInput(reviewed.body.facets[0], { fields: [], meta: { stage: 'published', assignedToId: null } }),
          asInput(summary, { fields: [], meta: { stage: 'in progress', assignedToId: null } }),
        ],
      }),
    )
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    const unassigned = await getEntity(server, adminToken, ids.plot)
    const handedOver = await patchEntity(
      server,
      adminToken,
      ids.plot,
      saveBody(unassigned.body, {
        facets: [
          asInput(unassigned.body.facets[1], {
            fields: [],
            meta: { stage: 'in progress', assignedToId: analyst.user.id },
          }),
        ],
      }),
    )
    expect(handedOver.status, JSON.stringify(handedOver.body)).toBe(200)

    const status = await server.api<AnalystStatus>('GET', '/analyst-status', {
      token: adminToken,
      query: `from=${isoDay(-1)}&to=${today}`,
    })
    expect(status.status).toBe(200)
    const ann = status.body.data.find((row) => row.id === analyst.user.id)!
    expect(ann).toMatchObject({ name: 'Ann Analyst', role: 'analyst', assigned: 1, sentToReview: 1, published: 1 })
    expect(ann.holding).toEqual({ 'in progress': 5 })

    const before = await server.api<AnalystStatus>('GET', '/analyst-status', {
      token: adminToken,
      query: `from=${isoDay(-30)}&to=${isoDay(-2)}`,
    })
    expect(before.body.data.find((row) => row.id === analyst.user.id)).toMatchObject({
      assigned: 0,
      sentToReview: 0,
      published: 0,
    })
  })

  it('answers the same as a CSV file', async () => {
    const { status, headers, bytes } = await download('/analyst-status', `from=${isoDay(-1)}&to=${today}&export=true`)
    expect(status).toBe(200)
    expect(headers.get('content-disposition')).toMatch(/analyst-status-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/)
    const [header, ...rows] = csvRows(bytes)
    expect(header).toEqual([...ANALYST_STATUS_COLUMNS])
    const ann = rows.find((row) => row[0] === 'Ann Analyst')!
    expect(ann.slice(-3)).toEqual(['1', '1', '1'])
  })

  it('refuses a missing, malformed or reversed range, and anyone but an admin', async () => {
    for (const query of [
      'from=2024-01-01',
      'from=2024-13-01&to=2024-12-31',
      'from=2024-02-30&to=2024-03-01',
      'from=2024-03-02&to=2024-03-01',
      'from=2024-01-01&to=2024-01-02&x=1',
    ]) {
      expect((await server.api('GET', '/analyst-status', { token: adminToken, query })).status, query).toBe(400)
    }
    expect(
      (await server.api('GET', '/analyst-status', { token: analyst.token, query: `from=${today}&to=${today}` })).status,
    ).toBe(403)
  })
})
