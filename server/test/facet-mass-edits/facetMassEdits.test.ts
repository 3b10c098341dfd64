import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityRecord, FacetLogRecord, FieldSetValues } from '../../../common/entityFormat'
import type { FacetMassEdit, FacetMassEditError, FacetMassEditResult } from '../../../common/facetGrid'
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
type Facet = EntityRecord['facets'][number]

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
/** An entity of Ann's with its Name, a Summary (complete, or with its value only) and an empty Sector. */
async function entity(summary: 'complete' | 'valueOnly' = 'complete') {
  const source: Record<string, FieldSetValues[]> =
    summary === 'complete' ? { source: [{ urlInput: 'https://example.com/a' }] } : {}
  const created = await createEntity(
    server,
    ann.token,
    createBody(actor, [
      newFacet(type('Name'), { value: [{ value: uniqueName('Mass') }] }),
      newFacet(type('Summary'), { value: [{ value: 'Known' }], ...source }),
      newFacet(type('Sector')),
    ]),
  )
  const facet = (name: string) => created.facets.find((one) => one.facetTypeId === type(name).id)!
  return { created, name: facet('Name'), summary: facet('Summary'), sector: facet('Sector') }
}
const fieldId = (facet: Facet, name = 'value', order = 1) =>
  facet.fields.find((field) => field.name === name && field.order === order)!.id
const newSource = (facet: Facet, value: string, order = 1) => ({
  facetId: facet.id,
  facetTypeId: facet.facetTypeId,
  name: 'urlInput',
  order,
  value,
  typeName: 'Provenance' as const,
})
const edit = (body: Partial<FacetMassEdit>): FacetMassEdit => ({ fieldValues: [], newFields: [], meta: [], ...body })
const massEdit = (body: unknown, token = adminToken) =>
  server.api<FacetMassEditResult>('POST', '/facet-mass-edits', { token, body })
const storedFacet = (id: string) => server.db('facets').where({ id }).first()
const storedField = (id: string) => server.db('facet_fields').where({ id }).first()
const logsOf = (facetId: string): Promise<FacetLogRecord[]> =>
  server.db('facet_logs').where({ facetId }).orderBy('createdAt')

/** Asserts the call is refused with 400 naming exactly these rows (in `errors` and `data.errors`), and writes nothing. */
async function expectRefused(call: () => Promise<ApiResponse<unknown>>, errors: FacetMassEditError[]) {
  const response = await expectNoEntityWritten(server, call)
  expectError(response, 400, 'Some rows cannot be saved: nothing was saved')
  const body = response.body as { errors?: unknown; data?: { errors?: unknown } }
  expect(body.data?.errors).toEqual(errors)
  expect(body.errors).toEqual(errors)
}

