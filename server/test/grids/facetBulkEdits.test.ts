import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityRecord, FacetLogRecord, FieldSetValues } from '../../../common/entityFormat'
import type { FacetFieldAfter, FacetMetaAfter } from '../../../common/facetGrid'
import type { EntityTemplate } from '../../../common/templateFormat'
import { startTestServer, type ApiResponse, type TestServer } from '../harness'
import {
  createBody,
  createEntity,
  expectNoEntityWritten,
  expectStatus,
  facetTypeOf,
  newFacet,
  templateOf,
  uniqueName,
} from '../entityHelpers'
import { addSignedInUser, adminId, expectError, isoDay, signInAdmin, type UserBody } from '../helpers'

type Account = { user: UserBody; token: string }

let server: TestServer
let adminToken: string
let admin: string
let ann: Account
let trial: Account
let actor: EntityTemplate

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  admin = await adminId(server.db)
  ann = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann' })
  trial = await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })
  actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
})
afterAll(() => server.close())

const type = (name: string) => facetTypeOf(actor, name)
/** An entity of Ann's with its Name, and a Summary: complete (value and source) or with its value only. */
async function entity(summary: 'complete' | 'valueOnly' = 'complete', extra = [newFacet(type('Sector'))]) {
  const source: Record<string, FieldSetValues[]> =
    summary === 'complete' ? { source: [{ urlInput: 'https://example.com/a' }] } : {}
  const created = await createEntity(
    server,
    ann.token,
    createBody(actor, [
      newFacet(type('Name'), { value: [{ value: uniqueName('Bulk') }] }),
      newFacet(type('Summary'), { value: [{ value: 'Known' }], ...source }),
      ...extra,
    ]),
  )
  const facet = (name: string) => created.facets.find((one) => one.facetTypeId === type(name).id)!
  return { created, name: facet('Name'), summary: facet('Summary'), sector: facet('Sector') }
}
const rowErrors = (response: ApiResponse<unknown>) => (response.body as { errors?: unknown }).errors
const storedFacet = (id: string) => server.db('facets').where({ id }).first()
const storedEntity = (id: string) => server.db('entities').where({ id }).first()
const logsOf = (facetId: string): Promise<FacetLogRecord[]> =>
  server.db('facet_logs').where({ facetId }).orderBy('createdAt')
const patchMeta = (body: unknown, token = adminToken) =>
  server.api<FacetMetaAfter[]>('PATCH', '/facet-meta-data/', { token, body })
const patchFields = (body: unknown, token = adminToken) =>
  server.api<FacetFieldAfter[]>('PATCH', '/facet-fields', { token, body })
const createFields = (body: unknown, token = adminToken, query = 'fromMassAssign=true') =>
  server.api<FacetFieldAfter[]>('POST', '/facet-fields', { token, body, query })

/** Asserts the call is refused with 400 naming exactly these rows, and writes nothing. */
async function expectRefused(call: () => Promise<ApiResponse<unknown>>, errors: { id: string; message: string }[]) {
  const response = await expectNoEntityWritten(server, call)
  expectError(response, 400, 'Some rows cannot be saved: nothing was saved')
  expect(rowErrors(response)).toEqual(errors)
}

