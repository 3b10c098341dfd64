import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMPORTS, SAMPLES_PATH, importMessages, type ImportResult } from '../../../common/imports'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, expectError, signInAdmin } from '../helpers'

// imports may not reach this machine's addresses here, as on a real server
let server: TestServer
let analystToken: string

beforeAll(async () => {
  server = await startTestServer({ importsAllowPrivate: false })
  analystToken = (await addSignedInUser(server, await signInAdmin(server), { role: 'analyst' })).token
})
afterAll(() => server.close())

const sampleText = (name: string) => readFileSync(path.join(__dirname, '../../../docs/samples', name), 'utf8')
const get = (pathname: string, method = 'GET') => fetch(`${server.url}${pathname}`, { method })
const importLink = (service: string, url: string) =>
  server.api<ImportResult>('POST', `/${service}`, { token: analystToken, body: { url } })

describe('GET /api/samples/{file}', () => {
  it('serves each sample sheet of docs/samples as CSV, to anyone', async () => {
    for (const kind of Object.values(IMPORTS)) {
      const response = await get(`${SAMPLES_PATH}/${kind.sample}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${kind.sample}"`)
      expect(await response.text()).toBe(sampleText(kind.sample))
    }
    expect((await get(`${SAMPLES_PATH}/topics.csv`, 'HEAD')).status).toBe(200)
  })

  it('serves nothing else', async () => {
    for (const pathname of [
      `${SAMPLES_PATH}/missing.csv`,
      `${SAMPLES_PATH}/..%2F..%2Fpackage.json`,
      `${SAMPLES_PATH}/sub/topics.csv`,
      `${SAMPLES_PATH}/`,
    ]) {
      expect((await get(pathname)).status, pathname).toBe(404)
    }
    expect((await get(`${SAMPLES_PATH}/topics.csv`, 'POST')).status).not.toBe(200)
  })
})

describe('importing a sample by its link', () => {
  it('reads a sample on the address the request came to from disk, though this machine is out of reach', async () => {
    const result = await importLink('import-briefs', `${server.url}${SAMPLES_PATH}/briefs.csv`)
    expect(result.status, JSON.stringify(result.body)).toBe(201)
    expect(result.body.created).toBeGreaterThan(0)
    expect(await server.db('briefs').where({ name: 'Hydrogen' }).first()).toBeTruthy()
  })

  it('reads one on the configured public address without fetching it', async () => {
    // http://console.test answers nowhere: only a read from disk can import it
    const result = await importLink('import-topic', `http://console.test${SAMPLES_PATH}/topics.csv`)
    expect(result.status, JSON.stringify(result.body)).toBe(201)
  })

  it('still refuses every other address of this machine, a sample path on another host included', async () => {
    const port = new URL(server.url).port
    for (const url of [
      `${server.url}${SAMPLES_PATH}/missing.csv`,
      `${server.url}/api/health`,
      `http://127.0.0.2:${port}${SAMPLES_PATH}/briefs.csv`,
      `file://${server.url.replace('http://', '')}${SAMPLES_PATH}/briefs.csv`,
    ]) {
      expectError(await importLink('import-briefs', url), 400, importMessages.sheetNotFound)
    }
  })
})
