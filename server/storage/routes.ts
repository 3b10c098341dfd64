import type { Middleware, ParameterizedContext } from 'koa'
import { IMAGE_TYPES } from '../../common/uploads'
import { log } from '../logger'
import { LocalFileStorage } from './local'
import { FILES_PATH, StorageError, UPLOAD_PATH, type FileStorage } from './storage'

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const xml = (root: string, values: Record<string, string>) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root}>${Object.entries(values)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('')}</${root}>`

/** Errors leave these endpoints as S3's do: XML with a Code and a Message. */
function answerError(ctx: ParameterizedContext, error: StorageError) {
  ctx.status = error.status
  ctx.type = 'application/xml'
  ctx.body = xml('Error', { Code: error.code, Message: error.message })
}

/** Types a browser may show in the page; everything else is downloaded. */
const shownInline = (contentType: string) =>
  Object.hasOwn(IMAGE_TYPES, contentType) || contentType === 'application/pdf'

async function serveFile(ctx: ParameterizedContext, storage: FileStorage, key: string) {
  const file = await storage.open(key)
  if (!file) return answerError(ctx, new StorageError(404, 'NoSuchKey', 'The specified key does not exist.'))
  if (file.kind === 'redirect') return ctx.redirect(file.url)
  ctx.status = 200
  ctx.type = file.contentType
  if (file.size !== undefined) ctx.length = file.size
  if (file.etag) ctx.set('ETag', file.etag)
  // keys are unguessable and a stored file does not change
  ctx.set('Cache-Control', 'private, max-age=86400')
  // a stored file may be shown by any site that holds its key, as a public bucket's would be
  ctx.set('Cross-Origin-Resource-Policy', 'cross-origin')
  const name = key.split('/').pop() ?? 'file'
  ctx.set('Content-Disposition', `${shownInline(file.contentType) ? 'inline' : 'attachment'}; filename="${name}"`)
  ctx.body = file.body
}

async function receiveUpload(ctx: ParameterizedContext, storage: LocalFileStorage) {
  const stored = await storage.receive(ctx.req)
  ctx.status = 201
  ctx.type = 'application/xml'
  ctx.set('Location', stored.location)
  ctx.set('ETag', stored.etag)
  ctx.body = xml('PostResponse', {
    Location: stored.location,
    Bucket: stored.bucket,
    Key: stored.key,
    ETag: stored.etag,
  })
}

/**
 * The storage endpoints under the API, beside Feathers: GET files/<key> serves a stored file with
 * its content type (anyone holding the key may read it, as with a public bucket: an <img> sends no
 * token), and, for the local back end, POST upload receives the presigned multipart form.
 */
export function storageRoutes(storage: FileStorage): Middleware {
  const local = storage instanceof LocalFileStorage ? storage : null
  return async (ctx, next) => {
    const isUpload = local && ctx.path === UPLOAD_PATH && ctx.method === 'POST'
    const isFile = ctx.path.startsWith(`${FILES_PATH}/`) && (ctx.method === 'GET' || ctx.method === 'HEAD')
    if (!isUpload && !isFile) return next()
    try {
      if (local && isUpload) await receiveUpload(ctx, local)
      else await serveFile(ctx, storage, decodeURIComponent(ctx.path.slice(FILES_PATH.length + 1)))
    } catch (error) {
      // a refused upload's rest is not read: the answer closes the connection
      if (isUpload) ctx.set('Connection', 'close')
      if (error instanceof StorageError) return answerError(ctx, error)
      if (error instanceof URIError) {
        return answerError(ctx, new StorageError(400, 'InvalidURI', "Couldn't parse the specified URI."))
      }
      log.error(`storage ${ctx.method} ${ctx.path} failed`, error)
      answerError(ctx, new StorageError(500, 'InternalError', 'We encountered an internal error. Please try again.'))
    }
  }
}
