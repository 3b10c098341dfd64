import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dictionaryTooLarge } from '../../../common/dictionaryRules'
import { ALTERNATIVE_NAMES_LIMIT } from '../../../common/landscapeRules'
import {
  BRIEF_PARENTS_MAX,
  DICTIONARIES_WITH_ITEMS_PAGE_MAX,
  DICTIONARY_ITEMS_MAX,
  DICTIONARY_ITEMS_PER_CALL_MAX,
  ENTITY_FACETS_MAX,
  ENTITY_LINKS_MAX,
  ENTITY_REMOVALS_MAX,
  TEMPLATE_FACET_TYPES_MAX,
  TOPICS_MAX,
} from '../../../common/limits'
import { EVENT_ATTACHMENTS_MAX, EVENT_LINKS_MAX, EVENT_SOURCES_MAX } from '../../../common/events'
import { fillMessage, messages } from '../../../common/messages'
import { templateSkeleton } from '../../../common/templateSkeleton'
import { startTestServer, type TestServer } from '../harness'
import {
  createDictionary,
  expectNoDictionaryWrites,
  storedItems,
  uniqueKey,
  type DictionaryBody,
  type ItemBody,
} from '../dictionaryHelpers'
import { createBody, expectNoEntityWritten, templateOf } from '../entityHelpers'
import { countRows, expectError, expectNothingWritten, signInAdmin, uniqueEmail, type Page } from '../helpers'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer()
  token = await signInAdmin(server)
})
afterAll(() => server.close())

const items = (count: number, label = 'Item') =>
  Array.from({ length: count }, (_, index) => ({ value: `${label} ${index}`, category: `Group ${index % 3}` }))
const tooMany = (max: number, field: string) => fillMessage(messages.tooManyItems, { max, field })
/** An event a list of which is to be refused: everything else it needs is there. */
const eventWith = (list: Record<string, unknown>) => ({
  title: 'Many',
  topics: [1],
  entities: [randomUUID()],
  briefs: [1],
  date: '2026-01-01',
  ...list,
})

describe('items of a dictionary', () => {
  it(`takes a dictionary of exactly ${DICTIONARY_ITEMS_MAX} items`, async () => {
    const created = await createDictionary(server, token, { items: items(DICTIONARY_ITEMS_MAX) })
    expect(created.itemsCount).toBe(DICTIONARY_ITEMS_MAX)
  })

  it('refuses POST /dictionaries of one item more with its message and writes nothing', async () => {
    const body = { key: uniqueKey(), name: 'Too large', items: items(DICTIONARY_ITEMS_MAX + 1) }
    const response = await expectNoDictionaryWrites(server.db, () =>
      server.api('POST', '/dictionaries', { token, body }),
    )
    expectError(response, 400, dictionaryTooLarge)
  })

  it('refuses PUT /dictionaries/{id} of one item more and keeps the items as they were', async () => {
    const dictionary = await createDictionary(server, token, { items: items(3) })
    const response = await expectNoDictionaryWrites(server.db, () =>
      server.api('PUT', `/dictionaries/${dictionary.id}`, {
        token,
        body: {
          key: dictionary.key,
          name: dictionary.name,
          updatedAt: dictionary.updatedAt,
          items: items(DICTIONARY_ITEMS_MAX + 1),
        },
      }),
    )
    expectError(response, 400, dictionaryTooLarge)
    expect(await storedItems(server.db, dictionary.id)).toHaveLength(3)
  })

  it(`refuses more than ${DICTIONARY_ITEMS_PER_CALL_MAX} items in one POST /dictionary-items and writes nothing`, async () => {
    const dictionary = await createDictionary(server, token)
    const body = items(DICTIONARY_ITEMS_PER_CALL_MAX + 1).map((item) => ({ ...item, dictionaryId: dictionary.id }))
    const response = await expectNoDictionaryWrites(server.db, () =>
      server.api('POST', '/dictionary-items', { token, body }),
    )
    expectError(response, 400, fillMessage(messages.dictionaryItemsPerCall, { max: DICTIONARY_ITEMS_PER_CALL_MAX }))
  })

  it('refuses an append that takes a dictionary past its limit, whole, and takes one that fills it', async () => {
    const dictionary = await createDictionary(server, token, { items: items(DICTIONARY_ITEMS_MAX - 600) })
    const append = (count: number) =>
      server.api<ItemBody[]>('POST', '/dictionary-items', {
        token,
        body: items(count, 'New').map((item) => ({ ...item, dictionaryId: dictionary.id })),
      })
    const refused = await expectNoDictionaryWrites(server.db, () => append(601))
    expectError(refused, 400, dictionaryTooLarge)
    // items already there are not counted twice: 600 new ones fill it exactly
    const taken = await append(600)
    expect(taken.status).toBe(201)
    expect(await storedItems(server.db, dictionary.id)).toHaveLength(DICTIONARY_ITEMS_MAX)
    const extra = () =>
      server.api('POST', '/dictionary-items', {
        token,
        body: [{ value: 'One more', category: 'Group 0', dictionaryId: dictionary.id }],
      })
    expectError(await expectNoDictionaryWrites(server.db, extra), 400, dictionaryTooLarge)
  })
})

