import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { apiToken, createAnalyst, createEntity, readFeedsNow, signIn } from './support'

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

test('an analyst selects three articles in the feed, finds them selected after a reload, makes an event of each in the wizard and lands on the review', async ({
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
  // named nowhere in the stories: the analyst picks them in every form
  await createEntity(request, token, 'Actor', 'Quayside Freight Group')
  const brief = await request.post('/api/briefs', { headers, data: { name: 'Quayside Logistics', type: 'industry' } })
  expect(brief.status(), await brief.text()).toBe(201)
  await readFeedsNow(request, headers)

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

  // the wizard: one form per selected article, prefilled from it
  await page.goto('/analyst/feed')
  await page.getByRole('link', { name: /^Create/ }).click()
  await expect(page).toHaveURL(/\/analyst\/feed\/create$/)
  const publish = page.getByRole('button', { name: 'Publish' })
  for (const [index, story] of STORIES.slice(0, 3).entries()) {
    await expect(page.getByText(`Article ${index + 1} of 3`)).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: story })).toBeVisible()
    const title = page.getByRole('textbox', { name: 'Title' })
    await expect(title).toHaveValue(new RegExp(story.split(' ')[0]))
    await expect(page.getByRole('button', { name: 'Netherlands' })).toBeVisible()
    if (index === 1) await title.fill('Copper climbs as Chilean miners strike')
    await page.getByRole('combobox', { name: 'Entities' }).fill('Quays')
    await page.getByRole('option', { name: 'Quayside Freight Group' }).click()
    await page.getByRole('combobox', { name: 'Briefs' }).fill('Quays')
    await page.getByRole('option', { name: 'Quayside Logistics' }).click()
    const source = page.getByRole('textbox', { name: 'New source URL' })
    if (index === 0) {
      await source.fill('not a link')
      await source.press('Enter')
      await expect(page.getByText('Invalid url')).toBeVisible()
      await publish.click()
      await expect(page.getByText('One source or attachment is required')).toBeVisible()
      await expect(publish).toBeDisabled()
    }
    await source.fill(`https://wire.example/story-${index}`)
    await source.press('Enter')
    await expect(page.getByRole('button', { name: `https://wire.example/story-${index}` })).toBeVisible()
    await publish.click()
    await expect(page.getByText('Event successfully created!').first()).toBeVisible()
  }
  await expect(page).toHaveURL(/\/analyst\/feed\/review$/)
  await expect(page.getByText('Used')).toHaveCount(3)

  await page.goto('/analyst/events')
  await page.getByRole('textbox', { name: 'Title' }).fill('Copper climbs')
  const events = page.getByRole('table', { name: 'Events' })
  await expect(events.getByRole('row')).toHaveCount(2)
  await expect(events.getByRole('row').nth(1)).toContainText('Ana Analyst')
  await expect(events.getByRole('row').nth(1)).toContainText('Netherlands')
  await expect(events.getByRole('row').nth(1)).toContainText('Quayside Freight Group')
})

