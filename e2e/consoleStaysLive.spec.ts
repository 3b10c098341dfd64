import { expect, test, type Browser, type Page } from '@playwright/test'
import { apiToken, createAnalyst, createEntity, signIn } from './support'

/** The app bar's status of the live updates. */
const liveStatus = (page: Page) => page.getByRole('status').filter({ hasText: /Live updates/ })

async function signedInPage(browser: Browser, email: string, password: string, blockSocket = false) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  // the socket is a WebSocket, which route() does not see: routeWebSocket cuts it as a proxy that refuses it would
  if (blockSocket) await context.routeWebSocket('**/socket.io/**', (socket) => socket.close({ code: 1011 }))
  const page = await context.newPage()
  await signIn(page, email, password)
  return page
}

test('the console stays live: a comment made by one reaches the other, and without its socket it says so and works on', async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36)
  const email = `live.analyst.${tag}@example.com`
  await createAnalyst(request, email, 'live-password', 'Lina Live')
  const analystToken = await apiToken(request, email, 'live-password')
  const entityId = await createEntity(request, analystToken, 'Context', `Live corridor ${tag}`)
  const entity = await request.get(`/api/entities/${entityId}`, { headers: { Authorization: `Bearer ${analystToken}` } })
  const facetId = ((await entity.json()) as { facets: { id: string }[] }).facets[0].id

  const admin = await signedInPage(browser, 'admin@example.com', 'admin-password')
  const analyst = await signedInPage(browser, email, 'live-password')
  await expect(liveStatus(admin)).toHaveText('Live updates are on: changes by others show as they are saved')
  await expect(liveStatus(analyst)).toHaveText(/Live updates are on/)

  // the analyst comments (through the API, as the editor's panel would): the admin's console hears it
  const commented = await request.post('/api/comments', {
    headers: { Authorization: `Bearer ${analystToken}` },
    data: { sourceId: facetId, details: `Live comment ${tag}` },
  })
  expect(commented.status()).toBe(201)
  await expect(liveStatus(admin)).toHaveAttribute('title', /Last change heard: comments created at \d{1,2}:\d\d/)
  await liveStatus(admin).hover()
  await expect(admin.getByRole('tooltip')).toHaveText(/Last change heard: comments created at \d{1,2}:\d\d/)

  // a console whose socket cannot connect says live updates are off, and still reads over REST
  const cut = await signedInPage(browser, email, 'live-password', true)
  await expect(liveStatus(cut)).toHaveText('Live updates are off: changes by others show when you reload', {
    timeout: 15_000,
  })
  await cut.goto(`/analyst/entities/editor/${entityId}`)
  await expect(cut.getByRole('button', { name: 'Saved' })).toBeDisabled()
  await expect(liveStatus(cut)).toHaveText(/Live updates are off/)
})
