import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useGetIdentity, type AuthProvider } from 'react-admin'
import { afterEach, expect, it, vi } from 'vitest'
import { session, type SessionUser } from '../providers/session'
import { renderWithAdmin } from '../test/renderWithAdmin'
import { AccountDialog } from './AccountDialog'

const ana = {
  id: 'u1',
  email: 'ana@example.com',
  name: 'Ana',
  role: 'analyst',
  newsletter: [],
  updatedAt: '2026-11-26T09:00:00.000Z',
} as unknown as SessionUser

// as the console's auth provider: the identity is the session's user
const sessionIdentity: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: session.user()!.id, fullName: session.user()!.name }),
  getPermissions: async () => session.user()?.role,
}

/** What the side menu and the greeting show: the identity's name. */
function MenuName() {
  const { identity } = useGetIdentity()
  return <p data-testid="menu-name">{identity?.fullName}</p>
}

afterEach(() => session.setUser(null))

// spec 1 §2: the user edits their own account from the side menu's user name
it('shows the new name in the side menu and the greeting at once after a save', async () => {
  session.setUser(ana)
  const update = vi.fn(async (_resource: string, { id, data }: { id: string; data: object }) => ({
    data: { ...ana, id, ...data },
  }))
  renderWithAdmin(
    <>
      <MenuName />
      <AccountDialog onClose={() => undefined} />
    </>,
    {
      authProvider: sessionIdentity,
      dataProvider: { getOne: async () => ({ data: ana }), getList: async () => ({ data: [], total: 0 }), update },
    },
  )
  expect(await screen.findByText('Ana', { selector: '[data-testid=menu-name]' })).toBeInTheDocument()
  const name = await screen.findByLabelText('Name')
  await userEvent.clear(name)
  await userEvent.type(name, 'Ana Maria')
  await userEvent.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Ana Maria', { selector: '[data-testid=menu-name]' })).toBeInTheDocument()
  expect(update).toHaveBeenCalledWith(
    'users',
    expect.objectContaining({ id: 'u1', data: expect.objectContaining({ name: 'Ana Maria' }) }),
  )
})
