import helmet from 'helmet'
import type { Middleware } from 'koa'

export interface SecurityHeadersOptions {
  /** The console was built with a maps key: its location fields load Google's Maps JavaScript API. */
  googleMaps?: boolean
  /** Origins other than the console's own that the browser sends uploads to (an S3 bucket's endpoint). */
  uploadOrigins?: readonly string[]
}

/**
 * Where the Maps JavaScript API loads its code, fonts and styles from and talks to (Google's published
 * allowlist); its tiles are images, which img-src takes from any https address already.
 */
const GOOGLE_MAPS = {
  'script-src': [
    "'unsafe-eval'",
    'blob:',
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    '*.google.com',
    'https://*.ggpht.com',
    '*.googleusercontent.com',
  ],
  'connect-src': ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  'font-src': ['https://fonts.gstatic.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'frame-src': ['*.google.com'],
  'worker-src': ['blob:'],
} as const satisfies Record<string, readonly string[]>

/**
 * The Content-Security-Policy of every answer: the console's own scripts only, no framing by any
 * page, no plugins. Styles may be inline because MUI (emotion) writes its styles into <style>
 * elements at run time. Images may come from any http(s) address: the feed shows each article's
 * image and its site's favicon where they are (an S3 bucket's public address is one of those too).
 */
function cspDirectives({ googleMaps = false, uploadOrigins = [] }: SecurityHeadersOptions = {}) {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...uploadOrigins],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  if (googleMaps) {
    for (const [directive, sources] of Object.entries(GOOGLE_MAPS)) {
      directives[directive] = [...(directives[directive] ?? []), ...sources]
    }
  }
  return directives
}

/**
 * The security headers of every answer, console files and API alike (helmet): the CSP above,
 * X-Frame-Options DENY for browsers that do not read frame-ancestors, nosniff, no referrer sent
 * (with maps, the origin only: Google checks a maps key against it), and helmet's other defaults.
 * Strict-Transport-Security is left to the proxy that ends TLS: it knows which hosts serve https.
 * No Cross-Origin-Opener-Policy: with `same-origin`, every full load of the console from another page
 * (a new tab, a link from elsewhere) moved it into a new browsing context group and a renderer process
 * of its own, and an editor's warm open took 720 ms instead of 430; the CSP and frame-ancestors already
 * keep other pages from framing or scripting it.
 */
export function securityHeaders(options: SecurityHeadersOptions = {}): Middleware {
  const setHeaders = helmet({
    // helmet checks every source (quotes, no `;` smuggled in through a configured address)
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: options.googleMaps ? 'strict-origin-when-cross-origin' : 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
  })
  return async (ctx, next) => {
    await new Promise<void>((resolve, reject) =>
      setHeaders(ctx.req, ctx.res, (error) => (error ? reject(error) : resolve())),
    )
    await next()
  }
}
