import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { BadRequest, FeathersError, Unprocessable } from '@feathersjs/errors'
import { IMAGE_MAX_BYTES } from '../../../common/uploads'

/** What GET /proxy-download answers: the image's type (from its bytes), its size and its bytes in base64. */
export interface ProxiedImage {
  contentType: string
  size: number
  data: string
}

export interface FetchImageOptions {
  /** Whether the server may connect to this address (checked for every address a host resolves to, at every hop). */
  allowAddress: (address: string) => boolean
  timeoutMs?: number
}

const MAX_REDIRECTS = 3

export const proxyMessages = {
  invalidUrl: 'Invalid URL',
  scheme: 'Only http and https addresses can be downloaded',
  privateAddress: 'Addresses of this server and of private networks cannot be downloaded',
  notFound: 'The address could not be found',
  unreachable: 'The address could not be reached',
  timeout: 'The address did not answer in time',
  tooManyRedirects: 'The address redirects too many times',
  notAnImage: 'The address did not answer an image (png, jpeg, gif or webp)',
  tooLarge: `The image is larger than ${IMAGE_MAX_BYTES.toLocaleString('en-US')} bytes`,
  status: (status: number) => `The address answered ${status}`,
} as const

const REDIRECTS = new Set([301, 302, 303, 307, 308])

/** The image types a browser shows, told by their first bytes. */
const SIGNATURES: { type: string; matches: (bytes: Buffer) => boolean }[] = [
  {
    type: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/gif', matches: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
]

function httpUrl(text: string): URL {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new BadRequest(proxyMessages.invalidUrl)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BadRequest(proxyMessages.scheme)
  return url
}

interface Address {
  address: string
  family: number
}

/** The host's addresses, every one of them allowed; connections then go to these, so DNS cannot answer differently later. */
async function allowedAddresses(host: string, allowAddress: FetchImageOptions['allowAddress']): Promise<Address[]> {
  let addresses: Address[]
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }]
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true })
    } catch {
      throw new Unprocessable(proxyMessages.notFound)
    }
  }
  if (!addresses.length || !addresses.every(({ address }) => allowAddress(address))) {
    throw new BadRequest(proxyMessages.privateAddress)
  }
  return addresses
}

function request(url: URL, host: string, target: Address, signal: AbortSignal): Promise<http.IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    client
      .get({
        host: target.address,
        family: target.family,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        // the certificate is checked against the name asked for, not the address connected to
        servername: isIP(host) ? undefined : host,
        headers: { Host: url.host, Accept: 'image/*', 'User-Agent': 'editorial-console proxy-download' },
        agent: false,
        signal,
      })
      .on('response', resolve)
      .on('error', reject)
  })
}

/** Asks each allowed address of the host in turn (a name often has an IPv6 and an IPv4 one) until one answers. */
async function get(url: URL, options: FetchImageOptions, signal: AbortSignal): Promise<http.IncomingMessage> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  const addresses = await allowedAddresses(host, options.allowAddress)
  for (const [index, target] of addresses.entries()) {
    try {
      return await request(url, host, target, signal)
    } catch (error) {
      if (signal.aborted || index === addresses.length - 1) throw error
    }
  }
  throw new Unprocessable(proxyMessages.unreachable)
}

async function readImage(response: http.IncomingMessage): Promise<ProxiedImage> {
  const declared = (response.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
  if (!declared.startsWith('image/')) {
    response.destroy()
    throw new Unprocessable(proxyMessages.notAnImage)
  }
  if (Number(response.headers['content-length']) > IMAGE_MAX_BYTES) {
    response.destroy()
    throw new Unprocessable(proxyMessages.tooLarge)
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length
    // leaving the loop destroys the response: the rest is never read
    if (size > IMAGE_MAX_BYTES) throw new Unprocessable(proxyMessages.tooLarge)
    chunks.push(chunk)
  }
  const bytes = Buffer.concat(chunks)
  const type = SIGNATURES.find((signature) => signature.matches(bytes))?.type
  if (!type) throw new Unprocessable(proxyMessages.notAnImage)
  return { contentType: type, size, data: bytes.toString('base64') }
}

/**
 * Downloads an image for the console (spec 2 §7), guarding against SSRF: http(s) only; the host's
 * addresses checked before connecting, at every redirect, which are followed by hand; a deadline;
 * only images, told by their bytes, and no more than IMAGE_MAX_BYTES read.
 */
export async function fetchImage(text: string, options: FetchImageOptions): Promise<ProxiedImage> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000)
  let url = httpUrl(text)
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await get(url, options, signal)
      const status = response.statusCode ?? 0
      if (REDIRECTS.has(status) && response.headers.location) {
        response.destroy()
        if (redirects === MAX_REDIRECTS) throw new Unprocessable(proxyMessages.tooManyRedirects)
        url = httpUrl(new URL(response.headers.location, url).toString())
        continue
      }
      if (status !== 200) {
        response.destroy()
        throw new Unprocessable(proxyMessages.status(status))
      }
      return await readImage(response)
    }
  } catch (error) {
    if (error instanceof FeathersError) throw error
    if (signal.aborted) throw new Unprocessable(proxyMessages.timeout)
    throw new Unprocessable(proxyMessages.unreachable)
  }
}
