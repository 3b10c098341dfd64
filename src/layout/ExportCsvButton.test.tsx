import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NotAuthenticated } from '@feathersjs/errors'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authProvider } from '../providers/authProvider'
import type { DownloadedFile } from '../providers/files'
import { relogin } from '../providers/reloginStore'
import { session, type SessionUser } from '../providers/session'
import { renderWithAdmin } from '../test/renderWithAdmin'
import { ExportCsvButton, exportQuery } from './ExportCsvButton'

/** The button over a data provider whose `download` does what `download` says; signed in, with the console's auth provider. */
function renderButton(download: () => Promise<DownloadedFile>) {
  session.setUser({ id: 'u1', name: 'Ann Analyst', email: 'ann@example.com', role: 'analyst' } as SessionUser)
  const downloadMock = vi.fn(download)
  renderWithAdmin(
    <ExportCsvButton
      resource="analyst/assign-facets"
      filter={{ stage: 'review' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
    />,
    { dataProvider: { download: downloadMock }, authProvider },
  )
  return downloadMock
}

afterEach(() => {
  session.setUser(null)
  relogin.close()
  vi.restoreAllMocks()
})

describe('exportQuery', () => {
  it('sends the filters and sort as the grid pages do, with export=true', () => {
    const filter = {
      type: { $and: [{ $ne: 'Brief' }], $iLike: 'act' },
      createdAt: { $gte: '2024-03-05T00:00:00.000Z' },
      stage: 'published',
    }
    expect(exportQuery(filter, { field: 'updatedAt', order: 'DESC' })).toEqual({
      ...filter,
      $sort: { updatedAt: -1 },
      export: true,
    })
  })
})

describe('ExportCsvButton', () => {
  it('downloads through the data provider, waiting while the file streams in, under the server’s name', async () => {
    let finish: (file: DownloadedFile) => void = () => undefined
    const download = renderButton(() => new Promise<DownloadedFile>((resolve) => (finish = resolve)))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    URL.createObjectURL = vi.fn(() => 'blob:file')
    URL.revokeObjectURL = vi.fn()
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
    expect(download).toHaveBeenCalledWith('analyst/assign-facets', {
      stage: 'review',
      $sort: { createdAt: 1 },
      export: true,
    })
    finish({ data: new Blob(['Entity\r\n']), fileName: 'facets-2026-11-24.csv' })
    await waitFor(() => expect(click).toHaveBeenCalled())
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('facets-2026-11-24.csv')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled())
  })

  it('says why an export failed', async () => {
    renderButton(async () => {
      throw Object.assign(new Error('Invalid query'), { code: 400 })
    })
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('Export failed: Invalid query')).toBeInTheDocument()
  })

  it('opens the relogin modal, not a failure, when the session has run out', async () => {
    renderButton(async () => {
      throw new NotAuthenticated('Your session has ended')
    })
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(relogin.isOpen()).toBe(true))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled())
    expect(screen.queryByText(/Export failed/)).not.toBeInTheDocument()
  })
})
