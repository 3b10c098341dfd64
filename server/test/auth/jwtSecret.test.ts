import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { configFromEnv, JWT_SECRET_MIN_LENGTH } from '../../config'
import { start } from '../../index'
import { log } from '../../logger'

const REPO = path.resolve(import.meta.dirname, '../../..')
const dataDir = mkdtempSync(path.join(tmpdir(), 'jwt-secret-test-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
})

const env = (values: Record<string, string>): NodeJS.ProcessEnv => ({ DATA_DIR: dataDir, ...values })
const production = (secret: string) => env({ NODE_ENV: 'production', JWT_SECRET: secret })

describe('JWT_SECRET', () => {
  it('is weak under 32 characters', () => {
    expect(JWT_SECRET_MIN_LENGTH).toBe(32)
  })

  it.each(['x', 'change-me', 'a'.repeat(31)])('in production, %s is refused with the reason', (secret) => {
    expect(() => configFromEnv(production(secret))).toThrow(
      `JWT_SECRET is weak: ${secret.length} characters where at least 32 are needed.`,
    )
  })

  it('in production, 32 characters and more are taken, without a word', () => {
    const warn = vi.spyOn(log, 'warn')
    expect(configFromEnv(production('k'.repeat(32))).jwtSecret).toBe('k'.repeat(32))
    expect(configFromEnv(production('k'.repeat(64))).jwtSecret).toBe('k'.repeat(64))
    expect(warn).not.toHaveBeenCalled()
  })

  it.each([
    ['the tests', 'test'],
    ['development', 'development'],
    ['no NODE_ENV', ''],
  ])('with %s, a weak one is taken with a warning', (_label, nodeEnv) => {
    const warn = vi.spyOn(log, 'warn')
    const config = configFromEnv(env({ NODE_ENV: nodeEnv, JWT_SECRET: 'e2e-secret' }))
    expect(config.jwtSecret).toBe('e2e-secret')
    expect(warn).toHaveBeenCalledOnce()
    expect(warn.mock.calls[0][0]).toMatch(/^JWT_SECRET is weak: 10 characters where at least 32 are needed\./)
    expect(warn.mock.calls[0][0]).toMatch(/NODE_ENV=production\) would not start/)
  })

  it('unset, even in production: one generated into DATA_DIR, long enough, and kept', () => {
    const warn = vi.spyOn(log, 'warn')
    const first = configFromEnv(env({ NODE_ENV: 'production' })).jwtSecret
    expect(first.length).toBeGreaterThanOrEqual(JWT_SECRET_MIN_LENGTH)
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first)
    expect(configFromEnv(env({ NODE_ENV: 'production' })).jwtSecret).toBe(first)
    expect(warn).not.toHaveBeenCalled()
  })

  it('start() refuses a weak one in production before it opens the database', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('JWT_SECRET', 'short')
    vi.stubEnv('DATA_DIR', dataDir)
    vi.stubEnv('PORT', '0')
    await expect(start()).rejects.toThrow(/JWT_SECRET is weak/)
  })

  it('npm start exits with 1 and says why', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
      cwd: REPO,
      env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: 'short', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(started.status).toBe(1)
    expect(started.stderr).toMatch(/could not start: JWT_SECRET is weak: 5 characters where at least 32 are needed/)
  })
})
