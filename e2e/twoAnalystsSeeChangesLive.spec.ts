import { expect, test, type Browser, type Page } from '@playwright/test'
import { ADMIN, apiToken, createAnalyst, createEntity, signIn } from './support'

const liveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /Live updates/ })
const row = (page: Page, name: string) => page.getByRole('row', { name, exact: true })
const cell = (page: Page, name: string, column: string) => row(page, name).locator(`[data-column="${column}"]`)
const comments = (page: Page) => page.getByRole('dialog', { name: 'Summary — Comments' })

async function signedInPage(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const page = await context.newPage()
  await signIn(page, email, password)
  await expect(liveStatus(page)).toHaveText(/Live updates are on/)
  return page
}

async function openGrid(page: Page, tag: string, name: string) {
  await page.goto('/analyst/entities/plots')
  await page.getByRole('textbox', { name: 'Filter Name' }).fill(tag)
  // the filter applied (other specs' plots share the database), so that it no longer lets a choice go
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible()
  await expect(page.locator('[role="row"][data-row-id]')).toHaveCount(1)
  await expect(cell(page, name, 'stage')).toHaveText('in progress')
}

async function openComments(page: Page, entityId: string) {
  await page.goto(`/analyst/entities/editor/${entityId}`)
  await page.getByRole('article', { name: 'Summary' }).getByRole('button', { name: 'Comments' }).click()
  await expect(comments(page)).toBeVisible()
}

test('two users see each other’s changes live: a stage in the grid, a comment in the open panel', async ({
  browser,
  request,
}) => {
  const tag = `live${Date.now().toString(36)}`
  const email = `${tag}.reader@example.com`
  await createAnalyst(request, email, 'live-password', 'Rhea Reader')
  const name = `Plot ${tag}`
  const entityId = await createEntity(request, await apiToken(request), 'Plot', name)

  const admin = await signedInPage(browser, ADMIN.email, ADMIN.password)
  const reader = await signedInPage(browser, email, 'live-password')
  await openGrid(admin, tag, name)
  await openGrid(reader, tag, name)
  await reader.getByRole('checkbox', { name: `Select ${name}` }).check()
  await expect(reader.getByRole('region', { name: '1 selected' })).toBeVisible()

  // the admin publishes the row: the reader's grid shows it without a reload, their choice kept
  await cell(admin, name, 'stage').click()
  await admin.getByRole('listbox').getByRole('option', { name: 'published', exact: true }).click()
  await expect(cell(admin, name, 'stage')).toHaveText('published')
  await expect(cell(reader, name, 'stage')).toHaveText('published')
  await expect(row(reader, name)).toHaveAttribute('aria-selected', 'true')

  // the reader has the facet's comments open and is typing; the admin's comment arrives in the list
  await openComments(reader, entityId)
  await comments(reader).getByRole('textbox', { name: 'Comment' }).fill('Half a thought')
  await openComments(admin, entityId)
  await comments(admin).getByRole('textbox', { name: 'Comment' }).fill(`Live comment ${tag}`)
  await comments(admin).getByRole('button', { name: 'Add' }).click()
  await expect(comments(admin).getByText(`Live comment ${tag}`)).toBeVisible()
  await expect(comments(reader).getByText(`Live comment ${tag}`)).toBeVisible()
  await expect(comments(reader).getByRole('textbox', { name: 'Comment' })).toHaveValue('Half a thought')
})