describe('GET /dictionaries without items unless asked', () => {
  it('answers a page with each dictionary’s itemsCount and no items', async () => {
    const dictionary = await createDictionary(server, token, { items: items(7) })
    const { status, body } = await server.api<Page<DictionaryBody>>('GET', '/dictionaries', {
      token,
      query: `key=${dictionary.key}`,
    })
    expect(status).toBe(200)
    expect(body.data[0]).toMatchObject({ id: dictionary.id, itemsCount: 7 })
    expect(body.data[0]).not.toHaveProperty('items')
    expect(body.limit).toBe(50)
  })

  it(`embeds the items with withItems=true, ${DICTIONARIES_WITH_ITEMS_PAGE_MAX} dictionaries a page at most`, async () => {
    const prefix = uniqueKey('paged')
    for (let index = 0; index < DICTIONARIES_WITH_ITEMS_PAGE_MAX + 2; index++) {
      await createDictionary(server, token, { key: `${prefix}-${String(index).padStart(2, '0')}`, items: items(2) })
    }
    const page = (query: string) =>
      server.api<Page<DictionaryBody>>('GET', '/dictionaries', {
        token,
        query: `key[$iLike]=${prefix}&withItems=true&${query}`,
      })
    const first = await page('$limit=50')
    expect(first.body).toMatchObject({
      total: DICTIONARIES_WITH_ITEMS_PAGE_MAX + 2,
      limit: DICTIONARIES_WITH_ITEMS_PAGE_MAX,
    })
    expect(first.body.data).toHaveLength(DICTIONARIES_WITH_ITEMS_PAGE_MAX)
    for (const dictionary of first.body.data) expect(dictionary.items).toHaveLength(2)
    const second = await page(`$skip=${DICTIONARIES_WITH_ITEMS_PAGE_MAX}`)
    expect(second.body.data).toHaveLength(2)
  })

  it('reads a large dictionary’s items in pages from GET /dictionary-items', async () => {
    const dictionary = await createDictionary(server, token, { items: items(2500) })
    const read: string[] = []
    for (let skip = 0; skip < 2500; skip += 1000) {
      const { body } = await server.api<Page<ItemBody>>('GET', '/dictionary-items', {
        token,
        query: `dictionaryId=${dictionary.id}&$limit=1000&$skip=${skip}`,
      })
      expect(body.total).toBe(2500)
      read.push(...body.data.map((item) => item.value))
    }
    expect(read).toEqual(items(2500).map((item) => item.value))
  })
})

