import { expect, test, type Browser, type Page } from '@playwright/test'
import { apiToken, createAnalyst, createEntity, signIn } from './support'

const summaryText = (page: Page) =>
  page.getByRole('article', { name: 'Summary' }).getByRole('textbox', { name: 'Summary' })
const nameText = (page: Page) => page.getByRole('article', { name: 'Name' }).getByRole('textbox', { name: 'Name' })

async function openAs(browser: Browser, email: string, password: string, entityId: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const page = await context.newPage()
  await signIn(page, email, password)
  await page.goto(`/analyst/entities/editor/${entityId}`)
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled()
  return page
}

test('two analysts edit one entity: the second save meets the conflict and keeps its edits', async ({
  browser,
  request,
}) => {
  await createAnalyst(request, 'first.editor@example.com', 'first-password', 'Fiona First')
  await createAnalyst(request, 'second.editor@example.com', 'second-password', 'Sam Second')
  const entityId = await createEntity(
    request,
    await apiToken(request, 'first.editor@example.com', 'first-password'),
    'Context',
    'Grain corridor',
  )

  const first = await openAs(browser, 'first.editor@example.com', 'first-password', entityId)
  const second = await openAs(browser, 'second.editor@example.com', 'second-password', entityId)

  await summaryText(first).fill('Shipping lane for grain exports across the Black Sea.')
  await first.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(first.getByText('Entity has been updated')).toBeVisible()

  // the second analyst worked on the copy they loaded before that save
  await nameText(second).fill('Black Sea grain corridor')
  await second.getByRole('button', { name: 'Save', exact: true }).click()
  const conflict = second.getByRole('dialog')
  await expect(conflict.getByText(/Fiona First saved this entity at \d\d\/\d\d\/\d{4} \d{1,2}:\d\d/)).toBeVisible()
  await expect(conflict.getByText('Your edits are kept.', { exact: false })).toBeVisible()

  // Cancel leaves the edits on screen, unsaved
  await conflict.getByRole('button', { name: 'Cancel' }).click()
  await expect(nameText(second)).toHaveValue('Black Sea grain corridor')
  await expect(second.getByRole('button', { name: 'Save', exact: true })).toBeEnabled()

  // Overwrite sends them again on the newer copy: only what the second analyst changed is written
  await second.getByRole('button', { name: 'Save', exact: true }).click()
  await second.getByRole('dialog').getByRole('button', { name: 'Overwrite' }).click()
  await expect(second.getByText('Entity has been updated')).toBeVisible()
  await expect(second.getByRole('button', { name: 'Saved' })).toBeDisabled()

  await second.reload()
  await expect(nameText(second)).toHaveValue('Black Sea grain corridor')
  await expect(summaryText(second)).toHaveValue('Shipping lane for grain exports across the Black Sea.')

  // the first analyst's copy is now the stale one; Reload drops their edit and shows the stored entity
  await summaryText(first).fill('An edit made on a stale copy.')
  await first.getByRole('button', { name: 'Save', exact: true }).click()
  await first.getByRole('dialog').getByRole('button', { name: 'Reload' }).click()
  await expect(nameText(first)).toHaveValue('Black Sea grain corridor')
  await expect(summaryText(first)).toHaveValue('Shipping lane for grain exports across the Black Sea.')
  await expect(first.getByRole('button', { name: 'Saved' })).toBeDisabled()
})
