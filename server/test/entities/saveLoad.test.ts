import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityRecord, FacetLogRecord } from '../../../common/entityFormat'
import type { EntityTemplate } from '../../../common/templateFormat'
import { templateSkeleton } from '../../../common/templateSkeleton'
import { startTestServer, type TestServer } from '../harness'
import {
  asInput,
  createBody,
  createEntity,
  expectStatus,
  facetTypeOf,
  fieldTypeOf,
  getEntity,
  newFacet,
  saveEntity,
  setsOf,
  templateOf,
} from '../entityHelpers'
import { addSignedInUser, signInAdmin, type Page, type UserBody } from '../helpers'

let server: TestServer
let adminToken: string
let analyst: { user: UserBody; token: string }
let actor: EntityTemplate

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  analyst = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ana Lyst' })
  actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
})
afterAll(() => server.close())

const type = (name: string) => facetTypeOf(actor, name)
const named = (value: string) => newFacet(type('Name'), { value: [{ value }] })
const logsOf = (facetId: string) =>
  server.db<FacetLogRecord>('facet_logs').where({ facetId }).orderBy('updatedAt').select('action', 'description')

describe('POST /entities and GET /entities/{id}', () => {
  it('creates an entity with its facets and answers it whole, with its template', async () => {
    const body = createBody(actor, [
      named('  Acme Corp  '),
      newFacet(type('Summary'), {
        value: [{ value: '<p>Makes anvils</p>' }],
        source: [{ urlInput: 'https://example.com/acme', key: '' }],
      }),
    ])
    const entity = await createEntity(server, analyst.token, { ...body, name: 'ignored' })
    expect(entity).toMatchObject({
      name: 'Acme Corp',
      entityTemplateId: actor.id,
      type: 'Actor',
      subType: 'Organisation',
      meta: { stage: 'in progress', assignedToId: null, failedReason: null },
      hidden: false,
      isTopic: false,
      topics: [],
      links: [],
      creatorId: analyst.user.id,
      updatedBy: { id: analyst.user.id, name: 'Ana Lyst' },
    })
    expect(entity.entityTemplate.id).toBe(actor.id)
    expect(entity.entityTemplate.facetTypes.map((facetType) => facetType.name)).toEqual(
      actor.facetTypes.map((facetType) => facetType.name),
    )
    expect(entity.facets).toHaveLength(2)
    const [name, summary] = entity.facets
    expect(name).toMatchObject({
      facetTypeId: type('Name').id,
      meta: { assignedToId: analyst.user.id, stage: 'in progress' },
      creatorId: analyst.user.id,
      editorId: analyst.user.id,
      logsCount: 1,
      amountComment: 0,
      lastUserIdThatReassignmentFacet: null,
      links: [],
    })
    expect(setsOf(actor, summary)).toEqual({
      value: [{ value: '<p>Makes anvils</p>' }],
      source: [{ key: '', urlInput: 'https://example.com/acme' }],
    })
    // fields in the order of their field types, then sets
    expect(summary.fields.map((field) => field.facetFieldTypeId)).toEqual([
      fieldTypeOf(type('Summary'), 'value').id,
      fieldTypeOf(type('Summary'), 'source').id,
      fieldTypeOf(type('Summary'), 'source').id,
    ])
    expect(await logsOf(name.id)).toEqual([{ action: 'create', description: 'Facet created' }])
    expect(expectStatus(await getEntity(server, adminToken, entity.id), 200)).toEqual(entity)
  })

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await getEntity(server, adminToken, '00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await getEntity(server, adminToken, 'nope')).status).toBe(404)
  })

  it('takes the name sent, trimmed, when the template has no Name facet type', async () => {
    const skeleton = templateSkeleton('Nameless', 'Nameless')
    skeleton.facetTypes[0].name = 'Title'
    const template = expectStatus(
      await server.api<EntityTemplate>('POST', '/entity-templates', { token: adminToken, body: skeleton }),
      201,
    )
    const body = createBody(template, [newFacet(template.facetTypes[0], { value: [{ value: 'Not the name' }] })])
    const entity = await createEntity(server, analyst.token, { ...body, name: '  Sent name ' })
    expect(entity.name).toBe('Sent name')
  })
})

