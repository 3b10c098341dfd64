import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { apiToken, createAnalyst, createEntity, signIn } from './support'

const EMAIL = 'history.analyst@example.com'
const PASSWORD = 'history-password'

const summaryText = (page: Page) =>
  page.getByRole('article', { name: 'Summary' }).getByRole('textbox', { name: 'Summary' })

async function saveSummary(page: Page, text: string) {
  await summaryText(page).fill(text)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled()
}

/** The critical and serious axe findings inside the history dialog. */
async function findings(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.impact} ${violation.id} at ${node.target.join(' ')}`),
    )
}

test('an analyst saves an entity twice, reads its history and restores the first version', async ({
  page,
  request,
}) => {
  await createAnalyst(request, EMAIL, PASSWORD, 'Hana History')
  const entityId = await createEntity(request, await apiToken(request, EMAIL, PASSWORD), 'Context', 'Harbour works')
  const original = 'What Harbour works is about.'

  await signIn(page, EMAIL, PASSWORD)
  await page.goto(`/analyst/entities/editor/${entityId}`)
  await expect(summaryText(page)).toHaveValue(original)
  await saveSummary(page, 'Dredging of the outer harbour.')
  await saveSummary(page, 'Dredging and a new quay.')

  await page.getByRole('button', { name: 'History' }).click()
  const history = page.getByRole('dialog', { name: 'History of Harbour works' })
  const versions = history.getByRole('list', { name: 'Saved versions' }).getByRole('button')
  await expect(versions).toHaveCount(3)
  await expect(versions.nth(0)).toContainText('by Hana History')
  await expect(versions.nth(0)).toContainText('Facets changed: 1 · Fields changed: 1')
  await expect(versions.nth(2)).toContainText('First recorded version')

  // the newest version's diff: the value it replaced and the one it wrote, in words
  await versions.nth(0).click()
  const summary = history.getByRole('region', { name: 'Summary: Facet changed' })
  await expect(summary.getByText('Removed:')).toBeVisible()
  await expect(summary.locator('del')).toHaveText('Dredging of the outer harbour.')
  await expect(summary.locator('ins')).toHaveText('Dredging and a new quay.')
  await expect(history.getByRole('button', { name: 'Restore this version' })).toBeDisabled()
  expect(await findings(page)).toEqual([])

  await versions.nth(2).click()
  await expect(history.getByText(/The first recorded version/)).toBeVisible()
  await history.getByRole('button', { name: 'Restore this version' }).click()
  await page.getByRole('dialog', { name: 'Restore this version?' }).getByRole('button', { name: 'Restore' }).click()
  await expect(page.getByText('Version restored')).toBeVisible()
  await expect(summaryText(page)).toHaveValue(original)

  await page.reload()
  await expect(summaryText(page)).toHaveValue(original)
  await page.getByRole('button', { name: 'History' }).click()
  await expect(
    page
      .getByRole('dialog', { name: 'History of Harbour works' })
      .getByRole('list', { name: 'Saved versions' })
      .getByRole('button'),
  ).toHaveCount(4)
})
