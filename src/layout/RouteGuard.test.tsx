import { screen } from '@testing-library/react'
import type { AuthProvider } from 'react-admin'
import { Route, Routes } from 'react-router-dom'
import { expect, it } from 'vitest'
import { renderWithAdmin, signedInAs } from '../test/renderWithAdmin'
import { RouteGuard } from './RouteGuard'

const guarded = (at: string, authProvider: AuthProvider) =>
  renderWithAdmin(
    <Routes>
      <Route path="/auth" element={<p>login route</p>} />
      <Route path="/analyst/entities" element={<p>analyst entities</p>} />
      <Route
        path="*"
        element={
          <RouteGuard>
            <p>guarded page</p>
          </RouteGuard>
        }
      />
    </Routes>,
    { at, authProvider },
  )

const withoutRole: AuthProvider = {
  ...signedInAs({ id: 'u1', name: 'Nobody', role: 'admin' }),
  getPermissions: async () => undefined,
}

// spec 3 §2: each guarded route checks the role; a missing role goes to the login route
it('sends a session without a role to the login route', async () => {
  guarded('/admin/users', withoutRole)
  expect(await screen.findByText('login route')).toBeInTheDocument()
  expect(screen.queryByText('guarded page')).toBeNull()
})

it('sends role user to the login route', async () => {
  guarded('/analyst/events', signedInAs({ id: 'u1', name: 'Una', role: 'user' }))
  expect(await screen.findByText('login route')).toBeInTheDocument()
})

it("sends a role without rights for the route to that role's entities area", async () => {
  guarded('/admin/users', signedInAs({ id: 'u1', name: 'Ana', role: 'analyst' }))
  expect(await screen.findByText('analyst entities')).toBeInTheDocument()
})

it('shows the page to a role with rights for it', async () => {
  guarded('/analyst/events', signedInAs({ id: 'u1', name: 'Ana', role: 'analyst' }))
  expect(await screen.findByText('guarded page')).toBeInTheDocument()
})