describe('PATCH /entities/{id}', () => {
  it('changes the fields sent, keeps those not sent, adds new ones and removes those listed', async () => {
    const created = await createEntity(
      server,
      analyst.token,
      createBody(actor, [
        named('Before'),
        newFacet(type('English Keywords'), { value: [{ value: 'one' }, { value: 'two' }, { value: 'three' }] }),
      ]),
    )
    const [name, keywords] = created.facets
    const [one, two, three] = keywords.fields
    const saved = await saveEntity(server, adminToken, created, {
      facets: [
        { ...asInput(name), fields: [{ ...asInput(name).fields[0], value: 'After' }] },
        {
          ...asInput(keywords),
          fields: [
            { ...asInput(keywords).fields[1], value: 'TWO' },
            { facetFieldTypeId: one.facetFieldTypeId, name: 'value', order: 4, value: 'four' },
          ],
        },
      ],
      facetFieldsToDestroy: [three.id],
    })
    expect(saved.name).toBe('After')
    expect(setsOf(actor, saved.facets[1]).value.filter(Boolean)).toEqual([
      { value: 'one' },
      { value: 'TWO' },
      { value: 'four' },
    ])
    expect(saved.facets[1].fields.find((field) => field.id === one.id)).toEqual(one)
    expect(saved.facets[1].fields.find((field) => field.id === two.id)?.value).toBe('TWO')
    expect(saved.facets[1].editorId).not.toBe(analyst.user.id)
    expect(saved.facets[1].updatedAt > keywords.updatedAt).toBe(true)
    expect(saved.updatedBy?.name).toBe('Administrator')
    expect(saved.updatedAt > created.updatedAt).toBe(true)
    expect(await logsOf(keywords.id)).toEqual([
      { action: 'create', description: 'Facet created' },
      { action: 'update', description: 'Changed value' },
    ])
    expect(saved.facets[1].logsCount).toBe(2)
    expect(expectStatus(await getEntity(server, analyst.token, created.id), 200)).toEqual(saved)
  })

  it('swaps two field sets in one save', async () => {
    const created = await createEntity(
      server,
      analyst.token,
      createBody(actor, [
        named('Swap'),
        newFacet(type('English Keywords'), { value: [{ value: 'a' }, { value: 'b' }] }),
      ]),
    )
    const keywords = created.facets[1]
    const saved = await saveEntity(server, analyst.token, created, {
      facets: [
        {
          ...asInput(keywords),
          fields: asInput(keywords).fields.map((field) => ({ ...field, order: 3 - field.order })),
        },
      ],
    })
    expect(setsOf(actor, saved.facets[1]).value).toEqual([{ value: 'b' }, { value: 'a' }])
  })

  it('reorders, adds and removes facets; an unchanged facet is left as it was', async () => {
    const created = await createEntity(
      server,
      analyst.token,
      createBody(actor, [
        named('Facets'),
        newFacet(type('Importance'), { importance: [{ selectedValue: '2', selectedLabel: 'Moderate' }] }),
        newFacet(type('English Keywords'), { value: [{ value: 'k' }] }),
      ]),
    )
    const [name, importance, keywords] = created.facets
    const saved = await saveEntity(server, analyst.token, created, {
      facets: [
        asInput(name),
        asInput(keywords, { order: 2 }),
        newFacet(type('Founded'), {
          date: [{ dateType: 'single', dateSingle: '1999-01-01T12:00:00', format: 'YYYY' }],
        }),
      ],
      facetsToDestroy: [importance.id],
    })
    expect(saved.facets.map((facet) => facet.facetTypeId)).toEqual([
      type('Name').id,
      type('English Keywords').id,
      type('Founded').id,
    ])
    expect(saved.facets[0]).toEqual(name)
    expect(saved.facets[1].order).toBe(2)
    expect(saved.facets[1].fields).toEqual(keywords.fields)
    expect(await server.db('facets').where({ id: importance.id })).toEqual([])
    expect(await server.db('facet_fields').where({ facetId: importance.id })).toEqual([])
    expect(await logsOf(saved.facets[2].id)).toEqual([{ action: 'create', description: 'Facet created' }])
    expect(await logsOf(keywords.id)).toEqual([{ action: 'create', description: 'Facet created' }])
  })

  it('saves, changes and removes links of a link field and of the entity', async () => {
    const target = await createEntity(server, analyst.token, createBody(actor, [named('Target')]))
    const other = await createEntity(server, analyst.token, createBody(actor, [named('Other')]))
    const related = type('Related Actors')
    const link = fieldTypeOf(related, 'link')
    const created = await createEntity(
      server,
      analyst.token,
      createBody(
        actor,
        [
          named('Linked'),
          newFacet(
            related,
            {},
            { links: [{ facetFieldTypeId: link.id, targetId: target.id, direction: 'TO', strength: 4 }] },
          ),
        ],
        { links: [{ targetId: other.id, direction: 'BILATERAL', type: 'peer' }] },
      ),
    )
    const facetLink = created.facets[1].links[0]
    expect(facetLink).toMatchObject({
      sourceId: created.id,
      sourceEntityType: 'Actor',
      facetId: created.facets[1].id,
      facetFieldTypeId: link.id,
      targetId: target.id,
      targetEntityType: 'Actor',
      target: { id: target.id, name: 'Target', type: 'Actor', subType: 'Organisation' },
      direction: 'TO',
      strength: 4,
      order: 1,
    })
    expect(created.links).toEqual([expect.objectContaining({ facetId: null, targetId: other.id, type: 'peer' })])

    const saved = await saveEntity(server, analyst.token, created, {
      facets: [
        {
          ...asInput(created.facets[1]),
          links: [{ id: facetLink.id, facetFieldTypeId: link.id, targetId: other.id, direction: 'FROM' }],
        },
      ],
      linksToDestroy: [created.links[0].id],
    })
    expect(saved.facets[1].links).toEqual([
      expect.objectContaining({ id: facetLink.id, targetId: other.id, direction: 'FROM', strength: 4 }),
    ])
    expect(saved.links).toEqual([])
    expect(await logsOf(created.facets[1].id)).toEqual([
      { action: 'create', description: 'Facet created' },
      { action: 'update', description: 'Changed link' },
    ])
  })
})

