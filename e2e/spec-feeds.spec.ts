import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { apiToken, createAnalyst, createEntity, readFeedsNow, signIn } from './support'

/** Spec 3 §2 Article display and Article feed filters, §3 Article, §7 GET /brief-tree. */

const FOUNDRY_STORY = 'Kestrel Foundry wins the Vltava Flood Plan contract'
const TEXTILE_STORY = 'Harrow Mills orders new machines'
const DOCUMENTS: Record<string, string> = {
  '/iceland.xml': `<item><title>${FOUNDRY_STORY}</title><guid>spec-feeds-1</guid><description>Kestrel Foundry will cast the gates; Foundry Castings orders rose.</description></item>`,
  '/portugal.xml': `<item><title>${TEXTILE_STORY}</title><guid>spec-feeds-2</guid><description>Demand for Textile Looms keeps growing.</description></item>`,
}

let wire: Server
let wireUrl: string

test.beforeAll(async () => {
  wire = createServer((request, response) => {
    const items = DOCUMENTS[request.url ?? '']
    if (!items) return response.writeHead(404).end()
    response
      .writeHead(200, { 'Content-Type': 'application/rss+xml' })
      .end(`<?xml version="1.0"?><rss version="2.0"><channel><title>Spec feeds wire</title>${items}</channel></rss>`)
  })
  await new Promise<void>((resolve) => wire.listen(0, '127.0.0.1', resolve))
  wireUrl = `http://127.0.0.1:${(wire.address() as AddressInfo).port}`
})
test.afterAll(() => new Promise<void>((resolve) => wire.close(() => resolve())))

async function countryId(request: APIRequestContext, headers: Record<string, string>, name: string) {
  const answer = await request.get(`/api/countries?name[$iLike]=${name}`, { headers })
  return ((await answer.json()) as { data: { id: number }[] }).data[0].id
}

async function brief(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
  type: string,
  parents: number[] = [],
) {
  const answer = await request.post('/api/briefs', { headers, data: { name, type, parents } })
  expect(answer.status(), await answer.text()).toBe(201)
  return ((await answer.json()) as { id: number }).id
}

test('an analyst sees the entities matched in an article and narrows the feed with the topic’s brief tree', async ({
  page,
  request,
}) => {
  const token = await apiToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  for (const [path, topic] of [
    ['/iceland.xml', 'Iceland'],
    ['/portugal.xml', 'Portugal'],
  ]) {
    const source = await request.post('/api/rss-sources', {
      headers,
      data: {
        name: `Spec feeds ${topic}`,
        websiteUrl: `${wireUrl}${path}`,
        language: 'en',
        type: 'article',
        topics: [await countryId(request, headers, topic)],
      },
    })
    expect(source.status(), await source.text()).toBe(201)
  }
  await createEntity(request, token, 'Actor', 'Kestrel Foundry', [], 'Organisation')
  await createEntity(request, token, 'Plot', 'Vltava Flood Plan')
  const heavy = await brief(request, headers, 'Heavy Industry', 'sector')
  const metals = await brief(request, headers, 'Metals Processing', 'sub-sector', [heavy])
  await brief(request, headers, 'Foundry Castings', 'industry', [metals])
  const goods = await brief(request, headers, 'Consumer Goods', 'sector')
  const textiles = await brief(request, headers, 'Textiles', 'sub-sector', [goods])
  await brief(request, headers, 'Textile Looms', 'industry', [textiles])
  await readFeedsNow(request, headers)

  await createAnalyst(request, 'matches.reader@example.com', 'matches-password')
  await signIn(page, 'matches.reader@example.com', 'matches-password')
  await page.goto('/analyst/feed/articles')

  // the card lists what the matcher found, by type, with how often a name occurs
  const card = page.locator('.MuiCard-root', { has: page.getByRole('heading', { level: 3, name: FOUNDRY_STORY }) })
  await expect(card.getByRole('term')).toHaveText(['Actors', 'Plots'])
  await expect(card.getByRole('definition')).toHaveText(['Kestrel Foundry ×2', 'Vltava Flood Plan'])
  await card.getByRole('button', { name: FOUNDRY_STORY }).click()
  const preview = page.getByRole('dialog', { name: FOUNDRY_STORY })
  await expect(preview.getByRole('definition')).toHaveText(['Kestrel Foundry ×2', 'Vltava Flood Plan'])
  await preview.getByRole('button', { name: 'Close' }).click()

  // without a topic the whole tree; Iceland's narrows it to the briefs of its articles and their parents
  const briefs = page.getByRole('combobox', { name: 'Briefs' })
  await briefs.click()
  await expect(page.getByRole('option', { name: 'Textile Looms' })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('combobox', { name: 'Topic' }).fill('Iceland')
  await page.getByRole('option', { name: 'Iceland' }).click()
  await expect(page.getByRole('heading', { level: 3, name: TEXTILE_STORY })).toHaveCount(0)
  await briefs.click()
  await expect(page.getByRole('option')).toHaveText(['Heavy Industry', 'Metals Processing', 'Foundry Castings'])
  // the sector, offered for its industry, finds the article filed under that industry
  await page.getByRole('option', { name: 'Heavy Industry' }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([FOUNDRY_STORY])

  // the brief filter on its own: Portugal's article by its industry
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await briefs.click()
  await page.getByRole('option', { name: 'Textile Looms' }).click()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([TEXTILE_STORY])
})
