import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { parse } from 'csv-parse/sync'
import { ADMIN, apiToken, createEntity, signIn } from './support'

async function pick(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click()
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click()
}

test('an admin mass-edits the stage and label of several facets, saves, exports the grid as CSV, and a save with one bad row stores nothing', async ({
  page,
  request,
}) => {
  // the entities of this try: a retry runs on the same server, beside the first try's
  const bird = `Osprey${test.info().retry || ''}`
  const token = await apiToken(request)
  for (const name of [`${bird} one`, `${bird} two`, `${bird} three`]) await createEntity(request, token, 'Plot', name)

  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto('/analyst/assign-facets')
  const save = page.getByRole('button', { name: 'Save Changes' })
  await expect(save).toBeDisabled()

  // the facets of the three plots (other specs' entities share the database), Name facets only
  await page.getByRole('textbox', { name: 'Filter Name' }).fill(bird)
  await pick(page, page.getByRole('combobox', { name: 'Filter Facet' }), 'Name')
  const rows = page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: new RegExp(`^Select ${bird} `) }) })
  await expect(rows).toHaveCount(3)

  // two of them at once: stage review and a label, held as pending edits
  await page.getByRole('checkbox', { name: `Select ${bird} one Name` }).check()
  await page.getByRole('checkbox', { name: `Select ${bird} two Name` }).check()
  const bar = page.getByRole('region', { name: '2 selected' })
  await pick(page, bar.getByRole('combobox', { name: 'Stage' }), 'review')
  await bar.getByRole('textbox', { name: 'Label' }).fill(`${bird} renamed`)
  await bar.getByRole('button', { name: 'Apply to selected' }).click()
  await expect(page.getByText('4 pending changes')).toBeVisible()
  await expect(save).toBeEnabled()

  await save.click()
  await expect(page.getByText('Saved', { exact: true })).toBeVisible()
  await expect(save).toBeDisabled()
  // the label is the Name facet's value: the two entities are renamed
  await expect(page.getByRole('link', { name: `Open ${bird} renamed` })).toHaveCount(2)
  const stageOf = (name: string) => page.getByRole('row', { name }).locator('[data-column="stage"]')
  await expect(stageOf(`${bird} renamed Name`).first()).toHaveText('review')
  await expect(stageOf(`${bird} three Name`)).toHaveText('in progress')

  // stored: a reload shows the same
  await page.reload()
  await expect(page.getByRole('link', { name: `Open ${bird} renamed` })).toHaveCount(2)

  // the export is the grid with its filters: three Name facets, two of them in review
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^facets-\d{4}-\d{2}-\d{2}\.csv$/)
  const [header, ...records]: string[][] = parse(await readFile(await file.path()), { bom: true })
  const column = (name: string) => header.indexOf(name)
  expect(records).toHaveLength(3)
  expect(records.map((record) => record[column('Facet')])).toEqual(['Name', 'Name', 'Name'])
  expect(records.map((record) => `${record[column('Label')]} · ${record[column('Stage')]}`).sort()).toEqual([
    `${bird} renamed · review`,
    `${bird} renamed · review`,
    `${bird} three · in progress`,
  ])

  // a source more for one Summary: its first source is kept, the second is a new field set
  await pick(page, page.getByRole('combobox', { name: 'Filter Facet' }), 'Summary')
  await page.getByRole('checkbox', { name: `Select ${bird} three Summary` }).check()
  await page
    .getByRole('region', { name: '1 selected' })
    .getByRole('textbox', { name: 'Sources (comma-separated)' })
    .fill('https://news.example.com/story, https://second.example.org/x')
  await page.getByRole('button', { name: 'Apply to selected' }).click()
  await save.click()
  await expect(page.getByText('Saved', { exact: true })).toBeVisible()
  const summary = page.getByRole('row', { name: `${bird} three Summary` })
  await expect(summary.getByRole('link', { name: 'news.example.com' })).toBeVisible()
  await expect(summary.getByRole('link', { name: 'second.example.org' })).toBeVisible()

  // all or nothing: a good label and stage beside a source that is no address; nothing is stored,
  // the refused row is named with its reason, and every edit is kept to correct
  await page.getByRole('checkbox', { name: `Select ${bird} three Summary` }).uncheck()
  await pick(page, page.getByRole('combobox', { name: 'Filter Facet' }), 'Any')
  // the Name facets are back once the filter has reached the list, which lets a choice made before it go
  await expect(page.getByRole('row', { name: `${bird} three Name` })).toBeVisible()
  await expect(page.getByRole('row', { name: `${bird} three Summary` })).toBeVisible()
  await page.getByRole('checkbox', { name: `Select ${bird} three Summary` }).check()
  const one = page.getByRole('region', { name: '1 selected' })
  await one.getByRole('textbox', { name: 'Sources (comma-separated)' }).fill('not an address')
  await one.getByRole('button', { name: 'Apply to selected' }).click()
  await page.getByRole('checkbox', { name: `Select ${bird} three Summary` }).uncheck()
  // the stage of the Name facet, by keyboard in its cell
  await stageOf(`${bird} three Name`).click()
  await page.getByRole('listbox').getByRole('option', { name: 'review', exact: true }).click()
  await expect(stageOf(`${bird} three Name`)).toHaveText('review')
  await expect(page.getByText('2 pending changes')).toBeVisible()
  await save.click()
  await expect(page.getByRole('alert').filter({ hasText: `${bird} three · Summary: Invalid url` })).toBeVisible()
  await expect(page.getByRole('row', { name: `${bird} three Summary` })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('2 pending changes')).toBeVisible()
  await page.getByRole('button', { name: 'Discard changes' }).click()
  await page.reload()
  await expect(stageOf(`${bird} three Name`)).toHaveText('in progress')
  await expect(summary.getByRole('link', { name: 'news.example.com' })).toBeVisible()
})
