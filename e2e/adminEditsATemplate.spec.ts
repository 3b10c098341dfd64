import { expect, test } from '@playwright/test'
import { ADMIN, signIn } from './support'

test('an admin opens a reference template, meets the structure checks and saves a change', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.getByRole('menuitem', { name: 'Entity Templates' }).click()
  await expect(page).toHaveURL(/\/admin\/entities$/)
  const row = page.getByRole('row', { name: /Actor – Person/ })
  await expect(row).toContainText('Person')
  await row.getByRole('link', { name: 'Edit Actor – Person' }).click()
  await expect(page).toHaveURL(/\/admin\/entities\/editor\/[0-9a-f-]{36}$/)

  const editor = page.getByRole('textbox', { name: 'Template (JSON)' })
  await expect(editor).toContainText('"type": "Actor"')
  const original = await editor.inputValue()

  await editor.fill('{ "type": ')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Invalid JSON')).toBeVisible()

  const template = JSON.parse(original)
  await editor.fill(JSON.stringify({ ...template, colour: 'blue' }, null, 2))
  await page.getByRole('button', { name: 'Save' }).click()
  const problems = page.getByRole('list', { name: 'Problems' })
  await expect(problems).toContainText('Unknown property')
  await expect(problems).toContainText('colour')

  template.facetTypes[0].facetFieldTypes[0].rules.Chars = 80
  template.name = 'Actor – Person (people)'
  await editor.fill(JSON.stringify(template, null, 2))
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Template has been updated')).toBeVisible()
  await expect(problems).toHaveCount(0)

  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Template (JSON)' })).toContainText('"Chars": 80')
  await expect(page.getByRole('heading', { name: 'Actor – Person (people)' })).toBeVisible()
})
