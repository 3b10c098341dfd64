import { expect, test } from '@playwright/test'
import { createAnalyst, lastMailLink, signIn } from './support'

test('a user resets a forgotten password from the sign-in screen', async ({ page, request }) => {
  await createAnalyst(request, 'forgetful@example.com', 'old-password')

  await page.goto('/auth')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page).toHaveURL(/\/reset-request$/)
  const send = page.getByRole('button', { name: 'Send Request' })
  await page.getByLabel('Email').fill('forgetful@')
  await expect(page.getByText('Invalid Email')).toBeVisible()
  await expect(send).toBeDisabled()
  await page.getByLabel('Email').fill('forgetful@example.com')
  await send.click()
  await expect(page.getByText('Please check your email for a link to reset your password')).toBeVisible()
  // back to sign-in after 3 s
  await expect(page).toHaveURL(/\/auth$/, { timeout: 6_000 })

  const link = await lastMailLink('forgetful@example.com', '/password-reset')
  expect(link).toMatch(/^\/password-reset\?resetToken=[0-9a-f]{64}$/)
  await page.goto(link)
  await page.locator('input[name=password]').fill('short')
  await page.locator('input[name=repeatPassword]').fill('short')
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByText('Password is too short')).toBeVisible()
  await page.locator('input[name=password]').fill('new-password')
  await page.locator('input[name=repeatPassword]').fill('new-passw0rd')
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await page.locator('input[name=repeatPassword]').fill('new-password')
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByText('Your password has been reset')).toBeVisible()
  await expect(page).toHaveURL(/\/auth$/)

  await signIn(page, 'forgetful@example.com', 'old-password', { shouldFail: true })
  await expect(page.getByText('Authentication error. Incorrect email or password.')).toBeVisible()
  await signIn(page, 'forgetful@example.com', 'new-password')
  await expect(page).toHaveURL(/\/analyst\/entities$/)

  // the link works once
  await page.getByRole('menuitem', { name: 'Logout' }).click()
  await page.goto(link)
  await page.locator('input[name=password]').fill('another-password')
  await page.locator('input[name=repeatPassword]').fill('another-password')
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByText('This password reset link is invalid, used or expired')).toBeVisible()
})
