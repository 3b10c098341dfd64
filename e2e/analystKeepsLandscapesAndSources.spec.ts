import { expect, test } from '@playwright/test'
import { apiToken, createAnalyst, signIn } from './support'

test('an analyst adds a landscape with alternative names added with Enter', async ({ page, request }) => {
  await createAnalyst(request, 'landscaper@example.com', 'land-password')
  await signIn(page, 'landscaper@example.com', 'land-password')
  await page.getByRole('menuitem', { name: 'Landscapes' }).click()
  await expect(page).toHaveURL(/\/analyst\/landscapes$/)

  await page.getByRole('button', { name: 'Create Landscape' }).first().click() // the toolbar's: an empty list offers it again in its empty state
  const dialog = page.getByRole('dialog', { name: 'New landscape' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Enter the landscape name')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Mekong Basin')
  const names = dialog.getByRole('combobox', { name: 'Alternative names' })
  await names.fill('Lower Mekong')
  await names.press('Enter')
  await names.fill('Greater Mekong Subregion')
  await names.press('Enter')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Landscape successfully created')).toBeVisible()
  const row = page.getByRole('row', { name: /Mekong Basin/ })
  await expect(row).toContainText('Lower Mekong')
  await expect(row).toContainText('Greater Mekong Subregion')

  // someone else renames it while the dialog is open: Save meets the conflict, and the edit stays
  await row.getByRole('button', { name: 'Edit Mekong Basin' }).click()
  const edit = page.getByRole('dialog', { name: 'Edit landscape' })
  await edit.getByRole('textbox', { name: 'Name' }).fill('Mekong River Basin')
  const token = await apiToken(request, 'landscaper@example.com', 'land-password')
  const headers = { Authorization: `Bearer ${token}` }
  const found = await request.get('/api/landscapes?name[$iLike]=Mekong%20Basin', { headers })
  const [stored] = ((await found.json()) as { data: { id: number }[] }).data
  expect(
    (await request.patch(`/api/landscapes/${stored.id}`, { headers, data: { alternative_names: ['Mekong'] } })).ok(),
  ).toBe(true)
  await edit.getByRole('button', { name: 'Save' }).click()
  const conflict = page.getByRole('dialog', { name: 'Someone else saved this in the meantime' })
  await expect(conflict).toBeVisible()
  await conflict.getByRole('button', { name: 'Overwrite' }).click()
  await expect(page.getByRole('row', { name: /Mekong River Basin/ })).toBeVisible()

  await page
    .getByRole('row', { name: /Mekong River Basin/ })
    .getByRole('button', { name: 'Delete Mekong River Basin' })
    .click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Landscape successfully deleted')).toBeVisible()
  await expect(page.getByRole('row', { name: /Mekong River Basin/ })).toHaveCount(0)
})

test('an analyst adds an article source with topics and finds it by topic', async ({ page, request }) => {
  await createAnalyst(request, 'feeds@example.com', 'feeds-password')
  await signIn(page, 'feeds@example.com', 'feeds-password')
  // Sources › Articles (Feed › Articles comes first in the menu)
  await page.getByRole('menuitem', { name: 'Articles', exact: true }).last().click()
  await expect(page).toHaveURL(/\/analyst\/sources\/articles$/)

  await page.getByRole('button', { name: 'Create Source' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New source' })
  const save = dialog.getByRole('button', { name: 'Save' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Nordic Wire')
  await dialog.getByRole('textbox', { name: 'Website URL' }).fill('not a url')
  await dialog.getByRole('textbox', { name: 'Name' }).click()
  await expect(dialog.getByText('Invalid url')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Website URL' }).fill('https://nordic-wire.example.com/rss')
  await expect(save).toBeDisabled()
  await dialog.getByRole('combobox', { name: 'Topics' }).fill('Swed')
  await page.getByRole('option', { name: 'Sweden' }).click()
  await expect(save).toBeEnabled()
  await save.click()
  await expect(page.getByText('Source successfully created')).toBeVisible()

  const row = page.getByRole('row', { name: /Nordic Wire/ })
  await expect(row).toContainText('Sweden')
  await expect(row).toContainText('English')
  await expect(row.getByRole('img', { name: /^New/ })).toBeVisible()

  // the topic filter finds it; another topic does not
  await page.getByRole('combobox', { name: 'Topic' }).fill('Swed')
  await page.getByRole('option', { name: 'Sweden' }).click()
  await expect(page.getByRole('row', { name: /Nordic Wire/ })).toBeVisible()
  await page.getByRole('combobox', { name: 'Topic' }).fill('Norw')
  await page.getByRole('option', { name: 'Norway' }).click()
  await expect(page.getByRole('row', { name: /Nordic Wire/ })).toHaveCount(0)

  // it is an article source: the regulation list does not show it
  await page.goto('/analyst/sources/regulations')
  await expect(page).toHaveURL(/\/analyst\/sources\/regulations$/)
  await expect(page.getByRole('row', { name: /Nordic Wire/ })).toHaveCount(0)
})
