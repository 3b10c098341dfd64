import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { apiToken, createAnalyst, signIn } from './support'

// the specs run from the repository's root (npm test)
const SAMPLES = path.resolve('docs/samples')
const BAD_SCORES = 'Topic,Brief,Score\nNowhereland,Energy,50\nFrance,Energy,high\n'

let sheets: Server
let sheetsUrl: string

// the sample sheets published on this machine, as a spreadsheet service would publish them
test.beforeAll(async () => {
  sheets = createServer((request, response) => {
    const name = path.basename(request.url ?? '')
    if (name === 'bad-scores.csv') return response.writeHead(200, { 'Content-Type': 'text/csv' }).end(BAD_SCORES)
    try {
      const body = readFileSync(path.join(SAMPLES, name))
      response.writeHead(200, { 'Content-Type': 'text/csv' }).end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => sheets.listen(0, '127.0.0.1', resolve))
  sheetsUrl = `http://127.0.0.1:${(sheets.address() as AddressInfo).port}`
})
test.afterAll(() => new Promise<void>((resolve) => sheets.close(() => resolve())))

/** The outcome an import screen shows. */
const outcome = (page: Page) =>
  page
    .getByRole('status')
    .or(page.getByRole('alert'))
    .filter({ hasText: /Imported/ })

/** Imports a screen's sample sheet in one click: the server reads its own samples, on any machine. */
async function importSample(page: Page, screen: string) {
  await page.goto(`/analyst/elements/${screen}`)
  await page.getByRole('button', { name: 'Import the sample', exact: true }).click()
  return outcome(page)
}

/** Imports a published sheet from an import screen and answers the outcome shown. */
async function importSheet(page: Page, screen: string, sheet: string) {
  await page.goto(`/analyst/elements/${screen}`)
  await page.getByRole('textbox', { name: 'Sheet link' }).fill(`${sheetsUrl}/${sheet}`)
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  return outcome(page)
}

test('an analyst imports each sample sheet from its screen, meets a refused sheet, and finds the imported data', async ({
  page,
  request,
}) => {
  const token = await apiToken(request)
  for (const [name, periodicity] of [
    ['Real GDP growth', 'YEAR'],
    ['Household power price', 'QUARTER'],
  ]) {
    const created = await request.post('/api/cross-entity-facet-types', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name, periodicity },
    })
    expect([201, 409]).toContain(created.status())
  }
  await createAnalyst(request, 'sheet.importer@example.com', 'sheet-password')
  await signIn(page, 'sheet.importer@example.com', 'sheet-password')

  // briefs: the sample imported in one click (its link fills the box), then the same sheet again changes nothing
  await expect(await importSample(page, 'import-briefs')).toContainText('Imported8 rows')
  await expect(page.getByRole('textbox', { name: 'Sheet link' })).toHaveValue(/\/api\/samples\/briefs\.csv$/)
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText('8 rows: 0 created, 0 updated, 8 unchanged')
  // the sample is offered for download, as it is in docs/samples
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download the sample sheet (briefs.csv)' }).click()
  const file = await (await download).path()
  expect(readFileSync(file, 'utf8')).toBe(readFileSync(path.join(SAMPLES, 'briefs.csv'), 'utf8'))

  // the current-themes file: its sample in one click, then a file chosen from disk changes nothing
  await page.getByRole('button', { name: 'Import the sample file' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Imported3 rows: 3 created' })).toBeVisible()
  await page.getByLabel('Current themes sheet').setInputFiles(path.join(SAMPLES, 'current-themes.csv'))
  await page.getByRole('button', { name: 'Import file' }).click()
  await expect(page.getByRole('status').filter({ hasText: '3 rows: 0 created, 0 updated, 3 unchanged' })).toBeVisible()
  await page.getByRole('link', { name: 'Open the briefs' }).click()
  await page.getByRole('textbox', { name: 'Name' }).fill('Hydrogen')
  await expect(page.getByRole('cell', { name: 'Hydrogen', exact: true })).toBeVisible()

  // topics: each country's topic entity, listed with the statistic entities
  await expect(await importSample(page, 'import-entities')).toContainText('3 rows: 3 created')
  await page.getByRole('link', { name: 'Open the statistic entities' }).click()
  await expect(page.getByRole('link', { name: 'Edit Germany' })).toBeVisible()

  // statistics: values of the types for those entities, seen in the type's data grid
  await expect(await importSheet(page, 'import-stats', 'statistics.csv')).toContainText('6 rows: 6 created')
  await page.getByRole('link', { name: 'Open the CEF types' }).click()
  await page
    .getByRole('row', { name: /Real GDP growth/ })
    .getByRole('link', { name: 'View data' })
    .click()
  const grid = page.getByRole('grid', { name: 'Data of Real GDP growth' })
  await expect(grid.getByRole('row', { name: /France.*0\.70/ })).toBeVisible()

  // challenges: a sheet with bad rows is refused whole, naming them; the sample then sets the scores
  const refused = await importSheet(page, 'import-challenges', 'bad-scores.csv')
  await expect(refused).toContainText('Not Imported')
  await expect(refused.getByRole('row', { name: '2 Topic No country named "Nowhereland"' })).toBeVisible()
  await expect(refused.getByRole('row', { name: '3 Score Not a number' })).toBeVisible()
  await expect(page.getByText('No challenge scores yet')).toBeVisible()
  await page.getByRole('button', { name: 'Import the sample', exact: true }).click()
  await expect(outcome(page)).toContainText('6 rows: 6 created')
  await expect(
    page.getByRole('table', { name: 'Challenge scores' }).getByRole('row', { name: /France Hydrogen industry 71\.5/ }),
  ).toBeVisible()
})
