import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BadRequest, NotAuthenticated } from '@feathersjs/errors'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authProvider } from '../providers/authProvider'
import { UploadError, type UploadedFile } from '../providers/files'
import { relogin } from '../providers/reloginStore'
import { session, type SessionUser } from '../providers/session'
import { renderWithAdmin } from '../test/renderWithAdmin'
import { FileDropzone, type FileDropzoneProps } from './FileDropzone'

const stored: UploadedFile = {
  key: 'media/0b8e7f0e-4c1a-4d4e-9a43-2f7f6d1c0a11/flag.png',
  location: '/api/storage/files/media/0b8e7f0e-4c1a-4d4e-9a43-2f7f6d1c0a11/flag.png',
  name: 'flag.png',
  size: 4,
  contentType: 'image/png',
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'flag.png', { type: 'image/png' })

/** The dropzone over a data provider whose `upload` does what `upload` says; signed in, with the console's auth provider. */
function renderDropzone(props: Partial<FileDropzoneProps>, upload: () => Promise<UploadedFile>) {
  session.setUser({ id: 'u1', name: 'Ann Analyst', email: 'ann@example.com', role: 'analyst' } as SessionUser)
  const uploadMock = vi.fn(upload)
  renderWithAdmin(<FileDropzone onUploaded={vi.fn()} {...props} />, {
    dataProvider: { upload: uploadMock },
    authProvider,
  })
  return uploadMock
}

afterEach(() => {
  session.setUser(null)
  relogin.close()
})

describe('FileDropzone', () => {
  it('uploads through the data provider, shows the upload under way, then hands over the stored file', async () => {
    let finish: (file: UploadedFile) => void = () => undefined
    const onUploaded = vi.fn()
    const upload = renderDropzone(
      { onUploaded, label: 'Flag', accept: { 'image/png': ['.png'] } },
      () => new Promise<UploadedFile>((resolve) => (finish = resolve)),
    )
    const file = png()
    await userEvent.upload(screen.getByLabelText('Flag'), file)

    expect(await screen.findByRole('status')).toHaveTextContent('Uploading…')
    expect(upload).toHaveBeenCalledWith('media', { file })
    expect(onUploaded).not.toHaveBeenCalled()
    finish(stored)

    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(stored))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("says 'Upload failed' when the storage refuses the file", async () => {
    const onUploaded = vi.fn()
    renderDropzone({ onUploaded }, async () => {
      throw new UploadError('failed', 'Invalid according to Policy: Policy expired.')
    })
    await userEvent.upload(screen.getByLabelText('Drop a file here, or click to choose one'), png())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Upload failed')
    expect(alert).toHaveTextContent('Invalid according to Policy: Policy expired.')
    expect(onUploaded).not.toHaveBeenCalled()
  })

  it("says 'Large file' for a file over maxSize without sending it", async () => {
    const upload = renderDropzone({ maxSize: 3 }, async () => stored)
    await userEvent.upload(screen.getByLabelText('Drop a file here, or click to choose one'), png())
    expect(await screen.findByRole('alert')).toHaveTextContent('Large file')
    expect(upload).not.toHaveBeenCalled()
  })

  it("says 'Large file' when the storage finds the file too large", async () => {
    renderDropzone({}, async () => {
      throw new UploadError('tooLarge', 'Your proposed upload exceeds the maximum allowed size')
    })
    await userEvent.upload(screen.getByLabelText('Drop a file here, or click to choose one'), png())
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Large file$/)
  })

  it('refuses a type it does not accept without sending it', async () => {
    const upload = renderDropzone({ accept: { 'image/png': ['.png'] }, label: 'Flag' }, async () => stored)
    const page = new File(['<html></html>'], 'page.html', { type: 'text/html' })
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Flag'), page)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Upload failed')
    expect(alert).toHaveTextContent('This type of file cannot be uploaded')
    expect(upload).not.toHaveBeenCalled()
  })

  it('says what the server said when it refuses a signed form', async () => {
    renderDropzone({}, async () => {
      throw new BadRequest('This type of file cannot be uploaded')
    })
    await userEvent.upload(screen.getByLabelText('Drop a file here, or click to choose one'), png())
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Upload failed')
    expect(alert).toHaveTextContent('This type of file cannot be uploaded')
  })

  it('opens the relogin modal, not a failure, when the session has run out', async () => {
    renderDropzone({}, async () => {
      throw new NotAuthenticated('Your session has ended')
    })
    await userEvent.upload(screen.getByLabelText('Drop a file here, or click to choose one'), png())
    await waitFor(() => expect(relogin.isOpen()).toBe(true))
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument())
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('uploads each of several files when multiple', async () => {
    const onUploaded = vi.fn()
    const upload = renderDropzone({ onUploaded, multiple: true }, async () => stored)
    await userEvent.upload(screen.getByLabelText('Drop files here, or click to choose them'), [png(), png()])
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(2))
    expect(upload).toHaveBeenCalledTimes(2)
  })

  it('hands the files over in the order they were chosen, though their uploads end in another (spec 3 §2 attachments)', async () => {
    const onUploaded = vi.fn()
    const finishers = new Map<string, () => void>()
    const upload = vi.fn(
      ({ file }: { file: File }) =>
        new Promise<UploadedFile>((resolve) => finishers.set(file.name, () => resolve({ ...stored, name: file.name }))),
    )
    session.setUser({ id: 'u1', name: 'Ann Analyst', email: 'ann@example.com', role: 'analyst' } as SessionUser)
    renderWithAdmin(<FileDropzone onUploaded={onUploaded} multiple />, {
      dataProvider: { upload: (_resource: string, params: { file: File }) => upload(params) },
      authProvider,
    })
    const named = (name: string) => new File(['x'], name, { type: 'application/pdf' })
    await userEvent.upload(screen.getByLabelText('Drop files here, or click to choose them'), [
      named('first.pdf'),
      named('second.pdf'),
      named('third.pdf'),
    ])
    await waitFor(() => expect(finishers.size).toBe(3))
    finishers.get('third.pdf')!()
    finishers.get('second.pdf')!()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(onUploaded).not.toHaveBeenCalled()
    finishers.get('first.pdf')!()
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(3))
    expect(onUploaded.mock.calls.map(([file]) => (file as UploadedFile).name)).toEqual([
      'first.pdf',
      'second.pdf',
      'third.pdf',
    ])
  })

  it('refuses the files of a drop beyond maxFiles before uploading them, saying so (spec 3 §5 attachments 10)', async () => {
    const onUploaded = vi.fn()
    const upload = renderDropzone(
      { onUploaded, multiple: true, maxFiles: 1, tooMany: 'At most 10 attachments' },
      async () => stored,
    )
    const first = png()
    await userEvent.upload(screen.getByLabelText('Drop files here, or click to choose them'), [first, png()])
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 10 attachments')
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1))
    expect(upload).toHaveBeenCalledTimes(1)
    expect(upload).toHaveBeenCalledWith('media', { file: first })
  })
})
