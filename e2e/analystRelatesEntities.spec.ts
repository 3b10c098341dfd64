import { expect, test, type Page } from '@playwright/test'
import { apiToken, createAnalyst, createEntity, ensureDictionaryItem, signIn } from './support'

const panel = (page: Page, name: string) => page.getByRole('region', { name })

/** Picks a search result of an autocomplete once 3 characters are typed. */
async function pick(page: Page, input: ReturnType<Page['getByRole']>, text: string, option: string) {
  await input.click()
  await input.pressSequentially(text)
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('an analyst attaches countries, briefs, landscapes and a related entity, and keeps a person’s roles and educations', async ({
  page,
  request,
}, testInfo) => {
  // a retry runs on the same server: its records take new names
  const tag = `r${testInfo.workerIndex}`
  const [graceHopper, remingtonRand, brief, landscape] = [
    `Grace Hopper ${tag}`,
    `Remington Rand ${tag}`,
    `Computing History ${tag}`,
    `Atlantic Tech Corridor ${tag}`,
  ]
  const keeper = `panel.keeper.${tag}@example.com`
  const token = await apiToken(request)
  const headers = { Authorization: `Bearer ${token}` }
  const grace = await createEntity(request, token, 'Actor', graceHopper, [], 'Person')
  const remington = await createEntity(request, token, 'Actor', remingtonRand, [], 'Organisation')
  for (const [path, data] of [
    ['/api/briefs', { name: brief, type: 'sector' }],
    ['/api/landscapes', { name: landscape, alternative_names: [] }],
  ] as const) {
    const response = await request.post(path, { headers, data })
    expect(response.status(), await response.text()).toBe(201)
  }
  await ensureDictionaryItem(request, token, 'relationship-type-to', 'Works with')
  await createAnalyst(request, keeper, 'panel-password')
  await signIn(page, keeper, 'panel-password')
  await page.goto(`/analyst/entities/editor/${grace}`)

  // countries with a primary one, briefs and landscapes: each list saved with its own Save
  const countries = panel(page, 'Countries')
  await pick(page, countries.getByRole('combobox', { name: 'Countries' }), 'United S', 'United States of America')
  await pick(page, countries.getByRole('combobox', { name: 'Countries' }), 'Canad', 'Canada')
  await countries.getByRole('combobox', { name: 'Primary country' }).click()
  await page.getByRole('option', { name: 'Canada' }).click()
  await countries.getByRole('button', { name: 'Save Countries' }).click()
  await expect(page.getByText('Relationship save!')).toBeVisible()
  await pick(page, panel(page, 'Briefs').getByRole('combobox', { name: 'Briefs' }), 'Compu', brief)
  await panel(page, 'Briefs').getByRole('button', { name: 'Save Briefs' }).click()
  await pick(page, panel(page, 'Landscapes').getByRole('combobox', { name: 'Landscapes' }), 'Atlan', landscape)
  await panel(page, 'Landscapes').getByRole('button', { name: 'Save Landscapes' }).click()

  // a related entity needs an entity and a type
  const related = panel(page, 'Related entities')
  await related.getByRole('button', { name: 'Add' }).click()
  await expect(page.getByText('Please select a relationship type and entity')).toBeVisible()
  await pick(page, related.getByRole('combobox', { name: 'Entity' }), 'Remin', `${remingtonRand} (Actor)`)
  await related.getByRole('combobox', { name: 'Relationship type' }).click()
  await page.getByRole('option', { name: 'Works with' }).click()
  await related.getByRole('combobox', { name: 'Strength' }).click()
  await page.getByRole('option', { name: '3' }).click()
  // the menu gone, so that the click reaches Add and not the menu's backdrop fading out
  await expect(page.getByRole('listbox')).toHaveCount(0)
  await related.getByRole('button', { name: 'Add' }).click()
  await expect(related.getByRole('listitem', { name: `Works with ${remingtonRand}` })).toContainText('Strength 3')

  // roles: added, edited, deleted; the Save stays off without title and source
  const roles = panel(page, 'Roles')
  await expect(roles.getByRole('button', { name: 'Save Roles' })).toBeDisabled()
  await roles.getByRole('textbox', { name: 'Title' }).fill('Senior Mathematician')
  await roles.getByRole('textbox', { name: 'Source' }).fill('https://example.com/hopper')
  await roles.getByRole('combobox', { name: 'Organization source' }).click()
  await page.getByRole('option', { name: 'Editorial Console', exact: true }).click()
  await roles.getByRole('button', { name: 'Save Roles' }).click()
  await expect(roles.getByText('An Editorial Console entity is required')).toBeVisible()
  await pick(page, roles.getByRole('combobox', { name: 'Employer' }), 'Remin', remingtonRand)
  await roles.getByRole('button', { name: 'Save Roles' }).click()
  await expect(page.getByText('Entity role saved successfully!')).toBeVisible()
  await expect(roles.getByRole('listitem', { name: 'Senior Mathematician' })).toContainText(remingtonRand)
  await roles.getByRole('button', { name: 'Edit Senior Mathematician' }).click()
  await expect(roles.getByRole('listitem', { name: 'Senior Mathematician' })).toHaveCount(0)
  await roles.getByRole('textbox', { name: 'Title' }).fill('Director of Automatic Programming')
  await roles.getByRole('button', { name: 'Save Roles' }).click()
  await expect(roles.getByRole('listitem', { name: 'Director of Automatic Programming' })).toBeVisible()
  await roles.getByRole('button', { name: 'Delete Director of Automatic Programming' }).click()
  await page.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByText('Entity role deleted successfully!')).toBeVisible()
  await expect(roles.getByText('None yet')).toBeVisible()

  const educations = panel(page, 'Educations')
  await educations.getByRole('textbox', { name: 'Degree' }).fill('PhD Mathematics')
  await educations.getByRole('textbox', { name: 'Institution' }).fill('Yale University')
  await educations.getByRole('textbox', { name: 'Source' }).fill('https://example.com/yale')
  await educations.getByRole('textbox', { name: 'Start date' }).fill('1930-09-01')
  await educations.getByRole('button', { name: 'Save Educations' }).click()
  await expect(page.getByText('Entity education saved successfully!')).toBeVisible()
  await expect(educations.getByRole('listitem', { name: 'PhD Mathematics' })).toContainText(
    'Yale University · 01 Sep, 1930',
  )

  // all of it there again on reload; the related entity shows from the other side, reversed
  await page.reload()
  await expect(panel(page, 'Countries').getByRole('button', { name: 'Canada' })).toBeVisible()
  await expect(panel(page, 'Countries').getByRole('combobox', { name: 'Primary country' })).toHaveText('Canada')
  await expect(panel(page, 'Briefs').getByRole('button', { name: brief })).toBeVisible()
  await page.goto(`/analyst/entities/editor/${remington}`)
  await expect(
    panel(page, 'Related entities').getByRole('listitem', { name: `Works with ${graceHopper}` }),
  ).toContainText('Works with (from)')
})
