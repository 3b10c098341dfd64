import { afterAll, beforeAll, expect, it } from 'vitest'
import { ADMIN, startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

it('answers health and signs the first admin in', async () => {
  expect((await server.api('GET', '/health')).body).toEqual({ status: 'ok' })
  const token = await server.signIn(ADMIN.email, ADMIN.password)
  const { body } = await server.api<{ total: number }>('GET', '/users', { token })
  expect(body.total).toBe(1)
})
