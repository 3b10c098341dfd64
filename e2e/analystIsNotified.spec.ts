import { expect, test } from '@playwright/test'
import { apiToken, createAnalyst, createEntity, signIn } from './support'

test('an analyst is notified of a facet assigned to them, and goes from the bell to the editor at it', async ({
  browser,
  request,
}) => {
  const tag = Date.now().toString(36)
  const email = `notified.analyst.${tag}@example.com`
  await createAnalyst(request, email, 'notify-password', 'Nora Notified')
  const adminToken = await apiToken(request)
  const headers = { Authorization: `Bearer ${adminToken}` }
  const entityName = `Port of Antwerp ${tag}`
  const entityId = await createEntity(request, adminToken, 'Context', entityName)
  const entity = (await (await request.get(`/api/entities/${entityId}`, { headers })).json()) as {
    facets: { id: string; order: number }[]
  }
  const summary = entity.facets.find((facet) => facet.order === 2)!
  const users = (await (await request.get(`/api/users?email=${encodeURIComponent(email)}`, { headers })).json()) as {
    data: { id: string }[]
  }

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const analyst = await context.newPage()
  await signIn(analyst, email, 'notify-password')
  await expect(analyst.getByRole('status').filter({ hasText: /Live updates are on/ })).toBeVisible()

  const assigned = await request.patch('/api/facet-meta-data/', {
    headers,
    data: [{ id: summary.id, assignedToId: users.data[0].id }],
  })
  expect(assigned.status()).toBe(200)

  const sentence = new RegExp(`assigned you Summary of ${entityName}`)
  await expect(analyst.getByRole('alert').filter({ hasText: sentence })).toBeVisible()
  await analyst.getByRole('button', { name: 'Notifications (1 unread)' }).click()
  await analyst.getByRole('menu', { name: 'Notifications' }).getByRole('menuitem', { name: sentence }).click()
  await expect(analyst).toHaveURL(new RegExp(`/analyst/entities/editor/${entityId}#${summary.id}$`))
  await expect(analyst.getByRole('button', { name: 'Saved' })).toBeDisabled()
  await expect(analyst.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()
  await context.close()
})
