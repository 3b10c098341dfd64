import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import type { Event } from '../../services/events/events.schema'
import { startTestServer, type TestServer } from '../harness'
import { createBody, createEntity, facetTypeOf, newFacet, templateOf } from '../entityHelpers'
import { addSignedInUser, countRows, expectError, signInAdmin, type Page } from '../helpers'

let server: TestServer
let admin: string
let analyst: { token: string; user: { id: string; name: string } }
let france: number
let germany: number
let actorId: string
let plotId: string
let briefId: number
let otherBriefId: number

const KEY = 'media/0b6a3c1e-8d1f-4a55-9a0e-4d4f1f5b2c11/report.pdf'

const body = (changes: Record<string, unknown> = {}) => ({
  title: 'Northwind opens a wind farm',
  description: 'Forty turbines off the coast',
  topics: [france],
  entities: [actorId],
  briefs: [briefId],
  date: '2026-03-10T00:00:00.000Z',
  locations: [{ address: 'Brest, France', lat: 48.39, lng: -4.49, zoom: 8 }],
  sources: ['https://wire.example/a'],
  attachments: [],
  ...changes,
})

const post = (data: unknown, token = analyst.token) => server.api<Event>('POST', '/events', { token, body: data })

/** Everything an event write touches. */
async function eventState() {
  const tables = ['events', 'event_topics', 'event_entities', 'event_briefs', 'usage_events']
  const counts = await Promise.all(tables.map((table) => countRows(server.db, table)))
  const used = await server.db('feed_items').where({ isUsed: true }).count({ count: '*' })
  return { counts, used: Number(used[0].count) }
}

async function expectRefused(call: () => Promise<{ status: number; body: unknown }>, status: number, message: string) {
  const before = await eventState()
  expectError(await call(), status, message)
  expect(await eventState()).toEqual(before)
}

let articleIds: number[]

async function addArticles() {
  const [source] = await server
    .db('rss_sources')
    .insert({ name: 'Wire', websiteUrl: 'https://wire.example/rss', language: 'en', type: 'article' })
    .returning('id')
  const rows = await server
    .db('feed_items')
    .insert(
      ['a', 'b', 'c'].map((guid, index) => ({
        kind: 'article',
        sourceId: source.id,
        guid,
        link: `https://wire.example/${guid}`,
        title: `Article ${guid}`,
        date: new Date(Date.UTC(2026, 2, 10 + index)),
        language: 'en',
        mlPredictions: JSON.stringify({
          summarization: index === 0 ? 'Northwind Energy opens a wind farm' : '',
          categories: [],
          foundEnrEntities: [],
        }),
      })),
    )
    .returning('id')
  const [regulation] = await server
    .db('rss_sources')
    .insert({ name: 'Gazette', websiteUrl: 'https://gazette.example/rss', language: 'en', type: 'regulation' })
    .returning('id')
  const [item] = await server
    .db('feed_items')
    .insert({
      kind: 'regulation',
      sourceId: regulation.id,
      guid: 'r',
      title: 'A regulation',
      date: new Date(),
      language: 'en',
    })
    .returning('id')
  articleIds = [...rows.map((row: { id: number }) => row.id), item.id]
}

beforeAll(async () => {
  server = await startTestServer()
  admin = await signInAdmin(server)
  analyst = await addSignedInUser(server, admin, { role: 'analyst', name: 'Ana Lyst' })
  france = (await server.db('countries').where({ iso_code: 'FR' }).first()).id
  germany = (await server.db('countries').where({ iso_code: 'DE' }).first()).id
  const organisation = await templateOf(server, admin, 'Actor', 'Organisation')
  const actor = await createEntity(
    server,
    admin,
    createBody(organisation, [newFacet(facetTypeOf(organisation, 'Name'), { value: [{ value: 'Northwind Energy' }] })]),
  )
  actorId = actor.id
  await server.db('topic_links').insert({ entityId: actorId, countryId: france })
  const plot = await templateOf(server, admin, 'Plot')
  plotId = (
    await createEntity(
      server,
      admin,
      createBody(plot, [newFacet(facetTypeOf(plot, 'Name'), { value: [{ value: 'Energy transition' }] })]),
    )
  ).id
  const briefs = await server
    .db('briefs')
    .insert([
      { name: 'Offshore wind', type: 'industry' },
      { name: 'Utilities', type: 'core' },
    ])
    .returning('id')
  ;[briefId, otherBriefId] = briefs.map((brief: { id: number }) => brief.id)
  await addArticles()
})

