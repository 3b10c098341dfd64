import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { apiToken, createAnalyst, createEntity, signIn } from './support'

test('an analyst finds an entity with Ctrl+K and opens it with Enter, and finds it again from the app bar', async ({
  page,
  request,
}) => {
  const email = `palette.${Date.now().toString(36)}@example.com`
  const password = 'palette-password-1'
  await createAnalyst(request, email, password, 'Pia Palette')
  const name = `Quillmoor Foundry ${Date.now().toString(36)}`
  const entityId = await createEntity(request, await apiToken(request), 'Plot', name)

  await signIn(page, email, password)
  const searchBox = page.getByRole('button', { name: /^Search/ })
  await expect(searchBox).toBeVisible()
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Search the console' })
  const box = palette.getByRole('combobox', { name: 'Name to search for' })
  await expect(box).toBeFocused()
  await box.pressSequentially('quillmoor found')
  const hit = palette.getByRole('option', { name: new RegExp(name) })
  await expect(hit).toBeVisible()
  await expect(palette.getByRole('listbox')).toContainText('Entities')
  // judged once the dialog has faded in, on the colours it keeps
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze()
  expect(
    violations
      .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
      .map((v) => v.id),
  ).toEqual([])
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/analyst/entities/editor/${entityId}$`))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(palette).toBeHidden()

  // the app bar's box opens the same palette; Escape closes it where it was opened
  await searchBox.click()
  await expect(palette).toBeVisible()
  await box.pressSequentially('quillmoor')
  await expect(hit).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(palette).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/analyst/entities/editor/${entityId}$`))
})
