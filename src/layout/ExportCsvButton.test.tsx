import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NotAuthenticated } from '@feathersjs/errors'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authProvider } from '../providers/authProvider'
import type { OpenedDownload } from '../providers/files'
import { relogin } from '../providers/reloginStore'
import { session, type SessionUser } from '../providers/session'
import { renderWithAdmin } from '../test/renderWithAdmin'
import { ExportCsvButton, exportQuery } from './ExportCsvButton'

type Calls = {
  downloadLink?: () => Promise<{ url: string; expiresAt: string }>
  openDownload?: (resource: string, query: Record<string, unknown>, signal: AbortSignal) => Promise<OpenedDownload>
}

/** The button over a data provider with these calls; signed in, with the console's auth provider. */
function renderButton(calls: Calls) {
  session.setUser({ id: 'u1', name: 'Ann Analyst', email: 'ann@example.com', role: 'analyst' } as SessionUser)
  const dataProvider = { downloadLink: vi.fn(calls.downloadLink), openDownload: vi.fn(calls.openDownload) }
  renderWithAdmin(
    <ExportCsvButton
      resource="analyst/assign-facets"
      filter={{ stage: 'review' }}
      sort={{ field: 'createdAt', order: 'ASC' }}
    />,
    { dataProvider, authProvider },
  )
  return dataProvider
}

/** A save picker whose file keeps what is written to it, as the File System Access API's would on disk. */
function givePicker() {
  const written: Uint8Array[] = []
  const picker = vi.fn(async ({ suggestedName }: { suggestedName: string }) => ({
    name: suggestedName,
    createWritable: async () => new WritableStream<Uint8Array>({ write: (chunk) => void written.push(chunk) }),
  }))
  Object.assign(window, { showSaveFilePicker: picker })
  return { picker, text: () => written.map((chunk) => new TextDecoder().decode(chunk)).join('') }
}

/** An export's body that the test feeds by hand. */
function body() {
  let feed!: ReadableStreamDefaultController<Uint8Array>
  let cancelled = false
  const stream = new ReadableStream<Uint8Array>({
    start: (controller) => void (feed = controller),
    cancel: () => void (cancelled = true),
  })
  return {
    stream,
    send: (text: string) => feed.enqueue(new TextEncoder().encode(text)),
    end: () => feed.close(),
    cancelled: () => cancelled,
  }
}

afterEach(() => {
  session.setUser(null)
  relogin.close()
  vi.restoreAllMocks()
  delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker
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

describe('ExportCsvButton with a save picker: the file written to disk as it streams', () => {
  it('shows the rows written of their total, then says the file is saved', async () => {
    const { text } = givePicker()
    const file = body()
    const provider = renderButton({
      openDownload: async () => ({ body: file.stream, contentType: 'text/csv; charset=utf-8', totalRows: 4 }),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(provider.openDownload).toHaveBeenCalledWith(
      'analyst/assign-facets',
      { stage: 'review', $sort: { createdAt: 1 }, export: true },
      expect.any(AbortSignal),
    )
    file.send('Entity\r\n"Line one\nline two"\r\nB\r\n')
    const bar = await screen.findByRole('progressbar', { name: 'Export progress' })
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '50'))
    expect(screen.getByRole('status')).toHaveTextContent('2 of 4 rows')
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
    file.send('C\r\nD\r\n')
    file.end()
    expect(await screen.findByText('Saved export.csv')).toBeInTheDocument()
    expect(text()).toBe('Entity\r\n"Line one\nline two"\r\nB\r\nC\r\nD\r\n')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  })

  it('shows the rows so far, without a total, on a bar that runs', async () => {
    givePicker()
    const file = body()
    renderButton({ openDownload: async () => ({ body: file.stream, contentType: 'text/csv' }) })
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    file.send('Entity\r\nA\r\n')
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 rows'))
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).not.toHaveAttribute('aria-valuenow')
  })

  it('cancels: the request is aborted, the stream given up, and the console says so', async () => {
    givePicker()
    const file = body()
    let signal!: AbortSignal
    renderButton({
      openDownload: async (_resource, _query, given) => {
        signal = given
        return { body: file.stream, contentType: 'text/csv' }
      },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    file.send('Entity\r\nA\r\n')
    await screen.findByText('1 rows')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Export cancelled')).toBeInTheDocument()
    expect(signal.aborted).toBe(true)
    expect(file.cancelled()).toBe(true)
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  })

  it('does nothing when the picker is closed without a file', async () => {
    const { picker } = givePicker()
    picker.mockRejectedValueOnce(new DOMException('closed', 'AbortError'))
    const provider = renderButton({})
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(provider.openDownload).not.toHaveBeenCalled()
    expect(screen.queryByText(/Export/, { selector: '.MuiSnackbarContent-message *' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled()
  })
})

describe('ExportCsvButton without a save picker: a link the browser downloads itself', () => {
  it('hands the link to the browser, which shows the progress', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const provider = renderButton({
      downloadLink: async () => ({ url: '/api/downloads?token=abc', expiresAt: '2026-11-24T10:00:00.000Z' }),
    })
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(provider.downloadLink).toHaveBeenCalledWith('analyst/assign-facets', {
      stage: 'review',
      $sort: { createdAt: 1 },
      export: true,
    })
    await waitFor(() => expect(click).toHaveBeenCalled())
    expect((click.mock.contexts[0] as HTMLAnchorElement).getAttribute('href')).toBe('/api/downloads?token=abc')
    expect(await screen.findByText('Your download has started: your browser shows its progress')).toBeInTheDocument()
  })

  it('says why an export failed', async () => {
    renderButton({
      downloadLink: async () => {
        throw Object.assign(new Error('Invalid query'), { code: 400 })
      },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('Export failed: Invalid query')).toBeInTheDocument()
  })

  it('opens the relogin modal, not a failure, when the session has run out', async () => {
    renderButton({
      downloadLink: async () => {
        throw new NotAuthenticated('Your session has ended')
      },
    })
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    await waitFor(() => expect(relogin.isOpen()).toBe(true))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled())
    expect(screen.queryByText(/Export failed/)).not.toBeInTheDocument()
  })
})
