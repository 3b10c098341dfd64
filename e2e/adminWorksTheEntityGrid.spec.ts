import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { ADMIN, apiToken, createAnalyst, createEntity, signIn } from './support'

const row = (page: Page, name: string) => page.getByRole('row', { name, exact: true })
const names = (page: Page) => page.locator('[role="row"][data-row-id]')
const cell = (page: Page, name: string, column: string) => row(page, name).locator(`[data-column="${column}"]`)
const headers = (page: Page) => page.getByRole('columnheader')

async function pick(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click()
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click()
}

test('an admin filters, sorts and pages the Plots grid, edits stage, assignee and hidden by keyboard alone, topics, moves a column, deletes with D, and finds the filters again after leaving', async ({
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
  await expect(page.getByRole('button', { name: 'Clear filters' })).toBeVisible()
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

  // cells are text until edited: no editor in the grid
  await expect(page.getByRole('grid').getByRole('combobox', { name: /^(Stage|Assigned) Kestrel/ })).toHaveCount(0)

  // the keyboard alone: into the grid (its one tab stop), along a row, an assignee and a stage
  await page.locator('[role="gridcell"][tabindex="0"]').focus()
  await expect(cell(page, 'Kestrel gamma', 'select')).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(cell(page, 'Kestrel alpha', 'select')).toBeFocused()
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowRight')
  await expect(cell(page, 'Kestrel alpha', 'assigned')).toBeFocused()
  await page.keyboard.press('Enter')
  // the menu opens on the current choice, with the focus
  await expect(page.getByRole('option', { name: 'Unassigned' })).toBeFocused()
  await page.keyboard.type('Gi')
  await expect(page.getByRole('option', { name: 'Gina Grid' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(cell(page, 'Kestrel alpha', 'assigned')).toHaveText('Gina Grid')
  await expect(cell(page, 'Kestrel alpha', 'assigned')).toBeFocused()
  // Escape leaves an editor without a change
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('option', { name: 'in progress' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('listbox')).toBeHidden()
  await expect(cell(page, 'Kestrel alpha', 'stage')).toBeFocused()
  await expect(cell(page, 'Kestrel alpha', 'stage')).toHaveText('in progress')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('option', { name: 'in progress' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(cell(page, 'Kestrel beta', 'stage')).toHaveText('published')

  // hidden, stored inverted on the server and read back: Space on the cell
  await page.keyboard.press('ArrowUp')
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight')
  await expect(cell(page, 'Kestrel gamma', 'hidden')).toBeFocused()
  await page.keyboard.press(' ')
  await expect(cell(page, 'Kestrel gamma', 'hidden').getByRole('checkbox')).toHaveAttribute('aria-checked', 'true')

  // a topic, in the cell's editor
  await cell(page, 'Kestrel alpha', 'topic').click()
  const topics = page.getByRole('dialog', { name: 'Topics of Kestrel alpha' })
  await topics.getByRole('combobox', { name: 'Add topic' }).fill('Franc')
  await page.getByRole('option', { name: 'France', exact: true }).click()
  await expect(topics.getByText('France')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(cell(page, 'Kestrel alpha', 'topic')).toHaveText('France')

  // a column moved by keyboard, kept for this grid
  const completeness = page.getByRole('columnheader', { name: /Completeness/ }).getByRole('button')
  await completeness.focus()
  await page.keyboard.press('Alt+ArrowLeft')
  await expect(headers(page).nth(9)).toHaveText(/Completeness/)

  // all of it is stored: a reload shows the same
  await page.reload()
  await expect(cell(page, 'Kestrel alpha', 'assigned')).toHaveText('Gina Grid')
  await expect(cell(page, 'Kestrel beta', 'stage')).toHaveText('published')
  await expect(cell(page, 'Kestrel gamma', 'hidden').getByRole('checkbox')).toHaveAttribute('aria-checked', 'true')
  await expect(cell(page, 'Kestrel alpha', 'topic')).toHaveText('France')
  await expect(headers(page).nth(9)).toHaveText(/Completeness/)

  // delete with the keyboard: D opens the confirmation, Escape cancels, Enter confirms
  await cell(page, 'Kestrel gamma', 'name').click()
  await page.keyboard.press('d')
  await expect(page.getByRole('dialog')).toContainText('Kestrel gamma')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(row(page, 'Kestrel gamma')).toBeVisible()
  await cell(page, 'Kestrel gamma', 'name').click()
  await page.keyboard.press('d')
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(row(page, 'Kestrel gamma')).toHaveCount(0)
  await expect(names(page)).toHaveCount(2)

  // the filters outlive a visit: away and back, the Name filter still reads kestrel, and clears
  await page.getByRole('menuitem', { name: 'Assign Facets' }).click()
  await expect(page.getByRole('grid', { name: 'Assign Facets' })).toBeVisible()
  await page.goto('/analyst/entities/plots')
  await expect(page.getByRole('textbox', { name: 'Filter Name' })).toHaveValue('kestrel')
  await expect(names(page)).toHaveCount(2)
  await nameFilter.fill('no such plot')
  await expect(page.getByRole('main').getByRole('status')).toContainText('Nothing matches these filters.')
  await page.getByRole('main').getByRole('status').getByRole('button', { name: 'Clear filters' }).click()
  await expect(page.getByRole('textbox', { name: 'Filter Name' })).toHaveValue('')
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0)
  await nameFilter.fill('kestrel')
  await expect(names(page)).toHaveCount(2)

  // a row's edit link opens the editor in the page, and Back comes to the grid as it was
  await page.getByRole('link', { name: 'Edit Kestrel alpha' }).click()
  await expect(page).toHaveURL(/\/analyst\/entities\/editor\/[0-9a-f-]+$/)
  await page.goBack()
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
