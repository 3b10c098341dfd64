import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityRecord } from '../../../common/entityFormat'
import type { EntityTemplate } from '../../../common/templateFormat'
import type { EntityRelationship } from '../../services/relationship-to-entities/relationship-to-entities.schema'
import { startTestServer, type TestServer } from '../harness'
import { createBody, createEntity, expectStatus, facetTypeOf, newFacet, templateOf, uniqueName } from '../entityHelpers'
import { addSignedInUser, countRows, expectError, isoDay, signInAdmin } from '../helpers'

let server: TestServer
let token: string
let actor: EntityTemplate
let person: EntityTemplate
let alpha: EntityRecord
let beta: EntityRecord
let ada: EntityRecord
const countries: number[] = []
const briefs: number[] = []
const landscapes: number[] = []

const named = async (template: EntityTemplate, name: string) =>
  createEntity(
    server,
    token,
    createBody(template, [newFacet(facetTypeOf(template, 'Name'), { value: [{ value: name }] })]),
  )

const call = <T = unknown>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown, query?: string) =>
  server.api<T>(method, path, { token, body, query })

/** Everything the relationship services write, to prove a refusal wrote nothing. */
async function relationshipState() {
  const tables = [
    'entity_countries',
    'entity_briefs',
    'entity_landscapes',
    'entity_roles',
    'entity_educations',
    'links',
  ]
  return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await countRows(server.db, table)])))
}

beforeAll(async () => {
  server = await startTestServer()
  token = await signInAdmin(server)
  actor = await templateOf(server, token, 'Actor', 'Organisation')
  person = await templateOf(server, token, 'Actor', 'Person')
  alpha = await named(actor, uniqueName('Alpha'))
  beta = await named(actor, uniqueName('Beta'))
  ada = await named(person, uniqueName('Ada'))
  for (const name of ['Relland', 'Otherland', 'Thirdland']) {
    const [row] = await server.db('countries').insert({ name }).returning('id')
    countries.push(row.id)
  }
  for (const name of ['Energy', 'Shipping']) {
    const [row] = await server.db('briefs').insert({ name, type: 'sector' }).returning('id')
    briefs.push(row.id)
  }
  const [landscape] = await server.db('landscapes').insert({ name: 'Baltic grid' }).returning('id')
  landscapes.push(landscape.id)
  const [dictionary] = await server
    .db('dictionaries')
    .insert({ key: 'relationship-type-to', name: 'Types' })
    .returning('id')
  await server
    .db('dictionary_items')
    .insert(
      ['Owns', 'Supplies'].map((value, position) => ({ dictionaryId: dictionary.id, value, category: ' ', position })),
    )
})
afterAll(() => server.close())

