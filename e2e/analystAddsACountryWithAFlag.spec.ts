import { expect, test } from '@playwright/test'
import { createAnalyst, signIn } from './support'

// a 2×2 PNG, red and white
const FLAG_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8Dw//9/EP7PwAAAOdQH+UB5uWUAAAAASUVORK5CYII=',
  'base64',
)

test('an analyst adds a country with a flag uploaded in the browser and sees the flag in the list', async ({
  page,
  request,
}) => {
  await createAnalyst(request, 'cartographer@example.com', 'carto-password')
  await signIn(page, 'cartographer@example.com', 'carto-password')
  await page.getByRole('menuitem', { name: 'Countries' }).click()
  await expect(page).toHaveURL(/\/analyst\/countries$/)
  await expect(page.getByRole('row', { name: /Afghanistan/ })).toBeVisible()

  await page.getByRole('button', { name: 'Create Country' }).click()
  const dialog = page.getByRole('dialog', { name: 'New country' })
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Enter the country name')).toBeVisible()
  await expect(dialog.getByText('Upload a flag image')).toBeVisible()

  await dialog.getByRole('textbox', { name: 'Name' }).fill('Atlantis')
  await dialog.getByRole('textbox', { name: 'ISO code' }).fill('atl')
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'atlantis.png', mimeType: 'image/png', buffer: FLAG_PNG })
  const preview = dialog.getByRole('img', { name: 'Flag' })
  await expect(preview).toBeVisible()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Country successfully created')).toBeVisible()

  await page.getByRole('textbox', { name: 'Name' }).fill('atlan')
  const row = page.getByRole('row', { name: /Atlantis/ })
  await expect(row).toContainText('ATL')
  const flag = row.getByRole('img', { name: 'Flag of Atlantis' })
  await expect(flag).toBeVisible()
  // the flag really came back from the storage
  expect(await flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2)
})