describe('other lists a client can grow', () => {
  const ints = (count: number) => Array.from({ length: count }, (_, index) => index + 1)

  it.each([
    [
      'a user’s topics',
      'POST',
      '/users',
      () => ({ email: uniqueEmail(), name: 'Many', role: 'analyst', profile: 'default', topics: ints(TOPICS_MAX + 1) }),
      tooMany(TOPICS_MAX, 'topics'),
    ],
    [
      'a user’s newsletter',
      'POST',
      '/users',
      () => ({
        email: uniqueEmail(),
        name: 'Many',
        role: 'analyst',
        profile: 'default',
        newsletter: ints(TOPICS_MAX + 1),
      }),
      tooMany(TOPICS_MAX, 'newsletter'),
    ],
    [
      'an RSS source’s topics',
      'POST',
      '/rss-sources',
      () => ({
        name: 'Many',
        websiteUrl: 'https://news.example.com/feed',
        language: 'en',
        type: 'article',
        topics: ints(TOPICS_MAX + 1),
      }),
      tooMany(TOPICS_MAX, 'topics'),
    ],
    [
      'a brief’s parents',
      'POST',
      '/briefs',
      () => ({ name: 'Many', type: 'industry', parents: ints(BRIEF_PARENTS_MAX + 1) }),
      tooMany(BRIEF_PARENTS_MAX, 'parents'),
    ],
    [
      'a landscape’s alternative names',
      'POST',
      '/landscapes',
      () => ({ name: 'Many', alternative_names: ints(ALTERNATIVE_NAMES_LIMIT + 1).map((n) => `Name ${n}`) }),
      messages.tooManyAlternativeNames,
    ],
    [
      'an event’s attachments',
      'POST',
      '/events',
      () =>
        eventWith({
          attachments: ints(EVENT_ATTACHMENTS_MAX + 1).map((n) => ({ key: `media/${n}/a.pdf`, name: 'a.pdf' })),
        }),
      fillMessage(messages.atMostAttachments, { max: EVENT_ATTACHMENTS_MAX }),
    ],
    [
      'an event’s sources',
      'POST',
      '/events',
      () => eventWith({ sources: ints(EVENT_SOURCES_MAX + 1).map((n) => `https://example.com/${n}`) }),
      fillMessage(messages.atMostSources, { max: EVENT_SOURCES_MAX }),
    ],
    [
      'an event’s topics',
      'POST',
      '/events',
      () => ({
        title: 'Many',
        topics: ints(EVENT_LINKS_MAX + 1),
        entities: [randomUUID()],
        briefs: [1],
        date: '2026-01-01',
        sources: ['https://example.com/a'],
      }),
      tooMany(EVENT_LINKS_MAX, 'topics'),
    ],
    [
      'a regulation’s industry briefs',
      'POST',
      '/regulation',
      () => ({
        issuerEntityId: randomUUID(),
        summarizedName: 'Many',
        legalName: 'Many',
        industryBriefIds: ints(EVENT_LINKS_MAX + 1),
        attachment: { key: `media/${randomUUID()}/a.pdf`, name: 'a.pdf' },
      }),
      tooMany(EVENT_LINKS_MAX, 'industryBriefIds'),
    ],
    [
      'an entity’s topics',
      'POST',
      '/topic-links',
      () => [{ entityId: randomUUID(), topics: ints(TOPICS_MAX + 1) }],
      tooMany(TOPICS_MAX, 'topics'),
    ],
  ])('refuses %s over the limit with its message and writes nothing', async (_, method, route, body, message) => {
    const tables = ['users', 'rss_sources', 'briefs', 'landscapes', 'events', 'regulations', 'topic_links']
    const before = await Promise.all(tables.map((table) => countRows(server.db, table)))
    const response = await expectNothingWritten(server.db, () => server.api(method, route, { token, body: body() }))
    expectError(response, 400, message)
    expect(await Promise.all(tables.map((table) => countRows(server.db, table)))).toEqual(before)
  })

  it(`refuses a template of more than ${TEMPLATE_FACET_TYPES_MAX} facet types and writes nothing`, async () => {
    const skeleton = templateSkeleton('Many', 'Types')
    const [row] = skeleton.facetTypes
    const facetTypes = Array.from({ length: TEMPLATE_FACET_TYPES_MAX + 1 }, (_, index) => ({
      ...row,
      id: undefined,
      name: `Facet ${index}`,
      order: index + 1,
    }))
    const before = await countRows(server.db, 'entity_templates')
    const response = await server.api<{ errors: unknown }>('POST', '/entity-templates', {
      token,
      body: { ...skeleton, facetTypes },
    })
    expectError(response, 400, messages.templateStructure)
    expect(response.body.errors).toEqual([
      { path: 'facetTypes', message: tooMany(TEMPLATE_FACET_TYPES_MAX, 'facetTypes') },
    ])
    expect(await countRows(server.db, 'entity_templates')).toBe(before)
  })

  it('refuses an entity save over its limits of facets, links and removals, and writes nothing', async () => {
    const template = await templateOf(server, token, 'Actor', 'Organisation')
    const facetTypeId = template.facetTypes[0].id
    const facet = (order: number) => ({ facetTypeId, order, fields: [] })
    const cases: [object, string][] = [
      [
        { facets: Array.from({ length: ENTITY_FACETS_MAX + 1 }, (_, index) => facet(index + 1)) },
        tooMany(ENTITY_FACETS_MAX, 'facets'),
      ],
      [
        { links: Array.from({ length: ENTITY_LINKS_MAX + 1 }, () => ({ targetId: randomUUID(), direction: 'TO' })) },
        tooMany(ENTITY_LINKS_MAX, 'links'),
      ],
      [
        { linksToDestroy: Array.from({ length: ENTITY_REMOVALS_MAX + 1 }, () => randomUUID()) },
        tooMany(ENTITY_REMOVALS_MAX, 'linksToDestroy'),
      ],
    ]
    for (const [extra, message] of cases) {
      const body = { ...createBody(template, []), ...extra }
      const response = await expectNoEntityWritten(server, () => server.api('POST', '/entities', { token, body }))
      expectError(response, 400, message)
    }
  })
})