afterAll(() => server.close())

describe('POST /events', () => {
  it('creates an event with its links in order, names who made it, and records the usage', async () => {
    const { status, body: event } = await post(
      body({ entities: [plotId, actorId], briefs: [otherBriefId, briefId], topics: [germany, france] }),
    )
    expect(status).toBe(201)
    expect(event).toMatchObject({
      title: 'Northwind opens a wind farm',
      description: 'Forty turbines off the coast',
      articleId: null,
      date: '2026-03-10T00:00:00.000Z',
      topics: [
        { id: germany, name: 'Germany' },
        { id: france, name: 'France' },
      ],
      entities: [
        { id: plotId, name: 'Energy transition', type: 'Plot', topicId: null, topicName: null },
        { id: actorId, name: 'Northwind Energy', type: 'Actor', topicId: france, topicName: 'France' },
      ],
      briefs: [
        { id: otherBriefId, name: 'Utilities', type: 'core' },
        { id: briefId, name: 'Offshore wind', type: 'industry' },
      ],
      locations: [{ address: 'Brest, France', lat: 48.39, lng: -4.49, zoom: 8 }],
      sources: ['https://wire.example/a'],
      attachments: [],
      createdBy: { id: analyst.user.id, name: 'Ana Lyst' },
    })
    const usage = await server.db('usage_events').where({ subjectType: 'event', subjectId: String(event.id) })
    expect(usage).toMatchObject([{ name: 'event-created', userId: analyst.user.id }])
  })

  it('takes an attachment instead of a source, trims texts and drops repeats', async () => {
    const { status, body: event } = await post(
      body({
        title: '  Spaced title  ',
        description: '   ',
        sources: [],
        attachments: [{ key: KEY, name: 'report.pdf' }],
        topics: [france, france],
      }),
    )
    expect(status).toBe(201)
    expect(event).toMatchObject({ title: 'Spaced title', description: null, topics: [{ id: france }] })
    expect(event.attachments).toEqual([{ key: KEY, name: 'report.pdf' }])
  })

  it('marks the article used, records a changed machine title, and refuses the article a second time', async () => {
    const [first] = articleIds
    const { status, body: event } = await post(body({ articleId: first, title: 'My own title' }))
    expect(status).toBe(201)
    expect(event.articleId).toBe(first)
    expect(await server.db('feed_items').where({ id: first }).first()).toMatchObject({ isUsed: true })
    const usage = await server
      .db('usage_events')
      .where({ subjectId: String(event.id) })
      .orderBy('id')
    expect(usage.map((row) => row.name)).toEqual(['event-created', 'machine-title-changed'])
    expect(usage[1].details).toEqual({
      articleId: first,
      from: 'Northwind Energy opens a wind farm',
      to: 'My own title',
    })
    await expectRefused(() => post(body({ articleId: first })), 400, messages.articleUsed)
    const list = await server.api<Page<{ id: number; isUsed: boolean }>>('GET', '/articles', {
      token: analyst.token,
      query: `articleIds=${first}`,
    })
    expect(list.body.data[0].isUsed).toBe(true)
  })

  it('records no title change when the machine title is kept', async () => {
    const second = articleIds[1]
    const { body: event } = await post(body({ articleId: second, title: 'Article b' }))
    const usage = await server.db('usage_events').where({ subjectId: String(event.id) })
    expect(usage.map((row) => row.name)).toEqual(['event-created'])
  })

  it.each([
    ['no topic', { topics: [] }, messages.topicRequired],
    ['topics left out', { topics: undefined }, messages.topicRequired],
    ['no title', { title: '   ' }, messages.titleRequired],
    ['a title over 300', { title: 'x'.repeat(301) }, 'At most 300 characters'],
    ['a description over 200', { description: 'x'.repeat(201) }, 'At most 200 characters'],
    ['no entity', { entities: [] }, messages.entityRequired],
    ['no brief', { briefs: [] }, messages.briefRequired],
    ['no date', { date: '' }, messages.eventDateRequired],
    ['a date that is none', { date: '2026-13-45' }, messages.eventDateRequired],
    ['neither source nor attachment', { sources: [], attachments: [] }, messages.sourceOrAttachmentRequired],
    ['a source that is no URL', { sources: ['not a url'] }, messages.invalidUrl],
    ['a javascript: source', { sources: ['javascript:alert(1)'] }, messages.invalidUrl],
    [
      '11 attachments',
      { attachments: Array.from({ length: 11 }, (_, index) => ({ key: KEY, name: `f${index}.pdf` })) },
      'At most 10 attachments',
    ],
    [
      'an attachment that is no stored upload',
      { attachments: [{ key: '../../etc/passwd', name: 'x' }] },
      messages.unknownAttachment,
    ],
    ['an unknown topic', { topics: [999_999] }, messages.unknownTopic],
    ['an unknown entity', { entities: ['00000000-0000-4000-8000-000000000000'] }, messages.unknownEntity],
    ['an entity id that is no uuid', { entities: ['42'] }, messages.unknownEntity],
    ['an unknown brief', { briefs: [999_999] }, messages.unknownBrief],
    ['an article that does not exist', { articleId: 999_999 }, messages.unknownArticle],
    ['a latitude out of range', { locations: [{ address: '', lat: 91, lng: 0, zoom: 3 }] }, messages.latitudeRange],
    ['a zoom that is no whole number', { locations: [{ address: '', lat: 0, lng: 0, zoom: 2.5 }] }, messages.zoomRange],
    ['an unknown property', { owner: 'me' }, undefined],
  ])('refuses %s with its message and writes nothing', async (_, changes, message) => {
    const before = await eventState()
    const response = await post(body(changes))
    expectError(response, 400, message)
    expect(await eventState()).toEqual(before)
  })

  it('refuses a regulation feed item as the article', async () => {
    await expectRefused(() => post(body({ articleId: articleIds[3] })), 400, messages.unknownArticle)
  })

  it('is for the console roles: no token 401, trial 403', async () => {
    expectError(await server.api('POST', '/events', { body: body() }), 401)
    const trial = await addSignedInUser(server, admin, { role: 'trial', trialEndDate: '2099-01-01' })
    await expectRefused(() => post(body(), trial.token), 403, messages.notAllowed)
  })
})