describe('PATCH /facet-meta-data/ (spec 2 §7 Facet grid): stages and assignees of many facets', () => {
  it('sets stages and assignees at once, logs each change and moves the entities’ versions', async () => {
    const one = await entity()
    const two = await entity()
    const before = await storedEntity(one.created.id)
    const rows = expectStatus(
      await patchMeta([
        { id: one.name.id, stage: 'review' },
        { id: two.name.id, stage: 'analyst', assignedToId: admin },
        { id: two.summary.id, assignedToId: null },
      ]),
      200,
    )
    expect(rows).toEqual([
      expect.objectContaining({
        id: one.name.id,
        meta: { id: one.name.id, stage: 'review', assignedToId: ann.user.id },
      }),
      expect.objectContaining({ id: two.name.id, meta: { id: two.name.id, stage: 'analyst', assignedToId: admin } }),
      expect.objectContaining({
        id: two.summary.id,
        meta: { id: two.summary.id, stage: 'in progress', assignedToId: null },
      }),
    ])
    expect(await storedFacet(two.name.id)).toMatchObject({ stage: 'analyst', assignedToId: admin })
    expect((await storedFacet(one.name.id)).updatedAt.getTime()).toBeGreaterThan(new Date(one.name.updatedAt).getTime())
    const after = await storedEntity(one.created.id)
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime())
    expect(after.updatedById).toBe(admin)
    expect((await logsOf(two.name.id)).slice(-2)).toMatchObject([
      { action: 'stage', description: 'Stage changed from in progress to analyst', userId: admin },
      { action: 'reassign', description: 'Reassigned to Administrator', assignedToId: admin },
    ])
    expect((await logsOf(two.summary.id)).at(-1)).toMatchObject({ action: 'reassign', description: 'Unassigned' })
  })

  it('clears an assignee the new stage does not allow, and logs it', async () => {
    const one = await entity()
    const [row] = expectStatus(await patchMeta([{ id: one.name.id, stage: 'edit' }]), 200)
    expect(row.meta.assignedToId).toBeNull()
    expect((await logsOf(one.name.id)).slice(-2).map((log) => log.description)).toEqual([
      'Stage changed from in progress to edit',
      'Unassigned',
    ])
  })

  it('refuses every bad row at once and writes nothing', async () => {
    const one = await entity()
    const incomplete = await entity('valueOnly')
    const third = await entity()
    const missing = '00000000-0000-4000-8000-000000000000'
    await expectRefused(
      () =>
        patchMeta(
          [
            { id: one.name.id, stage: 'review' },
            { id: one.summary.id, stage: 'published' },
            { id: incomplete.summary.id, stage: 'review' },
            { id: one.sector.id, assignedToId: trial.user.id },
            { id: incomplete.name.id, stage: 'edit', assignedToId: ann.user.id },
            { id: incomplete.sector.id, assignedToId: missing },
            { id: missing, stage: 'review' },
            { id: one.name.id, stage: 'analyst' },
            { id: third.name.id },
          ],
          ann.token,
        ),
      [
        { id: one.name.id, message: 'The same item is sent twice' },
        { id: one.summary.id, message: 'You cannot set stage published' },
        { id: incomplete.summary.id, message: 'Required field is not complete' },
        { id: incomplete.name.id, message: 'You cannot set stage edit' },
        { id: incomplete.sector.id, message: 'This user cannot be assigned at stage in progress' },
        { id: missing, message: 'Facet not found' },
        { id: third.name.id, message: 'Nothing to change' },
      ],
    )
    // spec 2 §4: a newly named user not allowed at the stage is ignored: an analyst at edit, even by an
    // admin, leaves the admin who stays; a trial account leaves the facet as it is
    expectStatus(await patchMeta([{ id: third.sector.id, assignedToId: admin }]), 200)
    expectStatus(await patchMeta([{ id: third.sector.id, stage: 'edit', assignedToId: ann.user.id }]), 200)
    expect(await storedFacet(third.sector.id)).toMatchObject({ stage: 'edit', assignedToId: admin })
    const { stage, assignedToId } = await storedFacet(one.sector.id)
    expectStatus(await patchMeta([{ id: one.sector.id, assignedToId: trial.user.id }]), 200)
    expect(await storedFacet(one.sector.id)).toMatchObject({ stage, assignedToId })
  })

  it('refuses handing on a facet at review whose required fields are incomplete (spec 2 §4), as the editor does', async () => {
    const incomplete = await entity('valueOnly')
    const complete = await entity()
    await server.db('facets').whereIn('id', [incomplete.summary.id, complete.summary.id]).update({ stage: 'review' })
    await expectRefused(
      () => patchMeta([{ id: incomplete.summary.id, assignedToId: admin }]),
      [{ id: incomplete.summary.id, message: 'Required field is not complete' }],
    )
    expect(await storedFacet(incomplete.summary.id)).toMatchObject({ stage: 'review', assignedToId: ann.user.id })
    expectStatus(await patchMeta([{ id: complete.summary.id, assignedToId: admin }]), 200)
    expect(await storedFacet(complete.summary.id)).toMatchObject({ stage: 'review', assignedToId: admin })
  })

  it('lets only admins move a facet out of published', async () => {
    const one = await entity()
    expectStatus(await patchMeta([{ id: one.name.id, stage: 'published' }]), 200)
    expect(await storedFacet(one.name.id)).toMatchObject({ stage: 'published', assignedToId: null })
    await expectRefused(
      () => patchMeta([{ id: one.name.id, stage: 'in progress' }], ann.token),
      [{ id: one.name.id, message: 'You cannot set stage in progress' }],
    )
    expectStatus(await patchMeta([{ id: one.name.id, assignedToId: ann.user.id }]), 200)
    expect(await storedFacet(one.name.id)).toMatchObject({ stage: 'published', assignedToId: null })
    expectStatus(await patchMeta([{ id: one.name.id, stage: 'in progress', assignedToId: ann.user.id }]), 200)
    expect(await storedFacet(one.name.id)).toMatchObject({ stage: 'in progress', assignedToId: ann.user.id })
  })

  it('refuses malformed bodies, and is for the console roles', async () => {
    const one = await entity()
    for (const body of [
      [],
      { id: one.name.id, stage: 'review' },
      [{ id: one.name.id, stage: 'finished' }],
      [{ id: 'x' }],
    ]) {
      expectError(await expectNoEntityWritten(server, () => patchMeta(body)), 400)
    }
    expectError(await patchMeta([{ id: one.name.id, stage: 'review', extra: 1 }]), 400)
    expectError(await server.api('PATCH', `/facet-meta-data/${one.name.id}`, { token: adminToken, body: [] }), 405)
    expectError(await patchMeta([{ id: one.name.id, stage: 'review' }], trial.token), 403)
    expectError(await server.api('PATCH', '/facet-meta-data/', { body: [{ id: one.name.id, stage: 'review' }] }), 401)
  })
})

