import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StaleSaveData } from '../../../common/entityFormat'
import { messages } from '../../../common/messages'
import { templateSkeleton } from '../../../common/templateSkeleton'
import { startTestServer, type TestServer } from '../harness'
import { createBody, createEntity, expectStatus, newFacet, facetTypeOf, templateOf, uniqueName } from '../entityHelpers'
import { addSignedInUser, expectError, signInAdmin, type ErrorBody } from '../helpers'

let server: TestServer
let adminA: { token: string; name: string }
let adminB: { token: string; name: string }
let issuerId: string
let personId: string
let topicId: number
let briefId: number

type Body = Record<string, unknown>

/** A record two people can open and save: how to make one, and two different saves of it. */
interface Editable {
  kind: string
  path: string
  method: 'PATCH' | 'PUT'
  version: 'updatedAt' | 'updated_at'
  make: () => Promise<string | number>
  /** the save of `who`, made on `loaded`, the record as they opened it */
  save: (loaded: Body, who: 'A' | 'B') => Body
  /** what `who`'s save left in the record as the API answers it */
  saved: (record: Body, who: 'A' | 'B') => boolean
}

const made = async (path: string, body: Body, token = adminA.token) =>
  (expectStatus(await server.api<Body>('POST', path, { token, body }), 201) as Body).id as string | number

const insert = async (table: string, row: Body) => (await server.db(table).insert(row).returning('id'))[0].id as number

const named = (field: string) => ({
  save: (_loaded: Body, who: 'A' | 'B') => ({ [field]: `${who} ${uniqueName('saved')}` }),
  saved: (record: Body, who: 'A' | 'B') => String(record[field]).startsWith(`${who} `),
})

const EDITABLE: Editable[] = [
  {
    kind: 'user',
    path: '/users',
    method: 'PATCH',
    version: 'updatedAt',
    make: () =>
      made('/users', {
        email: `${uniqueName('stale').replace(/\W+/g, '.')}@example.com`,
        name: 'Stale',
        role: 'analyst',
        profile: 'default',
      }),
    ...named('name'),
  },
  {
    kind: 'dictionary',
    path: '/dictionaries',
    method: 'PUT',
    version: 'updatedAt',
    make: () =>
      made('/dictionaries', {
        key: uniqueName('key').replace(/\W+/g, '-'),
        name: 'Shared',
        items: [{ value: 'Kept', category: '' }],
      }),
    // each admin adds an item of their own to the list they opened: the second must not drop the first's
    save: (loaded, who) => ({
      key: loaded.key,
      name: loaded.name,
      items: [
        ...(loaded.items as { value: string; category: string }[]).map(({ value, category }) => ({ value, category })),
        { value: `Added by ${who}`, category: '' },
      ],
    }),
    saved: (record, who) => (record.items as { value: string }[]).some((item) => item.value === `Added by ${who}`),
  },
  {
    kind: 'template',
    path: '/entity-templates',
    method: 'PUT',
    version: 'updatedAt',
    make: () => {
      const name = uniqueName('Kind').replace(/\W+/g, '')
      return made('/entity-templates', templateSkeleton(name, name) as unknown as Body)
    },
    save: (loaded, who) => {
      const { id: _id, createdAt: _c, updatedAt: _u, ...template } = loaded
      const facetTypes = loaded.facetTypes as Body[]
      const copy = facetTypes[0] as Body & { facetFieldTypes: Body[] }
      const added = {
        ...copy,
        id: undefined,
        name: `Facet of ${who}`,
        order: 9,
        facetFieldTypes: copy.facetFieldTypes.map((fieldType) => ({ ...fieldType, id: undefined })),
      }
      return { ...template, facetTypes: [...facetTypes, added] }
    },
    saved: (record, who) =>
      (record.facetTypes as Body[]).some((facetType) => facetType.name === `Facet of ${who}` && !facetType.deleted),
  },
  {
    kind: 'statistic type',
    path: '/cross-entity-facet-types',
    method: 'PATCH',
    version: 'updatedAt',
    make: () => made('/cross-entity-facet-types', { name: uniqueName('Series') }),
    ...named('name'),
  },
  {
    kind: 'country',
    path: '/countries',
    method: 'PATCH',
    version: 'updated_at',
    make: () => insert('countries', { name: uniqueName('Land') }),
    ...named('name'),
  },
  {
    kind: 'brief',
    path: '/briefs',
    method: 'PATCH',
    version: 'updated_at',
    make: () => made('/briefs', { name: uniqueName('Brief'), type: 'core' }),
    ...named('name'),
  },
  {
    kind: 'landscape',
    path: '/landscapes',
    method: 'PATCH',
    version: 'updated_at',
    make: () => made('/landscapes', { name: uniqueName('Landscape') }),
    ...named('name'),
  },
  {
    kind: 'source',
    path: '/rss-sources',
    method: 'PATCH',
    version: 'updatedAt',
    make: () =>
      insert('rss_sources', {
        name: uniqueName('Wire'),
        websiteUrl: `https://feeds.example.com/${uniqueName('feed').replace(/\W+/g, '-')}.xml`,
        language: 'en',
        type: 'article',
      }),
    ...named('name'),
  },
  {
    kind: 'event',
    path: '/events',
    method: 'PATCH',
    version: 'updatedAt',
    make: () =>
      made('/events', {
        title: 'Shared event',
        topics: [topicId],
        entities: [issuerId],
        briefs: [briefId],
        date: '2026-03-10T00:00:00.000Z',
        locations: [],
        sources: ['https://wire.example/a'],
        attachments: [],
      }),
    ...named('title'),
  },
  {
    kind: 'regulation',
    path: '/regulation',
    method: 'PATCH',
    version: 'updatedAt',
    make: () =>
      insert('regulations', {
        summarizedName: 'Shared act',
        legalName: 'Shared act of 2026',
        issuerEntityId: issuerId,
        dateType: 'unknown',
        attachment: JSON.stringify({ key: 'media/0b6a3c1e-8d1f-4a55-9a0e-4d4f1f5b2c11/act.pdf', name: 'act.pdf' }),
      }),
    ...named('summarizedName'),
  },
  {
    kind: 'role',
    path: '/roles',
    method: 'PATCH',
    version: 'updatedAt',
    make: () =>
      made('/roles', {
        entityId: personId,
        title: 'Engineer',
        organization: 'Engines Ltd',
        source: 'https://example.com/bio',
      }),
    ...named('title'),
  },
  {
    kind: 'education',
    path: '/educations',
    method: 'PATCH',
    version: 'updatedAt',
    make: () =>
      made('/educations', {
        entityId: personId,
        degree: 'Mathematics',
        institution: 'College',
        source: 'https://example.com/bio',
      }),
    ...named('degree'),
  },
]

