import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { ADMIN, apiToken, createEntity, settled, signIn } from './support'

const ADMIN_NAME = 'Administrator'
const choose = (page: Page, name: string) => page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).click()

test('an admin sets the stage and assignee of three entities at once, exports them, is refused a delete holding a Comparison Set, deletes two, and deletes two landscapes at once then undoes it', async ({
  page,
  request,
}) => {
  const token = await apiToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const tag = Date.now().toString(36)
  const names = ['one', 'two', 'three'].map((name) => `Bulk ${tag} ${name}`)
  for (const name of names) await createEntity(request, token, 'Brief', name, [], 'Core Brief')
  const set = `Bulk ${tag} set`
  await createEntity(request, token, 'Brief', set, [], 'Comparison Set')
  const landscapes = [`Bulk ${tag} delta`, `Bulk ${tag} fjord`]
  for (const name of landscapes) await request.post('/api/landscapes', { headers, data: { name } })

  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto('/analyst/entities/briefs')
  await page.getByRole('textbox', { name: 'Filter Name' }).fill(`bulk ${tag}`)
  // the filter reaches the list after its debounce; a new filter lets a choice go, so choose after it
  await expect(page).toHaveURL(new RegExp(`bulk(%20|\\+)${tag}`))
  await expect(page.locator('[role="row"][data-row-id]')).toHaveCount(4)
  await settled(page)

  // stage and assignee of three, in one call
  for (const name of names) await choose(page, name)
  const bar = page.getByRole('region', { name: '3 selected' })
  await bar.getByRole('combobox', { name: 'Stage' }).click()
  await page.getByRole('option', { name: 'in progress' }).click()
  await bar.getByRole('combobox', { name: 'Assignee' }).click()
  await page.getByRole('option', { name: ADMIN_NAME }).click()
  await bar.getByRole('button', { name: 'Apply to selected' }).click()
  await expect(page.getByText('3 entities updated')).toBeVisible()
  for (const name of names)
    await expect(page.getByRole('row', { name, exact: true }).locator('[data-column="assigned"]')).toHaveText(
      ADMIN_NAME,
    )

  // the export of the selection: those three rows
  const download = page.waitForEvent('download')
  await bar.getByRole('button', { name: 'Export selection' }).click()
  const csv = await readFile((await (await download).path())!, 'utf8')
  for (const name of names) expect(csv).toContain(name)
  expect(csv).not.toContain(set)

  // a selection holding a Comparison Set: refused whole, with the reason
  await choose(page, names[2])
  await choose(page, set)
  await page.getByRole('region', { name: '3 selected' }).getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete 3 entities?' }).getByRole('button', { name: 'Yes' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: `${set}: Comparison sets for statistics cannot be deleted for now` }),
  ).toBeVisible()
  await expect(page.locator('[role="row"][data-row-id]')).toHaveCount(4)

  // two deleted
  await choose(page, set)
  await page.getByRole('region', { name: '2 selected' }).getByRole('button', { name: 'Delete' }).click()
  await page.getByRole('dialog', { name: 'Delete 2 entities?' }).getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByText('2 entities deleted')).toBeVisible()
  await expect(page.locator('[role="row"][data-row-id]')).toHaveCount(2)

  // two landscapes at once, undone
  const deletes: string[] = []
  page.on('request', (sent) => {
    if (sent.method() === 'DELETE') deletes.push(sent.url())
  })
  await page.goto('/analyst/landscapes')
  for (const name of landscapes)
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByRole('checkbox')
      .click()
  await settled(page)
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('2 records deleted')).toBeVisible()
  await expect(page.getByRole('row', { name: new RegExp(landscapes[0]) })).toHaveCount(0)
  await page.getByRole('button', { name: 'Undo' }).click()
  for (const name of landscapes) await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible()
  expect(deletes).toEqual([])
})
