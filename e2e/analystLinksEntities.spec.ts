import { expect, test } from '@playwright/test'
import { encodePng } from '../server/db/png'
import { apiToken, createAnalyst, createEntity, ensureDictionaryItem, signIn } from './support'

test('an analyst links two entities in a Link field and sees the link from both sides', async ({ page, request }) => {
  const token = await apiToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  await ensureDictionaryItem(request, token, 'relationship-type-to', 'Owns')
  const owner = await createEntity(request, token, 'Actor', 'Halvard Holdings', [
    { facet: 'Related Actors', fields: [] },
  ])
  await createEntity(request, token, 'Actor', 'Skerry Ferries')
  await createAnalyst(request, 'link.maker@example.com', 'link-password')
  await signIn(page, 'link.maker@example.com', 'link-password')

  await page.goto(`/analyst/entities/editor/${owner}`)
  const facet = page.getByRole('article', { name: 'Related Actors' })
  await facet.getByRole('button', { name: 'Add link' }).click()
  const link = facet.getByRole('group', { name: 'New link' })
  // the field searches by topic too (Topic-Search on)
  await expect(link.getByRole('combobox', { name: 'Topic' })).toBeVisible()
  const search = page.waitForRequest((request) => request.url().includes('/api/entity-infos?'))
  await link.getByRole('combobox', { name: 'Entity' }).fill('Sk')
  // spec 2 §7 'Link pickers': name[$iLike], the allowed types as or-filters, $limit 1000
  const query = new URL((await search).url()).searchParams
  expect(query.get('$limit')).toBe('1000')
  expect(query.get('name[$iLike]')).toBe('Sk')
  expect(query.get('$or[0][type]')).toBe('Actor')
  await page.getByRole('option', { name: /Skerry Ferries/ }).click()
  // the field's rules: any direction, starting both ways; significance 3 by default
  await expect(facet.getByRole('combobox', { name: 'Significance' })).toHaveText('3')
  await facet.getByRole('combobox', { name: 'Direction' }).click()
  await page.getByRole('option', { name: 'To' }).click()
  await facet.getByRole('combobox', { name: 'Relationship type' }).click()
  await page.getByRole('option', { name: 'Owns' }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible()

  await page.reload()
  await expect(page.getByRole('group', { name: 'Link to Skerry Ferries' })).toBeVisible()

  // from the target's side: reversed, and not removable there
  const related = await request.get('/api/entities?name=Skerry%20Ferries', { headers })
  const target = ((await related.json()) as { data: { id: string }[] }).data[0].id
  await page.goto(`/analyst/entities/editor/${target}`)
  const item = page
    .getByRole('region', { name: 'Related entities' })
    .getByRole('listitem', { name: 'Owns Halvard Holdings' })
  await expect(item).toContainText('Owns (from)')
  await expect(item.getByRole('button', { name: /Remove/ })).toHaveCount(0)
})

test('an analyst sets a location without a maps key', async ({ page, request }) => {
  const token = await apiToken(request)
  const id = await createEntity(request, token, 'Actor', 'Fjordline Power', [{ facet: 'Headquarters', fields: [] }])
  await createAnalyst(request, 'place.maker@example.com', 'place-password')
  await signIn(page, 'place.maker@example.com', 'place-password')
  await page.goto(`/analyst/entities/editor/${id}`)
  const facet = page.getByRole('article', { name: 'Headquarters' })
  await expect(facet.getByText('Map search is not available; type the address and coordinates.')).toBeVisible()
  await expect(facet.getByRole('spinbutton', { name: 'Zoom' })).toHaveValue('3')
  await facet.getByRole('textbox', { name: 'Address' }).fill('Strandkaien 2, Bergen')
  await facet.getByRole('spinbutton', { name: 'Latitude' }).fill('60.3943')
  await facet.getByRole('spinbutton', { name: 'Longitude' }).fill('5.3259')
  await facet.getByRole('textbox', { name: 'Location name' }).fill('Bergen office')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible()
  await page.reload()
  await expect(facet.getByRole('textbox', { name: 'Address' })).toHaveValue('Strandkaien 2, Bergen')
  await expect(facet.getByRole('spinbutton', { name: 'Latitude' })).toHaveValue('60.3943')
  await expect(facet.getByRole('spinbutton', { name: 'Zoom' })).toHaveValue('3')
  await facet.getByRole('button', { name: 'Clear location' }).click()
  await expect(facet.getByRole('spinbutton', { name: 'Zoom' })).toHaveValue('1')
})

test('an analyst uploads an image from disk, crops it as an icon and sees the cropped JPEG stored and shown', async ({
  page,
  request,
}) => {
  const token = await apiToken(request)
  const id = await createEntity(request, token, 'Actor', 'Larkspur Mining', [{ facet: 'Logo', fields: [] }])
  await createAnalyst(request, 'logo.maker@example.com', 'logo-password')
  await signIn(page, 'logo.maker@example.com', 'logo-password')
  await page.goto(`/analyst/entities/editor/${id}`)
  const facet = page.getByRole('article', { name: 'Logo' })
  const picture = encodePng(640, 480, (x, y) => (x < 320 ? [200, 40, 40] : [40, 40, 200 + (y % 50)]))
  await facet
    .locator('input[type=file]')
    .setInputFiles({ name: 'larkspur.png', mimeType: 'image/png', buffer: picture })
  const crop = page.getByRole('dialog', { name: 'Crop' })
  await expect(crop.getByRole('button', { name: 'Icon 400×400' })).toHaveAttribute('aria-pressed', 'true')
  await crop.getByRole('button', { name: 'Crop and save' }).click()
  await expect(crop).toBeHidden()
  const shown = facet.getByRole('img', { name: 'image' }).first()
  await expect(shown).toBeVisible()
  const src = (await shown.getAttribute('src'))!
  expect(src).toMatch(/^\/api\/storage\/files\/media\/.+\/larkspur\.jpg$/)
  const stored = await request.get(src)
  expect(stored.headers()['content-type']).toBe('image/jpeg')
  expect(await shown.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight])).toEqual([
    400, 400,
  ])
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('article', { name: 'Logo' }).locator(`img[src="${src}"]`).first()).toBeVisible()
})
