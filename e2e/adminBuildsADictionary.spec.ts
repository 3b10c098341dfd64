import { expect, test, type Page } from '@playwright/test'
import { ADMIN, signIn } from './support'

const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible()
const category = (page: Page, name: string) => page.getByRole('group', { name: `Category ${name}`, exact: true })

test('an admin builds a dictionary from raw data, meeting every save rule on the way', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.getByRole('menuitem', { name: 'Dictionaries' }).click()
  await expect(page).toHaveURL(/\/admin\/elements\/dictionaries$/)
  // the toolbar's (an empty list offers the same link in its call to action)
  await page.getByRole('link', { name: 'Create Dictionary' }).first().click()
  await expect(page).toHaveURL(/\/admin\/elements\/dictionaries\/editor$/)

  const save = page.getByRole('button', { name: 'Save' })
  await save.click()
  await toast(page, 'Cannot create unnamed dictionary')

  const name = page.getByRole('textbox', { name: 'Name' })
  await name.fill('sectors%&')
  await expect(name).toHaveValue('sectors')
  await page.getByRole('textbox', { name: 'Description' }).fill('Industry sectors')
  await save.click()
  await toast(page, 'Cannot create empty dictionary')

  const newCategory = page.getByRole('textbox', { name: 'Add New Category' })
  await newCategory.fill('Finance')
  await page.getByRole('button', { name: 'Add Category' }).click()
  await expect(category(page, 'Finance')).toBeVisible()
  await newCategory.fill('finance')
  await newCategory.press('Enter')
  await toast(page, 'Duplicate category')
  await newCategory.fill('')
  await page.getByRole('button', { name: 'Add Category' }).click()
  await toast(page, 'Available only one empty category')

  await page.getByRole('button', { name: 'Create From Raw Data' }).click()
  const raw = page.getByRole('dialog', { name: 'Import Raw Data' })
  await expect(raw.getByRole('textbox', { name: 'Delimiter' })).toHaveValue(',')
  await raw.getByRole('textbox', { name: 'Delimiter' }).fill(';')
  await raw.getByRole('textbox', { name: 'Category' }).fill('Finance')
  await raw.getByRole('textbox', { name: 'Raw values' }).fill(' Banking; Insurance ;Banking;;')
  await raw.getByRole('button', { name: 'Add Category' }).click()
  await raw.getByRole('textbox', { name: 'Category' }).nth(1).fill('Energy')
  await raw.getByRole('textbox', { name: 'Raw values' }).nth(1).fill('Oil;Gas;Solar')
  await raw.getByRole('button', { name: 'Import' }).click()

  const finance = category(page, 'Finance')
  await expect(finance.getByRole('listitem')).toHaveText(['Banking', 'Insurance'])
  await expect(category(page, 'Energy').getByRole('listitem')).toHaveText(['Oil', 'Gas', 'Solar'])

  // items typed in a card: empty and repeated values are ignored
  const blank = category(page, '(no category)')
  await blank.getByRole('textbox', { name: 'New Item' }).fill('Other')
  await blank.getByRole('textbox', { name: 'New Item' }).press('Enter')
  await blank.getByRole('textbox', { name: 'New Item' }).press('Enter')
  await finance.getByRole('textbox', { name: 'New Item' }).fill('Banking')
  await finance.getByRole('textbox', { name: 'New Item' }).press('Enter')
  await expect(finance.getByRole('listitem')).toHaveText(['Banking', 'Insurance'])
  await finance.getByRole('button', { name: 'Delete item Insurance' }).click()
  await expect(finance.getByRole('listitem')).toHaveText(['Banking'])

  // two categories of the same name, then two empty ones
  const energyName = category(page, 'Energy').getByRole('textbox', { name: 'Category' })
  await energyName.fill('FINANCE')
  await save.click()
  await toast(page, 'Cannot create dictionary with duplicate category names')
  await category(page, 'FINANCE').getByRole('textbox', { name: 'Category' }).fill('')
  await save.click()
  await toast(page, 'Only one category can be empty')
  await page
    .getByRole('group', { name: 'Category (no category)', exact: true })
    .nth(1)
    .getByRole('textbox', { name: 'Category' })
    .fill('Energy')

  // the preview groups the items by category
  await page.getByRole('combobox', { name: 'Preview' }).click()
  const listbox = page.getByRole('listbox')
  await expect(listbox).toContainText('Finance')
  await expect(listbox.getByRole('option', { name: 'Solar' })).toBeVisible()
  await page.keyboard.press('Escape')

  await save.click()
  await toast(page, 'The dictionary has been created')
  await expect(page).toHaveURL(/\/admin\/elements\/dictionaries\/editor\/[0-9a-f-]{36}$/)

  // leaving with unsaved changes asks first
  await page.getByRole('textbox', { name: 'Description' }).fill('Sectors of industry')
  await page.getByRole('menuitem', { name: 'Dictionaries' }).click()
  await expect(page.getByText('You have unsaved changes, are you sure you want to leave?')).toBeVisible()
  await page.getByRole('button', { name: 'Stay' }).click()
  await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/)
  await save.click()
  await toast(page, 'The dictionary has been updated')

  await page.getByRole('menuitem', { name: 'Dictionaries' }).click()
  const row = page.getByRole('row', { name: /sectors/ })
  await expect(row).toContainText('Sectors of industry')
  await expect(row).toContainText('5')

  // the saved dictionary reads back as it was built
  await row.getByRole('link', { name: 'Edit sectors' }).click()
  await expect(category(page, 'Energy').getByRole('listitem')).toHaveText(['Oil', 'Gas', 'Solar'])
  await expect(category(page, '(no category)').getByRole('listitem')).toHaveText(['Other'])
})
