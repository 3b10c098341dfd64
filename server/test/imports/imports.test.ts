import { readFileSync } from 'node:fs'
import path from 'node:path'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMPORT_MAX_BYTES, importMessages, type ImportResult, type ImportRowError } from '../../../common/imports'
import type { EntityRecord } from '../../../common/entityFormat'
import { messages } from '../../../common/messages'
import { readSheetAt } from '../../imports/readSheet'
import { isPublicAddress } from '../../net/addresses'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, expectError, signInAdmin } from '../helpers'
import { startSheetServer, type SheetServer } from '../sheetServer'

let server: TestServer
let sheets: SheetServer
let token: string
let analystToken: string

const sample = (name: string) => readFileSync(path.join(__dirname, '../../../docs/samples', name), 'utf8')

beforeAll(async () => {
  sheets = await startSheetServer()
  server = await startTestServer({ importsAllowPrivate: true })
  token = await signInAdmin(server)
  analystToken = (await addSignedInUser(server, token, { role: 'analyst' })).token
})
afterAll(async () => {
  await server.close()
  await sheets.close()
})

type Refusal = { message: string; errors: ImportRowError[]; data?: { reason?: string; errorCount?: number } }

/** Publishes `csv` and imports it through `service` as the analyst. */
let sheetCounter = 0
async function importCsv(service: string, csv: string | Buffer, contentType?: string) {
  const sheetPath = `/sheet-${++sheetCounter}.csv`
  sheets.put(sheetPath, csv, contentType)
  return server.api<ImportResult & Refusal>('POST', `/${service}`, {
    token: analystToken,
    body: { url: `${sheets.url}${sheetPath}` },
  })
}

/** What any import could write, to compare before and after. */
async function importedState() {
  const db = server.db
  return {
    briefs: await db('briefs').select('id', 'name', 'type', 'updated_at').orderBy('id'),
    parents: await db('brief_parents').orderBy(['brief_id', 'parent_id']),
    scores: await db('challenge_scores').orderBy(['topicId', 'briefId']),
    entities: await db('entities').select('id', 'name', 'isTopic', 'updatedAt').orderBy('id'),
    topics: await db('topic_links').select('entityId', 'countryId').orderBy(['entityId', 'countryId']),
    points: await db('cross_entity_facets').select('id', 'date', 'value', 'rank').orderBy('id'),
    mains: await db('countries').whereNotNull('main_entity_id').select('id', 'main_entity_id').orderBy('id'),
  }
}

/** Asserts a refusal naming exactly these row errors (in any order) and that nothing was written. */
async function expectRefusedRows(
  call: () => Promise<{ status: number; body: unknown }>,
  expected: Partial<ImportRowError>[],
) {
  const before = await importedState()
  const response = await call()
  expectError(response, 400, importMessages.rowsRefused)
  const body = response.body as Refusal
  expect(body.errors).toHaveLength(expected.length)
  for (const error of expected) expect(body.errors).toContainEqual(expect.objectContaining(error))
  expect(body.data?.errorCount).toBe(expected.length)
  expect(await importedState()).toEqual(before)
}

const success = (response: { status: number; body: unknown }) => {
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body as ImportResult
}