const fieldId = (facet: EntityRecord['facets'][number], name = 'value', order = 1) =>
  facet.fields.find((field) => field.name === name && field.order === order)!.id

describe('PATCH /facet-fields (spec 2 §7 Facet grid): values of many fields', () => {
  it('writes the values, the facets’ editor, one update log per facet, and derives the entity again', async () => {
    const one = await entity('valueOnly')
    const before = await storedEntity(one.created.id)
    const rows = expectStatus(
      await patchFields(
        [
          { id: fieldId(one.name), value: 'Renamed Corp' },
          { id: fieldId(one.summary), value: 'Now <b>known</b>' },
        ],
        ann.token,
      ),
      200,
    )
    expect(rows).toEqual([
      expect.objectContaining({ id: fieldId(one.name), value: 'Renamed Corp', facetId: one.name.id }),
      expect.objectContaining({ id: fieldId(one.summary), value: 'Now <b>known</b>', facetId: one.summary.id }),
    ])
    expect(
      await server
        .db('facet_fields')
        .where({ id: fieldId(one.summary) })
        .first(),
    ).toMatchObject({
      value: 'Now <b>known</b>',
    })
    expect(await storedFacet(one.name.id)).toMatchObject({ editorId: ann.user.id })
    expect((await logsOf(one.summary.id)).at(-1)).toMatchObject({
      action: 'update',
      description: 'Changed value',
      userId: ann.user.id,
    })
    const after = await storedEntity(one.created.id)
    expect(after).toMatchObject({ name: 'Renamed Corp', updatedById: ann.user.id })
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime())
  })

  it('sends a facet at review whose required field it empties back to in progress, logged, as a save does (spec 1 §4, §5)', async () => {
    const emptied = await entity()
    const filled = await entity()
    await server.db('facets').whereIn('id', [emptied.summary.id, filled.summary.id]).update({ stage: 'review' })
    expectStatus(
      await patchFields(
        [
          { id: fieldId(emptied.summary, 'urlInput'), value: '' },
          { id: fieldId(filled.summary), value: 'Still known' },
        ],
        ann.token,
      ),
      200,
    )
    expect(await storedFacet(emptied.summary.id)).toMatchObject({ stage: 'in progress', assignedToId: ann.user.id })
    expect((await logsOf(emptied.summary.id)).slice(-2)).toMatchObject([
      { action: 'update' },
      { action: 'stage', description: 'Stage changed from review to in progress', userId: ann.user.id },
    ])
    expect(await storedFacet(filled.summary.id)).toMatchObject({ stage: 'review' })
  })

  it('refuses every bad row at once and writes nothing', async () => {
    const one = await entity()
    const published = await entity()
    expectStatus(await patchMeta([{ id: published.name.id, stage: 'published' }]), 200)
    const missing = '00000000-0000-4000-8000-000000000000'
    await expectRefused(
      () =>
        patchFields([
          { id: fieldId(one.name), value: 'ok' },
          { id: fieldId(one.summary, 'urlInput'), value: 'not a url' },
          { id: fieldId(one.summary), value: 'x'.repeat(1201) },
          { id: fieldId(published.name), value: 'Changed' },
          { id: missing, value: 'x' },
          { id: fieldId(one.name), value: 'again' },
          { id: fieldId(published.summary), value: 'x'.repeat(121) },
        ]),
      [
        { id: fieldId(one.name), message: 'The same item is sent twice' },
        { id: fieldId(one.summary, 'urlInput'), message: 'Invalid url' },
        { id: fieldId(one.summary), message: 'Value too long' },
        { id: fieldId(published.name), message: 'Facet Name is published and cannot be edited' },
        { id: missing, message: 'Unknown field' },
      ],
    )
    await expectRefused(
      () => patchFields([{ id: fieldId(one.name), value: 'x'.repeat(121) }]),
      [{ id: fieldId(one.name), message: 'Value too long' }],
    )
  })

  it('refuses malformed bodies, and is for the console roles', async () => {
    const one = await entity()
    expectError(await patchFields([{ id: fieldId(one.name), value: { a: 1 } }]), 400)
    expectError(await patchFields([{ id: fieldId(one.name) }]), 400)
    expectError(await patchFields([]), 400)
    expectError(await patchFields([{ id: fieldId(one.name), value: 'x' }], trial.token), 403)
    expectError(await server.api('PATCH', '/facet-fields', { body: [{ id: fieldId(one.name), value: 'x' }] }), 401)
  })
})

