import { expect, test, type Page } from '@playwright/test'
import { createAnalyst, signIn } from './support'

async function chooseType(page: Page, type: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: 'Type' }).click()
  await page.getByRole('option', { name: type, exact: true }).click()
}

async function createBrief(page: Page, name: string, type: string, parent?: string) {
  await page.getByRole('button', { name: 'Create Brief' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New brief' })
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name)
  await chooseType(page, type)
  if (parent) {
    await dialog.getByRole('combobox', { name: 'Parents' }).fill(parent.slice(0, 4))
    await page.getByRole('option', { name: parent }).click()
  }
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Brief successfully created')).toBeVisible()
  await expect(dialog).toBeHidden()
}

test('an analyst builds a sector → sub-sector → industry tree and meets the parent rule', async ({ page, request }) => {
  await createAnalyst(request, 'taxonomist@example.com', 'taxo-password')
  await signIn(page, 'taxonomist@example.com', 'taxo-password')
  await page.getByRole('menuitem', { name: 'Briefs', exact: true }).click()
  await expect(page).toHaveURL(/\/analyst\/elements\/briefs$/)
  await expect(page.getByText('Editorial Console Briefs')).toBeVisible()

  // a core brief takes no parent: the dialog says so instead of offering a picker
  await page.getByRole('button', { name: 'Create Brief' }).first().click()
  const dialog = page.getByRole('dialog', { name: 'New brief' })
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
  await chooseType(page, 'core')
  await expect(dialog.getByText('The brief of type "core" cannot have a parent')).toBeVisible()
  await expect(dialog.getByRole('combobox', { name: 'Parents' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Enter the brief name')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await createBrief(page, 'Maritime', 'sector')
  await createBrief(page, 'Ports', 'sub-sector', 'Maritime')
  await createBrief(page, 'Container Terminals', 'industry', 'Ports')

  // an industry is offered sub-sectors only: the sector is not among its parents
  await page.getByRole('button', { name: 'Create Brief' }).first().click()
  await chooseType(page, 'industry')
  await page.getByRole('dialog').getByRole('combobox', { name: 'Parents' }).fill('Mari')
  await expect(page.getByRole('option', { name: 'Maritime' })).toHaveCount(0)
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()

  await page.getByRole('textbox', { name: 'Name' }).fill('Container')
  const industry = page.getByRole('row', { name: /Container Terminals/ })
  await expect(industry).toContainText('industry')
  await expect(industry).toContainText('Ports')

  // the server holds the same rule: turning the sector into a core brief would orphan its sub-sector
  await page.getByRole('textbox', { name: 'Name' }).fill('Maritime')
  await page.getByRole('button', { name: 'Edit Maritime' }).click()
  await chooseType(page, 'core')
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByText('Briefs of type "sub-sector" have this brief as a parent, so its type cannot change'),
  ).toBeVisible()
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()

  // the tree as the feeds read it
  const token = await page.evaluate(() => localStorage.getItem('feathers-jwt'))
  const tree = await request.get('/api/brief-tree', { headers: { Authorization: `Bearer ${token}` } })
  const { sector } = await tree.json()
  const maritime = sector.find((node: { name: string }) => node.name === 'Maritime')
  expect(maritime['sub-sector'][0].name).toBe('Ports')
  expect(maritime['sub-sector'][0].industry[0].name).toBe('Container Terminals')
})
