import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BadRequest } from '@feathersjs/errors'
import { Route, Routes } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { worded } from '../../providers/apiErrors'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { PasswordResetPage } from './PasswordResetPage'
import { ResetRequestPage } from './ResetRequestPage'

/** The two screens of a reset and the sign-in page they lead to, over a data provider whose `post` is `post`. */
function renderAt(at: string, post: ReturnType<typeof vi.fn>) {
  renderWithAdmin(
    <Routes>
      <Route path="/reset-request" element={<ResetRequestPage />} />
      <Route path="/password-reset" element={<PasswordResetPage />} />
      <Route path="/auth" element={<p>sign-in screen</p>} />
    </Routes>,
    { dataProvider: { post }, at },
  )
}

describe('asking for a reset link', () => {
  it('sends the email and says what the server answered', async () => {
    const post = vi.fn(async () => ({
      code: 200,
      message: 'Please check your email for a link to reset your password',
    }))
    renderAt('/reset-request', post)
    await userEvent.type(screen.getByLabelText('Email'), ' ana@example.com ')
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }))
    expect(await screen.findByText('Please check your email for a link to reset your password')).toBeInTheDocument()
    expect(post).toHaveBeenCalledWith('send-pwd-reset', { email: 'ana@example.com' })
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeDisabled()
  })

  it('says why the request failed', async () => {
    renderAt(
      '/reset-request',
      vi.fn(async () => ({ code: 429, message: 'Wait a minute, then ask again' })),
    )
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }))
    expect(await screen.findByText('Wait a minute, then ask again')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeEnabled()
  })

  // spec 3 §8: on failure, 'There was an error reseting the password'
  it.each([
    ['no answer at all', worded(new TypeError('Failed to fetch'))],
    ['an answer without a message', worded({ code: 500 })],
  ])('says the spec failure when there is %s', async (_, failure) => {
    renderAt(
      '/reset-request',
      vi.fn(async () => Promise.reject(failure)),
    )
    await userEvent.type(screen.getByLabelText('Email'), 'ana@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }))
    expect(await screen.findByText('There was an error reseting the password')).toBeInTheDocument()
    expect(screen.queryByText('Failed to fetch')).toBeNull()
  })
})

describe('setting the new password', () => {
  const fill = async (password: string, repeat: string) => {
    await userEvent.type(screen.getByLabelText(/^New password/), password)
    await userEvent.type(screen.getByLabelText(/^Confirm password/), repeat)
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }))
  }

  it('sends the password with the emailed token, then goes to sign-in', async () => {
    const post = vi.fn(async () => ({}))
    renderAt('/password-reset?resetToken=t0ken', post)
    await fill('long-enough', 'long-enough')
    expect(await screen.findByText('sign-in screen')).toBeInTheDocument()
    expect(screen.getByText('Your password has been reset')).toBeInTheDocument()
    expect(post).toHaveBeenCalledWith('reset-pwd', { password: 'long-enough', resetToken: 't0ken' })
  })

  it('refuses mismatched passwords without calling the server', async () => {
    const post = vi.fn()
    renderAt('/password-reset?resetToken=t0ken', post)
    await fill('long-enough', 'long-enougH')
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
    expect(post).not.toHaveBeenCalled()
  })

  it('shows the server’s message when the link is refused', async () => {
    renderAt(
      '/password-reset?resetToken=used',
      vi.fn(async () => {
        throw new BadRequest('This link is invalid, used or expired')
      }),
    )
    await fill('long-enough', 'long-enough')
    expect(await screen.findByText('This link is invalid, used or expired')).toBeInTheDocument()
  })
})
