import { expect, test } from '@playwright/test'
import { ADMIN, createAnalyst, signIn } from './support'

test('an admin finds, edits and deletes a user', async ({ page, request }) => {
  await createAnalyst(request, 'zoe.zimmer@example.com', 'zoe-password')
  await createAnalyst(request, 'yann.young@example.com', 'yann-password')
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto('/admin/users')

  // filters are case-insensitive contains
  await page.getByRole('textbox', { name: 'Email' }).fill('ZIMM')
  await expect(page.getByRole('row', { name: /zoe\.zimmer@example\.com/ })).toBeVisible()
  await expect(page.getByRole('row', { name: /yann\.young@example\.com/ })).toHaveCount(0)

  await page.getByRole('button', { name: 'Edit zoe.zimmer@example.com' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit user' })
  await expect(dialog.getByLabel('Email')).toBeDisabled()
  await dialog.getByLabel('Role').click()
  await page.getByRole('option', { name: 'admin' }).click()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('User was changed')).toBeVisible()
  await expect(page.getByRole('row', { name: /zoe\.zimmer@example\.com/ })).toContainText('admin')

  await page.getByRole('button', { name: 'Delete zoe.zimmer@example.com' }).click()
  const confirm = page.getByRole('dialog')
  await expect(confirm).toContainText("Are you sure you want to delete 'zoe.zimmer@example.com'?")
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('row', { name: /zoe\.zimmer@example\.com/ })).toBeVisible()

  await page.getByRole('button', { name: 'Delete zoe.zimmer@example.com' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('User has been deleted')).toBeVisible()
  await expect(page.getByRole('row', { name: /zoe\.zimmer@example\.com/ })).toHaveCount(0)
})
