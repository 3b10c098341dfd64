import { createHash } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { IMAGE_MAX_BYTES, UPLOAD_MAX_BYTES } from '../../../common/uploads'
import { fileTypeNotAllowed } from '../../services/media/media.class'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, expectError, expectNothingWritten, isoDay, signInAdmin } from '../helpers'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

interface Presigned {
  endpoint_url: string
  params: Record<string, string>
}

interface Policy {
  expiration: string
  conditions: unknown[]
}

let server: TestServer
let filesDir: string
let adminToken: string
let analystToken: string
let userToken: string
let trialToken: string

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'media-test-'))
  server = await startTestServer({ filesDir })
  adminToken = await signInAdmin(server)
  analystToken = (await addSignedInUser(server, adminToken, { role: 'analyst' })).token
  userToken = (await addSignedInUser(server, adminToken, { role: 'user' })).token
  trialToken = (await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })).token
})
afterAll(async () => {
  await server.close()
  await rm(filesDir, { recursive: true, force: true })
})
afterEach(() => {
  vi.useRealTimers()
})

/** POST /api/media form-encoded, as the spec's console sends it. */
async function presignForm(fields: Record<string, string>, token?: string) {
  const response = await fetch(`${server.url}/api/media`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  })
  return { status: response.status, body: (await response.json()) as Presigned }
}

async function presign(filename = 'Flag of France.png', contentType = 'image/png') {
  const response = await presignForm({ filename, contentType }, analystToken)
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

/** The multipart POST of the params, then the file, to the endpoint (relative to the site). */
async function upload(presigned: Presigned, file: Uint8Array<ArrayBuffer>, params = presigned.params) {
  const form = new FormData()
  for (const [name, value] of Object.entries(params)) form.append(name, value)
  form.append('file', new Blob([file]), 'upload.bin')
  const response = await fetch(new URL(presigned.endpoint_url, server.url), { method: 'POST', body: form })
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() }
}

const xmlValue = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1]

function expectStorageError(
  response: { status: number; text: string },
  status: number,
  code: string,
  message?: string,
) {
  expect({ status: response.status, code: xmlValue(response.text, 'Code') }).toEqual({ status, code })
  if (message) expect(xmlValue(response.text, 'Message')).toBe(message)
}

/** Every regular file under the storage folder, temporary ones included. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name))
}

/** Runs a refused upload and asserts that the storage holds exactly what it held before. */
async function expectNothingStored<T>(call: () => Promise<T>): Promise<T> {
  const before = await storedFiles()
  const result = await call()
  expect(await storedFiles()).toEqual(before)
  return result
}

const decodePolicy = (params: Record<string, string>) =>
  JSON.parse(Buffer.from(params.Policy, 'base64').toString('utf8')) as Policy
const encodePolicy = (policy: Policy) => Buffer.from(JSON.stringify(policy)).toString('base64')

