import { expect, test, type Browser, type Page } from '@playwright/test'
import { apiToken, createAnalyst, createEntity, createUser, signIn } from './support'

const summary = (page: Page) => page.getByRole('article', { name: 'Summary' })
const summaryText = (page: Page) => summary(page).getByRole('textbox', { name: 'Summary' })
const others = (page: Page) => page.getByRole('group', { name: 'Also in this entity' })

async function signedInPage(browser: Browser, email: string, password: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const page = await context.newPage()
  await signIn(page, email, password)
  await expect(page.getByRole('status').filter({ hasText: /Live updates/ })).toHaveText(/Live updates are on/)
  return page
}

async function openEditor(page: Page, entityId: string) {
  await page.goto(`/analyst/entities/editor/${entityId}`)
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled()
}

test('analysts in one entity see each other, the facet one edits is read-only for the other, an admin takes it over', async ({
  browser,
  request,
}) => {
  // three users sign in and work in turn
  test.slow()
  const tag = Date.now().toString(36)
  const [fiona, sam, ada] = [`fiona.${tag}@example.com`, `sam.${tag}@example.com`, `ada.${tag}@example.com`]
  await createAnalyst(request, fiona, 'fiona-password', 'Fiona Field')
  await createAnalyst(request, sam, 'sam-password', 'Sam Second')
  await createUser(request, { email: ada, password: 'ada-password', name: 'Ada Admin', role: 'admin' })
  const name = `Corridor ${tag}`
  const entityId = await createEntity(request, await apiToken(request, fiona, 'fiona-password'), 'Context', name)

  const first = await signedInPage(browser, fiona, 'fiona-password')
  const second = await signedInPage(browser, sam, 'sam-password')
  await openEditor(first, entityId)
  await openEditor(second, entityId)

  // each sees the other in the entity
  await expect(others(first).getByRole('img', { name: 'Sam Second has this entity open' })).toBeVisible()
  await expect(others(second).getByRole('img', { name: 'Fiona Field has this entity open' })).toBeVisible()

  // Fiona starts on the Summary: Sam sees who edits it, and reads it without a field to type in
  await summaryText(first).fill('Grain leaves by this corridor.')
  await expect(others(second).getByRole('img', { name: 'Fiona Field is editing Summary' })).toBeVisible()
  await expect(summary(second).getByText('Fiona Field is editing this facet', { exact: false })).toBeVisible()
  await expect(summaryText(second)).toHaveCount(0)
  // another facet stays free
  await expect(second.getByRole('article', { name: 'Name' }).getByRole('textbox', { name: 'Name' })).toBeEditable()

  // an admin's grid marks the row open, and the admin takes the Summary over
  const admin = await signedInPage(browser, ada, 'ada-password')
  await admin.goto('/analyst/entities/contexts')
  await admin.getByRole('textbox', { name: 'Filter Name' }).fill(name)
  await expect(admin.getByRole('button', { name: 'Clear filters' })).toBeVisible()
  await expect(admin.getByRole('img', { name: 'Open in the editor of Fiona Field, Sam Second' })).toBeVisible()
  await openEditor(admin, entityId)
  await expect(summaryText(admin)).toHaveCount(0)
  await summary(admin).getByRole('button', { name: 'Take over' }).click()
  await expect(summaryText(admin)).toBeEditable()
  await expect(summary(first).getByText('Ada Admin is editing this facet', { exact: false })).toBeVisible()
  await expect(summaryText(first)).toHaveCount(0)
  // Fiona's unsaved words stay on her screen, read-only
  await expect(summary(first).getByText('Grain leaves by this corridor.')).toBeVisible()

  // the admin's save releases the facet for the others
  await summaryText(admin).fill('Checked by the desk.')
  await admin.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(admin.getByText('Entity has been updated')).toBeVisible()
  await expect(summaryText(second)).toBeEditable()
  await expect(summary(second).getByText('is editing this facet', { exact: false })).toHaveCount(0)

  // Sam leaves: Fiona no longer sees him
  await second.goto('/analyst/entities/contexts')
  await expect(others(first).getByRole('img', { name: /Sam Second/ })).toHaveCount(0)
  await expect(others(first).getByRole('img', { name: 'Ada Admin has this entity open' })).toBeVisible()
})
