import { BadRequest } from '@feathersjs/errors'
import busboy from 'busboy'
import type { Middleware } from 'koa'
import { IMPORT_MAX_BYTES, IMPORTS, importMessages } from '../../../common/imports'
import type { SheetUpload } from './imports.schema'

const UPLOAD_PATH = `/${IMPORTS.currentThemes.service}`

/**
 * Reads the current-themes upload (spec 3 §7: multipart, the file in field `file`) into memory, at most
 * IMPORT_MAX_BYTES, as the body the service gets: `{file: {name, bytes}}`. Other requests pass by.
 */
export function importUpload(): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'POST' || ctx.path !== UPLOAD_PATH || !ctx.is('multipart')) return next()
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
        stream.on('limit', () => reject(failed(importMessages.tooLarge)))
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
