import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RecordContextProvider } from 'react-admin'
import { describe, expect, it, vi } from 'vitest'
import { worded } from '../../providers/apiErrors'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { DeleteUserButton } from './DeleteUserButton'

const ana = { id: 'u1', email: 'ana@example.com', name: 'Ana', role: 'analyst' }

async function deleteAna(failure: unknown) {
  renderWithAdmin(
    <RecordContextProvider value={ana}>
      <DeleteUserButton />
    </RecordContextProvider>,
    { dataProvider: { delete: vi.fn(async () => Promise.reject(failure)) } },
  )
  await userEvent.click(screen.getByRole('button', { name: 'Delete ana@example.com' }))
  expect(screen.getByText("Are you sure you want to delete 'ana@example.com'?")).toBeInTheDocument()
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
}

// spec 1 §8: the users list's delete failure reads 'There was an error deleting the user' when the server gave no message
describe('a failed user delete', () => {
  it('says the spec failure for an answer without a message', async () => {
    await deleteAna(worded({ code: 500 }))
    expect(await screen.findByText('There was an error deleting the user')).toBeInTheDocument()
  })

  it("says the server's message when it gave one", async () => {
    await deleteAna({ code: 403, name: 'Forbidden', message: 'You cannot delete your own account' })
    expect(await screen.findByText('You cannot delete your own account')).toBeInTheDocument()
  })
})
