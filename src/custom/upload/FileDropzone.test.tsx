import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { relogin } from '../../providers/reloginStore'
import { session, type SessionUser } from '../../providers/session'
import { FileDropzone } from './FileDropzone'
import { UploadError, uploadFile } from './uploadFile'

const presigned = {
  endpoint_url: '/api/storage/upload',
  params: {
    key: 'media/0b8e7f0e-4c1a-4d4e-9a43-2f7f6d1c0a11/flag.png',
    'Content-Type': 'image/png',
    success_action_status: '201',
    Policy: 'eyJleHBpcmF0aW9uIjoiLi4uIn0=',
    Signature: 'abc123',
  },
}

const postResponse = (key: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse><Location>/api/storage/files/${key}</Location>` +
  `<Bucket>local</Bucket><Key>${key}</Key><ETag>"d41d8cd98f00b204e9800998ecf8427e"</ETag></PostResponse>`

const s3Error = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const xml = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/xml' } })

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'flag.png', { type: 'image/png' })

/** fetch answering POST /api/media with `media`, and the endpoint with `storage`. */
function mockFetch(media: () => Response | Promise<Response>, storage: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (url: string | URL | Request) => (String(url) === '/api/media' ? media() : storage()))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

beforeEach(() => {
  session.save('header.payload.signature', { id: 'u1', name: 'Ann Analyst', role: 'analyst' } as SessionUser)
})
afterEach(() => {
  vi.unstubAllGlobals()
  relogin.close()
})

describe('uploadFile', () => {
  it('asks POST /media for a signed form with the token, then posts its params and the file, and reads the XML', async () => {
    const fetchMock = mockFetch(
      () => json(201, presigned),
      () => xml(201, postResponse(presigned.params.key)),
    )
    const file = png()
    expect(await uploadFile(file)).toEqual({
      key: presigned.params.key,
      location: `/api/storage/files/${presigned.params.key}`,
      name: 'flag.png',
      size: 4,
      contentType: 'image/png',
    })

    const [mediaUrl, mediaInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(mediaUrl).toBe('/api/media')
    expect(mediaInit.method).toBe('POST')
    expect(mediaInit.headers).toMatchObject({
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: 'Bearer header.payload.signature',
    })
    expect(Object.fromEntries(new URLSearchParams(String(mediaInit.body)))).toEqual({
      filename: 'flag.png',
      contentType: 'image/png',
    })

    const [endpoint, uploadInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit]
    expect(endpoint).toBe('/api/storage/upload')
    const sent = [...(uploadInit.body as FormData).entries()]
    expect(sent.map(([name]) => name)).toEqual([...Object.keys(presigned.params), 'file'])
    expect(sent.slice(0, -1)).toEqual(Object.entries(presigned.params))
    expect((sent.at(-1)?.[1] as File).name).toBe('flag.png')
  })

  it('tells a file the storage finds too large from other failures', async () => {
    mockFetch(
      () => json(201, presigned),
      () => xml(400, s3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size')),
    )
    await expect(uploadFile(png())).rejects.toMatchObject({ reason: 'tooLarge' })

    mockFetch(
      () => json(201, presigned),
      () => xml(403, s3Error('AccessDenied', 'Invalid according to Policy: Policy expired.')),
    )
    const error = await uploadFile(png()).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UploadError)
    expect(error).toMatchObject({ reason: 'failed', message: 'Invalid according to Policy: Policy expired.' })
  })

  it("carries the server's message when POST /media refuses, and sends no file", async () => {
    const fetchMock = mockFetch(
      () => json(400, { name: 'BadRequest', code: 400, message: 'This type of file cannot be uploaded' }),
      () => xml(201, postResponse(presigned.params.key)),
    )
    await expect(uploadFile(png())).rejects.toMatchObject({
      reason: 'failed',
      message: 'This type of file cannot be uploaded',
    })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('opens the sign-in modal when the session has run out', async () => {
    mockFetch(
      () => json(401, { name: 'NotAuthenticated', code: 401, message: 'jwt expired' }),
      () => xml(201, postResponse(presigned.params.key)),
    )
    await expect(uploadFile(png())).rejects.toBeInstanceOf(UploadError)
    expect(relogin.isOpen()).toBe(true)
  })
})

describe('FileDropzone', () => {
  it('shows the upload under way, then hands over the stored file', async () => {
    let finish: (response: Response) => void = () => undefined
    mockFetch(
      () => json(201, presigned),
      () => new Promise<Response>((resolve) => (finish = resolve)),
    )
    const onUploaded = vi.fn()
    render(<FileDropzone onUploaded={onUploaded} label="Flag" accept={{ 'image/png': ['.png'] }} />)
    await userEvent.upload(screen.getByLabelText('Flag'), png())

    expect(await screen.findByRole('status')).toHaveTextContent('Uploading…')
    expect(onUploaded).not.toHaveBeenCalled()
    finish(xml(201, postResponse(presigned.params.key)))

    await waitFor(() =>
      expect(onUploaded).toHaveBeenCalledWith(
        expect.objectContaining({ key: presigned.params.key, location: `/api/storage/files/${presigned.params.key}` }),
      ),
    )
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("says 'Upload failed' when the storage refuses the file", async () => {
    mockFetch(
      () => json(201, presigned),
      () => xml(403, s3Error('AccessDenied', 'Invalid according to Policy: Policy expired.')),
    )
    const onUploaded = vi.fn()
    render(<FileDropzone onUploaded={onUploaded} />)
    await userEvent.upload(screen.getByLabelText('Drop a file here, or click to choose one'), png())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Upload failed')
    expect(alert).toHaveTextContent('Invalid according to Policy: Policy expired.')
    expect(onUploaded).not.toHaveBeenCalled()
  })

  it("says 'Large file' for a file over maxSize without sending it", async () => {
    const fetchMock = mockFetch(
      () => json(201, presigned),
      () => xml(201, postResponse(presigned.params.key)),
    )
    render(<FileDropzone onUploaded={vi.fn()} maxSize={3} />)
    await userEvent.upload(screen.getByLabelText('Drop a file here, or click to choose one'), png())
    expect(await screen.findByRole('alert')).toHaveTextContent('Large file')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("says 'Large file' when the storage finds the file too large", async () => {
    mockFetch(
      () => json(201, presigned),
      () => xml(400, s3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size')),
    )
    render(<FileDropzone onUploaded={vi.fn()} />)
    await userEvent.upload(screen.getByLabelText('Drop a file here, or click to choose one'), png())
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Large file$/)
  })

  it('refuses a type it does not accept without sending it', async () => {
    const fetchMock = mockFetch(
      () => json(201, presigned),
      () => xml(201, postResponse(presigned.params.key)),
    )
    render(<FileDropzone onUploaded={vi.fn()} accept={{ 'image/png': ['.png'] }} label="Flag" />)
    const page = new File(['<html></html>'], 'page.html', { type: 'text/html' })
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Flag'), page)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Upload failed')
    expect(alert).toHaveTextContent('This type of file cannot be uploaded')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('uploads each of several files when multiple', async () => {
    const fetchMock = mockFetch(
      () => json(201, presigned),
      () => xml(201, postResponse(presigned.params.key)),
    )
    const onUploaded = vi.fn()
    render(<FileDropzone onUploaded={onUploaded} multiple />)
    await userEvent.upload(screen.getByLabelText('Drop files here, or click to choose them'), [png(), png()])
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(2))
    expect(fetchMock).toHaveBeenCalledTimes(4)
  })
})
