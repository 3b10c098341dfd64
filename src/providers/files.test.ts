import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authProvider } from './authProvider'
import { dataProvider } from './dataProvider'
import { UploadError } from './files'
import type { SessionUser } from './session'

const ANA = { id: 'u1', email: 'ana@example.com', name: 'Ana', role: 'analyst' } as SessionUser
const TOKEN = `e30.${btoa(JSON.stringify({ sub: ANA.id, exp: Math.floor(Date.now() / 1000) + 600 }))}.sig`

const presigned = {
  endpoint_url: '/api/storage/upload',
  params: {
    key: 'media/0b8e7f0e-4c1a-4d4e-9a43-2f7f6d1c0a11/flag.png',
    'Content-Type': 'image/png',
    success_action_status: '201',
    Policy: 'eyJleHBpcmF0aW9uIjoiLi4uIn0=',
    Signature: 'abc123',
  },
}

const postResponse = (key: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<PostResponse><Location>/api/storage/files/${key}</Location>` +
  `<Bucket>local</Bucket><Key>${key}</Key><ETag>"d41d8cd98f00b204e9800998ecf8427e"</ETag></PostResponse>`
const s3Error = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
const xml = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/xml' } })
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'flag.png', { type: 'image/png' })

/** fetch answering the sign-in, then each other URL (its path, without the query) as `routes` says. */
function serve(routes: Record<string, () => Response | Promise<Response>>) {
  const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
    url === '/api/authentication' ? json(201, { accessToken: TOKEN, user: ANA }) : routes[url.split('?')[0]](),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}
const callsTo = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls.filter(([url]) => url.split('?')[0] === path) as [string, RequestInit][]

beforeEach(async () => {
  serve({})
  await authProvider.login({ email: ANA.email, password: 'secret' })
})
afterEach(async () => {
  await authProvider.logout({})
  vi.unstubAllGlobals()
})

describe('upload', () => {
  it('asks POST /media for a signed form with the token, then posts its params and the file, and reads the XML', async () => {
    const fetchMock = serve({
      '/api/media': () => json(201, presigned),
      '/api/storage/upload': () => xml(201, postResponse(presigned.params.key)),
    })
    expect(await dataProvider.upload('media', { file: png(), purpose: 'image' })).toEqual({
      key: presigned.params.key,
      location: `/api/storage/files/${presigned.params.key}`,
      name: 'flag.png',
      size: 4,
      contentType: 'image/png',
    })

    const [[, media]] = callsTo(fetchMock, '/api/media')
    expect(media.method).toBe('POST')
    expect(media.headers).toMatchObject({
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Bearer ${TOKEN}`,
    })
    expect(Object.fromEntries(new URLSearchParams(String(media.body)))).toEqual({
      filename: 'flag.png',
      contentType: 'image/png',
      purpose: 'image',
    })

    const [[, upload]] = callsTo(fetchMock, '/api/storage/upload')
    // the signed form is the credential: no token goes to the storage
    expect(upload.headers).toBeUndefined()
    const sent = [...(upload.body as FormData).entries()]
    expect(sent.map(([name]) => name)).toEqual([...Object.keys(presigned.params), 'file'])
    expect(sent.slice(0, -1)).toEqual(Object.entries(presigned.params))
    expect((sent.at(-1)?.[1] as File).name).toBe('flag.png')
  })

  it('tells a file the storage finds too large from its other refusals', async () => {
    serve({
      '/api/media': () => json(201, presigned),
      '/api/storage/upload': () =>
        xml(400, s3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size')),
    })
    await expect(dataProvider.upload('media', { file: png() })).rejects.toMatchObject({ reason: 'tooLarge' })

    serve({
      '/api/media': () => json(201, presigned),
      '/api/storage/upload': () => xml(403, s3Error('AccessDenied', 'Invalid according to Policy: Policy expired.')),
    })
    const error = await dataProvider.upload('media', { file: png() }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UploadError)
    expect(error).toMatchObject({ reason: 'failed', message: 'Invalid according to Policy: Policy expired.' })
  })

  it.each([
    [400, 'BadRequest', 'This type of file cannot be uploaded'],
    [401, 'NotAuthenticated', 'Your session has ended'],
  ])('throws the server’s %i when POST /media refuses, and sends no file', async (code, name, message) => {
    const fetchMock = serve({
      '/api/media': () => json(code, { name, code, message }),
      '/api/storage/upload': () => xml(201, postResponse(presigned.params.key)),
    })
    await expect(dataProvider.upload('media', { file: png() })).rejects.toMatchObject({ code, name, message })
    expect(callsTo(fetchMock, '/api/storage/upload')).toEqual([])
  })
})

