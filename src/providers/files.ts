import type { PresignedPost } from '../../server/storage/storage'
import { API_PREFIX } from '../../common/routes'
import { stringify } from 'qs'
import type { DownloadLink } from '../../server/services/downloads/downloads.schema'
import { feathersClient, sendRequest } from './feathersClient'

/** A stored file: its key (what records keep) and the address it is served from. */
export interface UploadedFile {
  key: string
  location: string
  name: string
  size: number
  contentType: string
}

/**
 * Why the storage refused a file: too large, or anything else; `message` is the storage's, empty when it
 * gave none (the screen then says the upload failed, in the user's language).
 */
export class UploadError extends Error {
  constructor(
    readonly reason: 'tooLarge' | 'failed',
    message = '',
  ) {
    super(message)
  }
}

/** A file the API answered, and the name it gave it, if any. */
export interface DownloadedFile {
  data: Blob
  fileName?: string
}

/** An export as it starts to stream in: its body still to read, its name and, where the server tells it, its rows. */
export interface OpenedDownload {
  body: ReadableStream<Uint8Array>
  fileName?: string
  contentType: string
  totalRows?: number
}

const fileNameOf = (response: Response) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]

/** Where a stored file is served from, for a key kept on a record. */
export const fileUrl = (key: string) =>
  `${API_PREFIX}/storage/files/${key.split('/').map(encodeURIComponent).join('/')}`

/** The multipart POST of a signed form and the file to the storage (a bucket, or the server's own), read from S3's XML. */
async function store(file: File, { endpoint_url, params }: PresignedPost): Promise<UploadedFile> {
  const form = new FormData()
  for (const [name, value] of Object.entries(params)) form.append(name, value)
  // S3 reads the fields before the file and ignores whatever follows it
  form.append('file', file)
  let response: Response
  try {
    // the signed form is the credential here: a bucket takes no token of ours
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

/** The data provider's calls that move files, which the REST client (JSON only) cannot make. */
export const fileCalls = {
  /**
   * Uploads one file the S3 way (spec 2 §7): POST {resource} (/media, form-encoded) for a signed form,
   * then the form's params and the file as multipart to its endpoint, whose XML answer names the key and
   * the location. A refusal of the signed form throws the server's error (a 401 among them); one of the
   * storage an UploadError. `image`: the image picker's upload (png or jpeg, 21.9 MB at most).
   */
  async upload(resource: string, { file, purpose }: { file: File; purpose?: 'image' }): Promise<UploadedFile> {
    const response = await sendRequest({
      path: resource,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ filename: file.name, contentType: file.type, ...(purpose && { purpose }) }),
    })
    return store(file, (await response.json()) as PresignedPost)
  },
  /** POSTs a file as the multipart field `file` (a sheet to import); answers what the service answers. */
  async sendFile<Answer = unknown>(resource: string, file: File): Promise<Answer> {
    const form = new FormData()
    form.append('file', file, file.name)
    return (await (await sendRequest({ path: resource, body: form })).json()) as Answer
  },
  /** GET {resource} with a query, answered as a file (an export): the whole of it, as the server streamed it. */
  async download(resource: string, query: Record<string, unknown>): Promise<DownloadedFile> {
    const response = await sendRequest({ path: resource, method: 'GET', query })
    return { data: await response.blob(), fileName: fileNameOf(response) }
  },
  /** GET {resource} with a query, answered as soon as the file starts to stream: its body is read by the caller. */
  async openDownload(resource: string, query: Record<string, unknown>, signal?: AbortSignal): Promise<OpenedDownload> {
    const response = await sendRequest({ path: resource, method: 'GET', query, signal })
    const total = response.headers.get('x-total-count')
    return {
      body: response.body ?? new Response('').body!,
      fileName: fileNameOf(response),
      contentType: response.headers.get('content-type') ?? '',
      totalRows: total === null ? undefined : Number(total),
    }
  },
  /**
   * POST /downloads: a short-lived, single-use link to an export, checked as the export itself (its 400s
   * and 429s come here), that the browser opens without a token and saves to disk as it streams.
   */
  async downloadLink(resource: string, query: Record<string, unknown>): Promise<DownloadLink> {
    return (await feathersClient
      .service('downloads')
      .create({ path: resource, query: stringify(query) })) as DownloadLink
  },
}
