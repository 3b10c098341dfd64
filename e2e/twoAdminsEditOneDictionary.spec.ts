import { expect, test, type Browser, type Page } from '@playwright/test'
import { apiToken, createUser, signIn } from './support'

const category = (page: Page) => page.getByRole('group', { name: 'Category Kinds', exact: true })
const items = (page: Page) => category(page).getByRole('listitem')

async function addItem(page: Page, value: string) {
  const box = category(page).getByRole('textbox', { name: 'New Item' })
  await box.fill(value)
  await box.press('Enter')
}

async function openAs(browser: Browser, email: string, password: string, dictionaryId: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const page = await context.newPage()
  await signIn(page, email, password)
  await page.goto(`/admin/elements/dictionaries/editor/${dictionaryId}`)
  await expect(items(page)).toHaveText(['Port'])
  return page
}

test('two admins edit one dictionary: the stale save is refused, nothing is lost, and the edits stay', async ({
  browser,
  request,
}) => {
  await createUser(request, {
    email: 'ada.dict@example.com',
    password: 'ada-password',
    name: 'Ada Keeper',
    role: 'admin',
  })
  await createUser(request, {
    email: 'bob.dict@example.com',
    password: 'bob-password',
    name: 'Bob Keeper',
    role: 'admin',
  })
  const token = await apiToken(request, 'ada.dict@example.com', 'ada-password')
  const created = await request.post('/api/dictionaries', {
    headers: { Authorization: `Bearer ${token}` },
    data: { key: 'facility-kinds', name: 'Facility kinds', items: [{ value: 'Port', category: 'Kinds' }] },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }

  const ada = await openAs(browser, 'ada.dict@example.com', 'ada-password', id)
  const bob = await openAs(browser, 'bob.dict@example.com', 'bob-password', id)

  await addItem(ada, 'Refinery')
  await ada.getByRole('button', { name: 'Save' }).click()
  await expect(ada.getByText('The dictionary has been updated', { exact: true })).toBeVisible()

  // Bob added his item to the copy he opened before Ada saved
  await addItem(bob, 'Mine')
  await bob.getByRole('button', { name: 'Save' }).click()
  const conflict = bob.getByRole('dialog', { name: 'Someone else saved this in the meantime' })
  await expect(conflict.getByText(/^Ada Keeper saved this dictionary at \d\d\/\d\d\/\d{4} \d{1,2}:\d\d$/)).toBeVisible()

  // nothing of Ada's was lost, and Bob's edits are still on his screen
  const stored = await request.get(`/api/dictionaries/${id}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(((await stored.json()) as { items: { value: string }[] }).items.map((item) => item.value)).toEqual([
    'Port',
    'Refinery',
  ])
  await conflict.getByRole('button', { name: 'Cancel' }).click()
  await expect(items(bob)).toHaveText(['Port', 'Mine'])

  // Reload shows Ada's version (Bob's edit dropped); he adds his item to it and saves
  await bob.getByRole('button', { name: 'Save' }).click()
  await conflict.getByRole('button', { name: 'Reload' }).click()
  await expect(items(bob)).toHaveText(['Port', 'Refinery'])
  await addItem(bob, 'Mine')
  await bob.getByRole('button', { name: 'Save' }).click()
  await expect(bob.getByText('The dictionary has been updated', { exact: true })).toBeVisible()

  // now Ada's copy is the stale one: Overwrite saves her edits over Bob's version, knowingly
  await addItem(ada, 'Quarry')
  await ada.getByRole('button', { name: 'Save' }).click()
  const adaConflict = ada.getByRole('dialog', { name: 'Someone else saved this in the meantime' })
  await expect(adaConflict.getByText(/^Bob Keeper saved this dictionary at /)).toBeVisible()
  await adaConflict.getByRole('button', { name: 'Overwrite' }).click()
  await expect(ada.getByText('The dictionary has been updated', { exact: true })).toBeVisible()
  await ada.reload()
  await expect(items(ada)).toHaveText(['Port', 'Refinery', 'Quarry'])
})
