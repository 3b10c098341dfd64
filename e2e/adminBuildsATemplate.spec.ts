import { expect, test, type Locator, type Page } from '@playwright/test'
import { ADMIN, signIn } from './support'

const pick = async (page: Page, field: Locator, option: string) => {
  await field.click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** A facet type added to a section and named, with its field types added and named. */
async function addFacetType(section: Locator, name: string, fieldTypes: string[]) {
  await section.getByRole('button', { name: 'Add Facet Type' }).click()
  const facetType = section.getByRole('group', { name: 'Facet type (unnamed)' })
  await facetType.getByRole('textbox', { name: 'Facet type name' }).fill(name)
  const named = section.getByRole('group', { name: `Facet type ${name}` })
  for (const fieldType of fieldTypes) {
    await named.getByRole('button', { name: 'Add Field Type' }).click()
    await named
      .getByRole('group', { name: 'Field type (unnamed)' })
      .getByRole('textbox', { name: 'Field type name' })
      .fill(fieldType)
  }
  return named
}

test('an admin builds a template in the structured editor, finds it again, and an entity is made from it', async ({
  page,
}) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto('/admin/entities')
  await page.getByRole('link', { name: 'Create Template' }).click()
  await expect(page.getByRole('tab', { name: 'Structure', selected: true })).toBeVisible()

  await page.getByRole('textbox', { name: 'Type', exact: true }).fill('Vessel')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Vessel')
  await page.getByRole('textbox', { name: 'New section' }).fill('Particulars')
  await page.getByRole('button', { name: 'Add Section' }).click()
  const section = page.getByRole('region', { name: 'Particulars' })
  await expect(section.getByText('No facet type is in this section')).toBeVisible()

  const hull = await addFacetType(section, 'Hull', ['built', 'notes'])
  await hull.getByRole('checkbox', { name: 'Required' }).first().check()
  const built = hull.getByRole('group', { name: 'Field type built' })
  await pick(page, built.getByRole('combobox', { name: 'Kind' }), 'Date')
  await pick(page, built.getByRole('combobox', { name: 'Date' }), 'single')
  await pick(page, built.getByRole('combobox', { name: 'Format' }), 'yy')
  const notes = hull.getByRole('group', { name: 'Field type notes' })
  await notes.getByRole('spinbutton', { name: 'Chars' }).fill('-1')
  await expect(notes.getByText('Rule "Chars" takes a whole number of at least 0')).toBeVisible()
  await notes.getByRole('spinbutton', { name: 'Chars' }).fill('80')
  await expect(notes.getByText(/Rule "Chars"/)).toHaveCount(0)

  const registry = await addFacetType(section, 'Registry', ['port', 'certified'])
  await pick(page, registry.getByRole('combobox', { name: 'Duplicate' }), 'true')
  await pick(
    page,
    registry.getByRole('group', { name: 'Field type port' }).getByRole('combobox', { name: 'Type', exact: true }),
    'text',
  )
  await pick(
    page,
    registry.getByRole('group', { name: 'Field type certified' }).getByRole('combobox', { name: 'Kind' }),
    'Checkbox',
  )

  // the order is kept by keyboard: Registry moved above Hull
  await registry.getByRole('button', { name: 'Move Registry up' }).focus()
  await page.keyboard.press('Enter')
  await expect(section.getByRole('group', { name: /^Facet type / }).first()).toHaveAccessibleName('Facet type Registry')
  await expect(section.getByRole('button', { name: 'Move Registry down' })).toBeFocused()

  await page.keyboard.press('Control+s')
  await expect(page.getByText('Template has been created')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/entities\/editor\/[0-9a-f-]{36}$/)

  await page.reload()
  const saved = page.getByRole('region', { name: 'Particulars' })
  await expect(saved.getByRole('group', { name: /^Facet type / })).toHaveCount(2)
  await expect(saved.getByRole('group', { name: /^Facet type / }).first()).toHaveAccessibleName('Facet type Registry')
  await expect(
    saved.getByRole('group', { name: 'Field type notes' }).getByRole('spinbutton', { name: 'Chars' }),
  ).toHaveValue('80')

  await page.getByRole('menuitem', { name: 'Entity Templates' }).click()
  await page
    .getByRole('row', { name: /Vessel/ })
    .getByRole('link', { name: 'Edit Vessel' })
    .click()
  await page.getByRole('tab', { name: 'JSON' }).click()
  const json = page.getByRole('textbox', { name: 'Template (JSON)' })
  const template = JSON.parse(await json.inputValue())
  expect(template.layout).toEqual([{ sections: ['Overview'] }, { sections: ['Particulars'] }])
  expect(template.facetTypes.map((facetType: { name: string }) => facetType.name)).toEqual(['Name', 'Registry', 'Hull'])
  await expect(json).toContainText('"Chars": 80')

  await page.goto('/analyst/entities')
  await page.getByRole('button', { name: 'Create Entity' }).click()
  await page
    .getByRole('dialog')
    .getByRole('row', { name: /Vessel/ })
    .getByRole('button', { name: 'Create' })
    .click()
  await expect(page).toHaveURL(/\/analyst\/entities\/editor\?templateId=/)
  await expect(page.getByRole('article', { name: 'Hull' })).toBeVisible()
  await expect(page.getByRole('article', { name: 'Registry' })).toBeVisible()
  await page.getByRole('article', { name: 'Name' }).getByRole('textbox', { name: 'Name' }).fill('Northern Star')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Entity has been created')).toBeVisible()
})