describe('reading a sheet link', () => {
  it('refuses what is not an http(s) link, a private address, a missing sheet, a page and a binary file', async () => {
    for (const url of ['not a link', 'ftp://example.com/sheet.csv', 'file:///etc/passwd']) {
      const response = await server.api('POST', '/import-briefs', { token, body: { url } })
      expectError(response, 400, importMessages.sheetNotFound)
    }
    await expect(readSheetAt(`${sheets.url}/anything.csv`, { allowAddress: isPublicAddress })).rejects.toMatchObject({
      code: 400,
      message: importMessages.sheetNotFound,
      data: { reason: 'Addresses of this server and of private networks cannot be downloaded' },
    })
    expectError(
      await server.api('POST', '/import-briefs', { token, body: { url: `${sheets.url}/missing.csv` } }),
      400,
      importMessages.sheetNotFound,
    )
    expectError(
      await importCsv('import-briefs', '<html>Sign in</html>', 'text/html'),
      400,
      importMessages.sheetNotFound,
    )
    expectError(
      await importCsv('import-briefs', Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2]), 'application/octet-stream'),
      400,
      importMessages.sheetNotFound,
    )
  })

  it('refuses a sheet over the size limit without reading it all', async () => {
    const response = await importCsv('import-briefs', Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a'))
    expectError(response, 400, importMessages.sheetNotFound)
    expect((response.body as Refusal).data?.reason).toBe(importMessages.tooLarge)
  })

  it('refuses a body that is not a link, and callers without the right', async () => {
    expectError(await server.api('POST', '/import-briefs', { token, body: {} }), 400)
    expectError(await server.api('POST', '/import-briefs', { token, body: { url: 'https://x.test', more: 1 } }), 400)
    expectError(await server.api('POST', '/import-briefs', { body: { url: 'https://x.test' } }), 401)
  })

  it('names each missing column on row 1, and refuses a sheet with a header only', async () => {
    await expectRefusedRows(
      () => importCsv('import-challenges-scores', 'Topic,Score\nFrance,2\n'),
      [{ row: 1, column: 'Brief', message: 'The sheet has no "Brief" column' }],
    )
    expectError(await importCsv('import-briefs', 'Name,Type\n'), 400, importMessages.rowsRefused)
  })

  it('reads semicolon-separated CSV with a byte-order mark, columns in any order and case', async () => {
    const result = success(await importCsv('import-briefs', '\uFEFFtype;NAME\nsector;Semicolon Sector\n'))
    expect(result).toMatchObject({ status: 'success', rows: 1, created: 1 })
    expect(await server.db('briefs').where({ name: 'Semicolon Sector', type: 'sector' }).first()).toBeTruthy()
  })
})

describe('POST /import-briefs', () => {
  it('creates the taxonomy with its parents, and changes nothing when imported again', async () => {
    const result = success(await importCsv('import-briefs', sample('briefs.csv')))
    expect(result).toEqual({ status: 'success', rows: 8, created: 8, updated: 0, unchanged: 0 })
    const hydrogen = await server.db('briefs').where({ name: 'Hydrogen', type: 'industry' }).first()
    const parents = await server
      .db('brief_parents as p')
      .join('briefs as b', 'b.id', 'p.parent_id')
      .where('p.brief_id', hydrogen.id)
      .pluck('b.name')
    expect(parents.sort()).toEqual(['Oil & Gas', 'Renewables'])

    const before = await importedState()
    const again = success(await importCsv('import-briefs', sample('briefs.csv')))
    expect(again).toEqual({ status: 'success', rows: 8, created: 0, updated: 0, unchanged: 8 })
    expect(await importedState()).toEqual(before)
  })

  it('adds a parent to a stored brief and counts it updated', async () => {
    const result = success(await importCsv('import-briefs', 'Name,Type,Parents\nFertilisers,industry,Renewables\n'))
    expect(result).toMatchObject({ created: 0, updated: 1, unchanged: 0 })
  })

  it('refuses unknown types, missing names, parents the rule forbids and unknown parents, writing nothing', async () => {
    await expectRefusedRows(
      () =>
        importCsv(
          'import-briefs',
          [
            'Name,Type,Parents',
            'Fine Sector,sector,',
            'Odd,kingdom,',
            ',core,',
            'Core With Parent,core,Energy',
            'Lost Industry,industry,Nowhere',
            'Wrong Level,industry,Energy',
            `${'x'.repeat(255)},core,`,
          ].join('\n'),
        ),
      [
        { row: 3, column: 'Type' },
        { row: 4, column: 'Name', message: 'Required' },
        { row: 5, column: 'Parents', message: 'The brief of type "core" cannot have a parent' },
        { row: 6, column: 'Parents', message: 'No sub-sector brief named "Nowhere"' },
        { row: 7, column: 'Parents', message: 'No sub-sector brief named "Energy"' },
        { row: 8, column: 'Name', message: messages.valueTooLong },
      ],
    )
  })

  it('finds parents among the sheet’s own rows, in any order', async () => {
    const result = success(
      await importCsv(
        'import-briefs',
        'Name,Type,Parents\nDeep Industry,industry,Fresh Sub\nFresh Sub,sub-sector,Fresh Top\nFresh Top,sector,\n',
      ),
    )
    expect(result).toMatchObject({ created: 3 })
  })
})

