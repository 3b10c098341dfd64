import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isPublicAddress } from '../../net/addresses'
import { fetchImage, proxyMessages } from '../../services/proxy-download/proxy-download.fetch'
import type { ProxiedImage } from '../../services/proxy-download/proxy-download.schema'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, expectError, isoDay, signInAdmin } from '../helpers'
import { PNG, startImageServer, type ImageServer } from './imageServer'

let server: TestServer
let images: ImageServer
let analystToken: string
let adminToken: string
let userToken: string
let trialToken: string

beforeAll(async () => {
  images = await startImageServer()
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  analystToken = (await addSignedInUser(server, adminToken, { role: 'analyst' })).token
  userToken = (await addSignedInUser(server, adminToken, { role: 'user' })).token
  trialToken = (await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })).token
})
afterAll(async () => {
  await server.close()
  await images.close()
})

const proxy = (url: string, token = analystToken) =>
  server.api('GET', '/proxy-download', { token, query: `url=${encodeURIComponent(url)}` })

/** Asserts the refusal and that the image server was never asked. */
async function expectRefused(url: string, status: number, message: string) {
  const before = images.requests.length
  expectError(await proxy(url), status, message)
  expect(images.requests.length).toBe(before)
}

describe('GET /proxy-download without PROXY_DOWNLOAD_ALLOW_PRIVATE', () => {
  it.each([
    ['the loopback address', () => `${images.url}/flag.png`],
    ['localhost', () => `http://localhost:${images.port}/flag.png`],
    ['another loopback address', () => `http://127.1.2.3:${images.port}/flag.png`],
    ['IPv6 loopback', () => `http://[::1]:${images.port}/flag.png`],
    ['IPv4-mapped IPv6 loopback', () => `http://[::ffff:127.0.0.1]:${images.port}/flag.png`],
    ['the unspecified address', () => `http://0.0.0.0:${images.port}/flag.png`],
    ['a loopback address written as a number', () => `http://2130706433:${images.port}/flag.png`],
  ])('refuses %s', async (_label, url) => {
    await expectRefused(url(), 400, proxyMessages.privateAddress)
  })

  it.each([
    'http://10.0.0.1/flag.png',
    'http://10.255.1.2:8080/flag.png',
    'http://172.16.5.4/flag.png',
    'http://192.168.1.10/flag.png',
    'http://169.254.169.254/latest/meta-data/',
    'http://100.64.0.1/flag.png',
    'http://[fd00::1]/flag.png',
    'http://[fe80::1]/flag.png',
    'http://[::ffff:10.0.0.1]/flag.png',
    'https://[::ffff:192.168.0.1]/flag.png',
  ])('refuses the private address of %s', async (url) => {
    await expectRefused(url, 400, proxyMessages.privateAddress)
  })

  it.each(['ftp://example.com/flag.png', 'file:///etc/passwd', 'javascript:alert(1)', 'data:image/png;base64,AAAA'])(
    'refuses the scheme of %s',
    async (url) => {
      await expectRefused(url, 400, proxyMessages.scheme)
    },
  )

  it('refuses what is not a URL, and a missing url', async () => {
    await expectRefused('flag.png', 400, proxyMessages.invalidUrl)
    expectError(await server.api('GET', '/proxy-download', { token: analystToken }), 400, "Missing property 'url'")
    expectError(
      await server.api('GET', '/proxy-download', { token: analystToken, query: 'url=http://a.test/&size=1' }),
      400,
      "Unknown property 'size'",
    )
  })

  it('needs a token, and refuses roles user and trial', async () => {
    expectError(await server.api('GET', '/proxy-download', { query: 'url=http://example.com/a.png' }), 401)
    expectError(await proxy('http://example.com/a.png', userToken), 403, 'You are not allowed to do this')
    expectError(await proxy('http://example.com/a.png', trialToken), 403, 'You are not allowed to do this')
  })

  it('refuses an admin the same', async () => {
    expectError(await proxy(`${images.url}/flag.png`, adminToken), 400, proxyMessages.privateAddress)
    expect(images.requests).toEqual([])
  })
})

describe('the address check', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.31.255.255',
    '192.168.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '::ffff:8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001::1'])(
    'allows %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true)
    },
  )
})

describe('fetchImage', () => {
  const onlyThisLoopback = (address: string) => address === '127.0.0.1'

  it('checks the address again at every redirect', async () => {
    await expect(
      fetchImage(`${images.url}/to-other-loopback?port=${images.port}`, { allowAddress: onlyThisLoopback }),
    ).rejects.toMatchObject({ code: 400, message: proxyMessages.privateAddress })
    const answer = await fetchImage(`${images.url}/redirect`, { allowAddress: onlyThisLoopback })
    const image = JSON.parse(await text(answer)) as ProxiedImage
    expect(Buffer.from(image.data, 'base64').equals(PNG)).toBe(true)
  })

  it('gives up on an address that does not answer in time', async () => {
    await expect(
      fetchImage(`${images.url}/slow`, { allowAddress: onlyThisLoopback, timeoutMs: 300 }),
    ).rejects.toMatchObject({ code: 422, message: proxyMessages.timeout })
  })

  it('says when a host cannot be found', async () => {
    await expect(
      fetchImage('http://no-such-host.invalid/flag.png', { allowAddress: () => true }),
    ).rejects.toMatchObject({ code: 422, message: proxyMessages.notFound })
  })
})
