import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import type { Regulation } from '../../services/regulation/regulation.schema'
import { startTestServer, type TestServer } from '../harness'
import { createBody, createEntity, facetTypeOf, newFacet, templateOf } from '../entityHelpers'
import { addSignedInUser, countRows, expectError, signInAdmin, type Page } from '../helpers'

let server: TestServer
let admin: string
let analyst: { token: string; user: { id: string; name: string } }
let france: number
let issuerId: string
let industryId: number
let coreId: number
let itemIds: number[]

const PDF = { key: 'media/0b6a3c1e-8d1f-4a55-9a0e-4d4f1f5b2c11/act.pdf', name: 'act.pdf' }

const body = (changes: Record<string, unknown> = {}) => ({
  issuerEntityId: issuerId,
  topicId: france,
  summarizedName: 'Offshore wind permits act',
  legalName: 'Loi n° 2026-12 relative aux permis éoliens en mer',
  date: { type: 'range', startDate: '2026-01-01', endDate: '2026-12-31' },
  industryBriefIds: [industryId],
  source: 'https://gazette.example/acts/12',
  attachment: PDF,
  ...changes,
})

const post = (data: unknown, token = analyst.token) =>
  server.api<Regulation>('POST', '/regulation', { token, body: data })

async function state() {
  const tables = ['regulations', 'regulation_briefs', 'usage_events']
  const counts = await Promise.all(tables.map((table) => countRows(server.db, table)))
  const used = await server.db('feed_items').where({ isUsed: true }).count({ count: '*' })
  return { counts, used: Number(used[0].count) }
}

async function expectRefused(call: () => Promise<{ status: number; body: unknown }>, status: number, message?: string) {
  const before = await state()
  expectError(await call(), status, message)
  expect(await state()).toEqual(before)
}

beforeAll(async () => {
  server = await startTestServer()
  admin = await signInAdmin(server)
  analyst = await addSignedInUser(server, admin, { role: 'analyst', name: 'Reg Analyst' })
  france = (await server.db('countries').where({ iso_code: 'FR' }).first()).id
  const organisation = await templateOf(server, admin, 'Actor', 'Organisation')
  issuerId = (
    await createEntity(
      server,
      admin,
      createBody(organisation, [
        newFacet(facetTypeOf(organisation, 'Name'), { value: [{ value: 'Energy Ministry' }] }),
      ]),
    )
  ).id
  const briefs = await server
    .db('briefs')
    .insert([
      { name: 'Wind Power', type: 'industry' },
      { name: 'Energy Core', type: 'core' },
    ])
    .returning('id')
  ;[industryId, coreId] = briefs.map((brief: { id: number }) => brief.id)
  const sources = await server
    .db('rss_sources')
    .insert([
      { name: 'Gazette', websiteUrl: 'https://gazette.example/rss', language: 'fr', type: 'regulation' },
      { name: 'Wire', websiteUrl: 'https://wire.example/rss', language: 'en', type: 'article' },
    ])
    .returning('id')
  const items = await server
    .db('feed_items')
    .insert([
      { kind: 'regulation', sourceId: sources[0].id, guid: 'r1', title: 'Act 12', date: new Date(), language: 'fr' },
      { kind: 'article', sourceId: sources[1].id, guid: 'a1', title: 'News', date: new Date(), language: 'en' },
      { kind: 'regulation', sourceId: sources[0].id, guid: 'r2', title: 'Act 13', date: new Date(), language: 'fr' },
    ])
    .returning('id')
  itemIds = items.map((item: { id: number }) => item.id)
})

afterAll(() => server.close())