const load = async (record: Editable, id: string | number, token = adminA.token) =>
  expectStatus(await server.api<Body>('GET', `${record.path}/${id}`, { token }), 200) as Body

const send = (record: Editable, id: string | number, body: Body, token: string) =>
  server.api<Body>(record.method, `${record.path}/${id}`, { token, body })

beforeAll(async () => {
  server = await startTestServer()
  const admin = await signInAdmin(server)
  const a = await addSignedInUser(server, admin, { name: 'Ada Admin', role: 'admin' })
  const b = await addSignedInUser(server, admin, { name: 'Bob Admin', role: 'admin' })
  adminA = { token: a.token, name: 'Ada Admin' }
  adminB = { token: b.token, name: 'Bob Admin' }
  const actor = await templateOf(server, a.token, 'Actor', 'Organisation')
  const person = await templateOf(server, a.token, 'Actor', 'Person')
  const nameOf = (template: typeof actor, name: string) =>
    createBody(template, [newFacet(facetTypeOf(template, 'Name'), { value: [{ value: name }] })])
  issuerId = (await createEntity(server, a.token, nameOf(actor, uniqueName('Issuer')))).id
  topicId = await insert('countries', { name: uniqueName('Topic') })
  briefId = await insert('briefs', { name: uniqueName('Sector'), type: 'sector' })
  personId = (await createEntity(server, a.token, nameOf(person, uniqueName('Ada')))).id
})
afterAll(() => server.close())

