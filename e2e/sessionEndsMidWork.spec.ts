import { expect, test, type Page } from '@playwright/test'
import { ADMIN, createAnalyst, endSessions, signIn } from './support'

/** The relogin modal is open over the page at `url`; the admin signs back in there, and the page stays. */
async function signBackIn(page: Page, url: RegExp) {
  const relogin = page.getByRole('dialog', { name: 'Sign in again' })
  await expect(relogin).toBeVisible()
  await expect(page).toHaveURL(url)
  await expect(page.getByText('Seems the connection was lost!')).toHaveCount(0)
  // the page's other calls meet the ended session too; the password is typed once they have
  await page.waitForLoadState('networkidle')
  await relogin.locator('input[name=password]').fill(ADMIN.password)
  await relogin.getByRole('button', { name: 'Sign In' }).click()
  await expect(relogin).toBeHidden()
  await expect(page).toHaveURL(url)
}

test('a 401 mid-session opens the relogin modal and the page keeps its unsaved edits', async ({ page, request }) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto('/admin/users')
  await page.getByRole('button', { name: 'Create User' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite user' })
  await dialog.getByLabel('Email').fill('late@example.com')
  await dialog.getByLabel('Name').fill('Late Larry')
  await dialog.getByLabel('Role').click()
  await page.getByRole('option', { name: 'analyst' }).click()

  // the server stops accepting the token (the account signed out elsewhere), the page does not know yet
  await endSessions(request)
  await dialog.getByRole('button', { name: 'Save' }).click()

  const relogin = page.getByRole('dialog', { name: 'Sign in again' })
  await expect(relogin).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/users$/)
  await relogin.locator('input[name=password]').fill(ADMIN.password)
  await relogin.getByRole('button', { name: 'Sign In' }).click()
  await expect(relogin).toBeHidden()

  // the form is still there with what was typed; saving now works
  await expect(dialog.getByLabel('Email')).toHaveValue('late@example.com')
  await expect(dialog.getByLabel('Name')).toHaveValue('Late Larry')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('User has been invited')).toBeVisible()
  await expect(page.getByRole('row', { name: /late@example\.com/ })).toBeVisible()
})

test('an expired token at start-up means signed out', async ({ page }) => {
  await page.goto('/auth')
  await page.evaluate(() => {
    const payload = btoa(JSON.stringify({ sub: 'someone', exp: Math.floor(Date.now() / 1000) - 60 }))
    localStorage.setItem('feathers-jwt', `e30.${payload}.sig`)
  })
  await page.goto('/admin/users')
  await expect(page).toHaveURL(/\/auth$/)
})

test('a token that runs out while a list is open asks to sign in again, keeping the filter', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto('/admin/users')
  await page.getByRole('textbox', { name: 'Email' }).fill('admin')
  await expect(page).toHaveURL(/filter=/)
  // the token runs out: the server answers the list's next page as it answers an expired token
  const expired = { name: 'NotAuthenticated', message: 'jwt expired', code: 401, className: 'not-authenticated' }
  await page.route('**/api/users?*', (route) => route.fulfill({ status: 401, json: expired }))
  await page.getByRole('textbox', { name: 'Email' }).fill('admin@')
  // the filter is applied (and so asked of the server) once typing pauses
  await expect(page).toHaveURL(/admin%40/)

  const relogin = page.getByRole('dialog', { name: 'Sign in again' })
  await expect(relogin).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/users/)
  await page.unroute('**/api/users?*')
  await relogin.locator('input[name=password]').fill(ADMIN.password)
  await relogin.getByRole('button', { name: 'Sign In' }).click()
  await expect(relogin).toBeHidden()
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('admin@')
  await expect(page.getByRole('row', { name: /admin@example\.com/ })).toBeVisible()
})

