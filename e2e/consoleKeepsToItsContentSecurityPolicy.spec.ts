import { expect, test, type Page } from '@playwright/test'
import { ADMIN, apiToken, createAnalyst, createEntity, signIn } from './support'

// a 2×2 PNG, red and white
const FLAG_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGP4z8Dw//9/EP7PwAAAOdQH+UB5uWUAAAAASUVORK5CYII=',
  'base64',
)

type Watched = Window & { cspViolations?: string[] }

/** The violations the page reported since it loaded, then none again: each screen is judged on its own. */
const violations = (page: Page) =>
  page.evaluate(() => (window as Watched).cspViolations?.splice(0) ?? ['the watcher is missing'])

test('the console shows its screens under its Content-Security-Policy without one violation, and no page can frame it', async ({
  page,
  request,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as Watched).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    )
  })
  const token = await apiToken(request)
  const entity = await createEntity(request, token, 'Plot', 'Policy plot')
  await createAnalyst(request, 'policy.analyst@example.com', 'policy-password', 'Polly Policy')

  await signIn(page, ADMIN.email, ADMIN.password)
  expect(await violations(page)).toEqual([])

  await page.goto('/analyst/entities/plots')
  await expect(page.getByRole('row', { name: /Policy plot/ })).toBeVisible()
  expect(await violations(page)).toEqual([])

  await page.goto(`/analyst/entities/editor/${entity}`)
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible()
  expect(await violations(page)).toEqual([])

  await page.goto('/admin/users')
  await expect(page.getByRole('row', { name: /policy\.analyst@example\.com/ })).toBeVisible()
  expect(await violations(page)).toEqual([])

  // an image picked, uploaded to the storage and shown back from it
  await page.goto('/analyst/countries')
  await page.getByRole('button', { name: 'Create Country' }).click()
  const dialog = page.getByRole('dialog', { name: 'New country' })
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'policy.png', mimeType: 'image/png', buffer: FLAG_PNG })
  const preview = dialog.getByRole('img', { name: 'Flag' })
  await expect(preview).toBeVisible()
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2)
  expect(await violations(page)).toEqual([])

  // what the policy is for: a script slipped into the page does not run, and is reported
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'document.title = "injected"'
    document.body.append(script)
  })
  await expect.poll(() => violations(page)).toEqual(['script-src-elem inline'])
  expect(await page.title()).not.toBe('injected')

  const framer = await page.context().newPage()
  await framer.setContent(`<iframe src="${baseURL}/admin/users" width="800" height="600"></iframe>`)
  await expect.poll(() => framer.frames()[1]?.url()).toMatch(/^chrome-error:/)
})
