import { expect, test } from '@playwright/test'
import { ADMIN, apiToken, signIn } from './support'

// spec 3 §2: after login the user goes to the entities area; the root leads there too
test('an admin lands on the entities area, from sign-in and from the root', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/analyst\/entities$/)
  await page.goto('/')
  await expect(page).toHaveURL(/\/analyst\/entities$/)
  // the statistic data without a type opens the types, where one is chosen
  await page.goto('/analyst/elements/cefs')
  await expect(page).toHaveURL(/\/analyst\/elements\/ceft$/)
})

// spec 1 §8: an answer without the server's words reads the generic message
test('a list whose read fails with an empty 500 says Something went wrong...', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.route('**/api/dictionaries?**', (route) => route.fulfill({ status: 500, body: '' }))
  await page.goto('/admin/elements/dictionaries')
  await expect(page.getByText('Something went wrong...').first()).toBeVisible()
  await expect(page.getByText('JSON parsing error')).toHaveCount(0)
})

// spec 1 §8: failure of the initial load logs the user out and toasts the name and message from the server
test('a failed start-up read of the user signs out with its message', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.route('**/api/authentication', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ name: 'GeneralError', code: 500, message: 'The database is resting' }),
        })
      : route.continue(),
  )
  await page.reload()
  await expect(page).toHaveURL(/\/auth$/)
  await expect(page.getByText('GeneralError: The database is resting')).toBeVisible()
})

// spec 3 §2: the breadcrumb shows names, not ids
test('the breadcrumb names the dictionary being edited', async ({ page, request }) => {
  const token = await apiToken(request)
  const created = await request.post('/api/dictionaries', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      key: 'Breadcrumb Sectors',
      name: 'Sectors for the breadcrumb',
      items: [{ value: 'Banking', category: 'Finance' }],
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto(`/admin/elements/dictionaries/editor/${id}`)
  const breadcrumb = page.getByRole('navigation', { name: 'breadcrumb' })
  await expect(breadcrumb).toContainText('Breadcrumb Sectors')
  await expect(breadcrumb).not.toContainText(id)
})
