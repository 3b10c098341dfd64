import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, startTestServer, type TestServer } from '../harness'

// a built console as the build leaves it: each file with its brotli and gzip copies beside it
const dir = mkdtempSync(path.join(tmpdir(), 'console-build-'))
const script = `console.log(${JSON.stringify('the console '.repeat(400))})\n`
mkdirSync(path.join(dir, 'assets'))
writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Console</title>')
writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script)
writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script))
writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(script))

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ consoleDir: dir })
})
afterAll(async () => {
  await server.close()
  rmSync(dir, { recursive: true, force: true })
})

const get = (url: string, encodings: string, token?: string) =>
  fetch(url, { headers: { 'Accept-Encoding': encodings, ...(token ? { Authorization: `Bearer ${token}` } : {}) } })

describe('compression', () => {
  it('sends a built file as its brotli or gzip copy, as the browser takes it, cached for a year', async () => {
    const br = await get(`${server.url}/assets/index-abc123.js`, 'gzip, br')
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('content-length')).toBe(String(brotliCompressSync(script).length))
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i)
    expect(br.headers.get('cache-control')).toMatch(/immutable/)
    expect(br.headers.get('content-type')).toMatch(/javascript/)
    expect(await br.text()).toBe(script)

    const gzip = await get(`${server.url}/assets/index-abc123.js`, 'gzip')
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(await gzip.text()).toBe(script)

    const plain = await get(`${server.url}/assets/index-abc123.js`, 'identity')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(script)))
  })

  it('serves no source map', async () => {
    expect((await get(`${server.url}/assets/index-abc123.js.map`, 'identity')).status).toBe(404)
  })

  it('compresses an API answer from 1 kB, and leaves a smaller one as it is', async () => {
    const token = await server.signIn(ADMIN.email, ADMIN.password)
    const countries = await get(`${server.url}/api/countries?$limit=250`, 'br, gzip', token)
    expect(countries.status).toBe(200)
    expect(countries.headers.get('content-encoding')).toBe('br')
    expect(((await countries.json()) as { data: unknown[] }).data.length).toBeGreaterThan(100)

    const health = await get(`${server.url}/api/health`, 'br, gzip')
    expect(health.headers.get('content-encoding')).toBeNull()
    expect(await health.json()).toEqual({ status: 'ok' })
  })
})
