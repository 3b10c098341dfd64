import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { FieldSetValues } from '../../../../common/entityFormat'
import { renderWithAdmin } from '../../../test/renderWithAdmin'
import { EditedFieldSet, fieldType } from './testFieldTypes'

const KEY = 'media/0b8e7f0e-4c1a-4d4e-9a43-2f7f6d1c0a11/report.pdf'

/** The data provider's upload, answering the file stored as the storage does. */
const upload = vi.fn(async (_resource: string, { file }: { file: File }) => ({
  key: KEY,
  location: `/api/storage/files/${KEY}`,
  name: file.name,
  size: file.size,
  contentType: file.type,
}))

function renderField(type: ReturnType<typeof fieldType>, initial: FieldSetValues = {}, readOnly = false) {
  const onChange = vi.fn()
  renderWithAdmin(<EditedFieldSet type={type} initial={initial} readOnly={readOnly} onChange={onChange} />, {
    dataProvider: { upload },
  })
  return { onChange, last: () => onChange.mock.calls.at(-1)?.[0] as FieldSetValues }
}

describe('Provenance field', () => {
  it("says 'Invalid url' for an address that is not http(s), and keeps what was typed", async () => {
    const { last } = renderField(fieldType('Provenance', { Label: 'Source' }))
    const url = screen.getByRole('textbox', { name: 'URL' })
    await userEvent.type(url, 'ftp://example.com/a')
    expect(screen.getByText('Invalid url')).toBeInTheDocument()
    expect(last()).toEqual({ format: 'MM/DD/YYYY', urlInput: 'ftp://example.com/a' })
    await userEvent.clear(url)
    await userEvent.type(url, 'https://example.com/report')
    expect(screen.queryByText('Invalid url')).not.toBeInTheDocument()
  })

  it('uploads a file through the shared dropzone and keeps its key; the file can be removed', async () => {
    const { last } = renderField(fieldType('Provenance', { Label: 'Source' }))
    const file = new File(['%PDF'], 'report.pdf', { type: 'application/pdf' })
    await userEvent.upload(screen.getByLabelText('Drop the source file here, or click to choose it'), file)
    await waitFor(() => expect(last()).toMatchObject({ key: KEY }))
    expect(upload).toHaveBeenCalledWith('media', { file })
    expect(screen.getByRole('link', { name: 'report.pdf' })).toHaveAttribute('href', `/api/storage/files/${KEY}`)
    await userEvent.click(screen.getByRole('button', { name: 'Remove file' }))
    expect(last()).toMatchObject({ key: null })
  })

  it('types its dates in the Format rule, and the analyst notes', async () => {
    const { last } = renderField(fieldType('Provenance', { Label: 'Source', Format: 'yy', Chars: 8 }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Published date' }), '2019')
    await userEvent.type(screen.getByRole('textbox', { name: 'Analyst notes' }), 'Checked twice')
    expect(last()).toEqual({
      format: 'YYYY',
      datePublished: '2019-01-01T12:00:00.000Z',
      analystNotes: 'Checked ',
    })
  })

  it('shows address, file, dates and notes read-only', () => {
    renderField(
      fieldType('Provenance', { Label: 'Source' }),
      { urlInput: 'https://example.com/r', key: KEY, date: '2024-03-15T12:00:00.000Z', analystNotes: 'Reliable' },
      true,
    )
    const group = screen.getByRole('group', { name: 'Source' })
    expect(within(group).getByRole('link', { name: 'https://example.com/r' })).toBeInTheDocument()
    expect(within(group).getByRole('link', { name: 'report.pdf' })).toBeInTheDocument()
    expect(group).toHaveTextContent('03/15/2024')
    expect(group).toHaveTextContent('Reliable')
    expect(within(group).queryByRole('textbox')).not.toBeInTheDocument()
  })
})

describe('Media and Location fields', () => {
  it('show an image from the storage with its caption', () => {
    renderField(fieldType('Media', { Label: 'Logo' }), { key: 'media/x/logo.png', imageLabel: 'The logo' })
    expect(screen.getByRole('img', { name: 'The logo' })).toHaveAttribute('src', '/api/storage/files/media/x/logo.png')
  })

  it('show an address and its coordinates', () => {
    renderField(
      fieldType('Location', { Label: 'Headquarters' }),
      { address: '1 Main St', lat: 48.8566, lng: 2.3522 },
      true,
    )
    const group = screen.getByRole('group', { name: 'Headquarters' })
    expect(group).toHaveTextContent('1 Main St')
    expect(group).toHaveTextContent('48.85660, 2.35220')
  })
})

describe('Location field without a maps key', () => {
  it("says map search is not available (a user's hint), takes typed coordinates with zoom 3, and clears to zoom 1", async () => {
    const { last } = renderField(fieldType('Location', { Label: 'Headquarters', 'Location-Type': 'off' }))
    expect(screen.getByText('Map search is not available; type the address and coordinates.')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: 'Location name' })).not.toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: 'Address' }), '1 Main St')
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Latitude' }), '48.5')
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Longitude' }), '-2.25')
    expect(last()).toEqual({ address: '1 Main St', lat: 48.5, lng: -2.25, zoom: 3 })
    await userEvent.click(screen.getByRole('button', { name: 'Clear location' }))
    expect(last()).toEqual({ address: null, lat: null, lng: null, zoom: 1 })
  })
})
