import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DAY_MS } from '../../../common/time'
import { fillMessage, messages } from '../../../common/messages'
import type { SearchResult } from '../../../common/search'
import { TRASH_KINDS, type TrashItem, type TrashKind } from '../../../common/trash'
import { withLease } from '../../db/lease'
import { PURGE_BATCH, runTrashPurge } from '../../trash/purge'
import { startTestServer, type TestServer } from '../harness'
import { createBody, createEntity, facetTypeOf, newFacet, templateOf } from '../entityHelpers'
import { addSignedInUser, countRows, expectError, isoDay, signInAdmin, type Page } from '../helpers'
import { PATHS, recordMaker, TABLES, unique } from './trashRecords'

let server: TestServer
let admin: string
let analyst: { token: string; user: { id: string; name: string } }
let trial: string
let plain: string
let issuerId: string
let articleIds: number[]

let newRecord: ReturnType<typeof recordMaker>

const remove = (kind: TrashKind, id: number, token = analyst.token) =>
  server.api('DELETE', `${PATHS[kind]}/${id}`, { token })
const restore = (body: unknown, token = admin) => server.api('POST', '/trash-restores', { token, body })
const trashList = (query = '', token = admin) => server.api<Page<TrashItem>>('GET', '/trash', { token, query })

/** Everything the trash's calls write: the rows of its tables, deleted or not, and the usage events. */
async function trashState() {
  const rows = await Promise.all(
    TRASH_KINDS.map((kind) => server.db(`${TABLES[kind]}_with_trash`).orderBy('id').select('id', 'deleted_at')),
  )
  return { rows, usage: await countRows(server.db, 'usage_events'), used: await server.db('feed_items').orderBy('id') }
}

async function refused(call: () => Promise<{ status: number; body: unknown }>, status: number, message?: string) {
  const before = await trashState()
  expectError(await call(), status, message)
  expect(await trashState()).toEqual(before)
}

beforeAll(async () => {
  server = await startTestServer()
  admin = await signInAdmin(server)
  analyst = await addSignedInUser(server, admin, { role: 'analyst', name: 'Tess Trash' })
  trial = (await addSignedInUser(server, admin, { role: 'trial', trialEndDate: isoDay(30) })).token
  plain = (await addSignedInUser(server, admin, { role: 'user' })).token
  const organisation = await templateOf(server, admin, 'Actor', 'Organisation')
  const body = createBody(organisation, [
    newFacet(facetTypeOf(organisation, 'Name'), { value: [{ value: 'Trash Co' }] }),
  ])
  issuerId = (await createEntity(server, admin, body)).id
  await server.db('topic_links').insert({ entityId: issuerId, countryId: 1 })
  const [source] = await server
    .db('rss_sources')
    .insert({ name: 'Trash wire', websiteUrl: 'https://trash.example/rss', language: 'en', type: 'article' })
    .returning('id')
  const items = await server
    .db('feed_items')
    .insert(
      ['a', 'b'].map((guid) => ({
        kind: 'article',
        sourceId: source.id,
        guid,
        link: `https://trash.example/${guid}`,
        title: `Article ${guid}`,
        date: new Date(),
        language: 'en',
      })),
    )
    .returning('id')
  articleIds = items.map((item: { id: number }) => item.id)
  newRecord = recordMaker(server, analyst.token, issuerId)
})
afterAll(() => server.close())

