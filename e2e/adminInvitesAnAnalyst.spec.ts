import { expect, test } from '@playwright/test'
import { ADMIN, lastMailLink, signIn } from './support'

test('an admin invites an analyst, who accepts and sees only the analyst screens', async ({ page }) => {
  // spec 3 §2: after login the user goes to the entities area
  await signIn(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/analyst\/entities$/)

  await page.getByRole('menuitem', { name: 'Manage Users' }).click()
  await expect(page).toHaveURL(/\/admin\/users$/)
  await page.getByRole('button', { name: 'Create User' }).click()
  const dialog = page.getByRole('dialog', { name: 'Invite user' })

  // the spec's messages for an empty form
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Enter Email')).toBeVisible()
  await expect(dialog.getByText('Enter Name')).toBeVisible()
  await expect(dialog.getByText('Enter Permissions')).toBeVisible()

  await dialog.getByLabel('Email').fill('not-an-email')
  await dialog.getByLabel('Name').fill('   ')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByText('Invalid Email')).toBeVisible()
  await expect(dialog.getByText('Enter Name')).toBeVisible()

  await dialog.getByLabel('Email').fill('ana@example.com')
  await dialog.getByLabel('Name').fill('Ana Analyst')
  await dialog.getByLabel('Role').click()
  await page.getByRole('option', { name: 'analyst' }).click()
  await dialog.getByLabel('Topics', { exact: true }).click()
  await page.getByRole('option', { name: 'France' }).click()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('User has been invited')).toBeVisible()

  const row = page.getByRole('row', { name: /ana@example\.com/ })
  await expect(row).toContainText('Ana Analyst')
  await expect(row).toContainText('Administrator')
  await expect(row).toContainText('France')
  await expect(row.getByLabel('Account not activated')).toBeVisible()

  // the invitation, as mailed
  const link = await lastMailLink('ana@example.com', '/accept-invitation')
  expect(link).toMatch(/^\/accept-invitation\?verifyToken=[0-9a-f]{64}$/)
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/auth$/)

  await page.goto(link)
  await expect(page.getByLabel('Email')).toHaveValue('ana@example.com')
  await expect(page.getByLabel('Email')).toBeDisabled()
  await expect(page.getByLabel('Role')).toHaveValue('analyst')
  await page.locator('input[name=password]').fill('analyst-password')
  await page.locator('input[name=repeatPassword]').fill('different-password')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await page.locator('input[name=repeatPassword]').fill('analyst-password')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL(/\/auth$/)

  await signIn(page, 'ana@example.com', 'analyst-password')
  await expect(page).toHaveURL(/\/analyst\/entities$/)
  await expect(page.getByRole('menuitem', { name: 'Ana Analyst' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Manage Users' })).toHaveCount(0)
  await expect(page.getByRole('menuitem', { name: 'Dictionaries' })).toHaveCount(0)

  // an analyst cannot open the admin screens: sent to the analyst's entities area
  await page.goto('/admin/users')
  await expect(page).toHaveURL(/\/analyst\/entities$/)
  await expect(page.getByRole('button', { name: 'Create User' })).toHaveCount(0)
})

test('a wrong password is refused with the spec message', async ({ page }) => {
  await signIn(page, ADMIN.email, 'wrong-password', { shouldFail: true })
  await expect(page.getByText('Authentication error. Incorrect email or password.')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)
})
