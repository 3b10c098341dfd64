import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Attempts, waitAfter, type AttemptPolicy } from '../../throttle/attempts'
import { startTestServer, type TestServer } from '../harness'

const POLICY: AttemptPolicy = { free: 5, firstWaitMs: 1000, maxWaitMs: 8000, forgetMs: 60_000 }

let server: TestServer
let now = 1_000_000
let attempts: Attempts

beforeAll(async () => {
  server = await startTestServer()
  attempts = new Attempts(
    () => server.db,
    () => now,
  )
})
afterAll(() => server.close())

describe('attempts counted under a key', () => {
  it('lets exactly the free tries of a parallel burst through', async () => {
    const burst = await Promise.all(Array.from({ length: 60 }, () => attempts.take('burst', POLICY)))
    expect(burst.filter((attempt) => attempt.allowed)).toHaveLength(POLICY.free)
    expect(burst.find((attempt) => !attempt.allowed)).toEqual({ allowed: false, retryAfterMs: 1000 })
  })

  it('allows a free try whose clock reads a little behind the last try (parallel requests)', async () => {
    expect((await attempts.take('skew', POLICY)).allowed).toBe(true)
    now -= 5
    expect(await attempts.take('skew', POLICY)).toEqual({ allowed: true, count: 2 })
    now += 5
  })

  it('doubles the wait after each try past the free ones, up to the cap', async () => {
    for (let i = 0; i < POLICY.free; i++) expect((await attempts.take('slow', POLICY)).allowed).toBe(true)
    const waits: number[] = []
    for (let i = 0; i < 5; i++) {
      const refused = await attempts.take('slow', POLICY)
      expect(refused.allowed).toBe(false)
      if (refused.allowed) return
      waits.push(refused.retryAfterMs)
      now += refused.retryAfterMs
      expect((await attempts.take('slow', POLICY)).allowed).toBe(true)
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000, 8000])
    expect([4, 5, 6, 9].map((count) => waitAfter(POLICY, count))).toEqual([0, 1000, 2000, 8000])
  })

  it('keeps each key apart, forgets a key after a quiet while and gives a try back', async () => {
    for (let i = 0; i < POLICY.free; i++) await attempts.take('a', POLICY)
    expect((await attempts.take('a', POLICY)).allowed).toBe(false)
    expect(await attempts.take('b', POLICY)).toEqual({ allowed: true, count: 1 })

    await attempts.giveBack('a', POLICY)
    expect(await attempts.take('a', POLICY)).toEqual({ allowed: true, count: 5 })

    now += POLICY.forgetMs
    expect(await attempts.take('a', POLICY)).toEqual({ allowed: true, count: 1 })
    await attempts.clear('a')
    await attempts.prune()
    expect(await server.db('attempts').where({ key: 'a' }).first()).toBeUndefined()
  })
})