describe('countries, briefs and landscapes of an entity', () => {
  it('sets the countries with one primary, replacing the list each time, and answers them by name', async () => {
    const set = await call('POST', '/relationship-to-country', {
      entityId: alpha.id,
      countryIds: [countries[1], countries[0]],
      primary: countries[0],
    })
    expect(expectStatus(set, 201)).toEqual({
      entityId: alpha.id,
      countries: [
        { id: countries[1], name: 'Otherland', primary: false },
        { id: countries[0], name: 'Relland', primary: true },
      ],
    })
    expectStatus(
      await call('POST', '/relationship-to-country', { entityId: alpha.id, countryIds: [countries[2]] }),
      201,
    )
    expect(expectStatus(await call('GET', `/relationship-to-country/${alpha.id}`), 200)).toEqual({
      entityId: alpha.id,
      countries: [{ id: countries[2], name: 'Thirdland', primary: false }],
    })
  })

  it('sets briefs and landscapes the same way', async () => {
    expectStatus(await call('POST', '/brief-entity-relationship', { entityId: alpha.id, briefIds: briefs }), 201)
    expect(expectStatus(await call('GET', `/brief-entity-relationship/${alpha.id}`), 200)).toEqual({
      entityId: alpha.id,
      briefs: [
        { id: briefs[0], name: 'Energy', type: 'sector' },
        { id: briefs[1], name: 'Shipping', type: 'sector' },
      ],
    })
    expectStatus(
      await call('POST', '/relationship-to-landscape', { entityId: alpha.id, landscapeIds: landscapes }),
      201,
    )
    expect(expectStatus(await call('GET', `/relationship-to-landscape/${alpha.id}`), 200)).toEqual({
      entityId: alpha.id,
      landscapes: [{ id: landscapes[0], name: 'Baltic grid' }],
    })
    expectStatus(await call('POST', '/relationship-to-landscape', { entityId: alpha.id, landscapeIds: [] }), 201)
    expect(await server.db('entity_landscapes').where({ entityId: alpha.id })).toEqual([])
  })

  it('refuses an entity that does not exist with the panel’s words, missing items and a stray primary; nothing written', async () => {
    const missing = '7f1c3a52-1111-4111-8111-111111111111'
    const cases: [string, unknown, string][] = [
      [
        '/relationship-to-country',
        { entityId: 'not-a-uuid', countryIds: [countries[0]] },
        'You cannot create country relationship with an entity that does not exist',
      ],
      [
        '/relationship-to-country',
        { entityId: missing, countryIds: [countries[0]] },
        'You cannot create country relationship with an entity that does not exist',
      ],
      [
        '/brief-entity-relationship',
        { entityId: '', briefIds: [] },
        'You cannot create brief relationship with an entity that does not exist',
      ],
      [
        '/relationship-to-landscape',
        { entityId: missing, landscapeIds: [] },
        'You cannot create landscape relationship with an entity that does not exist',
      ],
      ['/relationship-to-country', { entityId: beta.id, countryIds: [countries[0], 999999] }, 'Unknown country'],
      ['/brief-entity-relationship', { entityId: beta.id, briefIds: [999999] }, 'Unknown brief'],
      ['/relationship-to-landscape', { entityId: beta.id, landscapeIds: [999999] }, 'Unknown landscape'],
      [
        '/relationship-to-country',
        { entityId: beta.id, countryIds: [countries[0]], primary: countries[1] },
        'The primary country must be one of the countries',
      ],
    ]
    const before = await relationshipState()
    for (const [path, body, message] of cases) expectError(await call('POST', path, body), 400, message)
    expectError(await call('POST', '/relationship-to-country', { entityId: beta.id, countryIds: ['x'] }), 400)
    expect(await relationshipState()).toEqual(before)
    expectError(
      await call('GET', '/relationship-to-country/not-a-uuid'),
      404,
      'You cannot create country relationship with an entity that does not exist',
    )
  })

  it('goes with the entity, and with the item once it leaves the trash', async () => {
    const gamma = await named(actor, uniqueName('Gamma'))
    expectStatus(
      await call('POST', '/relationship-to-country', { entityId: gamma.id, countryIds: [countries[0]] }),
      201,
    )
    const [brief] = await server.db('briefs').insert({ name: 'Short-lived', type: 'sector' }).returning('id')
    expectStatus(await call('POST', '/brief-entity-relationship', { entityId: gamma.id, briefIds: [brief.id] }), 201)
    expectStatus(await call('DELETE', `/briefs/${brief.id}`), 200)
    // the link waits in the trash with the brief, out of the panel, and goes when the brief is purged
    expect(await server.db('entity_briefs').where({ entityId: gamma.id })).toHaveLength(1)
    const panel = expectStatus(await call<{ briefs: unknown[] }>('GET', `/brief-entity-relationship/${gamma.id}`), 200)
    expect(panel.briefs).toEqual([])
    expectStatus(await call('DELETE', `/trash/brief-${brief.id}`), 200)
    expect(await server.db('entity_briefs').where({ entityId: gamma.id })).toEqual([])
    expectStatus(await call('DELETE', `/entities/${gamma.id}`), 200)
    expect(await server.db('entity_countries').where({ entityId: gamma.id })).toEqual([])
  })
})

