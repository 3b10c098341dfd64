import { expect, test, type Page } from '@playwright/test'
import { apiToken, createAnalyst, createEntity, signIn, ADMIN } from './support'

const facet = (page: Page, name: string) => page.getByRole('article', { name })
/** The headings of the body's collapsible sections (not the relationship panels'). */
const sectionHeadings = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .filter({ has: page.getByRole('button') })

async function chooseFilter(page: Page, option: string) {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('combobox', { name: 'Filter' }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

// spec 1 §2, §9: the filter over facets (All, Required, Assigned to me, Assigned & Required) filters the
// editor's body as well as its sidebar, and sections it leaves empty leave the body
test('the facet filter leaves in the body only my facets, without the sections it empties', async ({
  page,
  request,
}) => {
  await createAnalyst(request, 'filtered.analyst@example.com', 'filtered-password', 'Fern Filtered')
  const entityId = await createEntity(request, await apiToken(request), 'Plot', 'Canal closure in Ghent')

  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto(`/analyst/entities/editor/${entityId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Canal closure in Ghent' })).toBeVisible()

  // Summary goes to the analyst; Name stays the admin's
  const summary = facet(page, 'Summary')
  await summary.getByRole('combobox', { name: 'User' }).click()
  await page.getByRole('option', { name: 'Fern Filtered', exact: true }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled()

  const allSections = await sectionHeadings(page).allTextContents()
  expect(allSections.length).toBeGreaterThan(1)

  await chooseFilter(page, 'Assigned to me')
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(facet(page, 'Name')).toBeVisible()
  await expect(summary).toHaveCount(0)
  // only the Name's section is left, in the body and in the sidebar
  await expect(sectionHeadings(page)).toHaveCount(1)
  await expect(
    page
      .getByRole('main')
      .getByRole('region')
      .filter({ has: facet(page, 'Name') }),
  ).toBeVisible()
  const sidebar = page.getByRole('navigation', { name: 'Sections' })
  await expect(sidebar.getByRole('button')).toHaveCount(1)

  // the filter back to All brings every section and facet back
  await chooseFilter(page, 'All')
  await expect(summary).toBeVisible()
  await expect(sectionHeadings(page)).toHaveText(allSections)
})
