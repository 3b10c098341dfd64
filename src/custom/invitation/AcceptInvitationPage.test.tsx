import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AdminContext } from 'react-admin'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AcceptInvitationPage } from './AcceptInvitationPage'

const service = { get: vi.fn(), create: vi.fn() }
vi.mock('../../providers/feathersClient', () => ({ feathersClient: { service: () => service } }))

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/accept-invitation?verifyToken=abc123']}>
      <AdminContext>
        <Routes>
          <Route path="/accept-invitation" element={<AcceptInvitationPage />} />
          <Route path="/auth" element={<p>sign-in screen</p>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  )
}

async function accept(role: string) {
  service.get.mockResolvedValue({ email: 'new@example.com', name: 'New Person', role })
  service.create.mockResolvedValue({
    email: 'new@example.com',
    name: 'New Person',
    role,
    consumerAppUrl: 'https://app.example.com',
  })
  renderPage()
  expect(await screen.findByLabelText('Email')).toHaveValue('new@example.com')
  expect(screen.getByLabelText('Email')).toBeDisabled()
  expect(screen.getByLabelText('Role')).toHaveValue(role)
  await userEvent.type(screen.getByLabelText(/^Password/), 'long-enough')
  await userEvent.type(screen.getByLabelText(/^Repeat password/), 'long-enough')
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
}

describe('invitation sign-up', () => {
  const assign = vi.fn()
  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, assign })
    assign.mockReset()
    service.get.mockReset()
    service.create.mockReset()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('sends the name, password and token, then an analyst goes to sign-in', async () => {
    await accept('analyst')
    expect(await screen.findByText('sign-in screen')).toBeInTheDocument()
    expect(service.create).toHaveBeenCalledWith({ name: 'New Person', password: 'long-enough', verifyToken: 'abc123' })
    expect(assign).not.toHaveBeenCalled()
  })

  it.each(['user', 'trial'])('a %s goes to the consumer app after 200 ms', async (role) => {
    await accept(role)
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://app.example.com'))
  })

  it('refuses mismatched passwords without calling the server', async () => {
    service.get.mockResolvedValue({ email: 'new@example.com', name: 'New Person', role: 'analyst' })
    renderPage()
    await userEvent.type(await screen.findByLabelText(/^Password/), 'long-enough')
    await userEvent.type(screen.getByLabelText(/^Repeat password/), 'long-enougH')
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
    expect(service.create).not.toHaveBeenCalled()
  })

  it('shows the server message when the invitation cannot be found', async () => {
    service.get.mockRejectedValue(new Error('This invitation is invalid, used or expired'))
    renderPage()
    expect(await screen.findByText('This invitation is invalid, used or expired')).toBeInTheDocument()
  })
})
