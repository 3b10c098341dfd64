import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import type { Knex } from 'knex'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { createKnex } from '../../db/knex'
import { migrate, pendingMigrations } from '../../db/migrate'
import { log } from '../../logger'

const root = mkdtempSync(path.join(os.tmpdir(), 'console-pglite-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const openPglite = PGlite.create.bind(PGlite) as (options?: PGliteOptions) => Promise<PGlite>
/** PGlite.create with `instead` in its place; `instead` may open the real one. */
const replaceCreate = (instead: (options: PGliteOptions) => Promise<PGlite>) =>
  vi.spyOn(PGlite, 'create').mockImplementation(instead as typeof PGlite.create)

// each test opens a database or two: a busy machine takes a while over each
describe('opening the embedded database (PGlite)', { timeout: 180_000 }, () => {
  it("hands knex the database only once it is open, however far past knex's 60-s wait that goes", async () => {
    let opened = () => {}
    const isOpen = new Promise<void>((resolve) => (opened = resolve))
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    replaceCreate(async (options) => {
      const pglite = await openPglite(options)
      opened()
      await released
      return pglite
    })
    let made: Knex | undefined
    const making = createKnex({ dataDir: null }).then((db) => (made = db))
    await isOpen
    // two minutes of a slow open pass: knex must not exist yet, so no wait of its own can run out
    vi.useFakeTimers()
    await vi.advanceTimersByTimeAsync(120_000)
    expect(made).toBeUndefined()
    vi.useRealTimers()
    release()
    const db = await making
    try {
      expect((await db.raw('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
    } finally {
      await db.destroy()
    }
  })

  it('leaves nothing in its place when a first start is cut off creating it, and creates it next time', async () => {
    const dataDir = path.join(root, 'cut')
    const pgDir = path.join(dataDir, 'pglite')
    // the first start dies midway, its files half-written beside the database's place
    replaceCreate(async (options) => {
      writeFileSync(path.join(options.dataDir as string, 'PG_VERSION'), '17\n')
      throw new Error('killed')
    })
    await expect(createKnex({ dataDir })).rejects.toThrow('killed')
    expect(existsSync(pgDir)).toBe(false)
    vi.restoreAllMocks()

    const info = vi.spyOn(log, 'info')
    const db = await createKnex({ dataDir })
    try {
      await migrate(db)
      expect(await pendingMigrations(db)).toEqual([])
    } finally {
      await db.destroy()
    }
    expect(existsSync(`${pgDir}.partial`)).toBe(false)
    expect(info.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(/^database: creating it in .*pglite \(a first start: a busy machine takes a minute\)…$/),
      expect.stringMatching(/^database: created in [\d.]+ s$/),
    ])
    info.mockClear()
    // a second start opens it as it is
    await (await createKnex({ dataDir })).destroy()
    expect(info.mock.calls).toEqual([[expect.stringMatching(/^database: opening .*pglite…$/)]])
  })

  it('names the folder and the cause when the folder holds something else than a database', async () => {
    const dataDir = path.join(root, 'foreign')
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true })
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '99\n')
    await expect(createKnex({ dataDir })).rejects.toThrow(
      `Could not open the embedded database in ${path.join(dataDir, 'pglite')}: `,
    )
  })

  it('leaves files that are not a database where they are, and says so', async () => {
    const dataDir = path.join(root, 'files')
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true })
    writeFileSync(path.join(dataDir, 'pglite', 'notes.txt'), 'mine')
    await expect(createKnex({ dataDir })).rejects.toThrow(
      `Could not open the embedded database in ${path.join(dataDir, 'pglite')}: the folder holds files but no ` +
        'database (no PG_VERSION): move them away, or set DATA_DIR',
    )
    expect(existsSync(path.join(dataDir, 'pglite', 'notes.txt'))).toBe(true)
  })

  it('names the folder and the cause when a file is in its way', async () => {
    const dataDir = path.join(root, 'file')
    mkdirSync(dataDir)
    writeFileSync(path.join(dataDir, 'pglite'), 'not a folder')
    await expect(createKnex({ dataDir })).rejects.toThrow(
      new RegExp(`^Could not open the embedded database in ${path.join(dataDir, 'pglite')}: ENOTDIR`),
    )
  })
})
