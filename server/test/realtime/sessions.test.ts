import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import { SOCKETS_PER_USER } from '../../../common/realtime'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, signInAdmin } from '../helpers'
import { connectLive, signedInLive, type LiveClient } from './liveClient'

let server: TestServer
let adminToken: string
const open: LiveClient[] = []

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
})
afterEach(() => {
  for (const client of open.splice(0)) client.close()
})
afterAll(() => server.close())

const keep = (client: LiveClient) => {
  open.push(client)
  return client
}
const live = async (token: string) => keep(await signedInLive(server.url, token))
const analyst = () => addSignedInUser(server, adminToken, { role: 'analyst' })

describe('a socket leaves every channel when its session ends', () => {
  it('on signing out, the sockets of every session of the account close', async () => {
    const { token, user, password } = await analyst()
    const other = await server.signIn(user.email, password)
    const [first, second] = await Promise.all([live(token), live(other)])
    expect((await server.api('DELETE', '/authentication', { token })).status).toBe(200)
    expect(await first.closed()).toBe(true)
    expect(await second.closed()).toBe(true)
  })

  it('on a block, and the token is then refused on a new socket', async () => {
    const { token, user } = await analyst()
    const socket = await live(token)
    const blocked = await server.api('PATCH', `/users/${user.id}`, { token: adminToken, body: { isBlocked: true } })
    expect(blocked.status).toBe(200)
    expect(await socket.closed()).toBe(true)
    const again = keep(await connectLive(server.url))
    expect((await again.signIn(token)).error).toMatchObject({ code: 401 })
  })

  it('on a new role', async () => {
    const { token, user } = await analyst()
    const socket = await live(token)
    await server.api('PATCH', `/users/${user.id}`, { token: adminToken, body: { role: 'admin' } })
    expect(await socket.closed()).toBe(true)
  })

  it('on a password reset', async () => {
    const { token, user } = await analyst()
    const socket = await live(token)
    await server.api('POST', '/send-pwd-reset', { body: { email: user.email } })
    const link = server.sentMails.findLast((mail) => mail.to === user.email)?.text ?? ''
    const resetToken = /resetToken=([0-9a-f]+)/.exec(link)?.[1]
    const reset = await server.api('POST', '/reset-pwd', { body: { resetToken, password: 'a-new-password-1' } })
    expect(reset.status, JSON.stringify(reset.body)).toBe(201)
    expect(await socket.closed()).toBe(true)
  })

  it('on the account’s deletion', async () => {
    const { token, user } = await analyst()
    const socket = await live(token)
    expect((await server.api('DELETE', `/users/${user.id}`, { token: adminToken })).status).toBe(200)
    expect(await socket.closed()).toBe(true)
  })

  it('but not on a change that keeps the sessions', async () => {
    const { token, user } = await analyst()
    const socket = await live(token)
    await server.api('PATCH', `/users/${user.id}`, { token: adminToken, body: { name: 'Renamed' } })
    expect(await socket.closed(500)).toBe(false)
  })
})

describe('a token that expires', () => {
  let shortLived: TestServer
  beforeAll(async () => {
    shortLived = await startTestServer({ jwtExpiresIn: '2s' })
  })
  afterAll(() => shortLived.close())

  it('closes its socket when it expires', async () => {
    const token = await signInAdmin(shortLived)
    const socket = keep(await signedInLive(shortLived.url, token))
    expect(await socket.closed(1000)).toBe(false)
    expect(await socket.closed(3000)).toBe(true)
  })
})

describe('a bad or unauthenticated socket', () => {
  it('is refused with a bad token, a sign-in by password, or any other call', async () => {
    const socket = keep(await connectLive(server.url))
    expect((await socket.signIn('not-a-token')).error).toMatchObject({ code: 401 })
    const { user, password } = await analyst()
    const byPassword = await new Promise<{ code: number; message: string }>((resolve) =>
      socket.socket.emit('create', 'authentication', { strategy: 'local', email: user.email, password }, {}, resolve),
    )
    expect(byPassword).toMatchObject({ code: 405, message: messages.socketSignIn })
    const { token } = await analyst()
    await socket.signIn(token)
    const find = await new Promise<{ code: number; message: string }>((resolve) =>
      socket.socket.emit('find', 'comments', {}, resolve),
    )
    expect(find).toMatchObject({ code: 405, message: messages.socketListensOnly })
  })

  it('is cut off when it sends more than the payload limit', async () => {
    const socket = keep(await connectLive(server.url))
    socket.socket.emit('create', 'authentication', { strategy: 'jwt', accessToken: 'x'.repeat(20_000) }, {}, () => {})
    expect(await socket.closed()).toBe(true)
  })

  it('refuses a sign-in past the connections one account may hold', async () => {
    const { token } = await analyst()
    await Promise.all(Array.from({ length: SOCKETS_PER_USER }, () => live(token)))
    const extra = keep(await connectLive(server.url))
    expect((await extra.signIn(token)).error).toMatchObject({ code: 429, message: messages.socketsPerUser })
  })
})
