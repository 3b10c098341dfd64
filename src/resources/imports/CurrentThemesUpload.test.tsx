import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NotAuthenticated } from '@feathersjs/errors'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authProvider } from '../../providers/authProvider'
import { relogin } from '../../providers/reloginStore'
import { session, type SessionUser } from '../../providers/session'
import { renderWithAdmin } from '../../test/renderWithAdmin'
import { CurrentThemesUpload } from './CurrentThemesUpload'

const sheet = () => new File(['Name\r\nHeat\r\n'], 'themes.csv', { type: 'text/csv' })

/** The upload over a data provider whose `sendFile` is `sendFile`; signed in, with the console's auth provider. */
async function importSheet(sendFile: () => Promise<unknown>) {
  session.setUser({ id: 'u1', name: 'Ann Analyst', email: 'ann@example.com', role: 'analyst' } as SessionUser)
  const sendFileMock = vi.fn(sendFile)
  renderWithAdmin(<CurrentThemesUpload />, { dataProvider: { sendFile: sendFileMock }, authProvider })
  const file = sheet()
  await userEvent.upload(screen.getByLabelText('Current themes sheet'), file)
  await userEvent.click(screen.getByRole('button', { name: 'Import file' }))
  return { sendFile: sendFileMock, file }
}

afterEach(() => {
  session.setUser(null)
  relogin.close()
})

describe('the current-themes upload', () => {
  it('sends the file to its import through the data provider and says what it came to', async () => {
    const { sendFile, file } = await importSheet(async () => ({
      status: 'success',
      rows: 1,
      created: 1,
      updated: 0,
      unchanged: 0,
    }))
    expect(await screen.findByText('1 rows: 1 created, 0 updated, 0 unchanged')).toBeInTheDocument()
    expect(sendFile).toHaveBeenCalledWith('import-current-themes', file)
  })

  it('opens the relogin modal, not Not Imported, when the session has run out', async () => {
    await importSheet(async () => {
      throw new NotAuthenticated('Your session has ended')
    })
    await waitFor(() => expect(relogin.isOpen()).toBe(true))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Import file' })).toBeEnabled())
    expect(screen.queryByText('Not Imported')).not.toBeInTheDocument()
  })

  it('imports the sample file in one click, as if chosen from disk', async () => {
    session.setUser({ id: 'u1', name: 'Ann Analyst', email: 'ann@example.com', role: 'analyst' } as SessionUser)
    const download = vi.fn(async () => ({ data: new Blob(['Name\r\nHeat\r\n'], { type: 'text/csv' }) }))
    const sendFile = vi.fn(async () => ({ status: 'success', rows: 1, created: 1, updated: 0, unchanged: 0 }))
    renderWithAdmin(<CurrentThemesUpload />, { dataProvider: { download, sendFile }, authProvider })
    await userEvent.click(screen.getByRole('button', { name: 'Import the sample file' }))
    expect(await screen.findByText('1 rows: 1 created, 0 updated, 0 unchanged')).toBeInTheDocument()
    expect(download).toHaveBeenCalledWith('samples/current-themes.csv', {})
    const sent = sendFile.mock.calls[0] as unknown as [string, File]
    expect(sent[0]).toBe('import-current-themes')
    expect(sent[1].name).toBe('current-themes.csv')
    expect(await sent[1].text()).toBe('Name\r\nHeat\r\n')
  })
})