describe('POST /regulation', () => {
  it('creates a regulation with its issuer, topic, dates, industry briefs and PDF, and records the usage', async () => {
    const { status, body: regulation } = await post(body())
    expect(status).toBe(201)
    expect(regulation).toMatchObject({
      summarizedName: 'Offshore wind permits act',
      legalName: 'Loi n° 2026-12 relative aux permis éoliens en mer',
      issuerEntity: { id: issuerId, name: 'Energy Ministry' },
      topic: { id: france, name: 'France' },
      dateType: 'range',
      dateStart: '2026-01-01',
      dateEnd: '2026-12-31',
      industryBriefs: [{ id: industryId, name: 'Wind Power' }],
      source: 'https://gazette.example/acts/12',
      attachment: PDF,
      feedItemId: null,
      createdBy: { id: analyst.user.id, name: 'Reg Analyst' },
    })
    const usage = await server.db('usage_events').where({ subjectType: 'regulation', subjectId: String(regulation.id) })
    expect(usage).toMatchObject([{ name: 'regulation-created', userId: analyst.user.id }])
  })

  it.each([
    [{ startDate: '2026-01-01' }, 'start'],
    [{ endDate: '2026-12-31' }, 'end'],
    [{}, 'unknown'],
  ])('makes the date type from the days given: %j is %s', async (date, type) => {
    const { status, body: regulation } = await post(body({ date, topicId: null, source: '' }))
    expect(status).toBe(201)
    expect(regulation).toMatchObject({ dateType: type, topic: null, source: null })
  })

  it('marks the feed item used, and refuses it a second time', async () => {
    const [item] = itemIds
    const { status, body: regulation } = await post(body({ feedItemId: item }))
    expect(status).toBe(201)
    expect(regulation.feedItemId).toBe(item)
    expect(await server.db('feed_items').where({ id: item }).first()).toMatchObject({ isUsed: true })
    await expectRefused(() => post(body({ feedItemId: item })), 400, messages.feedItemUsed)
  })

  it.each([
    ['no issuer entity', { issuerEntityId: '' }, messages.issuerRequired],
    ['the issuer left out', { issuerEntityId: undefined }, messages.issuerRequired],
    ['no summarized name', { summarizedName: ' ' }, messages.summarizedNameRequired],
    ['no legal name', { legalName: '' }, messages.legalNameRequired],
    ['a summarized name over 250', { summarizedName: 'x'.repeat(251) }, 'At most 250 characters'],
    ['a legal name over 250', { legalName: 'x'.repeat(251) }, 'At most 250 characters'],
    ['no PDF', { attachment: undefined }, messages.regulationPdfRequired],
    [
      'an attachment that is no PDF',
      { attachment: { ...PDF, key: PDF.key.replace('.pdf', '.docx'), name: 'act.docx' } },
      messages.regulationPdfOnly,
    ],
    [
      'an attachment that is no stored upload',
      { attachment: { key: 'http://x/act.pdf', name: 'act.pdf' } },
      messages.regulationPdfOnly,
    ],
    ['a source that is no URL', { source: 'gazette' }, messages.invalidUrl],
    [
      'a range ending before it starts',
      { date: { startDate: '2026-12-31', endDate: '2026-01-01' } },
      messages.dateRangeOrder,
    ],
    ['a day that does not exist', { date: { startDate: '2026-02-30' } }, messages.invalidDay],
    [
      'a date type the days do not make',
      { date: { type: 'start', startDate: '2026-01-01', endDate: '2026-02-01' } },
      messages.dateTypeMismatch,
    ],
    ['an unknown date type', { date: { type: 'forever' } }, undefined],
    ['an unknown issuer', { issuerEntityId: '00000000-0000-4000-8000-000000000000' }, messages.unknownEntity],
    ['an issuer id that is no uuid', { issuerEntityId: 'ministry' }, messages.unknownEntity],
    ['an unknown topic', { topicId: 999_999 }, messages.unknownTopic],
    ['an unknown brief', { industryBriefIds: [999_999] }, messages.unknownBrief],
    ['an unknown feed item', { feedItemId: 999_999 }, messages.unknownFeedItem],
    ['an article as the feed item', { feedItemId: 'x' }, undefined],
    ['an unknown property', { owner: 'me' }, undefined],
  ])('refuses %s with its message and writes nothing', async (_, changes, message) => {
    await expectRefused(() => post(body(changes)), 400, message)
  })

  it('refuses a brief that is no industry brief', async () => {
    await expectRefused(() => post(body({ industryBriefIds: [industryId, coreId] })), 400, messages.industryBriefsOnly)
  })

  it('refuses an article of the article feed as the feed item', async () => {
    await expectRefused(() => post(body({ feedItemId: itemIds[1] })), 400, messages.unknownFeedItem)
  })

  it('is for the console roles: no token 401, trial 403', async () => {
    expectError(await server.api('POST', '/regulation', { body: body() }), 401)
    const trial = await addSignedInUser(server, admin, { role: 'trial', trialEndDate: '2099-01-01' })
    await expectRefused(() => post(body(), trial.token), 403, messages.notAllowed)
  })
})