test('an analyst makes an event by hand, edits it and deletes it from the events list', async ({ page, request }) => {
  const token = await apiToken(request)
  await createEntity(request, token, 'Actor', 'Westbasin Dredging')
  const brief = await request.post('/api/briefs', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Westbasin Works', type: 'core' },
  })
  expect(brief.status(), await brief.text()).toBe(201)
  await createAnalyst(request, 'event.editor@example.com', 'event-password', 'Eve Editor')
  await signIn(page, 'event.editor@example.com', 'event-password')
  await page.goto('/analyst/feed/manually-create')
  const publish = page.getByRole('button', { name: 'Publish' })
  await page.getByRole('combobox', { name: 'Topics' }).fill('Neth')
  await page.getByRole('option', { name: 'Netherlands' }).click()
  await page.getByRole('textbox', { name: 'Title' }).fill('Dredging starts in the Maasvlakte')
  await page.getByRole('combobox', { name: 'Entities' }).fill('Westb')
  await page.getByRole('option', { name: 'Westbasin Dredging' }).click()
  await page.getByRole('combobox', { name: 'Briefs' }).fill('Westb')
  await page.getByRole('option', { name: 'Westbasin Works' }).click()
  await page.getByRole('textbox', { name: 'Date' }).fill('2026-03-02')
  await page.getByRole('button', { name: 'Add a location' }).click()
  await page.getByRole('textbox', { name: 'Address' }).fill('Maasvlakte, Rotterdam')
  await page.getByRole('spinbutton', { name: 'Latitude' }).fill('51.95')
  await page.getByRole('spinbutton', { name: 'Longitude' }).fill('4.03')
  await page.getByLabel('Attach files').setInputFiles({
    name: 'dredging-plan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  })
  await expect(page.getByText('dredging-plan.pdf')).toBeVisible()
  await publish.click()
  await expect(page.getByText('Event successfully created!')).toBeVisible()
  // the form starts afresh
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('')

  await page.goto('/analyst/events')
  await page.getByRole('textbox', { name: 'Title' }).fill('Maasvlakte')
  const events = page.getByRole('table', { name: 'Events' })
  await expect(events.getByRole('row')).toHaveCount(2)
  await events.getByRole('link', { name: 'Dredging starts in the Maasvlakte', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Edit event #\d+/ })).toBeVisible()
  await expect(page.getByText('dredging-plan.pdf')).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('Maasvlakte, Rotterdam')
  await page.getByRole('textbox', { name: 'Description' }).fill('The port widens its western basin.')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Event was saved')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue('The port widens its western basin.')

  await page.goto('/analyst/events')
  await page.getByRole('textbox', { name: 'Title' }).fill('Maasvlakte')
  await expect(events.getByRole('row')).toHaveCount(2)
  await events.getByRole('button', { name: 'Delete Dredging starts in the Maasvlakte' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete the event "Dredging starts in the Maasvlakte"?' })
  await confirm.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Event successfully deleted')).toBeVisible()
  await expect(page.getByText('Nothing matches these filters.')).toBeVisible()
  await expect(events).toHaveCount(0)
})

test('an event that is not there says it cannot be loaded, and one deleted meanwhile that it cannot be updated', async ({
  page,
  request,
}) => {
  const token = await apiToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const entityId = await createEntity(request, token, 'Actor', 'Lostport Authority')
  const brief = await request.post('/api/briefs', { headers, data: { name: 'Lostport Works', type: 'core' } })
  const countries = await request.get('/api/countries?name[$iLike]=Belgium', { headers })
  const [belgium] = ((await countries.json()) as { data: { id: number }[] }).data
  const created = await request.post('/api/events', {
    headers,
    data: {
      title: 'Lostport closes its lock',
      topics: [belgium.id],
      entities: [entityId],
      briefs: [((await brief.json()) as { id: number }).id],
      date: '2026-04-01T00:00:00.000Z',
      sources: ['https://wire.example/lostport'],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const event = (await created.json()) as { id: number }
  await createAnalyst(request, 'event.loser@example.com', 'event-password', 'Lou Loser')
  await signIn(page, 'event.loser@example.com', 'event-password')

  await page.goto('/analyst/events/999999')
  await expect(page.getByText("Can't load event")).toBeVisible()
  await expect(page.getByText('No record found')).toHaveCount(0)

  await page.goto(`/analyst/events/${event.id}`)
  const description = page.getByRole('textbox', { name: 'Description' })
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Lostport closes its lock')
  expect((await request.delete(`/api/events/${event.id}`, { headers })).status()).toBe(200)
  await description.fill('The lock shuts for a month.')
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText("Can't update event")).toBeVisible()
  await expect(page.getByText('No record found')).toHaveCount(0)
  // the edits stay on the page
  await expect(description).toHaveValue('The lock shuts for a month.')
})
