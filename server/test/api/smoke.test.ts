import { afterAll, beforeAll, expect, it } from 'vitest'
import { ADMIN, startTestServer, type TestServer } from '../harness'

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

it.runIf(process.env.TEST_DATABASE_URL)('plans its PostgreSQL statements without parallel workers', async () => {
  const { rows } = await server.db.raw('SHOW max_parallel_workers_per_gather')
  expect(rows).toEqual([{ max_parallel_workers_per_gather: '0' }])
})
