import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HomeSummary } from '../../../common/home'
import { IMPORTS, sampleUrl } from '../../../common/imports'
import { DAY_MS } from '../../../common/time'
import { DEMO_PASSWORD } from '../../db/seedDemo'
import { REFERENCE_TEMPLATES } from '../../db/referenceTemplates'
import { STAGES, canBeAssignedAt, ENTITY_STAGES } from '../../../common/workflow'
import { COUNTRY_NAMES } from '../../db/demo/places'
import { startTestServer, type TestServer } from '../harness'
import { signInAdmin } from '../helpers'
import { seedDemoContent, DEMO_NOW } from './demoSeeding'

let server: TestServer
const rows = async <T>(sql: string, bindings: unknown[] = []): Promise<T[]> =>
  (await server.db.raw(sql, bindings as never[])).rows as T[]

beforeAll(async () => {
  server = await startTestServer()
  await seedDemoContent(server)
}, 300_000)
afterAll(() => server.close())

describe('the demo entities', () => {
  it('has entities of every reference template in both entity stages', async () => {
    const counts = await rows<{ template: string; stage: string; n: number }>(
      `SELECT t.name AS template, e.stage, count(*)::int AS n FROM entities e
       JOIN entity_templates t ON t.id = e."entityTemplateId" GROUP BY 1, 2`,
    )
    for (const template of REFERENCE_TEMPLATES) {
      for (const stage of ENTITY_STAGES) {
        expect(
          counts.find((row) => row.template === template.name && row.stage === stage)?.n ?? 0,
          `${template.name} ${stage}`,
        ).toBeGreaterThan(0)
      }
    }
  })

  it('has facets in every stage for each template it generates, with logs, comments and rejections', async () => {
    const counts = await rows<{ template: string; stage: string }>(
      `SELECT DISTINCT t.name AS template, f.stage FROM facets f JOIN entities e ON e.id = f."entityId"
       JOIN entity_templates t ON t.id = e."entityTemplateId" WHERE t.type <> 'Statistic Entity'`,
    )
    for (const template of REFERENCE_TEMPLATES.filter((one) => one.type !== 'Statistic Entity')) {
      const stages = counts.filter((row) => row.template === template.name).map((row) => row.stage)
      expect(stages.sort(), template.name).toEqual([...STAGES].sort())
    }
    const [trail] = await rows<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM facets f WHERE NOT EXISTS (SELECT 1 FROM facet_logs l WHERE l."facetId" = f.id)) AS unlogged,
              (SELECT count(*)::int FROM facets f WHERE stage = 'rejected' AND NOT EXISTS (SELECT 1 FROM rejections r WHERE r."facetId" = f.id)) AS "rejectedWithoutRejection",
              (SELECT count(*)::int FROM facets f WHERE stage = 'edit' AND NOT EXISTS (SELECT 1 FROM comments c WHERE c."sourceId" = f.id)) AS "editWithoutComment",
              (SELECT count(*)::int FROM comments) AS comments`,
    )
    expect(trail).toMatchObject({ unlogged: 0, rejectedWithoutRejection: 0, editWithoutComment: 0 })
    expect(trail.comments).toBeGreaterThan(0)
  })

  it('spreads them over two years, names them, and gives them topics', async () => {
    const [spread] = await rows<{ oldest: Date; newest: Date; unnamed: number; untopical: number; numbered: number }>(
      `SELECT min("createdAt") AS oldest, max("updatedAt") AS newest,
              count(*) FILTER (WHERE name = '')::int AS unnamed,
              count(*) FILTER (WHERE name ~ '^Entity [0-9]+$')::int AS numbered,
              count(*) FILTER (WHERE type <> 'Brief' AND NOT EXISTS (SELECT 1 FROM topic_links t WHERE t."entityId" = e.id))::int AS untopical
       FROM entities e WHERE "createdAt" < ?`,
      [DEMO_NOW],
    )
    expect(spread.oldest.getTime()).toBeLessThan(DEMO_NOW.getTime() - 365 * 86_400_000)
    expect(spread.newest.getTime()).toBeGreaterThan(DEMO_NOW.getTime() - 30 * 86_400_000)
    expect(spread).toMatchObject({ unnamed: 0, numbered: 0, untopical: 0 })
  })

  it('assigns entities and facets only to demo users allowed at their stage', async () => {
    const assigned = await rows<{
      stage: (typeof STAGES)[number]
      role: 'admin' | 'analyst'
      email: string
      blocked: boolean
    }>(
      `SELECT x.stage, u.role, u.email, u."isBlocked" AS blocked FROM (
         SELECT stage, "assignedToId" FROM facets UNION ALL SELECT stage, "assignedToId" FROM entities) x
       JOIN users u ON u.id = x."assignedToId"`,
    )
    expect(assigned.length).toBeGreaterThan(0)
    for (const row of assigned) {
      expect(row.email.endsWith('@example.com') && !row.blocked, row.email).toBe(true)
      expect(canBeAssignedAt(row.stage, row.role), `${row.role} at ${row.stage}`).toBe(true)
    }
  })

  it('keeps versions an editor can save against, and refuses a stale one (409)', async () => {
    const token = await signInAdmin(server)
    const [row] = await rows<{ id: string }>(
      `SELECT e.id FROM entities e WHERE e."createdAt" < ?::timestamptz - interval '1 day' AND EXISTS
         (SELECT 1 FROM facets f WHERE f."entityId" = e.id AND f."updatedAt" > e."createdAt") ORDER BY e.id LIMIT 1`,
      [DEMO_NOW],
    )
    const { body: entity } = await server.api<{
      entityTemplateId: string
      type: string
      subType: string | null
      name: string
      updatedAt: string
      facets: { updatedAt: string }[]
    }>('GET', `/entities/${row.id}`, { token })
    for (const facet of entity.facets) expect(facet.updatedAt <= entity.updatedAt).toBe(true)
    const save = (updatedAt: string) =>
      server.api('PATCH', `/entities/${row.id}`, {
        token,
        body: {
          entityTemplateId: entity.entityTemplateId,
          type: entity.type,
          subType: entity.subType,
          name: entity.name,
          facets: [],
          updatedAt,
        },
      })
    expect((await save(entity.updatedAt)).status).toBe(200)
    expect((await save(entity.updatedAt)).status).toBe(409)
  })
})

describe('the demo reference data', () => {
  it('gives every country a PNG flag in the storage', async () => {
    const countries = await rows<{ flag: string | null }>('SELECT flag FROM countries')
    expect(countries.length).toBeGreaterThan(240)
    expect(countries.filter((country) => !country.flag)).toEqual([])
    const response = await fetch(`${server.url}/api/storage/files/${countries[0].flag}`)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect([...new Uint8Array(await response.arrayBuffer()).slice(1, 4)]).toEqual([0x50, 0x4e, 0x47])
  })

  it('has a dictionary with items for every template rule that names one', async () => {
    const keys = new Set<string>()
    for (const template of REFERENCE_TEMPLATES)
      for (const facetType of template.facetTypes)
        for (const fieldType of facetType.facetFieldTypes)
          for (const [rule, value] of Object.entries(fieldType.rules))
            if (
              /^(Dictionary|Location-Type|Section|Requirement|Relationship-Type-.*|Link-Type)$/.test(rule) &&
              value !== 'off'
            )
              keys.add(String(value))
    const stored = await rows<{ key: string }>(
      `SELECT d.key FROM dictionaries d WHERE EXISTS (SELECT 1 FROM dictionary_items i WHERE i."dictionaryId" = d.id)`,
    )
    expect([...keys].filter((key) => !stored.some((row) => row.key === key))).toEqual([])
  })

  it('ranks yearly G7 and EU series across their comparison sets', async () => {
    const ranked = await rows<{ type: string; years: number; total: number }>(
      `SELECT t.name AS type, count(DISTINCT c.date)::int AS years, max(c.total)::int AS total
       FROM cross_entity_facets c JOIN cross_entity_facet_types t ON t.id = c."crossEntityFacetTypeId" GROUP BY t.name`,
    )
    expect(ranked.find((row) => row.type === 'Real GDP growth')).toMatchObject({ total: 7 })
    expect(ranked.find((row) => row.type === 'Consumer price inflation')).toMatchObject({ years: 10, total: 27 })
  })
})

describe('the demo feeds', () => {
  it('files each story under the countries it names or of the entities it names', async () => {
    const items = await rows<{ title: string; summary: string; topics: string[] }>(
      `SELECT i.title, i.summary, array_agg(c.iso_code) AS topics FROM feed_items i
       JOIN feed_item_topics t ON t."itemId" = i.id JOIN countries c ON c.id = t."countryId" GROUP BY i.id`,
    )
    expect(items.length).toBeGreaterThan(30)
    const entityTopics = await rows<{ name: string; topics: string[] }>(
      `SELECT e.name, array_agg(c.iso_code) AS topics FROM entities e JOIN topic_links t ON t."entityId" = e.id
       JOIN countries c ON c.id = t."countryId" GROUP BY e.id`,
    )
    for (const item of items) {
      const text = `${item.title} ${item.summary}`
      const named = new Set([
        ...Object.entries(COUNTRY_NAMES).flatMap(([iso, name]) =>
          text.includes(name.replace(/^the /, '')) ? [iso] : [],
        ),
        ...entityTopics.flatMap((entity) => (text.includes(entity.name) ? entity.topics : [])),
      ])
      for (const topic of item.topics) expect(named.has(topic), `${topic} in "${text}"`).toBe(true)
    }
    expect(items.find((item) => item.title.startsWith('Northwind Energy wins'))?.topics).toEqual(['EE'])
  })

  it('links every item and source to the demo’s own address, where they resolve', async () => {
    const items = await rows<{ link: string; title: string; websiteUrl: string; guid: string }>(
      `SELECT i.link, i.title, i.guid, s."websiteUrl" FROM feed_items i JOIN rss_sources s ON s.id = i."sourceId" ORDER BY i.date DESC`,
    )
    const base = `${server.app.get('config').publicUrl}/api/demo-wires/`
    expect(items.filter((item) => !item.link.startsWith(base) || !item.websiteUrl.startsWith(base))).toEqual([])
    const local = (address: string) => address.replace(server.app.get('config').publicUrl, server.url)
    const page = await fetch(local(items[0].link))
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(items[0].title)
    const feed = await fetch(local(items[0].websiteUrl))
    expect(feed.headers.get('content-type')).toContain('application/rss+xml')
    expect(await feed.text()).toContain(items[0].guid)
  })

  it('makes events and regulations from the items', async () => {
    const [made] = await rows<{ events: number; regulations: number }>(
      `SELECT (SELECT count(*)::int FROM events WHERE "articleId" IS NOT NULL) AS events,
              (SELECT count(*)::int FROM regulations) AS regulations`,
    )
    expect(made.events).toBeGreaterThan(1)
    expect(made.regulations).toBeGreaterThan(0)
  })
})

describe("the demo's home pages", () => {
  it('tell each analyst what reached them in the week since the last visit the demo gives them', async () => {
    const analysts = await rows<{ email: string }>(
      `SELECT email FROM users WHERE role = 'analyst' AND "isVerified" AND NOT "isBlocked" ORDER BY email`,
    )
    expect(analysts.length).toBeGreaterThanOrEqual(5)
    let told = 0
    for (const { email } of analysts) {
      const token = await server.signIn(email, DEMO_PASSWORD)
      const { status, body } = await server.api<HomeSummary>('GET', '/home', { token })
      expect(status).toBe(200)
      expect(body.since, email).toBe(new Date(DEMO_NOW.getTime() - 7 * DAY_MS).toISOString())
      const { assigned, rejected, comments } = body.sinceLastVisit
      told += assigned + rejected + comments
    }
    expect(told).toBeGreaterThan(0)
  })
})

describe('the import samples on the demo', () => {
  it('imports each of them by its link on the server’s own address, with private addresses refused', async () => {
    const token = await signInAdmin(server)
    // against the order docs/imports.md gives (briefs before their scores, topics before their series): the
    // demo holds what each sample names, so a visitor may try them in any order
    for (const [service, kind] of [
      ['import-challenges-scores', IMPORTS.challenges],
      ['import-sheet', IMPORTS.statistics],
      ['import-topic', IMPORTS.topics],
      ['import-briefs', IMPORTS.briefs],
    ] as const) {
      const response = await server.api('POST', `/${service}`, {
        token,
        body: { url: `${server.url}${sampleUrl(kind)}` },
      })
      expect(response.status, `${kind.sample}: ${JSON.stringify(response.body)}`).toBe(201)
    }
    const form = new FormData()
    form.append('file', await (await fetch(`${server.url}${sampleUrl(IMPORTS.currentThemes)}`)).blob(), 'themes.csv')
    const upload = await fetch(`${server.url}/api/import-current-themes`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    })
    expect(upload.status, await upload.text()).toBe(201)
  })
})
