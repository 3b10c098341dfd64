import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { ADMIN, apiToken, createAnalyst, createEntity, signIn } from './support'

const row = (page: Page, name: string) => page.getByRole('row', { name, exact: true })
const names = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('link', { name: /^Edit / }) })

async function pick(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click()
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click()
}

test('an admin filters, sorts and pages the Plots grid, edits stage, assignee, hidden and topics, and deletes with the keyboard', async ({
  page,
  request,
}) => {
  await createAnalyst(request, 'grid.analyst@example.com', 'grid-password', 'Gina Grid')
  const token = await apiToken(request)
  for (const name of ['Kestrel beta', 'Kestrel alpha', 'Kestrel gamma'])
    await createEntity(request, token, 'Plot', name)

  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto('/analyst/entities/plots')
  await expect(page.getByRole('button', { name: 'Create Plot' })).toBeVisible()

  // a column filter narrows the rows on the server (other specs' plots share the database)
  const nameFilter = page.getByRole('textbox', { name: 'Filter Name' })
  await nameFilter.fill('kestrel')
  await expect(names(page)).toHaveCount(3)
  await nameFilter.fill('kestrel beta')
  await expect(names(page)).toHaveCount(1)
  await expect(row(page, 'Kestrel beta')).toBeVisible()
  await nameFilter.fill('kestrel')
  await expect(names(page)).toHaveCount(3)

  // sorting by name, ascending then descending
  await page.getByRole('columnheader', { name: /Name/ }).getByRole('button').click()
  await expect(names(page).first()).toHaveAccessibleName('Kestrel alpha')
  await page.getByRole('columnheader', { name: /Name/ }).getByRole('button').click()
  await expect(names(page).first()).toHaveAccessibleName('Kestrel gamma')

  // another page size
  await pick(page, page.getByRole('combobox', { name: /Rows per page/ }), 'All')
  await expect(page.getByText('3 of 3 rows loaded')).toBeVisible()
  await pick(page, page.getByRole('combobox', { name: /Rows per page/ }), '25')
  await expect(page.getByText('1–3 of 3')).toBeVisible()

  // rows by keyboard, newest name first as sorted
  await row(page, 'Kestrel gamma').focus()
  await page.keyboard.press('ArrowDown')
  await expect(row(page, 'Kestrel beta')).toBeFocused()

  // stage and assignee in the grid
  await pick(page, page.getByRole('combobox', { name: 'Assigned Kestrel alpha' }), 'Gina Grid')
  await expect(page.getByRole('combobox', { name: 'Assigned Kestrel alpha' })).toHaveText('Gina Grid')
  await pick(page, page.getByRole('combobox', { name: 'Stage Kestrel beta' }), 'published')
  await expect(page.getByRole('combobox', { name: 'Stage Kestrel beta' })).toHaveText('published')

  // hidden, stored inverted on the server and read back
  // the box follows the server's answer, not the click
  await page.getByRole('checkbox', { name: 'Hidden Kestrel gamma' }).click()
  await expect(page.getByRole('checkbox', { name: 'Hidden Kestrel gamma' })).toBeChecked()

  // a topic
  await row(page, 'Kestrel alpha').getByRole('combobox', { name: 'Add topic' }).fill('Franc')
  await page.getByRole('option', { name: 'France', exact: true }).click()
  await expect(row(page, 'Kestrel alpha').getByText('France')).toBeVisible()

  // all of it is stored: a reload shows the same
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Assigned Kestrel alpha' })).toHaveText('Gina Grid')
  await expect(page.getByRole('combobox', { name: 'Stage Kestrel beta' })).toHaveText('published')
  await expect(page.getByRole('checkbox', { name: 'Hidden Kestrel gamma' })).toBeChecked()
  await expect(row(page, 'Kestrel alpha').getByText('France')).toBeVisible()

  // delete with the keyboard: D opens the confirmation, Escape cancels, Enter confirms
  await row(page, 'Kestrel gamma').focus()
  await page.keyboard.press('d')
  await expect(page.getByRole('dialog')).toContainText('Kestrel gamma')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(row(page, 'Kestrel gamma')).toBeVisible()
  await row(page, 'Kestrel gamma').focus()
  await page.keyboard.press('d')
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(row(page, 'Kestrel gamma')).toHaveCount(0)
  await page.getByRole('textbox', { name: 'Filter Name' }).fill('kestrel')
  await expect(names(page)).toHaveCount(2)

  // the export is the grid with its filter and sort: the two plots left, newest name first
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^entities-\d{4}-\d{2}-\d{2}\.csv$/)
  const [header, ...records]: string[][] = parse(await readFile(await file.path()), { bom: true })
  const column = (name: string) => header.indexOf(name)
  expect(records.map((record) => [record[column('Name')], record[column('Stage')], record[column('Topics')]])).toEqual([
    ['Kestrel beta', 'published', ''],
    ['Kestrel alpha', 'in progress', 'France'],
  ])
})
