import { Readable } from 'node:stream'
import { Unprocessable } from '@feathersjs/errors'
import { PROXY_DOWNLOAD_MAX_BYTES } from '../../../common/uploads'
import { downloadMessages, guardedGet, readBody, type GuardedGetOptions } from '../../net/guardedGet'

export const proxyMessages = {
  ...downloadMessages,
  notAnImage: 'The address did not answer an image (png, jpeg, gif or webp)',
  tooLarge: `The image is larger than ${PROXY_DOWNLOAD_MAX_BYTES.toLocaleString('en-US')} bytes`,
} as const

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

/** Bytes encoded at a time: a multiple of 3, so that the pieces of base64 join without padding between them. */
const ENCODED_AT_ONCE = 48 * 1024

/**
 * The answer of ProxiedImage as JSON, its base64 encoded piece by piece as the client reads: the image's
 * bytes are held once, never their base64 nor the JSON whole.
 */
function proxiedImageJson(contentType: string, bytes: Buffer): Readable {
  function* pieces() {
    yield `{"contentType":${JSON.stringify(contentType)},"size":${bytes.length},"data":"`
    for (let at = 0; at < bytes.length; at += ENCODED_AT_ONCE) {
      yield bytes.subarray(at, at + ENCODED_AT_ONCE).toString('base64')
    }
    yield '"}'
  }
  return Readable.from(pieces())
}

/**
 * Downloads an image for the console (spec 2 §7) through the SSRF guard of guardedGet: only images,
 * told by their bytes, and no more than PROXY_DOWNLOAD_MAX_BYTES read (refused before the answer starts,
 * so that a refusal is a 4xx with its message). Answers ProxiedImage as a JSON stream.
 */
export async function fetchImage(text: string, options: Omit<GuardedGetOptions, 'accept'>): Promise<Readable> {
  const { response, signal } = await guardedGet(text, { ...options, accept: 'image/*' })
  const declared = (response.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
  if (!declared.startsWith('image/')) {
    response.destroy()
    throw new Unprocessable(proxyMessages.notAnImage)
  }
  const bytes = await readBody(
    response,
    signal,
    PROXY_DOWNLOAD_MAX_BYTES,
    () => new Unprocessable(proxyMessages.tooLarge),
  )
  const type = SIGNATURES.find((signature) => signature.matches(bytes))?.type
  if (!type) throw new Unprocessable(proxyMessages.notAnImage)
  return proxiedImageJson(type, bytes)
}
