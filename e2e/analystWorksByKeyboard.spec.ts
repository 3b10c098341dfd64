import { expect, test, type Locator, type Page } from '@playwright/test'
import { apiToken, createAnalyst, createEntity } from './support'

const EMAIL = 'keyboard.analyst@example.com'
const PASSWORD = 'keyboard-password'

/** Presses Tab (or Shift+Tab) until `target` has the focus; answers how many presses it took. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return presses
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`${max} Tabs did not reach ${target}`)
}

const focused = (page: Page) => page.locator(':focus')

// every step after each page.goto is a key: no click, no fill
test('an analyst signs in, opens an entity from the grid, edits it, saves with Ctrl+S and comments, by keyboard alone', async ({
  page,
  request,
}, testInfo) => {
  // a retry runs on the same server: its entity takes a name of its own
  const title = `Keyboard harbour strike ${testInfo.retry + 1}`
  await createAnalyst(request, EMAIL, PASSWORD, 'Kira Keys')
  const token = await apiToken(request, EMAIL, PASSWORD)
  // the newest change: the first row of the Plots grid, which lists the latest changed first
  const entityId = await createEntity(request, token, 'Plot', title)

  await page.goto('/auth')
  await tabTo(page, page.locator('input[name=email]'))
  await page.keyboard.type(EMAIL)
  await tabTo(page, page.locator('input[name=password]'))
  await page.keyboard.type(PASSWORD)
  await page.keyboard.press('Enter')
  await page.waitForURL((url) => url.pathname !== '/auth')

  // the grid: the second tab stop skips to its active cell, the first row's box; one step right is its
  // Action, where Enter opens the editor
  await page.goto('/analyst/entities/plots')
  const firstRow = page.getByRole('row', { name: title, exact: true })
  await expect(firstRow).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveText('Skip to content')
  await expect(focused(page)).toBeInViewport()
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveText('Skip to the grid')
  await page.keyboard.press('Enter')
  await expect(firstRow.locator('[data-column="select"]')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(firstRow.locator('[data-column="action"]')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/editor/${entityId}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  // the editor: Tab, Tab, Enter reach the first facet's first field (the Name)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(focused(page)).toHaveText('Skip to the first facet')
  await page.keyboard.press('Enter')
  const name = page.getByRole('article', { name: 'Name' }).getByRole('textbox').first()
  await expect(name).toBeFocused()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(`${title} ends`)
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled()

  // Ctrl+S from inside the field saves, as the Save button does
  await page.keyboard.press('Control+S')
  await expect(page.getByText('Entity has been updated')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled()
  await expect(name).toHaveValue(`${title} ends`)

  // a comment on the Name facet: its Comments button is just before its field
  const nameFacet = page.getByRole('article', { name: 'Name' })
  await tabTo(page, nameFacet.getByRole('button', { name: 'Comments' }), { back: true })
  await page.keyboard.press('Enter')
  const comments = page.getByRole('dialog', { name: 'Name — Comments' })
  await expect(comments).toBeVisible()
  await tabTo(page, comments.getByRole('textbox', { name: 'Comment' }))
  await page.keyboard.type('Typed and sent without a mouse.')
  await tabTo(page, comments.getByRole('button', { name: 'Add' }))
  await page.keyboard.press('Enter')
  await expect(comments.getByText('Typed and sent without a mouse.')).toBeVisible()
  // Add disabled itself with the field emptied: the focus went back to the field, so Escape reaches the panel
  await expect(comments.getByRole('textbox', { name: 'Comment' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(comments).toBeHidden()

  // ? lists the shortcuts; Escape closes the list
  await page.keyboard.press('Shift+Slash')
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(shortcuts.getByRole('table', { name: 'Grids' })).toContainText('Ctrl+Shift+Left')
  await expect(shortcuts).toContainText('Ctrl+S or ⌘+S')
  await page.keyboard.press('Escape')
  await expect(shortcuts).toBeHidden()

  // all of it was stored
  const stored = await request.get(`/api/entities/${entityId}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(((await stored.json()) as { name: string }).name).toBe(`${title} ends`)
})
