import { BadRequest, Forbidden } from '@feathersjs/errors'
import busboy from 'busboy'
import type { Middleware } from 'koa'
import { IMPORT_MAX_BYTES, IMPORTS, importMessages } from '../../../common/imports'
import { messages } from '../../../common/messages'
import { canCallService } from '../../../common/permissions'
import { callerOf, PayloadTooLarge, refuseUnread } from '../../bodies'
import type { Application } from '../../declarations'
import type { SheetUpload } from './imports.schema'

const SERVICE = IMPORTS.currentThemes.service
const UPLOAD_PATH = `/${SERVICE}`
/** Room for the multipart boundaries and part headers around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024

/**
 * Reads the current-themes upload (spec 3 §7: multipart, the file in field `file`) into memory, at most
 * IMPORT_MAX_BYTES, as the body the service gets: `{file: {name, bytes}}`. Before a byte of it is read,
 * its sender must be signed in with the right to import (401, 403) and its declared length within the
 * cap (413); an undeclared length is counted, and refused (413) as soon as it passes the cap. Other
 * requests pass by.
 */
export function importUpload(app: Application): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'POST' || ctx.path !== UPLOAD_PATH || !ctx.is('multipart')) return next()
    const user = await callerOf(app, ctx)
    if (!canCallService(user.role, SERVICE, 'create')) refuseUnread(ctx, new Forbidden(messages.notAllowed))
    const tooLarge = () => new PayloadTooLarge(importMessages.currentThemesFailed, { reason: importMessages.tooLarge })
    if (Number(ctx.get('Content-Length')) > IMPORT_MAX_BYTES + FORM_OVERHEAD_BYTES) refuseUnread(ctx, tooLarge())
    const failed = (reason: string) => new BadRequest(importMessages.currentThemesFailed, { reason })
    const upload = await new Promise<SheetUpload>((resolve, reject) => {
      let parser: busboy.Busboy
      try {
        parser = busboy({ headers: ctx.req.headers, limits: { files: 1, fileSize: IMPORT_MAX_BYTES + 1 } })
      } catch {
        reject(failed('The upload could not be read'))
        return
      }
      const upload: SheetUpload = {}
      parser.on('file', (field, stream, info) => {
        if (field !== 'file') {
          stream.resume()
          return
        }
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('limit', () => {
          // the rest is not read: the answer closes the connection
          ctx.req.unpipe(parser)
          ctx.set('Connection', 'close')
          reject(tooLarge())
        })
        stream.on('end', () => (upload.file = { name: info.filename ?? 'sheet', bytes: Buffer.concat(chunks) }))
      })
      parser.on('error', () => reject(failed('The upload could not be read')))
      parser.on('close', () => resolve(upload))
      ctx.req.pipe(parser)
    })
    // the body the REST layer hands to the service as its data
    ;(ctx.request as { body?: unknown }).body = upload
    await next()
  }
}