describe('related entities', () => {
  it('relates two entities with a type and strength, shown from both sides with the direction reversed', async () => {
    const made = expectStatus(
      await call<EntityRelationship>('POST', '/relationship-to-entities', {
        sourceId: alpha.id,
        targetId: beta.id,
        type: 'Owns',
      }),
      201,
    )
    expect(made).toMatchObject({ sourceId: alpha.id, targetId: beta.id, type: 'Owns', strength: 1, direction: 'TO' })
    const fromBeta = expectStatus(
      await call<{ data: EntityRelationship[] }>('GET', `/relationship-to-entities/${beta.id}`),
      200,
    )
    expect(fromBeta.data).toEqual([
      expect.objectContaining({
        sourceId: beta.id,
        targetId: alpha.id,
        target: expect.objectContaining({ id: alpha.id, name: alpha.name }),
        direction: 'FROM',
        incoming: true,
      }),
    ])
    // the same pair and type again changes the strength
    expectStatus(
      await call('POST', '/relationship-to-entities', {
        sourceId: alpha.id,
        targetId: beta.id,
        type: 'Owns',
        strength: 4,
      }),
      201,
    )
    const fromAlpha = expectStatus(
      await call<{ data: EntityRelationship[] }>('GET', `/relationship-to-entities/${alpha.id}`),
      200,
    )
    expect(fromAlpha.data).toEqual([expect.objectContaining({ targetId: beta.id, strength: 4, incoming: false })])
    // removed from the other side
    expectStatus(
      await call('DELETE', `/relationship-to-entities/${beta.id}`, undefined, `targetId=${alpha.id}&type=Owns`),
      200,
    )
    expect(
      expectStatus(await call<{ data: unknown[] }>('GET', `/relationship-to-entities/${alpha.id}`), 200).data,
    ).toEqual([])
  })

  it('refuses a missing type or entity, an unknown type, strength outside 1–5 and itself; nothing written', async () => {
    const cases: [unknown, string][] = [
      [{ sourceId: alpha.id, targetId: beta.id, type: ' ' }, 'Please select a relationship type and entity'],
      [{ sourceId: alpha.id, targetId: 'nobody', type: 'Owns' }, 'Please select a relationship type and entity'],
      [{ sourceId: 'nobody', targetId: beta.id, type: 'Owns' }, 'Unknown entity'],
      [{ sourceId: alpha.id, targetId: beta.id, type: 'Befriends' }, 'Unknown relationship type'],
      [{ sourceId: alpha.id, targetId: beta.id, type: 'Owns', strength: 0 }, 'Strength must be between 1 and 5'],
      [{ sourceId: alpha.id, targetId: beta.id, type: 'Owns', strength: 6 }, 'Strength must be between 1 and 5'],
      [{ sourceId: alpha.id, targetId: beta.id, type: 'Owns', strength: 2.5 }, 'Strength must be between 1 and 5'],
      [{ sourceId: alpha.id, targetId: alpha.id, type: 'Owns' }, 'An entity cannot be related to itself'],
    ]
    const before = await relationshipState()
    for (const [body, message] of cases)
      expectError(await call('POST', '/relationship-to-entities', body), 400, message)
    expect(await relationshipState()).toEqual(before)
    expectError(
      await call('DELETE', `/relationship-to-entities/${alpha.id}`, undefined, `targetId=${beta.id}&type=Owns`),
      404,
    )
  })
})

