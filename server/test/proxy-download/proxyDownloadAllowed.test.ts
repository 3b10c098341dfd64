import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROXY_DOWNLOAD_MAX_BYTES } from '../../../common/uploads'
import { proxyMessages } from '../../services/proxy-download/proxy-download.fetch'
import type { ProxiedImage } from '../../services/proxy-download/proxy-download.schema'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, expectError, signInAdmin } from '../helpers'
import { PNG, startImageServer, type ImageServer } from './imageServer'

let server: TestServer
let images: ImageServer
let analystToken: string

beforeAll(async () => {
  images = await startImageServer()
  server = await startTestServer({ proxyDownloadAllowPrivate: true })
  const adminToken = await signInAdmin(server)
  analystToken = (await addSignedInUser(server, adminToken, { role: 'analyst' })).token
})
afterAll(async () => {
  await server.close()
  await images.close()
})

const proxy = (path: string) =>
  server.api<ProxiedImage>('GET', '/proxy-download', {
    token: analystToken,
    query: `url=${encodeURIComponent(`${images.url}${path}`)}`,
  })

describe('GET /proxy-download with PROXY_DOWNLOAD_ALLOW_PRIVATE=true', () => {
  it('answers the image as base64 with its type and size', async () => {
    const response = await proxy('/flag.png')
    expect(response.status).toBe(200)
    expect(response.body).toEqual({ contentType: 'image/png', size: PNG.length, data: PNG.toString('base64') })
  })

  it('fetches from a host name', async () => {
    const response = await server.api<ProxiedImage>('GET', '/proxy-download', {
      token: analystToken,
      query: `url=${encodeURIComponent(`http://localhost:${images.port}/flag.png`)}`,
    })
    expect(response.status).toBe(200)
    expect(response.body.data).toBe(PNG.toString('base64'))
  })

  it('follows up to three redirects', async () => {
    const response = await proxy('/redirect?hops=2')
    expect(response.status).toBe(200)
    expect(response.body.data).toBe(PNG.toString('base64'))
    expect(images.requests.slice(-4)).toEqual(['/redirect', '/redirect', '/redirect', '/flag.png'])
  })

  it('refuses a fourth redirect', async () => {
    const before = images.requests.length
    expectError(await proxy('/redirect?hops=3'), 422, proxyMessages.tooManyRedirects)
    expect(images.requests.slice(before)).toEqual(['/redirect', '/redirect', '/redirect', '/redirect'])
  })

  it('refuses a redirect to another scheme', async () => {
    expectError(await proxy('/to-file'), 400, proxyMessages.scheme)
  })

  it('refuses a page that is not an image, and a page that says it is one', async () => {
    expectError(await proxy('/page.html'), 422, proxyMessages.notAnImage)
    expectError(await proxy('/fake.png'), 422, proxyMessages.notAnImage)
  })

  it(`refuses an image announced larger than ${PROXY_DOWNLOAD_MAX_BYTES} bytes without reading it`, async () => {
    expectError(await proxy('/huge-declared.png'), 422, proxyMessages.tooLarge)
  })

  it('answers an image up to the limit whole, and refuses one a byte over it', async () => {
    const largest = await proxy(`/sized.png?bytes=${PROXY_DOWNLOAD_MAX_BYTES}`)
    expect(largest.status).toBe(200)
    expect(largest.body).toMatchObject({ contentType: 'image/png', size: PROXY_DOWNLOAD_MAX_BYTES })
    const bytes = Buffer.from(largest.body.data, 'base64')
    expect(bytes.length).toBe(PROXY_DOWNLOAD_MAX_BYTES)
    expect(bytes.subarray(0, 8).equals(PNG.subarray(0, 8))).toBe(true)
    expect(bytes.subarray(8).every((byte) => byte === 0)).toBe(true)
    expectError(await proxy(`/sized.png?bytes=${PROXY_DOWNLOAD_MAX_BYTES + 1}`), 422, proxyMessages.tooLarge)
  })

  it('stops reading an image that turns out larger than the limit', async () => {
    expectError(await proxy('/huge.png'), 422, proxyMessages.tooLarge)
    await expect.poll(() => images.hugeCutOff()).toBe(true)
  })

  it('says what the address answered when it is not 200', async () => {
    expectError(await proxy('/missing.png'), 422, 'The address answered 404')
  })
})