describe('POST /media', () => {
  it('answers a signed form for the local endpoint, form-encoded as the spec sends it', async () => {
    const { endpoint_url, params } = await presign()
    expect(endpoint_url).toBe('/api/storage/upload')
    expect(params).toEqual({
      key: expect.stringMatching(/^media\/[0-9a-f-]{36}\/Flag-of-France\.png$/),
      'Content-Type': 'image/png',
      success_action_status: '201',
      Policy: expect.any(String),
      Signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    const policy = decodePolicy(params)
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { key: params.key },
        { 'Content-Type': 'image/png' },
        ['content-length-range', 0, UPLOAD_MAX_BYTES],
      ]),
    )
    const lifetime = Date.parse(policy.expiration) - Date.now()
    expect(lifetime).toBeGreaterThan(9 * 60_000)
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000)
  })

  it('signs the image picker’s uploads for png and jpeg only, up to 21.9 MB', async () => {
    const { status, body } = await presignForm(
      { filename: 'logo.jpg', contentType: 'image/jpg', purpose: 'image' },
      analystToken,
    )
    expect(status).toBe(201)
    expect(body.params['Content-Type']).toBe('image/jpeg')
    expect(decodePolicy(body.params).conditions).toContainEqual(['content-length-range', 0, IMAGE_MAX_BYTES])
    for (const contentType of ['image/gif', 'application/pdf']) {
      const refused = await presignForm({ filename: 'x', contentType, purpose: 'image' }, analystToken)
      expect(refused.status).toBe(400)
      expect((refused.body as unknown as { message: string }).message).toBe('Choose a PNG or JPEG image')
    }
    const tooLarge = await expectNothingStored(() => upload(body, Buffer.alloc(IMAGE_MAX_BYTES + 1, 1)))
    expect(tooLarge.status).toBe(400)
    expect(xmlValue(tooLarge.text, 'Code')).toBe('EntityTooLarge')
  })

  it('accepts JSON too, from an admin, and gives every upload its own key', async () => {
    const first = await server.api<Presigned>('POST', '/media', {
      token: adminToken,
      body: { filename: 'report.pdf', contentType: 'application/pdf' },
    })
    expect(first.status).toBe(201)
    const second = await presign('report.pdf', 'application/pdf')
    expect(first.body.params.key).toMatch(/^media\/[0-9a-f-]{36}\/report\.pdf$/)
    expect(second.params.key).not.toBe(first.body.params.key)
  })

  it('keeps only safe characters of the file name and reads image/jpg as image/jpeg', async () => {
    const { params } = await presign('../../Été à Paris <1>.JPG', 'image/jpg')
    expect(params.key).toMatch(/^media\/[0-9a-f-]{36}\/Ete-a-Paris-1-.JPG$/)
    expect(params['Content-Type']).toBe('image/jpeg')
  })

  it.each(['text/html', 'image/svg+xml', 'application/x-msdownload', 'application/octet-stream'])(
    'refuses the type %s',
    async (contentType) => {
      const response = await expectNothingWritten(server.db, () =>
        expectNothingStored(() => presignForm({ filename: 'file', contentType }, analystToken)),
      )
      expectError(response, 400, fileTypeNotAllowed)
    },
  )

  it('refuses a missing file name, an unknown field and a name over 254 characters', async () => {
    expectError(await presignForm({ contentType: 'image/png' }, analystToken), 400, "Missing property 'filename'")
    expectError(
      await presignForm({ filename: 'a.png', contentType: 'image/png', acl: 'public-read' }, analystToken),
      400,
      "Unknown property 'acl'",
    )
    expectError(
      await presignForm({ filename: `${'a'.repeat(251)}.png`, contentType: 'image/png' }, analystToken),
      400,
      'Value too long: filename',
    )
  })

  it('needs a token, and refuses roles user and trial', async () => {
    const fields = { filename: 'a.png', contentType: 'image/png' }
    expectError(await presignForm(fields), 401)
    expectError(await presignForm(fields, userToken), 403, 'You are not allowed to do this')
    expectError(await presignForm(fields, trialToken), 403, 'You are not allowed to do this')
  })
})

