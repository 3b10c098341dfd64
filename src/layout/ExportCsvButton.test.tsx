import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithAdmin } from '../test/renderWithAdmin'
import { ExportCsvButton, exportUrl } from './ExportCsvButton'

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('exportUrl', () => {
  it('sends the filters and sort as the grid pages do, to the resource’s service, with export=true', () => {
    const url = exportUrl(
      'analyst/elements/untyped',
      {
        type: { $and: [{ $ne: 'Brief' }], $iLike: 'act' },
        createdAt: { $gte: '2024-03-05T00:00:00.000Z' },
        stage: 'published',
      },
      { field: 'updatedAt', order: 'DESC' },
    )
    expect(decodeURIComponent(url)).toBe(
      '/api/entities?type[$and][0][$ne]=Brief&type[$iLike]=act&createdAt[$gte]=2024-03-05T00:00:00.000Z' +
        '&stage=published&$sort[updatedAt]=-1&export=true',
    )
  })
})

describe('ExportCsvButton', () => {
  it('downloads with the session’s token, waiting while the file streams in', async () => {
    localStorage.setItem('feathers-jwt', 'token-1')
    let finish: (response: Response) => void = () => undefined
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)))
    vi.stubGlobal('fetch', fetch)
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    URL.createObjectURL = vi.fn(() => 'blob:file')
    URL.revokeObjectURL = vi.fn()
    renderWithAdmin(
      <ExportCsvButton
        resource="analyst/assign-facets"
        filter={{ stage: 'review' }}
        sort={{ field: 'createdAt', order: 'ASC' }}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled()
    expect(fetch).toHaveBeenCalledWith('/api/facets?stage=review&%24sort%5BcreatedAt%5D=1&export=true', {
      headers: { Authorization: 'Bearer token-1' },
    })
    finish(
      new Response('Entity\r\n', {
        headers: { 'content-disposition': 'attachment; filename="facets-2026-11-24.csv"' },
      }),
    )
    await waitFor(() => expect(click).toHaveBeenCalled())
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('facets-2026-11-24.csv')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled())
  })

  it('says why an export failed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ message: 'Invalid query' }), { status: 400 })),
    )
    renderWithAdmin(<ExportCsvButton resource="analyst/entities" filter={{}} sort={{ field: 'name', order: 'ASC' }} />)
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('Export failed: Invalid query')).toBeInTheDocument()
  })
})
