import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, startTestServer, type TestServer } from '../harness'

// a built console: its index and one of its scripts
const consoleDir = mkdtempSync(path.join(tmpdir(), 'console-headers-'))
mkdirSync(path.join(consoleDir, 'assets'))
writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>Console</title>')
writeFileSync(path.join(consoleDir, 'assets', 'index-abc123.js'), 'console.log("console")\n')
const filesDir = mkdtempSync(path.join(tmpdir(), 'console-headers-files-'))

const CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https: http:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';')

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer({ consoleDir, filesDir })
  token = await server.signIn(ADMIN.email, ADMIN.password)
})
afterAll(async () => {
  await server.close()
  rmSync(consoleDir, { recursive: true, force: true })
  rmSync(filesDir, { recursive: true, force: true })
})

const get = (address: string, init: RequestInit = {}) => fetch(new URL(address, server.url), init)
const bearer = () => ({ headers: { Authorization: `Bearer ${token}` } })

/** The headers every answer carries, whatever it is. */
function expectSecurityHeaders(response: Response, csp = CSP) {
  expect({
    csp: response.headers.get('content-security-policy'),
    frameOptions: response.headers.get('x-frame-options'),
    noSniff: response.headers.get('x-content-type-options'),
    referrer: response.headers.get('referrer-policy'),
    poweredBy: response.headers.get('x-powered-by'),
    hsts: response.headers.get('strict-transport-security'),
    // a full load from another page would take a new renderer process (see securityHeaders.ts)
    openerPolicy: response.headers.get('cross-origin-opener-policy'),
  }).toEqual({
    csp,
    frameOptions: 'DENY',
    noSniff: 'nosniff',
    referrer: 'no-referrer',
    poweredBy: null,
    hsts: null,
    openerPolicy: null,
  })
}

describe('security headers', () => {
  it('on a console file', async () => {
    const script = await get('/assets/index-abc123.js')
    expect(script.status).toBe(200)
    expectSecurityHeaders(script)
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin')
  })

  it("on the SPA fallback: the index at a console route, and the console's own index", async () => {
    for (const route of ['/admin/users', '/analyst/entities/editor/42', '/']) {
      const page = await get(route)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<title>Console</title>')
      expectSecurityHeaders(page)
    }
  })

  it('on API answers, compressed or not', async () => {
    const health = await get('/api/health')
    expect(health.status).toBe(200)
    expectSecurityHeaders(health)
    const countries = await get('/api/countries?$limit=250', {
      headers: { ...bearer().headers, 'Accept-Encoding': 'br' },
    })
    expect(countries.headers.get('content-encoding')).toBe('br')
    expectSecurityHeaders(countries)
  })

  it('on API errors: 401, 403, 404, 400 and 405', async () => {
    const errors = [
      [await get('/api/users'), 401],
      [await get('/api/no-such-service', bearer()), 404],
      [
        await get('/api/users', {
          method: 'POST',
          headers: { ...bearer().headers, 'Content-Type': 'application/json' },
          body: '{not json',
        }),
        400,
      ],
      [await get('/api/users/00000000-0000-4000-8000-000000000000', { ...bearer(), method: 'PUT' }), 405],
    ] as const
    for (const [response, status] of errors) {
      expect(response.status).toBe(status)
      expect(response.headers.get('content-type')).toMatch(/json/)
      expectSecurityHeaders(response)
    }
  })

  it("on the storage endpoints; a stored file may be shown by other sites, as a public bucket's", async () => {
    const missing = await get('/api/storage/files/media/nothing/here.png')
    expect(missing.status).toBe(404)
    expectSecurityHeaders(missing)
    const refused = await get('/api/storage/upload', { method: 'POST', body: new FormData() })
    expect(refused.status).toBe(400)
    expectSecurityHeaders(refused)

    const key = await server.app.get('storage').save('notes.txt', 'text/plain', Buffer.from('notes'))
    const file = await get(`/api/storage/files/${key}`)
    expect(file.status).toBe(200)
    expectSecurityHeaders(file)
    expect(file.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
  })
})

describe('with a maps key, the console may load Google Maps', () => {
  let withMaps: TestServer
  beforeAll(async () => {
    withMaps = await startTestServer({ consoleDir, googleMaps: true })
  })
  afterAll(() => withMaps.close())

  it("adds Google's hosts for scripts, styles, fonts, calls, frames and workers, and sends the origin as referrer", async () => {
    const page = await fetch(`${withMaps.url}/analyst/events/1`)
    const directives = new Map(
      (page.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
        const [name, ...sources] = directive.split(' ')
        return [name, sources]
      }),
    )
    expect(directives.get('script-src')).toEqual([
      "'self'",
      "'unsafe-eval'",
      'blob:',
      'https://*.googleapis.com',
      'https://*.gstatic.com',
      '*.google.com',
      'https://*.ggpht.com',
      '*.googleusercontent.com',
    ])
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'])
    expect(directives.get('font-src')).toEqual(["'self'", 'https://fonts.gstatic.com'])
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      'https://*.googleapis.com',
      '*.google.com',
      'https://*.gstatic.com',
      'data:',
      'blob:',
    ])
    expect(directives.get('frame-src')).toEqual(['*.google.com'])
    expect(directives.get('worker-src')).toEqual(['blob:'])
    expect(directives.get('frame-ancestors')).toEqual(["'none'"])
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})
