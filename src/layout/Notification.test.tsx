import { render, screen } from '@testing-library/react'
import { AdminContext } from 'react-admin'
import { afterEach, expect, it, vi } from 'vitest'
import { authProvider } from '../providers/authProvider'
import { i18nProvider } from '../providers/i18nProvider'
import { Notification } from './Notification'

const renderToasts = () =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Notification />
    </AdminContext>,
  )

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
  const { unmount } = renderToasts()
  await authProvider.checkAuth({}).catch(() => undefined)
  expect(await screen.findByText('GeneralError: The database cannot be reached')).toBeInTheDocument()
  expect(localStorage.getItem('feathers-jwt')).toBeNull()
  unmount()

  renderToasts()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(screen.queryByText('GeneralError: The database cannot be reached')).toBeNull()
})
