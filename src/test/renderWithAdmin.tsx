import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import {
  AdminContext,
  Notification,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
  type I18nProvider,
} from 'react-admin'
import { MemoryRouter } from 'react-router-dom'
import { i18nProvider as consoleI18nProvider } from '../providers/i18nProvider'

/** A signed-in user for component tests. */
export const signedInAs = (user: { id: string; name: string; role: string }): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  // as the console's auth provider answers it: the editor reads the role from the identity
  getIdentity: async () => ({ id: user.id, fullName: user.name, role: user.role }),
  getPermissions: async () => user.role,
})

/**
 * The presence calls that editors and grids make beside their own (src/layout/presence): nobody else is
 * there, and a lock or heartbeat is never answered, so that nothing of them shows unless a test says so.
 */
export const NOBODY_ELSE = {
  find: async () => ({ data: [] }),
  post: () => new Promise<never>(() => undefined),
  removeAsPageLeaves: async () => ({}),
}

/** Renders at a route inside react-admin with a fake data provider (its methods as mocks), showing its toasts. */
export function renderWithAdmin(
  ui: ReactNode,
  {
    dataProvider = {},
    authProvider,
    at = '/',
    i18nProvider = consoleI18nProvider,
  }: {
    dataProvider?: Record<string, unknown>
    authProvider?: AuthProvider
    at?: string
    i18nProvider?: I18nProvider
  } = {},
) {
  // failures show at once rather than after react-query's retries
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <MemoryRouter initialEntries={[at]}>
      <AdminContext
        dataProvider={testDataProvider({ ...NOBODY_ELSE, ...dataProvider } as Partial<DataProvider>)}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        queryClient={queryClient}
      >
        {ui}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  )
}