describe('DELETE of a record of the trash kinds', () => {
  it.each(TRASH_KINDS)('answers the %s as before, and hides it from every read until it is restored', async (kind) => {
    const record = await newRecord(kind)
    const { body: before } = await server.api('GET', `${PATHS[kind]}/${record.id}`, { token: analyst.token })
    const deleted = await remove(kind, record.id)
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual(before)

    expectError(await server.api('GET', `${PATHS[kind]}/${record.id}`, { token: analyst.token }), 404)
    expectError(await remove(kind, record.id), 404)
    const byName = `${kind === 'event' || kind === 'regulation' ? 'title' : 'name'}=${encodeURIComponent(record.name)}`
    const found = (query: string) =>
      server.api<Page<{ id: number }>>('GET', PATHS[kind], { token: analyst.token, query })
    expect((await found(byName)).body.data).toEqual([])
    expect(await server.db(TABLES[kind]).where({ id: record.id })).toEqual([])
    const stored = await server.db(`${TABLES[kind]}_with_trash`).where({ id: record.id }).first()
    expect(stored).toMatchObject({ deleted_by: analyst.user.id })
    expect(stored.deleted_at).toBeInstanceOf(Date)

    const item = (await server.api<TrashItem>('GET', `/trash/${kind}-${record.id}`, { token: admin })).body
    expect(item).toEqual({
      id: `${kind}-${record.id}`,
      kind,
      recordId: record.id,
      name: record.name,
      deletedAt: stored.deleted_at.toISOString(),
      deletedBy: { id: analyst.user.id, name: 'Tess Trash' },
      purgeAt: new Date(stored.deleted_at.getTime() + 30 * DAY_MS).toISOString(),
    })

    const restored = await restore({ kind, id: record.id })
    expect(restored.status).toBe(201)
    expect(restored.body).toEqual(before)
    expect((await server.api('GET', `${PATHS[kind]}/${record.id}`, { token: analyst.token })).body).toEqual(before)
    expect((await found(byName)).body.data.map((row) => row.id)).toEqual([record.id])
    expectError(await server.api('GET', `/trash/${kind}-${record.id}`, { token: admin }), 404)
    const usage = await server.db('usage_events').where({ name: 'record-restored', subjectId: String(record.id) })
    expect(usage.filter((row: { subjectType: string }) => row.subjectType === kind)).toHaveLength(1)
  })

  it('hides a deleted record from the pickers, the global search and the records that name it', async () => {
    const country = await newRecord('country', unique('Zanzibarian Republic'))
    const { body: source } = await server.api<{ id: number }>('POST', '/rss-sources', {
      token: analyst.token,
      body: {
        name: unique('Zanzi wire'),
        websiteUrl: 'https://zanzi.example/rss',
        language: 'en',
        type: 'article',
        topics: [1],
      },
    })
    const landscape = await newRecord('landscape', unique('Zanzibarian coast'))
    expect((await remove('landscape', landscape.id)).status).toBe(200)
    expect((await remove('country', country.id)).status).toBe(200)
    expect((await remove('source', source.id)).status).toBe(200)

    const picker = await server.api<Page<{ id: number }>>('GET', '/countries', {
      token: analyst.token,
      query: '$limit=50&name[$iLike]=%25zanzibarian%25',
    })
    expect(picker.body.data).toEqual([])
    const search = await server.api<SearchResult>('GET', '/search', { token: admin, query: 'q=zanzibarian' })
    expect(search.status).toBe(200)
    expect(search.body.data).toEqual([])
    const sources = await server.api<Page<{ id: number }>>('GET', '/rss-sources', {
      token: analyst.token,
      query: 'type=article&name=Zanzi',
    })
    expect(sources.body.data).toEqual([])
  })

  it('leaves a deleted country out of the event that names it, and brings it back with a restore', async () => {
    const country = await newRecord('country')
    const { body: event } = await server.api<{ id: number; topics: { id: number }[] }>('POST', '/events', {
      token: analyst.token,
      body: {
        title: unique('Event on a country'),
        topics: [1, country.id],
        entities: [issuerId],
        briefs: [(await newRecord('brief')).id],
        date: '2026-03-10T00:00:00.000Z',
        sources: ['https://wire.example/b'],
      },
    })
    expect(event.topics.map((topic) => topic.id)).toEqual([1, country.id])
    await remove('country', country.id)
    const read = async () =>
      (await server.api<{ topics: { id: number }[] }>('GET', `/events/${event.id}`, { token: analyst.token })).body
    expect((await read()).topics.map((topic) => topic.id)).toEqual([1])
    await restore({ kind: 'country', id: country.id })
    expect((await read()).topics.map((topic) => topic.id)).toEqual([1, country.id])
  })

  it('shows the children of a deleted brief without it, lets them be edited, and gives it back on a restore', async () => {
    const post = async (body: Record<string, unknown>) =>
      (await server.api<{ id: number }>('POST', '/briefs', { token: analyst.token, body })).body.id
    const sector = await post({ name: unique('Trash sector'), type: 'sector' })
    const subSector = await post({ name: unique('Trash sub-sector'), type: 'sub-sector', parents: [sector] })
    const industry = await post({ name: unique('Trash industry'), type: 'industry', parents: [subSector] })
    await remove('brief', subSector)
    const parentsOf = async () =>
      (await server.api<{ parents: { id: number }[] }>('GET', `/briefs/${industry}`, { token: analyst.token })).body
        .parents
    expect(await parentsOf()).toEqual([])
    const tree = await server.api<{ industry: { id: number }[] }>('GET', '/brief-tree', { token: analyst.token })
    expect(tree.body.industry.map((brief) => brief.id)).toContain(industry)
    const renamed = await server.api('PATCH', `/briefs/${industry}`, {
      token: analyst.token,
      body: { name: unique('Trash industry renamed') },
    })
    expect(renamed.status).toBe(200)
    await restore({ kind: 'brief', id: subSector })
    expect((await parentsOf()).map((parent) => parent.id)).toEqual([subSector])
  })

  it('frees a deleted name for a new record; the restore of the old one is then refused with 409', async () => {
    const old = await newRecord('landscape', unique('Fjord coast'))
    await remove('landscape', old.id)
    const { status } = await server.api('POST', '/landscapes', {
      token: analyst.token,
      body: { name: old.name.toUpperCase() },
    })
    expect(status).toBe(201)
    await refused(
      () => restore({ kind: 'landscape', id: old.id }),
      409,
      fillMessage(messages.trashNameTaken, { kind: 'landscape', name: old.name }),
    )
  })

  it('refuses the restore of a brief whose name its type has again, and of an event whose article has another', async () => {
    const brief = await newRecord('brief', unique('Grid storage'))
    await remove('brief', brief.id)
    expect(
      (await server.api('POST', '/briefs', { token: analyst.token, body: { name: brief.name, type: 'core' } })).status,
    ).toBe(201)
    await refused(
      () => restore({ kind: 'brief', id: brief.id }),
      409,
      fillMessage(messages.trashNameTaken, { kind: 'core brief', name: brief.name }),
    )

    const eventBody = async () => ({
      title: unique('Event from an article'),
      articleId: articleIds[0],
      topics: [1],
      entities: [issuerId],
      briefs: [(await newRecord('brief')).id],
      date: '2026-03-10T00:00:00.000Z',
      sources: ['https://wire.example/c'],
    })
    const first = await server.api<{ id: number }>('POST', '/events', { token: analyst.token, body: await eventBody() })
    expect(first.status).toBe(201)
    await remove('event', first.body.id)
    expect(await server.db('feed_items').where({ id: articleIds[0] }).first()).toMatchObject({ isUsed: false })
    const second = await server.api<{ id: number }>('POST', '/events', {
      token: analyst.token,
      body: await eventBody(),
    })
    expect(second.status).toBe(201)
    await refused(() => restore({ kind: 'event', id: first.body.id }), 409, messages.trashArticleTaken)

    // with the other gone, the first comes back and takes its article again
    await remove('event', second.body.id)
    expect((await restore({ kind: 'event', id: first.body.id })).status).toBe(201)
    expect(await server.db('feed_items').where({ id: articleIds[0] }).first()).toMatchObject({ isUsed: true })
  })
})

