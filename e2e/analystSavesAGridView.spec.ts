import { expect, test, type Page } from '@playwright/test'
import { ROUTES } from '../common/routes'
import { apiToken, createAnalyst, createEntity, signIn } from './support'

const names = (page: Page) => page.locator('[role="row"][data-row-id]')

test('an analyst saves a view of the Plots grid, finds it again after clearing and reloading, shows it, and deletes it with an undo', async ({
  page,
  request,
}, testInfo) => {
  // a retry runs on the same server: its records take new names
  const tag = `v${testInfo.workerIndex}`
  const token = await apiToken(request)
  for (const name of [`Heron ${tag} north`, `Heron ${tag} south`]) await createEntity(request, token, 'Plot', name)
  await createEntity(request, token, 'Plot', `Egret ${tag}`)
  const email = `views.${tag}@example.com`
  await createAnalyst(request, email, 'views-password', 'Vera Views')

  await signIn(page, email, 'views-password')
  await page.goto(ROUTES.entitiesPlots)
  const nameFilter = page.getByRole('textbox', { name: 'Filter Name' })
  await nameFilter.fill(`heron ${tag}`)
  await expect(names(page)).toHaveCount(2)
  await page.getByRole('columnheader', { name: /Name/ }).getByRole('button').click()
  await expect(names(page).first()).toHaveAccessibleName(`Heron ${tag} north`)
  await page.getByRole('columnheader', { name: /Name/ }).getByRole('button').click()
  await expect(names(page).first()).toHaveAccessibleName(`Heron ${tag} south`)

  // saved under a name, which it needs
  await page.getByRole('button', { name: 'Views' }).click()
  await page.getByRole('dialog', { name: 'Saved views' }).getByRole('button', { name: 'Save the current view' }).click()
  const saving = page.getByRole('dialog', { name: 'Save the current view' })
  await saving.getByRole('button', { name: 'Save' }).click()
  await expect(saving.getByText('Enter a name for the view')).toBeVisible()
  await saving.getByLabel('Name').fill('Herons, south first')
  await saving.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('View saved')).toBeVisible()
  await expect(saving).toHaveCount(0)

  // cleared, reloaded: the view is kept by the server and shows the filter and the sort again
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(nameFilter).toHaveValue('')
  await page.reload()
  await page.getByRole('button', { name: 'Views' }).click()
  await page.getByRole('button', { name: 'Show view Herons, south first' }).click()
  await expect(nameFilter).toHaveValue(`heron ${tag}`)
  await expect(names(page)).toHaveCount(2)
  await expect(names(page).first()).toHaveAccessibleName(`Heron ${tag} south`)

  // deleted with an undo, then gone
  await page.getByRole('button', { name: 'Views' }).click()
  await page.getByRole('button', { name: 'Delete view Herons, south first' }).click()
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible()
  await page.getByRole('button', { name: 'Undo' }).click()
  await page.getByRole('button', { name: 'Views' }).click()
  await expect(page.getByRole('button', { name: 'Show view Herons, south first' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete view Herons, south first' }).click()
  await expect(page.getByText('View deleted')).toBeVisible()
  await expect
    .poll(
      async () => {
        const views = await request.get('/api/saved-views', {
          headers: { Authorization: `Bearer ${await apiToken(request, email, 'views-password')}` },
        })
        return ((await views.json()) as { total: number }).total
      },
      { timeout: 15_000 },
    )
    .toBe(0)
})
