import { expect, test } from '@playwright/test'
import { apiToken, createAnalyst, signIn } from './support'

test('an analyst deletes a landscape, undoes it, and finds it still there after a reload', async ({
  page,
  request,
}) => {
  await createAnalyst(request, 'undoer@example.com', 'undo-password')
  const token = await apiToken(request, 'undoer@example.com', 'undo-password')
  const headers = { Authorization: `Bearer ${token}` }
  const created = await request.post('/api/landscapes', { headers, data: { name: 'Danube Delta' } })
  const { id } = (await created.json()) as { id: number }
  const deletes: string[] = []
  page.on('request', (sent) => {
    if (sent.method() === 'DELETE') deletes.push(sent.url())
  })

  await signIn(page, 'undoer@example.com', 'undo-password')
  await page.getByRole('menuitem', { name: 'Landscapes' }).click()
  await expect(page).toHaveURL(/\/analyst\/landscapes$/)
  const row = page.getByRole('row', { name: /Danube Delta/ })
  await row.getByRole('button', { name: 'Delete Danube Delta' }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Landscape successfully deleted')).toBeVisible()
  await expect(row).toHaveCount(0)

  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(row).toBeVisible()
  await page.reload()
  await expect(page.getByRole('row', { name: /Danube Delta/ })).toBeVisible()
  // nothing was sent: the landscape never left
  expect(deletes).toEqual([])
  expect((await request.get(`/api/landscapes/${id}`, { headers })).status()).toBe(200)
})
