import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { configFromEnv } from '../../config'
import { start } from '../../index'
import { log } from '../../logger'
import { freePort } from '../freePort'

const root = mkdtempSync(path.join(tmpdir(), 'console-start-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
afterEach(() => vi.restoreAllMocks())

const configFor = (port: number, dataDir: string) =>
  configFromEnv({ PORT: String(port), DATA_DIR: dataDir, JWT_SECRET: 'start-test', INGEST_INTERVAL_MINUTES: '0' })

const health = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (response) => response.status,
    () => 'refused' as const,
  )

describe('start', () => {
  it('migrates, seeds and writes what it is given before it listens, then answers health 200, saying each step', async () => {
    const port = await freePort()
    const config = { ...configFor(port, root), dataDir: null }
    const info = vi.spyOn(log, 'info')
    const seen: (number | 'refused')[] = []
    const started = await start(config, async (app) => {
      seen.push(await health(port))
      // through a service, as the demo writes its content
      const admin = await app.get('knex')('users').where({ role: 'admin' }).first()
      await app.service('landscapes').create({ name: 'Written before the first answer' }, { user: admin })
      seen.push(await health(port))
    })
    try {
      expect(seen).toEqual(['refused', 'refused'])
      expect(await health(port)).toBe(200)
      const landscapes = await started.db('landscapes').pluck('name')
      expect(landscapes).toContain('Written before the first answer')
      expect(info.mock.calls.map(([line]) => line)).toEqual([
        expect.stringMatching(/^database: migrating \(\d+ migrations to run\)…$/),
        expect.stringMatching(/^database: migrated in [\d.]+ s$/),
        `created the first admin: ${config.adminEmail}`,
        `ready: console and API on http://localhost:${port} (PGlite in memory)`,
        'live updates: this process only (embedded PGlite)',
      ])
    } finally {
      await started.stop()
    }
    expect(await health(port)).toBe('refused')
  }, 180_000)

  it('stops with the folder and the cause when the database cannot be opened, and never listens', async () => {
    const port = await freePort()
    const dataDir = path.join(root, 'blocked')
    mkdirSync(dataDir)
    writeFileSync(path.join(dataDir, 'pglite'), 'a file in the way')
    await expect(start(configFor(port, dataDir))).rejects.toThrow(
      `Could not open the embedded database in ${path.join(dataDir, 'pglite')}: ENOTDIR`,
    )
    expect(await health(port)).toBe('refused')
  })
})