describe('GET /regulation', () => {
  it('lists newest changes first and filters by topic, issuer, user, day and either name', async () => {
    const other = await addSignedInUser(server, admin, { role: 'analyst', name: 'Other' })
    const mine = await post(
      body({ summarizedName: 'Grid code', legalName: 'Netzkodex 2026', topicId: null }),
      other.token,
    )
    const list = (query: string) =>
      server.api<Page<Regulation>>('GET', '/regulation', { token: analyst.token, query }).then((r) => r.body)
    const all = await list('')
    expect(all.limit).toBe(25)
    expect(all.data[0].id).toBe(mine.body.id)
    expect((await list(`userId=${other.user.id}`)).data.map((r) => r.id)).toEqual([mine.body.id])
    expect((await list('title=netzkodex')).data.map((r) => r.id)).toEqual([mine.body.id])
    expect((await list('title=grid%20code')).data.map((r) => r.id)).toEqual([mine.body.id])
    expect((await list(`topicId=${france}`)).data.every((r) => r.topic?.id === france)).toBe(true)
    expect((await list(`entityId=${issuerId}`)).total).toBe(all.total)
    expect((await list('updatedAt=2001-01-01')).total).toBe(0)
  })
})

describe('PATCH and DELETE /regulation/{id}', () => {
  it('saves changes checked on the regulation as it will be, and records the update', async () => {
    const { body: regulation } = await post(body())
    const patch = (data: unknown) =>
      server.api<Regulation>('PATCH', `/regulation/${regulation.id}`, { token: analyst.token, body: data })
    await expectRefused(() => patch({ legalName: '' }), 400, messages.legalNameRequired)
    await expectRefused(
      () => patch({ attachment: { key: PDF.key, name: 'notes.txt' } }),
      400,
      messages.regulationPdfOnly,
    )
    await expectRefused(() => patch({ feedItemId: itemIds[2] }), 400, "Unknown property 'feedItemId'")
    const { status, body: saved } = await patch({
      summarizedName: 'Renamed act',
      issuerEntity: issuerId,
      date: { startDate: '2026-05-01' },
      industryBriefIds: [],
    })
    expect(status).toBe(200)
    expect(saved).toMatchObject({ summarizedName: 'Renamed act', dateType: 'start', dateEnd: null, industryBriefs: [] })
    expect(
      await server.db('usage_events').where({ subjectId: String(regulation.id), name: 'regulation-updated' }),
    ).toHaveLength(1)
  })

  it('takes the issuer entity of a change as an id named issuerEntity (spec 3 §7), refusing a bad one', async () => {
    const { body: regulation } = await post(body())
    const patch = (data: unknown) =>
      server.api<Regulation>('PATCH', `/regulation/${regulation.id}`, { token: analyst.token, body: data })
    const organisation = await templateOf(server, admin, 'Actor', 'Organisation')
    const other = await createEntity(
      server,
      admin,
      createBody(organisation, [newFacet(facetTypeOf(organisation, 'Name'), { value: [{ value: 'Grid Regulator' }] })]),
    )
    await expectRefused(() => patch({ issuerEntity: '' }), 400, messages.issuerRequired)
    await expectRefused(() => patch({ issuerEntity: null }), 400, messages.issuerRequired)
    await expectRefused(
      () => patch({ issuerEntity: '0b6a3c1e-8d1f-4a55-9a0e-4d4f1f5b2c99' }),
      400,
      messages.unknownEntity,
    )
    await expectRefused(() => patch({ issuerEntity: { id: other.id, name: 'Grid Regulator' } }), 400)
    // the POST's name is not the PATCH's
    await expectRefused(() => patch({ issuerEntityId: other.id }), 400, "Unknown property 'issuerEntityId'")
    const { status, body: saved } = await patch({ issuerEntity: other.id })
    expect(status).toBe(200)
    expect(saved.issuerEntity).toEqual({ id: other.id, name: 'Grid Regulator' })
  })

  it('deletes a regulation, frees its feed item and records the deletion; 404 after', async () => {
    const { body: regulation } = await post(body({ feedItemId: itemIds[2] }))
    expect(await server.db('feed_items').where({ id: itemIds[2] }).first()).toMatchObject({ isUsed: true })
    const { status } = await server.api('DELETE', `/regulation/${regulation.id}`, { token: analyst.token })
    expect(status).toBe(200)
    expectError(await server.api('GET', `/regulation/${regulation.id}`, { token: analyst.token }), 404)
    expect(await server.db('regulations_with_trash').where({ id: regulation.id }).first()).toMatchObject({
      deleted_by: analyst.user.id,
    })
    expect(await server.db('regulation_briefs').where({ regulationId: regulation.id })).toHaveLength(1)
    expect(
      await server.db('usage_events').where({ subjectId: String(regulation.id), name: 'regulation-deleted' }),
    ).toHaveLength(1)
    expect(await server.db('feed_items').where({ id: itemIds[2] }).first()).toMatchObject({ isUsed: false })
    expectError(await server.api('DELETE', '/regulation/999999', { token: analyst.token }), 404)
  })
})
