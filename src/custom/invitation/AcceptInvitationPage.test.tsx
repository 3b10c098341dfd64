import { NotFound } from '@feathersjs/errors'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AdminContext, testDataProvider } from 'react-admin'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18nProvider } from '../../providers/i18nProvider'
import { AcceptInvitationPage } from './AcceptInvitationPage'

const api = { fetchOne: vi.fn(), post: vi.fn() }

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/accept-invitation?verifyToken=abc123']}>
      <AdminContext dataProvider={testDataProvider(api)} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/accept-invitation" element={<AcceptInvitationPage />} />
          <Route path="/auth" element={<p>sign-in screen</p>} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  )
}

async function accept(role: string) {
  api.fetchOne.mockResolvedValue({ email: 'new@example.com', name: 'New Person', role })
  api.post.mockResolvedValue({
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
    api.fetchOne.mockReset()
    api.post.mockReset()
  })
  afterEach(() => vi.unstubAllGlobals())

  it('sends the name, password and token, then an analyst goes to sign-in', async () => {
    await accept('analyst')
    expect(await screen.findByText('sign-in screen')).toBeInTheDocument()
    expect(api.fetchOne).toHaveBeenCalledWith('accept-invitation', 'abc123')
    expect(api.post).toHaveBeenCalledWith('accept-invitation', {
      name: 'New Person',
      password: 'long-enough',
      verifyToken: 'abc123',
    })
    expect(assign).not.toHaveBeenCalled()
  })

  it.each(['user', 'trial'])('a %s goes to the consumer app after 200 ms', async (role) => {
    await accept(role)
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://app.example.com'))
  })

  it('refuses mismatched passwords without calling the server', async () => {
    api.fetchOne.mockResolvedValue({ email: 'new@example.com', name: 'New Person', role: 'analyst' })
    renderPage()
    await userEvent.type(await screen.findByLabelText(/^Password/), 'long-enough')
    await userEvent.type(screen.getByLabelText(/^Repeat password/), 'long-enougH')
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }))
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
    expect(api.post).not.toHaveBeenCalled()
  })

  it('shows the server message when the invitation cannot be found', async () => {
    api.fetchOne.mockRejectedValue(new NotFound('This invitation is invalid, used or expired'))
    renderPage()
    expect(await screen.findByText('This invitation is invalid, used or expired')).toBeInTheDocument()
  })
})
