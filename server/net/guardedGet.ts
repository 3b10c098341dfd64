import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { BadRequest, FeathersError, Unprocessable } from '@feathersjs/errors'

export interface GuardedGetOptions {
  /** Whether the server may connect to this address (checked for every address a host resolves to, at every hop). */
  allowAddress: (address: string) => boolean
  timeoutMs?: number
  /** the Accept header sent */
  accept?: string
}

const MAX_REDIRECTS = 3

/** Why an address could not be downloaded. */
export const downloadMessages = {
  invalidUrl: 'Invalid URL',
  scheme: 'Only http and https addresses can be downloaded',
  privateAddress: 'Addresses of this server and of private networks cannot be downloaded',
  notFound: 'The address could not be found',
  unreachable: 'The address could not be reached',
  timeout: 'The address did not answer in time',
  tooManyRedirects: 'The address redirects too many times',
  status: (status: number) => `The address answered ${status}`,
} as const

const REDIRECTS = new Set([301, 302, 303, 307, 308])

function httpUrl(text: string): URL {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new BadRequest(downloadMessages.invalidUrl)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BadRequest(downloadMessages.scheme)
  return url
}

interface Address {
  address: string
  family: number
}

/** The host's addresses, every one of them allowed; connections then go to these, so DNS cannot answer differently later. */
async function allowedAddresses(host: string, allowAddress: GuardedGetOptions['allowAddress']): Promise<Address[]> {
  let addresses: Address[]
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }]
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true })
    } catch {
      throw new Unprocessable(downloadMessages.notFound)
    }
  }
  if (!addresses.length || !addresses.every(({ address }) => allowAddress(address))) {
    throw new BadRequest(downloadMessages.privateAddress)
  }
  return addresses
}

function request(
  url: URL,
  host: string,
  target: Address,
  accept: string,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
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
        headers: { Host: url.host, Accept: accept, 'User-Agent': 'editorial-console' },
        agent: false,
        signal,
      })
      .on('response', resolve)
      .on('error', reject)
  })
}

/** Asks each allowed address of the host in turn (a name often has an IPv6 and an IPv4 one) until one answers. */
async function get(url: URL, options: GuardedGetOptions, signal: AbortSignal): Promise<http.IncomingMessage> {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  const addresses = await allowedAddresses(host, options.allowAddress)
  for (const [index, target] of addresses.entries()) {
    try {
      return await request(url, host, target, options.accept ?? '*/*', signal)
    } catch (error) {
      if (signal.aborted || index === addresses.length - 1) throw error
    }
  }
  throw new Unprocessable(downloadMessages.unreachable)
}

/**
 * GET of an address given by a user, guarding against SSRF: http(s) only; the host's addresses checked
 * before connecting, at every redirect, which are followed by hand; a deadline over the whole exchange.
 * Answers the 200 response and the signal whose deadline still runs while the caller reads the body;
 * other statuses and failures are Feathers errors saying why.
 */
export async function guardedGet(
  text: string,
  options: GuardedGetOptions,
): Promise<{ response: http.IncomingMessage; signal: AbortSignal }> {
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000)
  let url = httpUrl(text)
  try {
    for (let redirects = 0; ; redirects++) {
      const response = await get(url, options, signal)
      const status = response.statusCode ?? 0
      if (REDIRECTS.has(status) && response.headers.location) {
        response.destroy()
        if (redirects === MAX_REDIRECTS) throw new Unprocessable(downloadMessages.tooManyRedirects)
        url = httpUrl(new URL(response.headers.location, url).toString())
        continue
      }
      if (status !== 200) {
        response.destroy()
        throw new Unprocessable(downloadMessages.status(status))
      }
      return { response, signal }
    }
  } catch (error) {
    throw failure(error, signal)
  }
}

/** A failure while downloading, as a Feathers error: the guard's own, else a timeout or an unreachable address. */
export function failure(error: unknown, signal: AbortSignal): FeathersError {
  if (error instanceof FeathersError) return error
  if (signal.aborted) return new Unprocessable(downloadMessages.timeout)
  return new Unprocessable(downloadMessages.unreachable)
}

/** Reads a response's body, refusing it (`tooLarge`) past `maxBytes`, declared or read. */
export async function readBody(
  response: http.IncomingMessage,
  signal: AbortSignal,
  maxBytes: number,
  tooLarge: () => FeathersError,
): Promise<Buffer> {
  if (Number(response.headers['content-length']) > maxBytes) {
    response.destroy()
    throw tooLarge()
  }
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      size += chunk.length
      // leaving the loop destroys the response: the rest is never read
      if (size > maxBytes) throw tooLarge()
      chunks.push(chunk)
    }
  } catch (error) {
    throw failure(error, signal)
  }
  return Buffer.concat(chunks)
}
