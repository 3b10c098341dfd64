import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { apiToken, createAnalyst, signIn } from './support'

const STORIES = [
  'Harbour cranes idle in Rotterdam',
  'Copper price climbs on Chile strike',
  'Rail freight deal signed',
  'Wind auction draws record bids',
]

let wire: Server
let wireUrl: string

// an RSS source on this machine, read through POST /ingest-runs
test.beforeAll(async () => {
  const items = STORIES.map(
    (title, index) =>
      `<item><title>${title}</title><guid>feed-spec-${index}</guid><pubDate>${new Date(Date.now() - index * 3_600_000).toUTCString()}</pubDate><description>${title}, the wire reports.</description></item>`,
  ).join('')
  wire = createServer((_request, response) =>
    response
      .writeHead(200, { 'Content-Type': 'application/rss+xml' })
      .end(`<?xml version="1.0"?><rss version="2.0"><channel><title>Spec wire</title>${items}</channel></rss>`),
  )
  await new Promise<void>((resolve) => wire.listen(0, '127.0.0.1', resolve))
  wireUrl = `http://127.0.0.1:${(wire.address() as AddressInfo).port}/feed.xml`
})
test.afterAll(() => new Promise<void>((resolve) => wire.close(() => resolve())))

test('an analyst selects three articles in the feed, finds them selected after a reload and reviews them', async ({
  page,
  request,
}) => {
  const token = await apiToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const countries = await request.get('/api/countries?name[$iLike]=Netherlands', { headers })
  const [netherlands] = ((await countries.json()) as { data: { id: number }[] }).data
  const source = await request.post('/api/rss-sources', {
    headers,
    data: { name: 'Spec wire', websiteUrl: wireUrl, language: 'en', type: 'article', topics: [netherlands.id] },
  })
  expect(source.status(), await source.text()).toBe(201)
  const run = await request.post('/api/ingest-runs', { headers, data: {} })
  expect(run.status(), await run.text()).toBe(201)

  await createAnalyst(request, 'feed.reader@example.com', 'feed-password')
  await signIn(page, 'feed.reader@example.com', 'feed-password')
  await page.goto('/analyst/feed/articles')
  await expect(page.getByRole('heading', { level: 1, name: 'Latest articles' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Review' })).toHaveAttribute('aria-disabled', 'true')
  for (const title of STORIES.slice(0, 2)) await page.getByRole('checkbox', { name: `Select ${title}` }).check()
  // the third from its preview
  await page.getByRole('button', { name: STORIES[2] }).click()
  const preview = page.getByRole('dialog', { name: STORIES[2] })
  await expect(preview).toContainText(`${STORIES[2]}, the wire reports.`)
  await preview.getByRole('button', { name: 'Select' }).click()
  await preview.getByRole('button', { name: 'Close' }).click()

  await page.reload()
  for (const title of STORIES.slice(0, 3)) {
    await expect(page.getByRole('checkbox', { name: `Unselect ${title}` })).toBeChecked()
  }
  await expect(page.getByRole('checkbox', { name: `Select ${STORIES[3]}` })).not.toBeChecked()
  await page.getByRole('link', { name: 'Review' }).click()
  await expect(page).toHaveURL(/\/analyst\/feed\/review$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Selected items (3)' })).toBeVisible()
  for (const title of STORIES.slice(0, 3)) await expect(page.getByRole('button', { name: title })).toBeVisible()
  await expect(page.getByRole('button', { name: STORIES[3] })).toHaveCount(0)
})
