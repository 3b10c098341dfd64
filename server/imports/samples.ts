import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Middleware } from 'koa'
import { SAMPLES_PATH, sampleNamed } from '../../common/imports'
import { API_PREFIX } from '../../common/routes'

const SAMPLES_DIR = path.resolve(import.meta.dirname, '../../docs/samples')

const readSample = (name: string) => readFile(path.join(SAMPLES_DIR, name))

/** GET /api/samples/{file}: the sample sheets of docs/samples, to download or to import by their link. */
export function samplesRoute(): Middleware {
  const under = SAMPLES_PATH.slice(API_PREFIX.length)
  return async (ctx, next) => {
    if (!ctx.path.startsWith(`${under}/`) || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next()
    const name = sampleNamed(`${API_PREFIX}${ctx.path}`)
    if (!name) {
      ctx.status = 404
      ctx.body = { name: 'NotFound', message: 'No such sample', code: 404, className: 'not-found' }
      return
    }
    ctx.type = 'text/csv; charset=utf-8'
    ctx.set('Content-Disposition', `attachment; filename="${name}"`)
    ctx.set('Cache-Control', 'no-cache')
    ctx.body = await readSample(name)
  }
}

/**
 * The bytes of a sample sheet when `link` names one on this server's own address (the host the request
 * came to, or the configured public address): the import reads it from disk rather than fetching it, so
 * it works offline and without letting imports reach this machine's other addresses.
 */
export async function ownSample(link: string, ownHosts: readonly (string | undefined)[]): Promise<Buffer | undefined> {
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (!ownHosts.some((host) => host && host.toLowerCase() === url.host.toLowerCase())) return undefined
  const name = sampleNamed(url.pathname)
  return name ? readSample(name) : undefined
}
