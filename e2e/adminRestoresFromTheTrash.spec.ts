import { expect, test } from '@playwright/test'
import { ADMIN, apiToken, signIn } from './support'

test('an admin deletes a country, restores it from the trash, and finds it back in the countries', async ({
  page,
  request,
}) => {
  const token = await apiToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const flag = `media/${crypto.randomUUID()}/freedonia.png`
  expect((await request.post('/api/countries', { headers, data: { name: 'Freedonia', flag } })).ok()).toBe(true)

  await signIn(page, ADMIN.email, ADMIN.password)
  await page.getByRole('menuitem', { name: 'Countries' }).click()
  await page.getByRole('textbox', { name: 'Name' }).fill('Freedonia')
  const row = page.getByRole('row', { name: /Freedonia/ })
  await row.getByRole('button', { name: 'Delete Freedonia' }).click()
  // the delete reaches the server once its Undo is over
  const deleted = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && response.url().includes('/api/countries/'),
  )
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Country successfully deleted')).toBeVisible()
  expect((await deleted).status()).toBe(200)

  await page.getByRole('menuitem', { name: 'Trash' }).click()
  await expect(page).toHaveURL(/\/admin\/trash/)
  const item = page.getByRole('row', { name: /Freedonia/ })
  await expect(item).toContainText('Country')
  await expect(item).toContainText('Admin')
  await item.getByRole('button', { name: 'Restore Freedonia' }).click()
  await expect(page.getByText('Country Freedonia is back in its list')).toBeVisible()
  await expect(item).toHaveCount(0)

  await page.getByRole('menuitem', { name: 'Countries' }).click()
  await page.getByRole('textbox', { name: 'Name' }).fill('Freedonia')
  await expect(page.getByRole('row', { name: /Freedonia/ })).toBeVisible()
})