describe.each(EDITABLE)('two people saving one $kind', (record) => {
  it('refuses the save made on a stale copy with 409 naming who saved and when, losing nothing', async () => {
    const id = await record.make()
    const openedByA = await load(record, id)
    const openedByB = await load(record, id, adminB.token)
    const first = await send(
      record,
      id,
      { ...record.save(openedByA, 'A'), [record.version]: openedByA[record.version] },
      adminA.token,
    )
    const afterA = expectStatus(first, 200) as Body
    expect(afterA[record.version]).not.toBe(openedByA[record.version])

    const stale = await send(
      record,
      id,
      { ...record.save(openedByB, 'B'), [record.version]: openedByB[record.version] },
      adminB.token,
    )
    expectError(stale, 409, new RegExp(`^Ada Admin saved this ${record.kind} at \\d{2}/\\d{2}/\\d{4} \\d{1,2}:\\d{2}$`))
    const conflict = (stale.body as unknown as ErrorBody).data as StaleSaveData
    expect(conflict.updatedBy).toMatchObject({ name: 'Ada Admin' })
    const now = await load(record, id)
    expect(record.saved(now, 'A')).toBe(true)
    expect(record.saved(now, 'B')).toBe(false)
    expect(new Date(conflict.updatedAt).getTime()).toBe(new Date(String(now[record.version])).getTime())

    // B overwrites knowingly, naming the version the 409 gave
    const overwrite = await send(
      record,
      id,
      { ...record.save(now, 'B'), [record.version]: conflict.updatedAt },
      adminB.token,
    )
    expect(record.saved(expectStatus(overwrite, 200) as Body, 'B')).toBe(true)
  })

  it('lets one of several saves of one copy through and refuses the others', async () => {
    const id = await record.make()
    const opened = await load(record, id)
    const answers = await Promise.all(
      [adminA, adminB, adminA, adminB, adminA, adminB].map((admin, index) =>
        send(
          record,
          id,
          { ...record.save(opened, index % 2 ? 'B' : 'A'), [record.version]: opened[record.version] },
          admin.token,
        ),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409])
  })

  it('refuses a version that is not a date with 400 and writes nothing', async () => {
    const id = await record.make()
    const opened = await load(record, id)
    expectError(
      await send(record, id, { ...record.save(opened, 'A'), [record.version]: 'last week' }, adminA.token),
      400,
      `The version of the ${record.kind} (${record.version}) is not a date`,
    )
    expect(await load(record, id)).toEqual(opened)
  })
})

describe('a PUT names its version', () => {
  it.each(EDITABLE.filter((record) => record.method === 'PUT'))(
    'refuses a $kind replaced without one',
    async (record) => {
      const id = await record.make()
      const opened = await load(record, id)
      expectError(
        await send(record, id, record.save(opened, 'A'), adminA.token),
        400,
        `Send the version of the ${record.kind} you loaded (${record.version})`,
      )
      expect(await load(record, id)).toEqual(opened)
    },
  )
})

describe('a PATCH without a version', () => {
  it('changes only the fields it names, on the record as it stands', async () => {
    const record = EDITABLE.find((one) => one.kind === 'country')!
    const id = await record.make()
    const opened = await load(record, id)
    const saved = expectStatus(await send(record, id, { iso_code: 'QX' }, adminA.token), 200) as Body
    expect(saved).toMatchObject({ name: opened.name, iso_code: 'QX' })
    expect(saved.updated_at).not.toBe(opened.updated_at)
  })
})

it('names no one when the last save is not known', async () => {
  const record = EDITABLE.find((one) => one.kind === 'event')!
  const id = await record.make()
  const response = await send(record, id, { title: 'Late', updatedAt: '2020-01-01T00:00:00.000Z' }, adminA.token)
  expectError(response, 409, new RegExp(`^${messages.someone} saved this event at `))
})

it('makes an open dictionary stale when an analyst adds an item to it, so the editor cannot drop the item', async () => {
  const record = EDITABLE.find((one) => one.kind === 'dictionary')!
  const id = await record.make()
  const opened = await load(record, id)
  const admin = await signInAdmin(server)
  const analyst = await addSignedInUser(server, admin, { name: 'Ana Analyst', role: 'analyst' })
  const appended = await server.api('POST', '/dictionary-items', {
    token: analyst.token,
    body: [{ dictionaryId: id, value: 'Typed in an entity', category: '' }],
  })
  expectStatus(appended, 201)
  const stale = await send(record, id, { ...record.save(opened, 'A'), updatedAt: opened.updatedAt }, adminA.token)
  expectError(stale, 409, /^Ana Analyst saved this dictionary at /)
  const now = await load(record, id)
  expect((now.items as { value: string }[]).map((item) => item.value)).toEqual(['Kept', 'Typed in an entity'])
})
