import { expect, test, type Page } from '@playwright/test'
import { createAnalyst, signIn } from './support'

const facet = (page: Page, name: string) => page.getByRole('article', { name })

test('an analyst creates an Actor from the dialog, fills its required facets, saves and finds it all again', async ({
  page,
  request,
}) => {
  await createAnalyst(request, 'actor.maker@example.com', 'actor-password')
  await signIn(page, 'actor.maker@example.com', 'actor-password')
  await page.goto('/analyst/entities')

  // the create-entity dialog lists the templates; Actor – Organisation opens the entity editor
  await page.getByRole('button', { name: 'Create Entity' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('columnheader', { name: 'Sub Type' })).toBeVisible()
  await dialog
    .getByRole('row', { name: /Actor\s+Organisation/ })
    .getByRole('button', { name: 'Create' })
    .click()
  await expect(page).toHaveURL(/\/analyst\/entities\/editor\?templateId=/)

  // a new entity opens unsaved, its required facets red, each marked <new>
  await expect(page.getByRole('heading', { level: 1, name: 'Unnamed' })).toBeVisible()
  await expect(page.getByText('Unsaved', { exact: true })).toBeVisible()
  const save = page.getByRole('button', { name: 'Save', exact: true })
  await expect(save).toBeEnabled()
  for (const name of ['Name', 'Summary']) {
    await expect(facet(page, name).getByRole('img', { name: 'Required fields are empty' })).toBeVisible()
    await expect(facet(page, name).getByText('<new>').first()).toBeVisible()
  }

  await facet(page, 'Name').getByRole('textbox', { name: 'Name' }).fill('Harbourline Shipping')
  await expect(facet(page, 'Name').getByRole('img', { name: 'Complete' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Harbourline Shipping' })).toBeVisible()

  const summary = facet(page, 'Summary')
  await summary.getByRole('textbox', { name: 'Summary' }).fill('Short-sea carrier of the North Sea ports.')
  // the source is still missing: the facet stays red
  await expect(summary.getByRole('img', { name: 'Required fields are empty' })).toBeVisible()
  await summary.getByRole('textbox', { name: 'URL' }).fill('not a link')
  await summary.getByRole('textbox', { name: 'URL' }).blur()
  await expect(summary.getByText('Invalid url')).toBeVisible()
  await summary.getByRole('textbox', { name: 'URL' }).fill('https://shipping.example.com/harbourline')
  await expect(summary.getByRole('img', { name: 'Complete' })).toBeVisible()

  await save.click()
  await expect(page.getByText('Entity has been created')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled()
  await expect(page).toHaveURL(/\/analyst\/entities\/editor\/[0-9a-f-]{36}$/)
  await expect(page.getByText('In Progress...')).toBeVisible()
  await expect(facet(page, 'Name').getByText('<saved>').first()).toBeVisible()

  // a change makes it dirty again; saving it again updates
  await summary.getByRole('textbox', { name: 'Summary' }).fill('Short-sea carrier of the North Sea and Baltic ports.')
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Entity has been updated')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled()

  // everything is kept: reload the page and read it back
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Harbourline Shipping' })).toBeVisible()
  await expect(facet(page, 'Name').getByRole('textbox', { name: 'Name' })).toHaveValue('Harbourline Shipping')
  await expect(facet(page, 'Summary').getByRole('textbox', { name: 'Summary' })).toHaveValue(
    'Short-sea carrier of the North Sea and Baltic ports.',
  )
  await expect(facet(page, 'Summary').getByRole('textbox', { name: 'URL' })).toHaveValue(
    'https://shipping.example.com/harbourline',
  )
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled()

  // and the entity grid lists it, in progress
  await page.goto('/analyst/entities/actors')
  const row = page.getByRole('row', { name: /Harbourline Shipping/ })
  await expect(row).toContainText('Actor')
  await expect(row).toContainText('in progress')
})