describe('POST /facet-mass-edits: the facet grid’s pending edits, all or nothing', () => {
  it('applies field values, new fields and meta in one request, the stage judged with the new fields', async () => {
    const one = await entity('valueOnly')
    const before = await server.db('entities').where({ id: one.created.id }).first()
    // alone, the stage change is refused: the Summary's required source is empty
    const alone = await massEdit(edit({ meta: [{ id: one.summary.id, stage: 'review' }] }), ann.token)
    expect((alone.body as unknown as { errors: unknown }).errors).toEqual([
      {
        part: 'meta',
        index: 0,
        id: one.summary.id,
        facetId: one.summary.id,
        message: 'Required field is not complete',
      },
    ])

    const answer = expectStatus(
      await massEdit(
        edit({
          fieldValues: [{ id: fieldId(one.name), value: 'Renamed Mass Co' }],
          newFields: [newSource(one.summary, 'https://example.com/new')],
          meta: [
            { id: one.summary.id, stage: 'review' },
            { id: one.sector.id, assignedToId: admin },
          ],
        }),
        ann.token,
      ),
      200,
    )
    expect(answer.fieldValues).toEqual([
      expect.objectContaining({ id: fieldId(one.name), facetId: one.name.id, value: 'Renamed Mass Co' }),
    ])
    expect(answer.newFields).toEqual([
      expect.objectContaining({
        facetId: one.summary.id,
        name: 'urlInput',
        order: 1,
        value: 'https://example.com/new',
      }),
    ])
    expect(answer.meta).toEqual([
      expect.objectContaining({
        id: one.summary.id,
        entityId: one.created.id,
        meta: { id: one.summary.id, stage: 'review', assignedToId: ann.user.id },
      }),
      expect.objectContaining({
        id: one.sector.id,
        meta: { id: one.sector.id, stage: 'in progress', assignedToId: admin },
      }),
    ])

    expect(await storedField(fieldId(one.name))).toMatchObject({ value: 'Renamed Mass Co' })
    expect(await storedField(answer.newFields[0].id)).toMatchObject({ value: 'https://example.com/new' })
    expect(await storedFacet(one.summary.id)).toMatchObject({ stage: 'review', editorId: ann.user.id })
    expect(await storedFacet(one.sector.id)).toMatchObject({ assignedToId: admin })
    // one log entry per change, the fields' before the stage's
    expect((await logsOf(one.summary.id)).slice(-2)).toMatchObject([
      { action: 'update', description: 'Changed source', userId: ann.user.id },
      { action: 'stage', description: 'Stage changed from in progress to review' },
    ])
    expect((await logsOf(one.name.id)).at(-1)).toMatchObject({ action: 'update', description: 'Changed value' })
    expect((await logsOf(one.sector.id)).at(-1)).toMatchObject({
      action: 'reassign',
      description: 'Reassigned to Administrator',
    })
    // the entity as a save leaves it: a later version, its name and completeness derived again
    const after = await server.db('entities').where({ id: one.created.id }).first()
    expect(after).toMatchObject({ name: 'Renamed Mass Co', updatedById: ann.user.id })
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime())
    expect(after.completeness).toBeGreaterThan(before.completeness)
  })

  it('sends a facet at review whose required field it empties back to in progress, unless it sets the stage itself', async () => {
    const reopened = await entity()
    const moved = await entity()
    await server.db('facets').whereIn('id', [reopened.summary.id, moved.summary.id]).update({ stage: 'review' })
    expectStatus(
      await massEdit(
        edit({
          fieldValues: [
            { id: fieldId(reopened.summary, 'urlInput'), value: '' },
            { id: fieldId(moved.summary, 'urlInput'), value: '' },
          ],
          meta: [{ id: moved.summary.id, stage: 'analyst' }],
        }),
      ),
      200,
    )
    expect(await storedFacet(reopened.summary.id)).toMatchObject({ stage: 'in progress' })
    expect((await logsOf(reopened.summary.id)).at(-1)).toMatchObject({
      action: 'stage',
      description: 'Stage changed from review to in progress',
    })
    expect(await storedFacet(moved.summary.id)).toMatchObject({ stage: 'analyst' })
    expect((await logsOf(moved.summary.id)).map((log) => log.description)).not.toContain(
      'Stage changed from review to in progress',
    )
  })

  it('refuses a save with one bad row whole, listing every refused row of every part', async () => {
    const one = await entity()
    const other = await entity('valueOnly')
    const missing = '00000000-0000-4000-8000-000000000000'
    await expectRefused(
      () =>
        massEdit(
          edit({
            fieldValues: [
              { id: fieldId(one.name), value: 'A good label' },
              { id: fieldId(one.summary, 'urlInput'), value: 'not a url' },
              { id: missing, value: 'x' },
            ],
            newFields: [
              { ...newSource(one.summary, 'Summary text'), name: 'value', typeName: 'Label' },
              newSource(other.summary, 'also not a url'),
            ],
            meta: [
              { id: one.sector.id, stage: 'analyst' },
              { id: one.name.id, stage: 'published' },
              { id: other.summary.id, stage: 'review' },
            ],
          }),
          ann.token,
        ),
      [
        {
          part: 'fieldValues',
          index: 1,
          id: fieldId(one.summary, 'urlInput'),
          facetId: one.summary.id,
          message: 'Invalid url',
        },
        { part: 'fieldValues', index: 2, id: missing, facetId: null, message: 'Unknown field' },
        {
          part: 'newFields',
          index: 0,
          id: one.summary.id,
          facetId: one.summary.id,
          message: 'Facet Summary has no Label field',
        },
        { part: 'newFields', index: 1, id: other.summary.id, facetId: other.summary.id, message: 'Invalid url' },
        { part: 'meta', index: 1, id: one.name.id, facetId: one.name.id, message: 'You cannot set stage published' },
        {
          part: 'meta',
          index: 2,
          id: other.summary.id,
          facetId: other.summary.id,
          message: 'Required field is not complete',
        },
      ],
    )
    // what the refused save held: the good rows were not stored
    expect(await storedField(fieldId(one.name))).toMatchObject({ value: one.name.fields[0].value })
    expect(await storedFacet(one.sector.id)).toMatchObject({ stage: 'in progress' })
  })

  it('refuses a good label and stage edit beside one bad source, and writes none of them', async () => {
    const one = await entity()
    await expectRefused(
      () =>
        massEdit(
          edit({
            fieldValues: [
              { id: fieldId(one.name), value: 'Good Label' },
              { id: fieldId(one.summary, 'urlInput'), value: 'ftp//bad' },
            ],
            meta: [{ id: one.sector.id, stage: 'review' }],
          }),
        ),
      [
        {
          part: 'fieldValues',
          index: 1,
          id: fieldId(one.summary, 'urlInput'),
          facetId: one.summary.id,
          message: 'Invalid url',
        },
      ],
    )
  })

  it('checks each part by the rules of its own call: twice, nothing to change, published, existing slots', async () => {
    const one = await entity()
    expectStatus(await massEdit(edit({ meta: [{ id: one.name.id, stage: 'published' }] })), 200)
    await expectRefused(
      () =>
        massEdit(
          edit({
            fieldValues: [
              { id: fieldId(one.summary), value: 'ok' },
              { id: fieldId(one.summary), value: 'again' },
              { id: fieldId(one.name), value: 'Changed' },
            ],
            newFields: [newSource(one.summary, 'https://example.com/taken')],
            meta: [{ id: one.sector.id }, { id: one.summary.id, stage: 'edit' }],
          }),
          ann.token,
        ),
      [
        {
          part: 'fieldValues',
          index: 1,
          id: fieldId(one.summary),
          facetId: one.summary.id,
          message: 'The same item is sent twice',
        },
        {
          part: 'fieldValues',
          index: 2,
          id: fieldId(one.name),
          facetId: one.name.id,
          message: 'Facet Name is published and cannot be edited',
        },
        {
          part: 'newFields',
          index: 0,
          id: one.summary.id,
          facetId: one.summary.id,
          message: 'This field exists already: change it instead',
        },
        { part: 'meta', index: 0, id: one.sector.id, facetId: one.sector.id, message: 'Nothing to change' },
        { part: 'meta', index: 1, id: one.summary.id, facetId: one.summary.id, message: 'You cannot set stage edit' },
      ],
    )
  })

  it('is for the console roles', async () => {
    const one = await entity()
    const body = edit({ meta: [{ id: one.sector.id, stage: 'analyst' }] })
    expectError(await expectNoEntityWritten(server, () => server.api('POST', '/facet-mass-edits', { body })), 401)
    expectError(await expectNoEntityWritten(server, () => massEdit(body, trial.token)), 403)
    expectStatus(await massEdit(body, ann.token), 200)
    expectError(await server.api('PATCH', '/facet-mass-edits', { token: adminToken, body }), 405)
    expectError(await server.api('GET', '/facet-mass-edits', { token: adminToken }), 405)
  })

  it('refuses malformed bodies with a 400 and writes nothing', async () => {
    const one = await entity()
    const good = { id: one.sector.id, stage: 'analyst' }
    const cases: [unknown, string | RegExp][] = [
      [{}, "Missing property 'fieldValues'"],
      [{ fieldValues: [], newFields: [] }, "Missing property 'meta'"],
      [edit({}), 'Nothing to change'],
      [{ ...edit({ meta: [good as never] }), extra: 1 }, "Unknown property 'extra'"],
      [edit({ meta: [{ ...good, colour: 'red' } as never] }), "Unknown property 'colour'"],
      [edit({ fieldValues: 'x' as never }), /fieldValues/],
      [edit({ meta: [{ id: 'x' } as never] }), /uuid/],
      [edit({ meta: [{ id: one.sector.id, stage: 'finished' } as never] }), /stage/],
      [edit({ fieldValues: [{ id: fieldId(one.name), value: { a: 1 } } as never] }), /value/],
      [
        edit({ newFields: [{ ...newSource(one.summary, 'https://x.example'), typeName: 'Date' } as never] }),
        /typeName/,
      ],
      [edit({ newFields: [{ ...newSource(one.summary, 'https://x.example'), order: 0 }] }), /order/],
      [[good], 'Send the mass edit as one object: {fieldValues, newFields, meta}'],
      [[], 'Send the mass edit as one object: {fieldValues, newFields, meta}'],
      [edit({ meta: Array.from({ length: 1001 }, () => good as never) }), 'At most 1000 rows can be asked for at once'],
    ]
    for (const [body, message] of cases) {
      expectError(await expectNoEntityWritten(server, () => massEdit(body)), 400, message)
    }
  })
})

describe('the bulk calls’ refusals', () => {
  it('list the refused rows in data.errors too, for Feathers clients', async () => {
    const missing = '00000000-0000-4000-8000-000000000000'
    const response = await server.api('PATCH', '/facet-meta-data/', {
      token: adminToken,
      body: [{ id: missing, stage: 'review' }],
    })
    expectError(response, 400, 'Some rows cannot be saved: nothing was saved')
    const errors = [{ id: missing, message: 'Facet not found' }]
    expect(response.body).toMatchObject({ errors, data: { errors } })
  })
})