describe('POST /trash-restores: bad input', () => {
  it('answers 404 for an id the trash does not hold, and 409 for a live record, writing nothing', async () => {
    await refused(
      () => restore({ kind: 'country', id: 999_999 }),
      404,
      fillMessage(messages.trashNotFound, { kind: 'country', id: 999_999 }),
    )
    const live = await newRecord('landscape')
    await refused(
      () => restore({ kind: 'landscape', id: live.id }),
      409,
      fillMessage(messages.trashNotDeleted, { kind: 'landscape' }),
    )
  })

  it.each([
    [
      { kind: 'planet', id: 1 },
      fillMessage(messages.trashUnknownKind, { kind: 'planet', kinds: TRASH_KINDS.join(', ') }),
    ],
    [{ kind: 'country' }, undefined],
    [{ kind: 'country', id: 'one' }, undefined],
    [{ kind: 'country', id: 0 }, undefined],
    [{ kind: 'country', id: 1, restoredBy: 'me' }, undefined],
    [{ id: 1 }, undefined],
  ])('refuses %j with 400, writing nothing', async (body, message) => {
    await refused(() => restore(body), 400, message)
  })
})

describe('GET /trash', () => {
  it('lists the deleted records, the latest first, by kind and by page', async () => {
    const landscapes = [await newRecord('landscape'), await newRecord('landscape')]
    const country = await newRecord('country')
    for (const landscape of landscapes) await remove('landscape', landscape.id)
    await remove('country', country.id, admin)

    const all = await trashList('$limit=2')
    expect(all.status).toBe(200)
    expect(all.body.data.map((item) => item.id)).toEqual([`country-${country.id}`, `landscape-${landscapes[1].id}`])
    expect(all.body.data[0].deletedBy?.name).toBeTruthy()
    const next = await trashList('$limit=1&$skip=2')
    expect(next.body.data.map((item) => item.id)).toEqual([`landscape-${landscapes[0].id}`])
    expect(next.body.total).toBe(all.body.total)

    const ofKind = await trashList('kind=landscape&$limit=1000')
    expect(ofKind.body.data.every((item) => item.kind === 'landscape')).toBe(true)
    expect(ofKind.body.data.map((item) => item.recordId)).toEqual(expect.arrayContaining(landscapes.map((l) => l.id)))
    expect(ofKind.body.total).toBe(
      await server
        .db('landscapes_with_trash')
        .whereNotNull('deleted_at')
        .count()
        .then((rows) => Number(rows[0].count)),
    )

    const byName = await trashList('kind=landscape&$sort[name]=1&$limit=1000')
    const names = byName.body.data.map((item) => item.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
  })

  it.each([
    ['kind=planet', fillMessage(messages.trashUnknownKind, { kind: 'planet', kinds: TRASH_KINDS.join(', ') })],
    ['$limit=-1', undefined],
    ['$sort[title]=1', undefined],
    ['deletedBy=someone', undefined],
  ])('refuses %s with 400', async (query, message) => {
    expectError(await trashList(query), 400, message)
  })

  it.each(['12', 'planet-12', 'country-', 'country-12-1'])('refuses the trash item id %s with 400', async (id) => {
    expectError(await server.api('GET', `/trash/${id}`, { token: admin }), 400)
    await refused(() => server.api('DELETE', `/trash/${id}`, { token: admin }), 400)
  })
})

describe('DELETE /trash/{id}: purge now', () => {
  it('deletes the record for good with its links, answers the item and records it', async () => {
    const event = await newRecord('event')
    await remove('event', event.id)
    const purged = await server.api<TrashItem>('DELETE', `/trash/event-${event.id}`, { token: admin })
    expect(purged.status).toBe(200)
    expect(purged.body).toMatchObject({ id: `event-${event.id}`, kind: 'event', name: event.name })
    expect(await server.db('events_with_trash').where({ id: event.id })).toEqual([])
    expect(await server.db('event_topics').where({ eventId: event.id })).toEqual([])
    expect(await server.db('usage_events').where({ name: 'record-purged', subjectId: String(event.id) })).toHaveLength(
      1,
    )
    await refused(() => restore({ kind: 'event', id: event.id }), 404)
  })

  it('answers 404 for a live record, deleting nothing', async () => {
    const live = await newRecord('country')
    await refused(() => server.api('DELETE', `/trash/country-${live.id}`, { token: admin }), 404)
  })
})

describe('who uses the trash', () => {
  it('is the admins’: 403 to analysts and the consumer roles, 401 without a token, writing nothing', async () => {
    const landscape = await newRecord('landscape')
    await remove('landscape', landscape.id)
    const id = `landscape-${landscape.id}`
    for (const token of [analyst.token, trial, plain]) {
      expectError(await trashList('', token), 403, messages.notAllowed)
      expectError(await server.api('GET', `/trash/${id}`, { token }), 403, messages.notAllowed)
      await refused(() => server.api('DELETE', `/trash/${id}`, { token }), 403, messages.notAllowed)
      await refused(() => restore({ kind: 'landscape', id: landscape.id }, token), 403, messages.notAllowed)
    }
    expectError(await server.api('GET', '/trash'), 401)
    await refused(() => restore({ kind: 'landscape', id: landscape.id }, ''), 401)
  })

  it('offers no other method', async () => {
    for (const [method, path] of [
      ['POST', '/trash'],
      ['PATCH', '/trash/landscape-1'],
      ['PUT', '/trash/landscape-1'],
      ['GET', '/trash-restores'],
      ['DELETE', '/trash-restores/1'],
    ]) {
      const body = method === 'GET' ? undefined : {}
      expect((await server.api(method, path, { token: admin, body })).status).toBe(405)
    }
  })
})

describe('the purge job', () => {
  const oldLandscapes = (count: number, daysAgo: number, label: string) =>
    server.db('landscapes_with_trash').insert(
      Array.from({ length: count }, (_, index) => ({
        name: `${label} ${index}`,
        deleted_at: new Date(Date.now() - daysAgo * DAY_MS),
      })),
    )
  const left = (label: string) =>
    server
      .db('landscapes_with_trash')
      .where('name', 'like', `${label}%`)
      .count()
      .then((rows) => Number(rows[0].count))

  it('deletes for good, in batches, what was deleted longer ago than the retention, and keeps the rest', async () => {
    await oldLandscapes(PURGE_BATCH + 1, 31, 'Long gone')
    await oldLandscapes(2, 29, 'Recently gone')
    const event = await newRecord('event')
    await remove('event', event.id)
    await server
      .db('events_with_trash')
      .where({ id: event.id })
      .update({ deleted_at: new Date(Date.now() - 40 * DAY_MS) })

    const config = server.app.get('config')
    expect(await runTrashPurge({ ...config, trashRetentionDays: 30 }, server.db)).toBe(PURGE_BATCH + 2)
    expect(await left('Long gone')).toBe(0)
    expect(await left('Recently gone')).toBe(2)
    expect(await server.db('event_topics').where({ eventId: event.id })).toEqual([])

    // a retention of 0 keeps the trash for ever
    expect(
      await runTrashPurge({ ...config, trashRetentionDays: 0 }, server.db, new Date(Date.now() + 365 * DAY_MS)),
    ).toBe(0)
    expect(await left('Recently gone')).toBe(2)
  })

  it('purges nothing while another process holds its lease', async () => {
    await oldLandscapes(1, 60, 'Held back')
    const config = { ...server.app.get('config'), trashRetentionDays: 30 }
    const inner = await withLease(server.db, 'trash-purge', 60_000, () => runTrashPurge(config, server.db))
    expect(inner).toBeNull()
    expect(await left('Held back')).toBe(1)
    expect(await runTrashPurge(config, server.db)).toBeGreaterThanOrEqual(1)
    expect(await left('Held back')).toBe(0)
  })
})