describe('GET /events', () => {
  it('lists newest changes first, 25 a page, and filters by topic, entity, user, day and title', async () => {
    const other = await addSignedInUser(server, admin, { role: 'analyst', name: 'Other Analyst' })
    const mine = await post(
      body({ title: 'Grid upgrade in Bavaria', topics: [germany], entities: [plotId] }),
      other.token,
    )
    const list = (query: string) =>
      server.api<Page<Event>>('GET', '/events', { token: analyst.token, query }).then((response) => response.body)

    const all = await list('')
    expect(all.limit).toBe(25)
    expect(all.data[0].id).toBe(mine.body.id)
    const updated = all.data.map((event) => event.updatedAt)
    expect(updated).toEqual([...updated].sort().reverse())

    expect((await list(`topicId=${germany}`)).data.map((event) => event.id)).toContain(mine.body.id)
    expect((await list(`topicId=${germany}`)).data.every((event) => event.topics.some((t) => t.id === germany))).toBe(
      true,
    )
    const byUser = await list(`userId=${other.user.id}`)
    expect(byUser.data.map((event) => event.id)).toEqual([mine.body.id])
    expect(
      (await list(`entityId=${actorId}`)).data.every((event) => event.entities.some((e) => e.id === actorId)),
    ).toBe(true)
    expect((await list('title=bavaria')).data.map((event) => event.title)).toEqual(['Grid upgrade in Bavaria'])
    expect((await list('title=100%25')).total).toBe(0)
    const today = new Date().toISOString().slice(0, 10)
    expect((await list(`updatedAt=${today}`)).total).toBe(all.total)
    expect((await list('updatedAt=2001-01-01')).total).toBe(0)
    const paged = await list('$limit=2&$skip=1')
    expect(paged.data.map((event) => event.id)).toEqual(all.data.slice(1, 3).map((event) => event.id))
    // the one order, named as the console's lists name theirs
    expect((await list('$sort[updatedAt]=-1')).data).toEqual(all.data)
  })

  it('counts a long list only a little past the page asked for, and says so', async () => {
    const before = Number((await server.db('events').count({ n: '*' }))[0].n)
    await server.db.raw(`INSERT INTO events (title, date) SELECT 'Many ' || n, now() FROM generate_series(1, ?) n`, [
      1100 - before,
    ])
    const list = (query: string) =>
      server
        .api<Page<Event> & { totalIsAtLeast?: boolean }>('GET', '/events', { token: analyst.token, query })
        .then((response) => response.body)
    expect(await list('$limit=25')).toMatchObject({ total: 1025, totalIsAtLeast: true })
    const last = await list('$limit=25&$skip=1075')
    expect(last.total).toBe(1100)
    expect(last).not.toHaveProperty('totalIsAtLeast')
    expect(last.data).toHaveLength(25)
    await server.db('events').where('title', 'like', 'Many %').delete()
  })

  it('refuses a bad filter with 400', async () => {
    for (const query of [
      'updatedAt=yesterday',
      'userId=me',
      'topicId=x',
      '$limit=1000',
      'colour=red',
      '$sort[updatedAt]=1',
      '$sort[title]=-1',
    ]) {
      expectError(await server.api('GET', '/events', { token: analyst.token, query }), 400)
    }
  })
})