describe('POST /facet-fields?fromMassAssign=true (spec 2 §7 Facet grid): new label, detail and source fields', () => {
  const row = (facet: EntityRecord['facets'][number], extra: Record<string, unknown>) => ({
    facetId: facet.id,
    facetTypeId: facet.facetTypeId,
    name: 'urlInput',
    order: 1,
    value: 'https://example.com/new',
    typeName: 'Provenance',
    ...extra,
  })

  it('creates each field on the first field type of its kind, logs it and derives the entity again', async () => {
    const one = await entity('valueOnly')
    expect((await storedEntity(one.created.id)).completeness).toBeLessThan(100)
    const created = expectStatus(
      await createFields(
        [row(one.summary, {}), row(one.summary, { order: 2, value: 'https://example.com/2' })],
        ann.token,
      ),
      201,
    )
    const sourceType = type('Summary').facetFieldTypes.find((one) => one.kind === 'Provenance')!
    expect(created).toEqual([
      expect.objectContaining({ facetFieldTypeId: sourceType.id, order: 1, value: 'https://example.com/new' }),
      expect.objectContaining({ facetFieldTypeId: sourceType.id, order: 2, value: 'https://example.com/2' }),
    ])
    expect(
      await server.db('facet_fields').whereIn(
        'id',
        created.map((one) => one.id),
      ),
    ).toHaveLength(2)
    expect(await storedFacet(one.summary.id)).toMatchObject({ editorId: ann.user.id })
    expect((await logsOf(one.summary.id)).at(-1)).toMatchObject({ action: 'update', description: 'Changed source' })
    const sectorOnly = await storedEntity(one.created.id)
    expect(sectorOnly.updatedById).toBe(ann.user.id)
    // Name and Summary are filled now; the empty Sector is not
    expect(sectorOnly.completeness).toBe(66)
  })

  it('refuses every bad row at once and writes nothing', async () => {
    const one = await entity()
    const published = await entity()
    expectStatus(await patchMeta([{ id: published.summary.id, stage: 'published' }]), 200)
    const missing = '00000000-0000-4000-8000-000000000000'
    await expectRefused(
      () =>
        createFields([
          row(one.summary, { order: 1 }),
          row(one.name, {}),
          row(one.summary, { facetTypeId: one.name.facetTypeId, order: 3 }),
          row(one.sector, { typeName: 'Label', name: 'value', value: 'Not a sector' }),
          row(published.summary, { order: 2 }),
          row({ ...one.summary, id: missing }, {}),
          row(one.name, { typeName: 'Label', name: 'bogus', value: 'x', order: 2 }),
          row(one.name, { typeName: 'Label', name: 'value', value: 'x', order: 2 }),
          row(one.name, { typeName: 'Label', name: 'value', value: 'y', order: 2 }),
          row(one.summary, { value: 'nope', order: 4 }),
        ]),
      [
        { id: one.summary.id, message: 'This field exists already: change it instead' },
        { id: one.name.id, message: 'Facet Name has no Provenance field' },
        { id: one.summary.id, message: 'The type of a facet cannot change' },
        { id: one.sector.id, message: 'Value is not in dictionary sectors' },
        { id: published.summary.id, message: 'Facet Summary is published and cannot be edited' },
        { id: missing, message: 'Facet not found' },
        { id: one.name.id, message: 'Unknown property' },
        { id: one.name.id, message: 'The same item is sent twice' },
        { id: one.summary.id, message: 'Invalid url' },
      ],
    )
  })

  it('takes only mass assignments of the three kinds, and is for the console roles', async () => {
    const one = await entity()
    const body = [row(one.summary, { order: 2 })]
    expectError(
      await createFields(body, adminToken, ''),
      400,
      'Fields are created here by a mass assignment only (fromMassAssign=true)',
    )
    expectError(await createFields(body, adminToken, 'fromMassAssign=true&other=1'), 400)
    expectError(await createFields([row(one.summary, { typeName: 'Date', name: 'dateType', value: 'single' })]), 400)
    expectError(await createFields([row(one.summary, { order: 0 })]), 400)
    expectError(await createFields(body, trial.token), 403)
    expectError(await server.api('POST', '/facet-fields', { body, query: 'fromMassAssign=true' }), 401)
  })
})
