import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_MAX_BYTES } from '../../../common/uploads'
import type { S3Config } from '../../config'
import { S3FileStorage } from '../../storage/s3'
import { startTestServer, type TestServer } from '../harness'
import { signInAdmin } from '../helpers'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

interface Presigned {
  endpoint_url: string
  params: Record<string, string>
}

let bucket: Server
let bucketUrl: string
const requests: string[] = []
/** Objects the fake bucket received by PutObject, by path. */
const puts = new Map<string, { contentType?: string; body: Buffer }>()
let server: TestServer

const s3Config = (publicUrl?: string): S3Config => ({
  bucket: 'test-bucket',
  region: 'eu-west-1',
  endpoint: bucketUrl,
  accessKeyId: 'AKIATEST',
  secretAccessKey: 'secret',
  publicUrl,
})

beforeAll(async () => {
  // stands in for the bucket's GetObject: the SDK asks for /<bucket>/<key> on a path-style endpoint
  bucket = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`)
    if (request.method === 'PUT') {
      const chunks: Buffer[] = []
      request.on('data', (chunk: Buffer) => chunks.push(chunk))
      request.on('end', () => {
        const path = (request.url ?? '').split('?')[0]
        puts.set(path, { contentType: request.headers['content-type'], body: Buffer.concat(chunks) })
        response.writeHead(200, { ETag: '"put"' })
        response.end()
      })
      return
    }
    if (request.url?.startsWith('/test-bucket/media/1234/flag.png?')) {
      response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': PNG.length, ETag: '"abc"' })
      response.end(PNG)
    } else {
      response.writeHead(404, { 'Content-Type': 'application/xml' })
      response.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>No such key</Message></Error>')
    }
  })
  await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve))
  bucketUrl = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`
  server = await startTestServer({ s3: s3Config() })
})
afterAll(async () => {
  await server.close()
  await new Promise<void>((resolve) => bucket.close(() => resolve()))
})

describe('file storage on an S3 bucket (S3_BUCKET set)', () => {
  it('answers a presigned POST for the bucket, limited to 49,000,000 bytes and the given type', async () => {
    const token = await signInAdmin(server)
    const { status, body } = await server.api<Presigned>('POST', '/media', {
      token,
      body: { filename: 'flag.png', contentType: 'image/png' },
    })
    expect(status).toBe(201)
    expect(body.endpoint_url).toBe(`${bucketUrl}/test-bucket`)
    expect(body.params).toMatchObject({
      key: expect.stringMatching(/^media\/[0-9a-f-]{36}\/flag\.png$/),
      'Content-Type': 'image/png',
      success_action_status: '201',
      bucket: 'test-bucket',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': expect.stringMatching(/^AKIATEST\/\d{8}\/eu-west-1\/s3\/aws4_request$/),
      'X-Amz-Signature': expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    const policy = JSON.parse(Buffer.from(body.params.Policy, 'base64').toString('utf8')) as { conditions: unknown[] }
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 0, UPLOAD_MAX_BYTES],
        { 'Content-Type': 'image/png' },
        { success_action_status: '201' },
        { key: body.params.key },
      ]),
    )
  })

  it('has no upload endpoint of its own', async () => {
    const response = await fetch(`${server.url}/api/storage/upload`, { method: 'POST', body: new FormData() })
    expect(response.status).toBe(404)
  })

  it('streams a stored file from the bucket with its content type, and answers 404 for a missing one', async () => {
    const file = await fetch(`${server.url}/api/storage/files/media/1234/flag.png`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true)
    expect(requests).toContainEqual(expect.stringMatching(/^GET \/test-bucket\/media\/1234\/flag\.png\?/))
    const missing = await fetch(`${server.url}/api/storage/files/media/1234/other.png`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('<Code>NoSuchKey</Code>')
  })

  it('points to the public address of the bucket when S3_PUBLIC_URL is set', async () => {
    const storage = new S3FileStorage(s3Config('https://cdn.example.com/files'))
    expect(await storage.open('media/1234/flag.png')).toEqual({
      kind: 'redirect',
      url: 'https://cdn.example.com/files/media/1234/flag.png',
    })
    expect(await storage.open('../secret')).toBeNull()
  })
})

describe("the bucket's address in the Content-Security-Policy", () => {
  it('lets the console post the signed forms to the bucket: connect-src names its endpoint', async () => {
    const csp = (await fetch(`${server.url}/api/health`)).headers.get('content-security-policy') ?? ''
    expect(csp.split(';').find((directive) => directive.startsWith('connect-src'))).toBe(
      `connect-src 'self' ${bucketUrl}`,
    )
  })

  it.each<[string, Partial<S3Config>]>([
    ['an AWS bucket', { bucket: 'my-bucket', region: 'eu-west-3', endpoint: undefined }],
    ['an AWS bucket named with dots', { bucket: 'my.media.bucket', region: 'eu-west-3', endpoint: undefined }],
    ['a bucket in an AWS China region', { bucket: 'media', region: 'cn-north-1', endpoint: undefined }],
    ['an S3-compatible server', { bucket: 'media', region: 'auto', endpoint: 'https://account.r2.example.com/' }],
  ])('is where the presigned POST of %s goes', async (_label, overrides) => {
    const storage = new S3FileStorage({ ...s3Config(), ...overrides })
    const { endpoint_url } = await storage.presignPost('flag.png', 'image/png')
    expect(storage.uploadOrigin).toBe(new URL(endpoint_url).origin)
  })
})

describe('bytes the server stores itself on the bucket', () => {
  it('puts them under a new key with their content type', async () => {
    const storage = new S3FileStorage(s3Config())
    const key = await storage.save('flag-fr.png', 'image/png', PNG)
    expect(key).toMatch(/^media\/[0-9a-f-]{36}\/flag-fr\.png$/)
    const put = puts.get(`/test-bucket/${key}`)
    expect(put?.contentType).toBe('image/png')
    expect(put?.body.equals(PNG)).toBe(true)
  })
})