describe('sendFile', () => {
  const sheet = () => new File(['Name\r\nHeat\r\n'], 'themes.csv', { type: 'text/csv' })

  it('posts the file as the multipart field `file` with the token, and answers what the service answers', async () => {
    const result = { status: 'success', rows: 1, created: 1, updated: 0, unchanged: 0 }
    const fetchMock = serve({ '/api/import-current-themes': () => json(201, result) })
    expect(await dataProvider.sendFile('import-current-themes', sheet())).toEqual(result)
    const [[, init]] = callsTo(fetchMock, '/api/import-current-themes')
    expect(init.headers).toMatchObject({ Authorization: `Bearer ${TOKEN}` })
    expect((init.body as FormData).get('file')).toMatchObject({ name: 'themes.csv' })
  })

  it('keeps the rows to correct and the reason of a refusal', async () => {
    const refusal = {
      name: 'BadRequest',
      code: 400,
      message: 'Some rows cannot be imported: nothing was imported',
      errors: [{ row: 2, column: 'Name', message: 'Required' }],
      data: { errorCount: 1, reason: 'rows' },
    }
    serve({ '/api/import-current-themes': () => json(400, refusal) })
    await expect(dataProvider.sendFile('import-current-themes', sheet())).rejects.toMatchObject(refusal)
  })
})

describe('download', () => {
  it('asks the resource’s service for the file with the query and the token, and names it as the server does', async () => {
    const fetchMock = serve({
      '/api/facets': () =>
        new Response('Entity\r\n', {
          headers: { 'content-disposition': 'attachment; filename="facets-2026-11-24.csv"' },
        }),
    })
    const file = await dataProvider.download('analyst/assign-facets', {
      stage: 'review',
      $sort: { createdAt: 1 },
      export: true,
    })
    expect(file.fileName).toBe('facets-2026-11-24.csv')
    expect(await file.data.text()).toBe('Entity\r\n')
    const [[url, init]] = callsTo(fetchMock, '/api/facets')
    expect(decodeURIComponent(url)).toBe('/api/facets?stage=review&$sort[createdAt]=1&export=true')
    expect(init).toMatchObject({ method: 'GET', headers: { Authorization: `Bearer ${TOKEN}` } })
  })

  // spec 1 §8: an answer without the server's words reads the generic message
  it('throws the server’s message, or its status with the generic message when the body says none', async () => {
    serve({ '/api/entity-exports': () => json(429, { name: 'TooManyRequests', code: 429, message: 'Wait' }) })
    await expect(dataProvider.download('entity-exports', {})).rejects.toMatchObject({ code: 429, message: 'Wait' })
    serve({ '/api/entity-exports': () => new Response('<html/>', { status: 502, statusText: 'Bad Gateway' }) })
    await expect(dataProvider.download('entity-exports', {})).rejects.toMatchObject({
      code: 502,
      message: 'Something went wrong...',
    })
  })
})

describe('openDownload', () => {
  it('answers the file as it starts to stream, with its name, type and the rows the server counted', async () => {
    serve({
      '/api/facets': () =>
        new Response('Entity\r\nA\r\n', {
          headers: {
            'content-disposition': 'attachment; filename="facets-2026-11-24.csv"',
            'content-type': 'text/csv; charset=utf-8',
            'x-total-count': '1',
          },
        }),
    })
    const signal = new AbortController().signal
    const file = await dataProvider.openDownload('analyst/assign-facets', { export: true }, signal)
    expect(file).toMatchObject({
      fileName: 'facets-2026-11-24.csv',
      contentType: 'text/csv; charset=utf-8',
      totalRows: 1,
    })
    expect(await new Response(file.body).text()).toBe('Entity\r\nA\r\n')
  })
})

describe('downloadLink', () => {
  it('asks POST /downloads for a link to the resource’s export, its query as the export would send it', async () => {
    const fetchMock = serve({
      '/api/downloads': () => json(201, { url: '/api/downloads?token=t', expiresAt: '2026-11-24T10:00:00.000Z' }),
    })
    const link = await dataProvider.downloadLink('analyst/assign-facets', {
      stage: 'review',
      $sort: { createdAt: 1 },
      export: true,
    })
    expect(link.url).toBe('/api/downloads?token=t')
    const [[, init]] = callsTo(fetchMock, '/api/downloads')
    expect(init.method).toBe('POST')
    expect(JSON.parse(String(init.body))).toEqual({
      path: 'facets',
      query: 'stage=review&%24sort%5BcreatedAt%5D=1&export=true',
    })
  })
})
