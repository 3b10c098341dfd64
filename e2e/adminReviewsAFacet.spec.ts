import { expect, test, type Page } from '@playwright/test'
import { apiToken, createAnalyst, createEntity, signIn, ADMIN } from './support'

const facet = (page: Page, name: string) => page.getByRole('article', { name })

async function choose(page: Page, scope: ReturnType<typeof facet>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('an admin assigns a facet, comments on it, rejects it and reads its log', async ({ page, request }) => {
  await createAnalyst(request, 'reviewed.analyst@example.com', 'reviewed-password', 'Rita Reviewed')
  const entityId = await createEntity(request, await apiToken(request), 'Plot', 'Port strike in Antwerp')

  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto(`/analyst/entities/editor/${entityId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Port strike in Antwerp' })).toBeVisible()
  const summary = facet(page, 'Summary')

  // assignment: the analyst is offered at the facet's stage; the save says so
  await choose(page, summary, 'User', 'Rita Reviewed')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Entity has been updated')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled()

  // a comment: Add waits for text; the assessment defaults to 3
  await summary.getByRole('button', { name: 'Comments' }).click()
  const comments = page.getByRole('dialog', { name: 'Summary — Comments' })
  await expect(comments.getByRole('button', { name: 'Add' })).toBeDisabled()
  await expect(comments.getByRole('combobox', { name: 'Assessment' })).toHaveText('3')
  await comments.getByRole('textbox', { name: 'Comment' }).fill('Cite the port authority, not the union.')
  await comments.getByRole('button', { name: 'Add' }).click()
  await expect(comments.getByText('Cite the port authority, not the union.')).toBeVisible()
  await comments.getByRole('button', { name: 'Close' }).click()

  // choosing the rejected stage of a saved facet opens its Rejections panel
  await choose(page, summary, 'Stage', 'rejected')
  const rejections = page.getByRole('dialog', { name: 'Summary — Rejections' })
  await expect(rejections).toBeVisible()
  await expect(rejections.getByRole('button', { name: 'Add' })).toBeDisabled()
  await rejections.getByRole('textbox', { name: 'Rejection comment' }).fill('The source is a blog post.')
  await rejections.getByRole('button', { name: 'Add' }).click()
  await expect(rejections.getByText('The source is a blog post.')).toBeVisible()
  await rejections.getByRole('button', { name: 'Close' }).click()

  await expect(summary.getByRole('combobox', { name: 'Stage' })).toHaveText('rejected')
  // the analyst stays assigned: a rejected facet goes back to them
  await expect(summary.getByRole('combobox', { name: 'User' })).toHaveText('Rita Reviewed')
  // the stage chosen in the editor is an edit of its own, saved with the rest
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Entity has been updated')).toBeVisible()

  // the log: who did what, newest first, and the reassignment history
  await summary.getByRole('button', { name: 'Log' }).click()
  const log = page.getByRole('dialog', { name: 'Summary — Log' })
  await expect(log.getByText('Rejected: The source is a blog post.')).toBeVisible()
  await expect(log.getByText('Reassigned to Rita Reviewed').first()).toBeVisible()
  await expect(log.getByText(/\d+ entries/)).toBeVisible()
  await log.getByRole('button', { name: 'Close' }).click()

  // all of it is kept: after a reload the facet is rejected, assigned, with one comment
  await page.reload()
  await expect(facet(page, 'Summary').getByRole('combobox', { name: 'Stage' })).toHaveText('rejected')
  await expect(facet(page, 'Summary').getByRole('combobox', { name: 'User' })).toHaveText('Rita Reviewed')
})