describe('the local upload endpoint', () => {
  it('stores the file, answers S3 XML, and serves the file back with its content type', async () => {
    const presigned = await presign()
    const response = await upload(presigned, PNG)
    expect(response.status, response.text).toBe(201)
    expect(response.type).toMatch(/^application\/xml/)
    const key = presigned.params.key
    const location = `/api/storage/files/${key}`
    expect(response.text).toContain('<PostResponse>')
    expect(xmlValue(response.text, 'Key')).toBe(key)
    expect(xmlValue(response.text, 'Location')).toBe(location)
    expect(xmlValue(response.text, 'Bucket')).toBe('local')
    expect(xmlValue(response.text, 'ETag')).toBe(`"${createHash('md5').update(PNG).digest('hex')}"`)

    const file = await fetch(new URL(location, server.url))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('keeps bytes the server stores itself under a new key and serves them back (the demo flags)', async () => {
    const storage = server.app.get('storage')
    const key = await storage.save('Flag of Åland.png', 'image/png', PNG)
    expect(key).toMatch(/^media\/[0-9a-f-]{36}\/Flag-of-Aland\.png$/)
    expect(await storage.save('Flag of Åland.png', 'image/png', PNG)).not.toBe(key)
    const file = await fetch(new URL(`/api/storage/files/${key}`, server.url))
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('serves documents as downloads', async () => {
    const presigned = await presign(
      'notes.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect((await upload(presigned, Buffer.from('PK fake docx'))).status).toBe(201)
    const file = await fetch(new URL(`/api/storage/files/${presigned.params.key}`, server.url))
    expect(file.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="notes.docx"')
  })

  it('accepts a file of exactly 49,000,000 bytes', async () => {
    const presigned = await presign('big.pdf', 'application/pdf')
    const response = await upload(presigned, Buffer.alloc(UPLOAD_MAX_BYTES, 1))
    expect(response.status, response.text).toBe(201)
    const head = await fetch(new URL(`/api/storage/files/${presigned.params.key}`, server.url), { method: 'HEAD' })
    expect(head.headers.get('content-length')).toBe(String(UPLOAD_MAX_BYTES))
  })

  it('refuses a file of 49,000,001 bytes while it streams, and stores nothing', async () => {
    const presigned = await presign('big.pdf', 'application/pdf')
    const response = await expectNothingStored(() => upload(presigned, Buffer.alloc(UPLOAD_MAX_BYTES + 1, 1)))
    expectStorageError(response, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size')
    expect((await fetch(new URL(`/api/storage/files/${presigned.params.key}`, server.url))).status).toBe(404)
    // a refused upload stored nothing, so its form is not used up
    expect((await upload(presigned, Buffer.from('%PDF-1.4 small'))).status).toBe(201)
  })

  it('refuses a request announcing far more than the limit before reading it', async () => {
    const presigned = await presign('big.pdf', 'application/pdf')
    const response = await expectNothingStored(() => upload(presigned, Buffer.alloc(UPLOAD_MAX_BYTES + 200_000)))
    expectStorageError(response, 400, 'EntityTooLarge')
  })

  it('removes what it had received of an upload the client abandons', async () => {
    const presigned = await presign('big.pdf', 'application/pdf')
    const before = await storedFiles()
    const boundary = 'abandoned-upload'
    const head = Object.entries(presigned.params)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('')
    const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n\r\n`
    const request = httpRequest(new URL(presigned.endpoint_url, server.url), {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': 10_000_000 },
    })
    request.on('error', () => undefined)
    request.write(head + fileHead)
    request.write(Buffer.alloc(1_000_000, 1))
    await expect.poll(async () => (await storedFiles()).length).toBeGreaterThan(before.length)
    request.destroy()
    await expect.poll(storedFiles).toEqual(before)
  })

  it('refuses a content type other than the signed one', async () => {
    const presigned = await presign()
    const response = await expectNothingStored(() =>
      upload(presigned, Buffer.from('<script>alert(1)</script>'), { ...presigned.params, 'Content-Type': 'text/html' }),
    )
    expectStorageError(
      response,
      403,
      'AccessDenied',
      'Invalid according to Policy: Policy Condition failed: {"Content-Type":"image/png"}',
    )
  })

  it('refuses a tampered policy', async () => {
    const presigned = await presign()
    const policy = decodePolicy(presigned.params)
    const widened = {
      ...policy,
      conditions: policy.conditions.map((condition) =>
        Array.isArray(condition) && condition[0] === 'content-length-range'
          ? ['content-length-range', 0, 10 ** 10]
          : condition,
      ),
    }
    const response = await expectNothingStored(() =>
      upload(presigned, PNG, { ...presigned.params, Policy: encodePolicy(widened) }),
    )
    expectStorageError(
      response,
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    )
  })

  it('refuses a tampered signature and a missing one', async () => {
    const presigned = await presign()
    const signature = presigned.params.Signature
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`
    const tampered = await expectNothingStored(() =>
      upload(presigned, PNG, { ...presigned.params, Signature: flipped }),
    )
    expectStorageError(tampered, 403, 'SignatureDoesNotMatch')
    const { Signature: _signature, ...unsigned } = presigned.params
    expectStorageError(await expectNothingStored(() => upload(presigned, PNG, unsigned)), 403, 'AccessDenied')
  })

  it('refuses an expired policy', async () => {
    const presigned = await presign()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000)
    const response = await expectNothingStored(() => upload(presigned, PNG))
    expectStorageError(response, 403, 'AccessDenied', 'Invalid according to Policy: Policy expired.')
  })

  it('refuses any key but the signed one: another name in its folder, another folder, one that climbs out', async () => {
    const presigned = await presign()
    const { key } = presigned.params
    const folder = key.slice(0, key.lastIndexOf('/') + 1)
    for (const other of [
      `${folder}other.png`,
      'media/00000000-0000-0000-0000-000000000000/x.png',
      `${folder}../../x.png`,
    ]) {
      const response = await expectNothingStored(() => upload(presigned, PNG, { ...presigned.params, key: other }))
      expectStorageError(
        response,
        403,
        'AccessDenied',
        `Invalid according to Policy: Policy Condition failed: ${JSON.stringify({ key })}`,
      )
    }
  })

  it('refuses a field the policy does not name', async () => {
    const presigned = await presign()
    const response = await expectNothingStored(() =>
      upload(presigned, PNG, { ...presigned.params, acl: 'public-read' }),
    )
    expectStorageError(response, 403, 'AccessDenied', 'Invalid according to Policy: Extra input fields: acl')
  })

  it('refuses a form without a file and a body that is not multipart', async () => {
    const presigned = await presign()
    const form = new FormData()
    for (const [name, value] of Object.entries(presigned.params)) form.append(name, value)
    const noFile = await fetch(new URL(presigned.endpoint_url, server.url), { method: 'POST', body: form })
    expectStorageError(
      { status: noFile.status, text: await noFile.text() },
      400,
      'InvalidArgument',
      'POST requires exactly one file upload per request.',
    )
    const notMultipart = await fetch(new URL(presigned.endpoint_url, server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(presigned.params),
    })
    expectStorageError({ status: notMultipart.status, text: await notMultipart.text() }, 400, 'MalformedPOSTRequest')
    expect(await storedFiles()).not.toContainEqual(expect.stringContaining(presigned.params.key))
  })

  it('takes a form once: posted again, it is refused with 412 and the first file stays as it was', async () => {
    const presigned = await presign()
    expect((await upload(presigned, PNG)).status).toBe(201)
    const again = await expectNothingStored(() => upload(presigned, Buffer.from('a different file')))
    expectStorageError(
      again,
      412,
      'PreconditionFailed',
      'This upload form has been used already: a form uploads one file, once. Ask for a new form.',
    )
    expect(again.type).toMatch(/^application\/xml/)
    const file = await fetch(new URL(`/api/storage/files/${presigned.params.key}`, server.url))
    expect(file.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('stores one file of two posts of one form sent side by side, and refuses the other', async () => {
    for (let round = 0; round < 3; round++) {
      const presigned = await presign('race.pdf', 'application/pdf')
      const files = [Buffer.alloc(2_000_000, 'a'), Buffer.alloc(2_000_000, 'b')]
      const before = await storedFiles()
      const responses = await Promise.all(files.map((file) => upload(presigned, file)))
      expect(responses.map((response) => response.status).sort()).toEqual([201, 412])
      const loser = responses.find((response) => response.status === 412)!
      expectStorageError(loser, 412, 'PreconditionFailed')
      const winner = files[responses.findIndex((response) => response.status === 201)]
      const stored = await fetch(new URL(`/api/storage/files/${presigned.params.key}`, server.url))
      expect(Buffer.from(await stored.arrayBuffer()).equals(winner)).toBe(true)
      // the file and its metadata, nothing left in tmp/
      const added = (await storedFiles()).filter((file) => !before.includes(file))
      expect(added.map((file) => path.relative(filesDir, file)).sort()).toEqual([
        path.join('meta', `${presigned.params.key}.json`),
        path.join('objects', presigned.params.key),
      ])
    }
  })

  it('answers 404 for an unknown key and for a path out of the storage', async () => {
    for (const target of [
      '/api/storage/files/media/nothing/here.png',
      '/api/storage/files/..%2f..%2f..%2fpackage.json',
    ]) {
      const response = await fetch(new URL(target, server.url))
      expectStorageError({ status: response.status, text: await response.text() }, 404, 'NoSuchKey')
    }
  })
})