test('the relogin modal signs only the same user back in; someone else starts the console afresh', async ({
  page,
  request,
}) => {
  await createAnalyst(request, 'rita.relogin@example.com', 'rita-password', 'Rita Relogin')
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto('/admin/users')
  // the page has checked its session at start-up (a bad token then means signed out, not the modal)
  await expect(page.getByRole('row', { name: /rita\.relogin@example\.com/ })).toBeVisible()
  await endSessions(request)
  await page.getByRole('textbox', { name: 'Email' }).fill('rita')

  const relogin = page.getByRole('dialog', { name: 'Sign in again' })
  await expect(relogin).toBeVisible()
  // the account is the page's own: its email cannot be changed for another
  await expect(relogin.getByLabel('Email')).toHaveValue(ADMIN.email)
  await expect(relogin.getByLabel('Email')).not.toBeEditable()

  // another person leaves the page for the sign-in page, and the console they get is their own
  await relogin.getByRole('button', { name: 'Use another account' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  await signIn(page, 'rita.relogin@example.com', 'rita-password')
  await expect(page).toHaveURL(/\/analyst\/entities$/)
  await expect(page.getByRole('menuitem', { name: 'Rita Relogin' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Administrator' })).toHaveCount(0)
})

test('another tab signing in as someone else starts this one afresh', async ({ page, context, request }) => {
  await createAnalyst(request, 'tom.tabs@example.com', 'tom-password', 'Tom Tabs')
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto('/admin/users')
  await expect(page.getByRole('menuitem', { name: 'Administrator' })).toBeVisible()

  // in a second tab of the same browser, the admin signs out and Tom signs in
  const other = await context.newPage()
  await other.goto('/admin/users')
  await other.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(other).toHaveURL(/\/auth$/)
  await signIn(other, 'tom.tabs@example.com', 'tom-password')
  // the first tab no longer shows the admin's console while its calls would go out as Tom
  await expect(page).toHaveURL(/\/analyst\/entities$/)
  await expect(page.getByRole('menuitem', { name: 'Tom Tabs' })).toBeVisible()
})

test('a tab signing the same user back in takes the other tabs along', async ({ page, context, request }) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto('/admin/users')
  const other = await context.newPage()
  await other.goto('/admin/users')
  await expect(other.getByRole('menuitem', { name: 'Administrator' })).toBeVisible()
  // both tabs have read their lists: the session ends while they are idle
  await page.waitForLoadState('networkidle')
  await other.waitForLoadState('networkidle')

  await endSessions(request)
  await other.getByRole('textbox', { name: 'Email' }).fill('admin')
  const relogin = other.getByRole('dialog', { name: 'Sign in again' })
  await expect(relogin).toBeVisible()
  // the first tab takes up the token the second one stores
  const takenUp = page.waitForRequest((call) => call.method() === 'POST' && call.url().endsWith('/api/authentication'))
  await relogin.locator('input[name=password]').fill(ADMIN.password)
  await relogin.getByRole('button', { name: 'Sign In' }).click()
  await expect(relogin).toBeHidden()
  await takenUp

  // and goes on with it, without asking to sign in again
  await page.getByRole('textbox', { name: 'Email' }).fill('admin')
  await expect(page.getByRole('row', { name: /admin@example\.com/ })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Sign in again' })).toHaveCount(0)
})

test('signing out ends the session on the server: a copy of the token opens nothing', async ({ page, request }) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  const copy = (await page.evaluate(() => localStorage.getItem('feathers-jwt')))!
  const me = (JSON.parse(Buffer.from(copy.split('.')[1], 'base64url').toString()) as { sub: string }).sub
  const withCopy = () => request.get(`/api/users/${me}`, { headers: { Authorization: `Bearer ${copy}` } })
  expect((await withCopy()).status()).toBe(200)

  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/auth$/)
  expect((await withCopy()).status()).toBe(401)
})

test('a session ended elsewhere meets the relogin modal on the Events list and the feed, which stay', async ({
  page,
  request,
}) => {
  // the list each screen reads, answered: a read still to come would meet the ended session before the click
  // does (networkidle can come between the screen's code arriving and its first read, on a busy machine)
  const listRead = (path: string) =>
    page.waitForResponse((answer) => answer.url().includes(path) && answer.status() === 200)
  let read = listRead('/api/entities?')
  await signIn(page, ADMIN.email, ADMIN.password)
  for (const [menu, url, next] of [
    ['Events', /\/analyst\/events$/, '/api/events?'],
    ['Articles', /\/analyst\/feed\/articles$/, '/api/articles?'],
  ] as const) {
    await read
    // signing out in another place ends every session of the account, this page's too
    await page.waitForLoadState('networkidle')
    await endSessions(request)
    read = listRead(next)
    await page.getByRole('menuitem', { name: menu }).first().click()
    await signBackIn(page, url)
  }
})

test('a session ended elsewhere meets the relogin modal on the feed’s review and its wizard, which stay', async ({
  page,
  request,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  // a selection kept from an earlier session: the review and the wizard read its items
  await page.evaluate(() => localStorage.setItem('feed-selection:article', JSON.stringify([999_998, 999_999])))
  // the feed's own reads (its first page and its brief tree), each made as the feed is drawn
  const feedRead = () =>
    Promise.all(
      ['/api/articles?', '/api/brief-tree'].map((path) =>
        page.waitForResponse((answer) => answer.url().includes(path)),
      ),
    )
  let read = feedRead()
  await page.goto('/analyst/feed/articles')
  for (const [link, url] of [
    ['Review', /\/analyst\/feed\/review$/],
    ['Create', /\/analyst\/feed\/create$/],
  ] as const) {
    await expect(page.getByRole('heading', { level: 1, name: 'Latest articles' })).toBeVisible()
    // the feed's own reads are answered before the session ends: the link's page meets the 401
    await read
    await page.waitForLoadState('networkidle')
    await endSessions(request)
    await page.getByRole('link', { name: new RegExp(`^${link}`) }).click()
    await signBackIn(page, url)
    await expect(page.getByText('Seems the connection was lost!')).toHaveCount(0)
    read = feedRead()
    await page.goBack()
  }
  await read
  // the wizard read the selection once signed back in: none of its items is an article to use
  await page.getByRole('link', { name: /^Create/ }).click()
  await expect(page.getByText('No selected article is left to make an event of')).toBeVisible()
})
