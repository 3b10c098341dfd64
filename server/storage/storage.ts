import { randomUUID } from 'node:crypto'
import type { Readable } from 'node:stream'

/** What POST /media answers: where to send the multipart form, and the form fields to send before the file. */
export interface PresignedPost {
  endpoint_url: string
  params: Record<string, string>
}

/** How GET /api/storage/files/<key> answers: the stored bytes, or a redirect to where they are public. */
export type StoredFile =
  | { kind: 'redirect'; url: string }
  | { kind: 'stream'; body: Readable; contentType: string; size?: number; etag?: string }

/** Where uploaded files live: an S3-compatible bucket, or the server's own folder. */
export interface FileStorage {
  /** A signed form for uploading one file of `contentType`, at most `maxBytes`, under a new, unguessable key. */
  presignPost(filename: string, contentType: string, maxBytes?: number): Promise<PresignedPost>
  /** The file stored under `key`, or null when there is none. */
  open(key: string): Promise<StoredFile | null>
  /** Stores bytes the server made itself (demo flags, generated files) under a new key, and answers the key. */
  save(filename: string, contentType: string, bytes: Buffer): Promise<string>
  /** The origin the browser posts the signed forms to, when it is not the console's own (the CSP's connect-src). */
  readonly uploadOrigin?: string
}

/** A storage request refused the way S3 refuses one: a status, an S3 error code and S3's wording. */
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

export const tooLarge = () =>
  new StorageError(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size')

/** Files are served back from here, under the API. */
export const FILES_PATH = '/storage/files'
/** The local back end's upload endpoint, under the API. */
export const UPLOAD_PATH = '/storage/upload'
/** How long a signed upload form may be used. */
export const POST_POLICY_TTL_SECONDS = 10 * 60

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/
const MAX_KEY_LENGTH = 512
const MAX_NAME_LENGTH = 100

/** Keys are relative paths of plain segments: none is empty, none starts with a dot, so none climbs out of a folder. */
export const isValidKey = (key: string) => key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key)

/** The file name as a key segment: accents dropped, anything else unsafe turned into '-', extension kept. */
export function safeFileName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? ''
  const cleaned = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
  if (!cleaned) return 'file'
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned
  const dot = cleaned.lastIndexOf('.')
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : ''
  return cleaned.slice(0, MAX_NAME_LENGTH - extension.length) + extension
}

/** A new key: a random folder (what makes it unguessable) holding the file's name. */
export const newKey = (filename: string) => `media/${randomUUID()}/${safeFileName(filename)}`
