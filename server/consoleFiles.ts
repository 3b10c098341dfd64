import { existsSync } from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@feathersjs/koa'
import type { Middleware } from 'koa'
import send from 'koa-send'
import { messages } from '../common/messages'

/** A path of the console's own: decodable, no NUL or backslash, and no `.` or `..` segment. */
function isPlainPath(raw: string): boolean {
  let decoded: string
  try {
    decoded = decodeURIComponent(raw)
  } catch {
    return false
  }
  if (/[\\\0]/.test(decoded)) return false
  return decoded.split('/').every((segment) => segment !== '.' && segment !== '..')
}

/**
 * Serves the built console: its files as they are (brotli or gzip as built beside them, when the client
 * takes it), and index.html for every other path so that the console's own routes (/admin/users,
 * /analyst/…) load the app.
 */
export function consoleFiles(dir: string | undefined): Middleware {
  if (!dir || !existsSync(path.join(dir, 'index.html'))) {
    return async (ctx) => {
      ctx.status = 503
      ctx.type = 'text/plain'
      ctx.body = 'The console is not built: run `npm run build` (npm start does it for you).'
    }
  }
  const files = serveStatic(dir, { maxAge: 365 * 24 * 3600 * 1000, immutable: true, index: false })
  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next()
    // a path that climbs out of the folder (../, %2e%2e/) gets one answer whether or not its file exists
    if (!isPlainPath(ctx.path)) {
      ctx.status = 400
      ctx.body = { name: 'BadRequest', message: messages.pathInvalid, code: 400, className: 'bad-request' }
      return
    }
    // a cache keeps the brotli, gzip and plain copies apart
    ctx.vary('Accept-Encoding')
    if (ctx.path.startsWith('/assets/')) return files(ctx, next)
    if (/\.[a-z0-9]+$/i.test(ctx.path) && existsSync(path.join(dir, ctx.path))) {
      return send(ctx, ctx.path, { root: dir })
    }
    ctx.set('Cache-Control', 'no-cache')
    await send(ctx, 'index.html', { root: dir })
  }
}
