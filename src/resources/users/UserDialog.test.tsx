import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AdminContext, testDataProvider, type AuthProvider, type DataProvider } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import { i18nProvider } from '../../providers/i18nProvider'
import type { SessionUser } from '../../providers/session'
import { UserDialog } from './UserDialog'

const countries = [
  { id: 1, name: 'France' },
  { id: 2, name: 'Japan' },
]

const admin = { id: 'admin-1', name: 'Administrator', email: 'admin@example.com', role: 'admin' }
const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getIdentity: async () => ({ id: admin.id, fullName: admin.name }),
  getPermissions: async () => 'admin',
}

function renderDialog(user?: SessionUser) {
  const create = vi.fn(async (_resource: string, { data }: { data: object }) => ({ data: { id: 'new', ...data } }))
  const update = vi.fn(async (_resource: string, { id, data }: { id: string; data: object }) => ({
    data: { id, ...data },
  }))
  const dataProvider = testDataProvider({
    getList: async () => ({ data: countries, total: countries.length }),
    create,
    update,
  } as Partial<DataProvider>)
  const onClose = vi.fn()
  render(
    <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider}>
      <UserDialog user={user} onClose={onClose} />
    </AdminContext>,
  )
  return { create, update, onClose }
}

const chooseRole = async (role: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: 'Role' }))
  await userEvent.click(await screen.findByRole('option', { name: role }))
}

describe('Invite user dialog', () => {
  it('refuses an empty form with the spec messages and sends nothing', async () => {
    const { create } = renderDialog()
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Enter Email')).toBeInTheDocument()
    expect(screen.getByText('Enter Name')).toBeInTheDocument()
    expect(screen.getByText('Enter Permissions')).toBeInTheDocument()
    expect(create).not.toHaveBeenCalled()
  })

  it('refuses an invalid email and a whitespace-only name', async () => {
    const { create } = renderDialog()
    await userEvent.type(await screen.findByLabelText('Email'), 'someone@nowhere')
    await userEvent.type(screen.getByLabelText('Name'), '   ')
    await chooseRole('analyst')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Invalid Email')).toBeInTheDocument()
    expect(screen.getByText('Enter Name')).toBeInTheDocument()
    expect(create).not.toHaveBeenCalled()
  })

  it('asks a trial user for an end date as MM/DD/YYYY and sends it as an ISO date', async () => {
    const { create, onClose } = renderDialog()
    await userEvent.type(await screen.findByLabelText('Email'), ' trial@example.com ')
    await userEvent.type(screen.getByLabelText('Name'), 'Tina Trial')
    await chooseRole('trial')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Enter the trial end date as MM/DD/YYYY')).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Trial end date'), '02/30/2027')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Enter the trial end date as MM/DD/YYYY')).toBeInTheDocument()
    await userEvent.clear(screen.getByLabelText('Trial end date'))
    await userEvent.type(screen.getByLabelText('Trial end date'), '12/31/2027')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    expect(create.mock.calls[0][1].data).toEqual({
      email: 'trial@example.com',
      name: 'Tina Trial',
      role: 'trial',
      profile: 'default',
      topics: [],
      newsletter: [],
      trialEndDate: '2027-12-31',
    })
    await waitFor(() => expect(onClose).toHaveBeenCalled())
  })

  // spec 1 §7 POST /users: name, role, topics, newsletter, profile, email, trialEndDate
  it('sends the newsletter topics, and the email lower-case', async () => {
    const { create } = renderDialog()
    await userEvent.type(await screen.findByLabelText('Email'), 'Ana.Lyst@Example.com')
    await userEvent.type(screen.getByLabelText('Name'), 'Ana Lyst')
    await chooseRole('analyst')
    await userEvent.click(screen.getByLabelText('Newsletter topics'))
    await userEvent.click(await screen.findByRole('option', { name: 'Japan' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    expect(create.mock.calls[0][1].data).toMatchObject({ email: 'ana.lyst@example.com', topics: [], newsletter: [2] })
  })
})

describe('Edit user dialog', () => {
  const existing: SessionUser = {
    id: 'user-2',
    email: 'ana@example.com',
    name: 'Ana',
    role: 'analyst',
    profile: 'uae',
    topics: [2],
    newsletter: [],
    isVerified: true,
    isBlocked: false,
    trialEndDate: null,
    inviterId: admin.id,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  }

  it('keeps the email read-only and sends the changed fields', async () => {
    const { update } = renderDialog(existing)
    await screen.findByRole('dialog', { name: 'Edit user' })
    expect(screen.getByLabelText('Email')).toBeDisabled()
    await userEvent.clear(screen.getByLabelText('Name'))
    await userEvent.type(screen.getByLabelText('Name'), 'Ana Maria')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1))
    expect(update.mock.calls[0][1]).toMatchObject({
      id: 'user-2',
      data: { name: 'Ana Maria', role: 'analyst', profile: 'uae' },
    })
  })

  it('does not let admins change their own role', async () => {
    renderDialog({ ...existing, id: admin.id, email: admin.email, role: 'admin' })
    await screen.findByRole('dialog', { name: 'Edit user' })
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role' })).toHaveAttribute('aria-disabled', 'true'))
  })
})
