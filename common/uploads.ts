/**
 * File uploads (spec 2 §5 and §9): size limits and the types that may be stored, shared by the
 * server (POST /media, the upload endpoint, GET /proxy-download) and the console's dropzone.
 * Each type maps to its file extensions, the shape react-dropzone's `accept` takes.
 */
export const UPLOAD_MAX_BYTES = 49_000_000
/** The image picker's limit. */
export const IMAGE_MAX_BYTES = 21_900_000
/**
 * The most GET /proxy-download fetches: the image is held while its answer, a third larger in base64,
 * is streamed (docs/decisions.md, Exports and uploads under load).
 */
export const PROXY_DOWNLOAD_MAX_BYTES = 10_000_000

export type AcceptedTypes = Record<string, string[]>

/** Images the browser shows as they are. SVG is left out: it can carry scripts. */
export const IMAGE_TYPES: AcceptedTypes = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
}

/** What the image picker takes (spec 2 §5): png, jpg, jpeg, up to IMAGE_MAX_BYTES. */
export const IMAGE_PICKER_TYPES: AcceptedTypes = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
}
export const isImagePickerType = (contentType: string) =>
  Object.hasOwn(IMAGE_PICKER_TYPES, normalizeContentType(contentType))

/** Attachments: PDF, office documents (Microsoft and OpenDocument), CSV and plain text. */
export const DOCUMENT_TYPES: AcceptedTypes = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.ms-powerpoint': ['.ppt'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
  'application/vnd.oasis.opendocument.text': ['.odt'],
  'application/vnd.oasis.opendocument.spreadsheet': ['.ods'],
  'application/vnd.oasis.opendocument.presentation': ['.odp'],
  'text/csv': ['.csv'],
  'text/plain': ['.txt'],
}

export const UPLOAD_TYPES: AcceptedTypes = { ...IMAGE_TYPES, ...DOCUMENT_TYPES }

/** Lower case without parameters; `image/jpg`, which some systems send, is `image/jpeg`. */
export function normalizeContentType(value: string): string {
  const type = value.split(';')[0].trim().toLowerCase()
  return type === 'image/jpg' ? 'image/jpeg' : type
}

export const isUploadType = (contentType: string) => Object.hasOwn(UPLOAD_TYPES, normalizeContentType(contentType))

/**
 * A key as POST /media hands it out (server/storage newKey): `media/<random uuid>/<safe file name>`,
 * the name being a plain segment of at most 100 characters. Anything else (an address, a path
 * with `..`, a name typed in) is not a stored upload.
 */
export const UPLOAD_KEY_PATTERN =
  /^media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/i

export const isUploadKey = (value: unknown): value is string =>
  typeof value === 'string' && UPLOAD_KEY_PATTERN.test(value)