describe('roles and educations of a person', () => {
  const role = (extra: Record<string, unknown> = {}) => ({
    entityId: ada.id,
    title: 'Chief engineer',
    source: 'https://example.com/bio',
    organization: 'Analytical Engines Ltd',
    ...extra,
  })

  it('adds, lists, edits and deletes a role, naming its employer entity', async () => {
    const made = expectStatus(
      await call<Record<string, unknown>>('POST', '/roles', role({ startDate: '1843-01-01', isPrimary: true })),
      201,
    )
    expect(made).toMatchObject({
      title: 'Chief engineer',
      organization: 'Analytical Engines Ltd',
      employerEntity: null,
    })
    const withEmployer = expectStatus(
      await call<Record<string, unknown>>('PATCH', `/roles/${made.id}`, {
        organization: null,
        employerEntityId: alpha.id,
      }),
      200,
    )
    expect(withEmployer.employerEntity).toEqual({ id: alpha.id, name: alpha.name })
    const list = expectStatus(
      await call<{ data: { id: string }[] }>('GET', '/roles', undefined, `entityId=${ada.id}`),
      200,
    )
    expect(list.data.map((one) => one.id)).toEqual([made.id])
    expectStatus(await call('DELETE', `/roles/${made.id}`), 200)
    expect(await server.db('entity_roles').where({ entityId: ada.id })).toEqual([])
  })

  it('adds and edits an education', async () => {
    const made = expectStatus(
      await call<Record<string, unknown>>('POST', '/educations', {
        entityId: ada.id,
        degree: 'Mathematics',
        institutionEntityId: beta.id,
        source: 'https://example.com/school',
      }),
      201,
    )
    expect(made.institutionEntity).toEqual({ id: beta.id, name: beta.name })
    const edited = expectStatus(
      await call<Record<string, unknown>>('PATCH', `/educations/${made.id}`, { specialty: 'Analysis' }),
      200,
    )
    expect(edited).toMatchObject({ degree: 'Mathematics', specialty: 'Analysis' })
  })

  it('refuses each bad role and education with its message and writes nothing', async () => {
    const cases: [string, unknown, string][] = [
      ['/roles', role({ title: '' }), 'Role title is required'],
      ['/roles', role({ source: '  ' }), 'Role source is required'],
      ['/roles', role({ organization: null }), 'An organization is required'],
      ['/roles', role({ employerEntityId: alpha.id }), 'A role names an employer entity or an organization, not both'],
      ['/roles', role({ title: 'x'.repeat(301) }), 'Value too long'],
      ['/roles', role({ department: 'x'.repeat(301) }), 'Value too long'],
      ['/roles', role({ source: 'x'.repeat(501) }), 'Value too long'],
      ['/roles', role({ startDate: '03/01/2020' }), 'Enter the date as YYYY-MM-DD'],
      ['/roles', role({ startDate: '2020-01-01', endDate: '2019-01-01' }), 'The end date is before the start date'],
      ['/roles', role({ entityId: alpha.id }), 'Roles and educations are for person entities'],
      ['/roles', role({ entityId: 'nobody' }), 'Unknown entity'],
      [
        '/roles',
        role({ organization: null, employerEntityId: '7f1c3a52-1111-4111-8111-111111111111' }),
        'Unknown link target',
      ],
      ['/educations', { entityId: ada.id, institution: 'Uni', source: 's' }, 'An educational degree is required'],
      ['/educations', { entityId: ada.id, degree: 'BA', source: 's' }, 'An institution is required'],
      [
        '/educations',
        { entityId: ada.id, degree: 'BA', institution: 'Uni', institutionEntityId: beta.id, source: 's' },
        'An education names an institution entity or an institution, not both',
      ],
      ['/educations', { entityId: ada.id, degree: 'BA', institution: 'Uni' }, 'The following fields are empty: Source'],
    ]
    const before = await relationshipState()
    for (const [path, body, message] of cases) expectError(await call('POST', path, body), 400, message)
    const kept = expectStatus(await call<{ id: string }>('POST', '/roles', role()), 201)
    expectError(await call('PATCH', `/roles/${kept.id}`, { title: ' ' }), 400, 'Role title is required')
    expectError(await call('PATCH', `/roles/${kept.id}`, { employerEntityId: alpha.id }), 400)
    expect((await server.db('entity_roles').where({ id: kept.id }).first()).title).toBe('Chief engineer')
    expect(await relationshipState()).toEqual({ ...before, entity_roles: before.entity_roles + 1 })
  })

  it('is for the console roles', async () => {
    const trial = await addSignedInUser(server, token, { role: 'trial', trialEndDate: isoDay(30) })
    for (const path of ['/roles', `/relationship-to-country/${alpha.id}`, `/relationship-to-entities/${alpha.id}`]) {
      expectError(await server.api('GET', path, { token: trial.token }), 403)
    }
    expectError(await server.api('GET', '/educations'), 401)
  })
})
