import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fillMessage, messages } from '../../../common/messages'
import { startTestServer, type TestServer } from '../harness'
import {
  addUser,
  expectError,
  expectNothingWritten,
  invitationToken,
  invite,
  signInAdmin,
  type ErrorBody,
} from '../helpers'

let server: TestServer
let adminToken: string

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
})
afterAll(() => server.close())

/** A request with a raw body, as a broken client would send it. */
async function rawPost(path: string, body: string, token?: string) {
  const response = await fetch(`${server.url}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  })
  return { status: response.status, body: (await response.json()) as ErrorBody }
}

describe('a body that cannot be read is a 4xx, never a 500', () => {
  it.each(['/users', '/authentication', '/accept-invitation', '/send-pwd-reset', '/reset-pwd', '/send-newsletter'])(
    'POST %s with broken JSON',
    async (path) => {
      const response = await expectNothingWritten(server.db, () =>
        rawPost(path, '{"email": "x@example.com",', adminToken),
      )
      expectError(response, 400, 'The request body could not be parsed')
    },
  )

  it('a body over the size limit', async () => {
    const huge = JSON.stringify({ email: 'x@example.com', padding: 'x'.repeat(6 * 1024 * 1024) })
    const response = await expectNothingWritten(server.db, () => rawPost('/send-pwd-reset', huge))
    expectError(response, 413, 'The request body is too large: at most 64 kB can be sent without signing in')
  })
})

describe('text the database cannot store (NUL) is a 400 naming the field, never a 500, and writes nothing', () => {
  const NUL = 'a\u0000b'
  const nulIn = (field: string) => fillMessage(messages.nulCharacter, { field })

  it('in a new user', async () => {
    const response = await expectNothingWritten(server.db, () =>
      server.api('POST', '/users', {
        token: adminToken,
        body: { email: 'nul@example.com', name: NUL, role: 'analyst', profile: 'default' },
      }),
    )
    expectError(response, 400, nulIn('name'))
  })

  it('in a user patch', async () => {
    const user = await invite(server, adminToken)
    const response = await expectNothingWritten(server.db, () =>
      server.api('PATCH', `/users/${user.id}`, { token: adminToken, body: { name: NUL } }),
    )
    expectError(response, 400, nulIn('name'))
  })

  it('in a filter', async () => {
    expectError(await server.api('GET', '/users', { token: adminToken, query: 'name=a%00b' }), 400, nulIn('name'))
  })

  it('in an accepted invitation', async () => {
    const user = await invite(server, adminToken)
    const verifyToken = await invitationToken(server, user.email)
    const response = await expectNothingWritten(server.db, () =>
      server.api('POST', '/accept-invitation', { body: { name: NUL, password: 'long-enough', verifyToken } }),
    )
    expectError(response, 400, nulIn('name'))
  })

  it('in a reset request', async () => {
    await addUser(server, adminToken)
    const response = await expectNothingWritten(server.db, () =>
      server.api('POST', '/send-pwd-reset', { body: { email: `${NUL}@example.com` } }),
    )
    expect(response.status).toBe(400)
    expectError(response, 400)
  })
})