describe('POST /import-current-themes', () => {
  const upload = async (bytes: Buffer | string, name: string) => {
    const form = new FormData()
    form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), name)
    const response = await fetch(`${server.url}/api/import-current-themes`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${analystToken}` },
      body: form,
    })
    return { status: response.status, body: (await response.json()) as ImportResult & Refusal }
  }

  it('creates briefs of type current from a CSV file and from an XLSX file, once', async () => {
    expect(success(await upload(sample('current-themes.csv'), 'current-themes.csv'))).toMatchObject({
      rows: 3,
      created: 3,
    })
    const workbook = new ExcelJS.Workbook()
    const sheet = workbook.addWorksheet('Themes')
    sheet.addRows([['Name'], ['Grid congestion'], ['Water stress'], []])
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer())
    expect(success(await upload(xlsx, 'themes.xlsx'))).toEqual({
      status: 'success',
      rows: 2,
      created: 1,
      updated: 0,
      unchanged: 1,
    })
    expect(await server.db('briefs').where({ type: 'current' }).pluck('name')).toEqual(
      expect.arrayContaining(['Grid congestion', 'Critical minerals', 'Data-centre power demand', 'Water stress']),
    )
  })

  it('refuses a file that is no sheet, and an upload without a file', async () => {
    const before = await importedState()
    const refused = await upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'broken.xlsx')
    expectError(refused, 400, importMessages.currentThemesFailed)
    const form = new FormData()
    form.append('other', 'x')
    const empty = await fetch(`${server.url}/api/import-current-themes`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${analystToken}` },
      body: form,
    })
    expectError({ status: empty.status, body: await empty.json() }, 400, importMessages.currentThemesFailed)
    expect(await importedState()).toEqual(before)
  })
})

describe('POST /import-challenges-scores', () => {
  it('sets a score per topic and brief, then updates only what changed', async () => {
    const result = success(await importCsv('import-challenges-scores', sample('challenge-scores.csv')))
    expect(result).toEqual({ status: 'success', rows: 6, created: 6, updated: 0, unchanged: 0 })
    const france = await server.db('countries').where({ iso_code: 'FR' }).first()
    const listed = await server.api<{ data: { briefName: string; score: number }[] }>('GET', '/challenge-scores', {
      token: analystToken,
      query: `topicId=${france.id}`,
    })
    expect(listed.body.data.map(({ briefName, score }) => [briefName, score])).toEqual([
      ['Energy', 64],
      ['Hydrogen', 71.5],
    ])

    const before = await importedState()
    expect(success(await importCsv('import-challenges-scores', sample('challenge-scores.csv')))).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 6,
    })
    expect(await importedState()).toEqual(before)
    expect(
      success(await importCsv('import-challenges-scores', 'Topic,Brief,Score\nFrance,Hydrogen,80\nFrance,Energy,64\n')),
    ).toMatchObject({ created: 0, updated: 1, unchanged: 1 })
  })

  it('refuses unknown topics and briefs, ambiguous names, bad scores and repeated rows', async () => {
    await server.db('briefs').insert({ name: 'Twin', type: 'sector' })
    await server.db('briefs').insert({ name: 'Twin', type: 'core' })
    await expectRefusedRows(
      () =>
        importCsv(
          'import-challenges-scores',
          [
            'Topic,Brief,Brief Type,Score',
            'Atlantis,Energy,,5',
            'France,Nothing,,5',
            'France,Twin,,5',
            'France,Twin,planet,5',
            'France,Energy,,high',
            'France,Energy,,101',
            'France,Hydrogen,,',
            'Germany,Twin,core,5',
            'DE,twin,core,6',
          ].join('\n'),
        ),
      [
        { row: 2, column: 'Topic', message: 'No country named "Atlantis"' },
        { row: 3, column: 'Brief', message: 'No brief named "Nothing"' },
        { row: 4, column: 'Brief Type', message: 'Briefs of several types are named "Twin": give the brief type' },
        { row: 5, column: 'Brief Type' },
        { row: 6, column: 'Score', message: 'Not a number' },
        { row: 7, column: 'Score', message: 'A score from 0 to 100' },
        { row: 8, column: 'Score', message: 'Required' },
        { row: 10, column: 'Brief', message: 'Repeats row 9' },
      ],
    )
  })
})