describe('PATCH /events/{id}', () => {
  it('saves the changed fields with the spec’s names and records the update', async () => {
    const { body: event } = await post(body())
    const { status, body: saved } = await server.api<Event>('PATCH', `/events/${event.id}`, {
      token: analyst.token,
      body: { title: 'Renamed', entityIds: [plotId], briefIds: [otherBriefId], topics: [germany], description: '' },
    })
    expect(status).toBe(200)
    expect(saved).toMatchObject({
      title: 'Renamed',
      description: null,
      entities: [{ id: plotId }],
      briefs: [{ id: otherBriefId }],
      topics: [{ id: germany }],
      sources: event.sources,
      createdBy: { id: analyst.user.id },
    })
    expect(saved.updatedAt > event.updatedAt).toBe(true)
    const usage = await server.db('usage_events').where({ subjectId: String(event.id), name: 'event-updated' })
    expect(usage).toHaveLength(1)
  })

  it('checks the event as it will be: dropping the only source with no attachment is refused', async () => {
    const { body: event } = await post(body())
    const patch = (data: unknown) => server.api('PATCH', `/events/${event.id}`, { token: analyst.token, body: data })
    await expectRefused(() => patch({ sources: [] }), 400, messages.sourceOrAttachmentRequired)
    await expectRefused(() => patch({ entityIds: [] }), 400, messages.entityRequired)
    await expectRefused(() => patch({ title: '' }), 400, messages.titleRequired)
    await expectRefused(() => patch({ briefIds: [999_999] }), 400, messages.unknownBrief)
    await expectRefused(() => patch({ articleId: articleIds[2] }), 400, "Unknown property 'articleId'")
    const swapped = await patch({ sources: [], attachments: [{ key: KEY, name: 'report.pdf' }] })
    expect(swapped.status).toBe(200)
  })

  it('answers 404 for an event that does not exist', async () => {
    await expectRefused(
      () => server.api('PATCH', '/events/999999', { token: analyst.token, body: { title: 'x' } }),
      404,
      "No record found for id '999999'",
    )
    expectError(await server.api('GET', '/events/abc', { token: analyst.token }), 404)
  })
})

describe('DELETE /events/{id}', () => {
  it('puts the event in the trash with its links, frees its article and records the deletion', async () => {
    const third = articleIds[2]
    const { body: event } = await post(body({ articleId: third }))
    const { status } = await server.api('DELETE', `/events/${event.id}`, { token: analyst.token })
    expect(status).toBe(200)
    expectError(await server.api('GET', `/events/${event.id}`, { token: analyst.token }), 404)
    expect(await server.db('events_with_trash').where({ id: event.id }).first()).toMatchObject({
      deleted_by: analyst.user.id,
    })
    expect(await server.db('event_topics').where({ eventId: event.id })).toHaveLength(1)
    expect(await server.db('feed_items').where({ id: third }).first()).toMatchObject({ isUsed: false })
    const usage = await server.db('usage_events').where({ subjectId: String(event.id), name: 'event-deleted' })
    expect(usage).toHaveLength(1)
    expect((await post(body({ articleId: third }))).status).toBe(201)
  })
})

describe('GET /entity-infos type[$ne]', () => {
  it('leaves out the entities of that type, as the event form’s entity picker asks with Brief (spec 3 §7)', async () => {
    const search = (query: string) =>
      server
        .api<Page<{ name: string; type: string }>>('GET', '/entity-infos', { token: analyst.token, query })
        .then((response) => response.body.data)
    expect((await search('name[$iLike]=energy')).map((entity) => entity.type).sort()).toEqual(['Actor', 'Plot'])
    expect((await search('name[$iLike]=energy&type[$ne]=Plot')).map((entity) => entity.name)).toEqual([
      'Northwind Energy',
    ])
  })
})
