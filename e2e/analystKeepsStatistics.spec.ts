import { expect, test, type Page } from '@playwright/test'
import { apiToken, createAnalyst, createEntity, signIn } from './support'

const series = (page: Page) => page.getByRole('article', { name: 'Series' })

/** In an entity's Series facet: the type, then points of 2024 and 2025, saved. */
async function enterSeries(page: Page, entityId: string, values: [number, number]) {
  await page.goto(`/analyst/statentity/editor/${entityId}`)
  const facet = series(page)
  await facet.getByRole('combobox', { name: 'Statistic type' }).click()
  await page.getByRole('option', { name: 'Broadband speed (Annual)' }).click()
  for (const [index, year] of [2024, 2025].entries()) {
    await facet.getByRole('button', { name: 'Add point' }).click()
    await facet.getByRole('spinbutton', { name: 'Year' }).nth(index).fill(String(year))
    await facet.getByRole('spinbutton', { name: 'Value' }).nth(index).fill(String(values[index]))
  }
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible()
}

test('an analyst creates a statistic type, enters two entities’ points, reads their ranks and opens the data grid', async ({
  page,
  request,
}) => {
  const token = await apiToken(request)
  const statistic = [{ facet: 'Series', fields: [['statistic', 'rankFormat', 'number']] as [string, string, string][] }]
  const north = await createEntity(request, token, 'Statistic Entity', 'Nordland figures', statistic)
  const south = await createEntity(request, token, 'Statistic Entity', 'Sudland figures', statistic)
  await createAnalyst(request, 'stat.keeper@example.com', 'stat-password')
  await signIn(page, 'stat.keeper@example.com', 'stat-password')

  // the type: name cut to 32 characters, units from the multiplier, saved with the spec's toast
  await page.goto('/analyst/elements/ceft')
  const sets = page.waitForRequest((call) => call.url().includes('/api/entity-infos?'))
  await page.getByRole('link', { name: 'Create Cross Entity Facet Type' }).click()
  await expect(page).toHaveURL(/\/analyst\/elements\/ceft\/new$/)
  // spec 2 §7: comparison sets are GET /entity-infos?$limit=5&type=Brief&subType=Comparison Set
  const setQuery = new URL((await sets).url()).searchParams
  expect([setQuery.get('$limit'), setQuery.get('type'), setQuery.get('subType')]).toEqual([
    '5',
    'Brief',
    'Comparison Set',
  ])
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Name is required.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Name' }).fill('Broadband speed')
  await page.getByRole('combobox', { name: 'Multiplier' }).click()
  await page.getByRole('option', { name: 'Thousand' }).click()
  await expect(page.getByRole('textbox', { name: 'Units' })).toHaveValue('Thousand')
  await page.getByRole('textbox', { name: 'Units' }).fill('Mbps')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Cross entity facet created')).toBeVisible()
  await expect(page).toHaveURL(/\/analyst\/elements\/ceft\/[0-9a-f-]{36}$/)

  // a second type of the same name is found by a GET by name and never posted (spec 2 §7)
  await page.goto('/analyst/elements/ceft/new')
  const posted: string[] = []
  page.on('request', (call) => {
    if (call.method() === 'POST' && call.url().includes('/api/cross-entity-facet-types')) posted.push(call.url())
  })
  const lookup = page.waitForRequest(
    (call) => call.method() === 'GET' && call.url().includes('/api/cross-entity-facet-types?name='),
  )
  await page.getByRole('textbox', { name: 'Name' }).fill('Broadband speed')
  await page.getByRole('button', { name: 'Save' }).click()
  expect(new URL((await lookup).url()).searchParams.get('name')).toBe('Broadband speed')
  await expect(page.getByText('This face already exists').first()).toBeVisible()
  expect(posted).toEqual([])
  // one differing by case only is refused by the server, under the name field too
  await page.getByRole('textbox', { name: 'Name' }).fill('broadband SPEED')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('This face already exists').first()).toBeVisible()
  await expect.poll(() => posted.length).toBe(1)

  await enterSeries(page, north, [120, 150])
  await enterSeries(page, south, [90, 160])

  // ranked across both for each date; the latest reads 2/2 Countries for Nordland
  await page.goto(`/analyst/statentity/editor/${north}`)
  const facet = series(page)
  await expect(facet.getByText('150.00 Mbps')).toBeVisible()
  await expect(facet.getByLabel('Rank 2024-01-01')).toHaveText('1/2 Countries')
  await expect(facet.getByLabel('Rank 2025-01-01')).toHaveText('2/2 Countries')
  await expect(facet.getByText('+25.00% on the previous value')).toBeVisible()
  await facet.getByRole('combobox', { name: 'Rank format' }).click()
  await page.getByRole('option', { name: 'Percent' }).click()
  await expect(facet.getByLabel('Rank 2024-01-01')).toHaveText('Top 25%')
  await expect(facet.getByLabel('Rank 2025-01-01')).toHaveText('Bottom 25%')

  // the data grid: an entity a row, a date a column
  await page.goto('/analyst/elements/ceft')
  await page.getByRole('link', { name: 'View data Broadband speed' }).click()
  const grid = page.getByRole('grid', { name: 'Data of Broadband speed' })
  await expect(grid.getByRole('columnheader', { name: '2024' })).toBeVisible()
  await expect(grid.getByRole('row', { name: /Nordland figures.*120\.00.*150\.00/ })).toBeVisible()
  await expect(grid.getByRole('row', { name: /Sudland figures.*90\.00.*160\.00/ })).toBeVisible()
  await expect(page.getByText('2 entities, 4 values')).toBeVisible()
})