describe('POST /import-topic', () => {
  it('creates topic entities with their countries as topics and main entities, once', async () => {
    const result = success(await importCsv('import-topic', sample('topics.csv')))
    expect(result).toEqual({ status: 'success', rows: 3, created: 3, updated: 0, unchanged: 0 })
    const france = await server.db('countries').where({ iso_code: 'FR' }).first()
    const entity = await server.db('entities').where({ id: france.main_entity_id }).first()
    expect(entity).toMatchObject({ name: 'France', type: 'Statistic Entity', isTopic: true })
    expect(france.main_entity_name).toBe('France')
    expect(await server.db('topic_links').where({ entityId: entity.id }).pluck('countryId')).toEqual([france.id])
    const loaded = await server.api<{ facets: { fields: { value: unknown }[] }[] }>('GET', `/entities/${entity.id}`, {
      token,
    })
    expect(loaded.body.facets.flatMap((facet) => facet.fields.map((field) => field.value))).toContain(
      'Country statistics of France: growth, energy mix and power prices.',
    )

    const before = await importedState()
    expect(success(await importCsv('import-topic', sample('topics.csv')))).toMatchObject({ created: 0, unchanged: 3 })
    expect(await importedState()).toEqual(before)
    expect(success(await importCsv('import-topic', 'Topic,Summary\nFrance,New words about France.\n'))).toMatchObject({
      created: 0,
      updated: 1,
    })
  })

  it('refuses unknown countries and types, a type that needs its sub type, and a country twice', async () => {
    await expectRefusedRows(
      () =>
        importCsv(
          'import-topic',
          [
            'Topic,Name,Type,Sub Type,Summary',
            'Atlantis,,,,',
            'Italy,,Galaxy,,',
            'Spain,,Actor,,',
            'Spain,,Actor,Robot,',
            'PT,,,,',
            'Portugal,,,,',
            `Greece,${'x'.repeat(255)},,,`,
          ].join('\n'),
        ),
      [
        { row: 2, column: 'Topic', message: 'No country named "Atlantis"' },
        { row: 3, column: 'Type', message: 'No template has the type "Galaxy"' },
        { row: 4, column: 'Type', message: 'Actor has several templates: give the sub type (Organisation, Person)' },
        { row: 5, column: 'Sub Type', message: 'No template of Actor has the sub type "Robot"' },
        { row: 7, column: 'Topic', message: 'Repeats row 6' },
        { row: 8, column: 'Name', message: messages.valueTooLong },
      ],
    )
  })
})

