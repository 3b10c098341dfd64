import type { PresignedPost } from '../../../server/storage/storage'
import { app } from '../../i18n/en'
import { API_URL } from '../../providers/feathersClient'
import { relogin } from '../../providers/reloginStore'
import { session } from '../../providers/session'

/** A stored file: its key (what records keep) and the address it is served from. */
export interface UploadedFile {
  key: string
  location: string
  name: string
  size: number
  contentType: string
}

/** Why an upload failed: the storage found it too large, or anything else; `message` is the server's, when it gave one. */
export class UploadError extends Error {
  constructor(
    readonly reason: 'tooLarge' | 'failed',
    message: string = app.upload.failed,
  ) {
    super(message)
  }
}

async function presign(file: File, purpose?: 'image'): Promise<PresignedPost> {
  const token = session.token()
  const response = await fetch(`${API_URL}/media`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Accept: 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams({
      filename: file.name,
      contentType: file.type,
      ...(purpose ? { purpose } : {}),
    }).toString(),
  })
  if (response.ok) return (await response.json()) as PresignedPost
  // a session that ran out: sign in again over the page, as for every other call
  if (response.status === 401 && session.user()) relogin.open()
  const body = (await response.json().catch(() => null)) as { message?: string } | null
  throw new UploadError('failed', body?.message)
}

/**
 * Uploads one file the S3 way (spec 2 §7): POST /media for a signed form, then the form's params
 * and the file as multipart to its endpoint (the bucket, or the server's own), whose XML answer
 * names the key and the location. `image`: the image picker's upload (png or jpeg, 21.9 MB at most).
 */
export async function uploadFile(file: File, purpose?: 'image'): Promise<UploadedFile> {
  const { endpoint_url, params } = await presign(file, purpose)
  const form = new FormData()
  for (const [name, value] of Object.entries(params)) form.append(name, value)
  // S3 reads the fields before the file and ignores whatever follows it
  form.append('file', file)
  let response: Response
  try {
    response = await fetch(endpoint_url, { method: 'POST', body: form })
  } catch {
    throw new UploadError('failed')
  }
  const xml = new DOMParser().parseFromString(await response.text(), 'application/xml')
  const value = (name: string) => xml.getElementsByTagName(name)[0]?.textContent || undefined
  if (!response.ok) {
    throw new UploadError(value('Code') === 'EntityTooLarge' ? 'tooLarge' : 'failed', value('Message'))
  }
  const key = value('Key')
  const location = value('Location')
  if (!key || !location) throw new UploadError('failed')
  return { key, location, name: file.name, size: file.size, contentType: params['Content-Type'] ?? file.type }
}

/** Where a stored file is served from, for a key kept on a record. */
export const fileUrl = (key: string) => `${API_URL}/storage/files/${key.split('/').map(encodeURIComponent).join('/')}`
