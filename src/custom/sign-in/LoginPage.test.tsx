import { screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { authProvider } from '../../providers/authProvider'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { LoginPage } from './LoginPage'

const token = `e30.${btoa(JSON.stringify({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 600 })).replace(/=+$/, '')}.sig`

afterEach(() => vi.unstubAllGlobals())

// spec 1 §8: failure of the initial load logs the user out and toasts the name and message from the server
it('toasts why reading the signed-in user failed at start-up, once', async () => {
  localStorage.setItem('feathers-jwt', token)
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ name: 'GeneralError', code: 500, message: 'The database cannot be reached' }, { status: 500 }),
    ),
  )
  await authProvider.checkAuth({}).catch(() => undefined)
  const { unmount } = renderWithAdmin(<LoginPage />, { at: '/auth' })
  expect(await screen.findByText('GeneralError: The database cannot be reached')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
  unmount()

  renderWithAdmin(<LoginPage />, { at: '/auth' })
  expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
  expect(screen.queryByText('GeneralError: The database cannot be reached')).toBeNull()
})