describe('POST /import-sheet (statistics)', () => {
  beforeAll(async () => {
    for (const [name, periodicity] of [
      ['Real GDP growth', 'YEAR'],
      ['Household power price', 'QUARTER'],
    ]) {
      const response = await server.api('POST', '/cross-entity-facet-types', { token, body: { name, periodicity } })
      expect(response.status).toBe(201)
    }
    success(await importCsv('import-topic', sample('topics.csv')))
  })

  it('adds series values to the entities’ statistic facets, ranked, and changes nothing the second time', async () => {
    const france = await server.db('entities').where({ name: 'France', isTopic: true }).first()
    const result = success(await importCsv('import-sheet', sample('statistics.csv')))
    expect(result).toEqual({ status: 'success', rows: 6, created: 6, updated: 0, unchanged: 0 })
    const gdp = await server
      .db('cross_entity_facets as v')
      .join('entities as e', 'e.id', 'v.entityId')
      .join('cross_entity_facet_types as t', 't.id', 'v.crossEntityFacetTypeId')
      .where('t.name', 'Real GDP growth')
      .select('e.name', 'v.date', 'v.value', 'v.rank', 'v.total')
      .orderBy('e.name')
    expect(gdp.map((row) => [row.name, new Date(row.date).toISOString(), row.value, row.rank, row.total])).toEqual([
      ['France', '2025-01-01T00:00:00.000Z', 0.7, 1, 3],
      ['Germany', '2025-01-01T00:00:00.000Z', 0.2, 3, 3],
      ['Japan', '2025-01-01T00:00:00.000Z', 0.6, 2, 3],
    ])
    // the values sit in each entity's statistic facet of the type, and the entity's version moved
    const loaded = await server.api<EntityRecord>('GET', `/entities/${france.id}`, { token })
    const series = loaded.body.facets.filter((facet) => facet.crossEntityFacetTypeId)
    expect(series.map((facet) => facet.crossEntityFacets.length)).toEqual([1, 1])
    expect(new Date(loaded.body.updatedAt).getTime()).toBeGreaterThan(new Date(france.updatedAt).getTime())

    const before = await importedState()
    expect(success(await importCsv('import-sheet', sample('statistics.csv')))).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 6,
    })
    expect(await importedState()).toEqual(before)
    expect(
      success(
        await importCsv(
          'import-sheet',
          'Type,Entity,Date,Value\nReal GDP growth,France,2025,0.9\nReal GDP growth,France,2026,1.1\n',
        ),
      ),
    ).toMatchObject({ created: 1, updated: 1, unchanged: 0 })
  })

  it('refuses unknown types and entities, dates that do not fit, bad values and repeats: all rows or none', async () => {
    const germany = await server.db('entities').where({ name: 'Germany', isTopic: true }).first()
    await expectRefusedRows(
      () =>
        importCsv(
          'import-sheet',
          [
            'Type,Entity,Date,Value',
            'Real GDP growth,France,2027,1.0',
            'Unknown series,France,2027,1',
            'Real GDP growth,Nobody,2027,1',
            'Real GDP growth,France,2027-03,1',
            'Household power price,France,2027-02,1',
            'Real GDP growth,Japan,2027,1,5',
            'Real GDP growth,Japan,2028,abc',
            'Real GDP growth,Japan,,1',
            `Real GDP growth,${germany.id},2027,1`,
            'Real GDP growth,germany,2027,2',
          ].join('\n'),
        ),
      [
        { row: 3, column: 'Type', message: 'No statistic type named "Unknown series"' },
        { row: 4, column: 'Entity', message: 'No entity named "Nobody"' },
        { row: 5, column: 'Date', message: 'Not a date of this annual series, written like 2024' },
        { row: 6, column: 'Date', message: 'Not a date of this quarterly series, written like 2024-Q1' },
        { row: 8, column: 'Value', message: 'Not a number' },
        { row: 9, column: 'Date', message: 'Required' },
        { row: 11, column: 'Date', message: 'Repeats row 10' },
      ],
    )
  })

  it('names an entity whose name repeats by its id only', async () => {
    success(await importCsv('import-topic', 'Topic,Name,Type,Sub Type\nItaly,France,Actor,Organisation\n'))
    await expectRefusedRows(
      () => importCsv('import-sheet', 'Type,Entity,Date,Value\nReal GDP growth,France,2030,1\n'),
      [{ row: 2, column: 'Entity', message: 'More than one entity is named "France": give its id' }],
    )
  })

  it('refuses values for a published statistic facet', async () => {
    const japan = await server.db('entities').where({ name: 'Japan', isTopic: true }).first()
    await server
      .db('facets')
      .where({ entityId: japan.id })
      .whereNotNull('crossEntityFacetTypeId')
      .update({ stage: 'published' })
    await expectRefusedRows(
      () => importCsv('import-sheet', 'Type,Entity,Date,Value\nReal GDP growth,Japan,2031,1\n'),
      [{ row: 2, column: 'Type', message: 'Facet Series is published and cannot be edited' }],
    )
  })
})

describe('POST /import-topic on a country whose main entity is of another type', () => {
  it('updates that entity by its own template', async () => {
    const italy = await server.db('countries').where({ iso_code: 'IT' }).first()
    const main = await server.db('entities').where({ id: italy.main_entity_id }).first()
    expect(main.type).toBe('Actor')
    expect(success(await importCsv('import-topic', 'Topic,Summary\nItaly,Words about Italy.\n'))).toMatchObject({
      updated: 1,
    })
    const loaded = await server.api<EntityRecord>('GET', `/entities/${main.id}`, { token })
    expect(loaded.body.facets.flatMap((facet) => facet.fields.map((field) => field.value))).toContain(
      'Words about Italy.',
    )
  })
})
