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

  await page.getByRole('tab', { name: 'JSON' }).click()
  const editor = page.getByRole('textbox', { name: 'Template (JSON)' })
  await expect(editor).toContainText('"type": "Actor"')
  const original = await editor.inputValue()

  await editor.fill('{ "type": ')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Invalid JSON', { exact: true })).toBeVisible()
  await expect(page.getByText('Invalid JSON at line 1, column 11')).toBeVisible()

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
  await page.getByRole('tab', { name: 'JSON' }).click()
  await expect(page.getByRole('textbox', { name: 'Template (JSON)' })).toContainText('"Chars": 80')
  await expect(page.getByRole('heading', { name: 'Actor – Person (people)' })).toBeVisible()
})

test('an admin creates a template from the skeleton and lands on its own address', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto('/admin/entities')
  await page.getByRole('link', { name: 'Create Template' }).click()
  await expect(page).toHaveURL(/\/admin\/entities\/editor$/)
  await page.getByRole('tab', { name: 'JSON' }).click()
  const editor = page.getByRole('textbox', { name: 'Template (JSON)' })
  const skeleton = JSON.parse(await editor.inputValue())

  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByRole('list', { name: 'Problems' })).toContainText('type')

  await editor.fill(JSON.stringify({ ...skeleton, type: 'Event Series', name: 'Event Series' }, null, 2))
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Template has been created')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/entities\/editor\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Event Series' })).toBeVisible()

  // the same type again is refused by the server, which says why
  await page.goto('/admin/entities/editor')
  await page.getByRole('tab', { name: 'JSON' }).click()
  await page
    .getByRole('textbox', { name: 'Template (JSON)' })
    .fill(JSON.stringify({ ...skeleton, type: 'event series', name: 'Again' }, null, 2))
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('A template of this type and sub type already exists')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/entities\/editor$/)
})
