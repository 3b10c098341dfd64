import { afterEach, describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import { stopServing } from '../../shutdown'
import { startTestServer, type TestServer } from '../harness'
import { holdCreate, untilClientLeft } from '../heldCreate'
import { signInAdmin } from '../helpers'

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

let counter = 0
const uniqueKey = () => `held-${Date.now().toString(36)}-${++counter}`

const stored = (running: TestServer, key: string) => running.db('dictionaries').where({ key }).first()

describe('a save whose client leaves before the answer', () => {
  it('is rolled back, not committed: nothing of it is stored', async () => {
    server = await startTestServer()
    const key = uniqueKey()
    const held = holdCreate(server, await signInAdmin(server), key)
    const params = await held.inside
    held.client.destroy()
    await untilClientLeft(params)
    held.open()
    expect(await held.over).toMatchObject({ code: 499 })
    expect(await held.answer).toBeInstanceOf(Error)
    expect(await stored(server, key)).toBeUndefined()
  })

  it('commits while its client waits (the same save, the client staying)', async () => {
    server = await startTestServer()
    const key = uniqueKey()
    const held = holdCreate(server, await signInAdmin(server), key)
    const params = await held.inside
    expect(params.clientLeft?.()).toBe(false)
    held.open()
    expect(await held.over).toBeUndefined()
    expect(await held.answer).toBe(201)
    expect(await stored(server, key)).toMatchObject({ key })
  })
})

describe('stopping the server (SIGTERM)', () => {
  it('lets a save under way finish within the grace and answer, then stops', async () => {
    server = await startTestServer()
    const key = uniqueKey()
    const held = holdCreate(server, await signInAdmin(server), key)
    await held.inside
    const stopped = stopServing(server.app, server.http, 600)
    const health = await server.app
      .service('health')
      .find()
      .catch((error: unknown) => error)
    expect(health).toMatchObject({ code: 503, message: messages.serverStopping })
    held.open()
    expect(await held.answer).toBe(201)
    await stopped
    expect(await stored(server, key)).toMatchObject({ key })
  })

  it('cuts a save still running at the end of the grace, which then rolls back', async () => {
    server = await startTestServer()
    const key = uniqueKey()
    const held = holdCreate(server, await signInAdmin(server), key)
    const params = await held.inside
    await stopServing(server.app, server.http, 0)
    expect(await held.answer).toBeInstanceOf(Error)
    await untilClientLeft(params)
    held.open()
    expect(await held.over).toMatchObject({ code: 499 })
    expect(await stored(server, key)).toBeUndefined()
  })
})
