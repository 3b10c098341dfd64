import { request, type ClientRequest } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Params } from '@feathersjs/feathers'
import type { HookContext, NextFunction } from '../declarations'
import type { TestServer } from './harness'

/**
 * A dictionary create held inside its transaction, before it writes, until the test opens the gate: the
 * client can leave, or the server stop, at a known point, with no timing to win.
 */
export interface HeldCreate {
  /** Resolves with the call's params once it is inside its transaction. */
  inside: Promise<Params>
  open: () => void
  /** Settles when the call is over, its transaction committed (undefined) or rolled back (the error). */
  over: Promise<unknown>
  /** The client's side: its status, or the error of a connection cut. */
  answer: Promise<number | Error>
  client: ClientRequest
}

/** Sends a dictionary create on a connection of its own and holds it inside its transaction. */
export function holdCreate(running: TestServer, token: string, key: string): HeldCreate {
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
export async function untilClientLeft(params: Params) {
  while (!params.clientLeft?.()) await sleep(10)
}