describe('GET /entities', () => {
  it('finds by name, type, sub-type and ids, with the columns and meta and without facets', async () => {
    const made: EntityRecord[] = []
    for (const value of ['Zeta Find', 'Alpha Find', 'Other thing']) {
      made.push(await createEntity(server, analyst.token, createBody(actor, [named(value)])))
    }
    const find = (query: string) =>
      server.api<Page<Record<string, unknown>>>('GET', '/entities', { token: analyst.token, query })
    const byName = expectStatus(await find('name[$iLike]=find&type=Actor&subType[$iLike]=organ'), 200)
    expect(byName.data.map((entity) => entity.name)).toEqual(['Alpha Find', 'Zeta Find'])
    expect(byName.limit).toBe(50)
    expect(byName.data[0]).toMatchObject({
      id: made[1].id,
      type: 'Actor',
      subType: 'Organisation',
      stage: 'in progress',
      meta: { stage: 'in progress', assignedToId: null, failedReason: null },
      hidden: false,
      createdAt: made[1].createdAt,
      updatedAt: made[1].updatedAt,
    })
    expect(byName.data[0]).not.toHaveProperty('facets')
    const byIds = expectStatus(await find(`id[$in][]=${made[0].id}&id[$in][]=${made[2].id}&$sort[name]=-1`), 200)
    expect(byIds.data.map((entity) => entity.name)).toEqual(['Zeta Find', 'Other thing'])
    const names = expectStatus(await find(`$select[]=name&id=${made[0].id}`), 200)
    expect(names.data).toEqual([expect.objectContaining({ id: made[0].id, name: 'Zeta Find' })])
    expect((await find('colour=blue')).status).toBe(400)
  })
})

describe('DELETE /entities/{id}', () => {
  it('removes an entity with everything it holds, for admins', async () => {
    const entity = await createEntity(server, analyst.token, createBody(actor, [named('Doomed')]))
    const removed = expectStatus(
      await server.api<EntityRecord>('DELETE', `/entities/${entity.id}`, { token: adminToken }),
      200,
    )
    expect(removed.id).toBe(entity.id)
    expect(await server.db('facets').where({ entityId: entity.id })).toEqual([])
    expect((await getEntity(server, adminToken, entity.id)).status).toBe(404)
  })
})
