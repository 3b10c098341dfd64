import { request, type ClientRequest } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Params } from '@feathersjs/feathers'
import { afterEach, describe, expect, it } from 'vitest'
import { messages } from '../../common/messages'
import type { HookContext, NextFunction } from '../declarations'
import { stopServing } from '../shutdown'
import { startTestServer, type TestServer } from './harness'
import { signInAdmin } from './helpers'

/**
 * A dictionary create held inside its transaction, before it writes, until the test opens the gate: the
 * client can leave, or the server stop, at a known point, with no timing to win.
 */
interface HeldCreate {
  /** Resolves with the call's params once it is inside its transaction. */
  inside: Promise<Params>
  open: () => void
  /** Settles when the call is over, its transaction committed (undefined) or rolled back (the error). */
  over: Promise<unknown>
  /** The client's side: its status, or the error of a connection cut. */
  answer: Promise<number | Error>
  client: ClientRequest
}

let server: TestServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

let counter = 0
const uniqueKey = () => `held-${Date.now().toString(36)}-${++counter}`

/** Sends a dictionary create on a connection of its own and holds it inside its transaction. */
function holdCreate(running: TestServer, token: string, key: string): HeldCreate {
  let reached!: (params: Params) => void
  const inside = new Promise<Params>((resolve) => (reached = resolve))
  let open!: () => void
  const gate = new Promise<void>((resolve) => (open = resolve))
  let ended!: (outcome: unknown) => void
  const over = new Promise<unknown>((resolve) => (ended = resolve))
  const ours = (context: HookContext) => (context.data as { key?: string } | undefined)?.key === key
  // outside the service's own around hooks, so it sees the transaction's end
  running.app.hooks({
    around: {
      all: [
        async (context: HookContext, next: NextFunction) => {
          if (!ours(context)) return next()
          try {
            await next()
            ended(undefined)
          } catch (error) {
            ended(error)
            throw error
          }
        },
      ],
    },
  })
  running.app.service('dictionaries').hooks({
    before: {
      create: [
        async (context: HookContext) => {
          if (!ours(context)) return
          reached(context.params)
          await gate
        },
      ],
    },
  })
  const body = JSON.stringify({ key, name: 'Held', items: [{ value: 'One', category: '' }] })
  const client = request(`${running.url}/api/dictionaries`, {
    method: 'POST',
    agent: false,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  })
  const answer = new Promise<number | Error>((resolve) => {
    client.on('response', (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    client.on('error', resolve)
  })
  client.end(body)
  return { inside, open, over, answer, client }
}

/** Waits until the server has seen the client's connection close: the condition its commit checks. */
async function untilClientLeft(params: Params) {
  while (!params.clientLeft?.()) await sleep(10)
}

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
    const health = await server.app.service('health').find().catch((error: unknown) => error)
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
