import { expect, test } from '@playwright/test'
import { apiToken, createAnalyst, createEntity, signIn } from './support'

test('an analyst sees on the home page what reached them since their last visit, and opens their facets from it', async ({
  page,
  request,
}) => {
  const email = `home.${Date.now().toString(36)}@example.com`
  const password = 'home-password-1'
  await createAnalyst(request, email, password, 'Hana Home')
  // the analyst's first visit, then work reaches them from an admin
  const firstVisit = await request.post('/api/authentication', { data: { email, password, strategy: 'local' } })
  const analystId = ((await firstVisit.json()) as { user: { id: string } }).user.id
  const adminToken = await apiToken(request)
  const headers = { Authorization: `Bearer ${adminToken}` }
  const entityId = await createEntity(request, adminToken, 'Plot', 'Heron landing')
  const entity = await (await request.get(`/api/entities/${entityId}`, { headers })).json()
  const [name, summary] = entity.facets as { id: string }[]
  const assigned = await request.patch('/api/facet-meta-data/', {
    headers,
    data: [
      { id: name.id, assignedToId: analystId },
      { id: summary.id, assignedToId: analystId, stage: 'analyst' },
    ],
  })
  expect(assigned.status(), await assigned.text()).toBe(200)
  const commented = await request.post('/api/comments', {
    headers,
    data: { sourceId: name.id, details: 'Check the name' },
  })
  expect(commented.status()).toBe(201)

  // the next visit
  await signIn(page, email, password)
  await page.goto('/analyst')
  await expect(page.getByRole('heading', { name: 'Welcome, Hana Home' })).toBeVisible()
  await expect(page.getByRole('link', { name: '2 facets assigned to you' })).toBeVisible()
  await expect(page.getByRole('link', { name: '1 comments on your facets' })).toBeVisible()
  await expect(page.getByRole('link', { name: '0 rejections of your facets' })).toBeVisible()

  // a stage's chip opens the facet grid on the analyst's facets of that stage
  await page.getByRole('link', { name: 'Open your 1 facets in stage analyst' }).click()
  await expect(page).toHaveURL(/\/analyst\/assign-facets\?/)
  await expect(page.getByRole('row', { name: 'Heron landing Summary' })).toBeVisible()
  await expect(page.getByRole('row', { name: 'Heron landing Name' })).toHaveCount(0)

  // the dashboards' charts: the feeds' volume and the team's throughput beside the facets by stage
  await page.goto('/analyst')
  const byStage = page.getByRole('figure', { name: 'Your facets by stage' })
  await expect(byStage).toBeVisible()
  await expect(page.getByRole('figure', { name: 'The feeds, last 14 days' })).toBeVisible()
  await expect(page.getByRole('heading', { name: "The team's throughput, last 14 days" })).toBeVisible()
  // a bar opens the grid behind it: the first bar is the earliest stage of the workflow, analyst
  await byStage.locator('rect.MuiBarChart-element').first().click()
  await expect(page).toHaveURL(/\/analyst\/assign-facets\?/)
  await expect(page.getByRole('row', { name: 'Heron landing Summary' })).toBeVisible()
  await expect(page.getByRole('row', { name: 'Heron landing Name' })).toHaveCount(0)

  // the feed's figures as a table: today's day opens the feed filtered on it
  await page.goto('/analyst')
  const today = new Date().toISOString().slice(0, 10)
  await page.getByText('Figures as a table').first().click()
  const feedDays = page.getByRole('table', { name: 'The feeds, last 14 days' })
  await feedDays.getByRole('link').last().click()
  await expect(page).toHaveURL(`/analyst/feed/articles?date=${today}`)
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(today)
})
