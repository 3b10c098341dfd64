import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createKnex } from '../../db/knex'
import { migrate, pendingMigrations } from '../../db/migrate'

const root = mkdtempSync(path.join(os.tmpdir(), 'console-pglite-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('opening the embedded database (PGlite)', () => {
  it('opens a new folder whole before knex takes it, and migrates it', async () => {
    const dataDir = path.join(root, 'new')
    const db = await createKnex({ dataDir })
    try {
      await migrate(db)
      expect(await pendingMigrations(db)).toEqual([])
    } finally {
      await db.destroy()
    }
  })

  it('names the folder and the cause when the folder holds something else than a database', async () => {
    const dataDir = path.join(root, 'foreign')
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true })
    writeFileSync(path.join(dataDir, 'pglite', 'PG_VERSION'), '99\n')
    await expect(createKnex({ dataDir })).rejects.toThrow(
      `Could not open the embedded database in ${path.join(dataDir, 'pglite')}: `,
    )
  })

  it('names the folder and the cause when the folder cannot be made', async () => {
    const dataDir = path.join(root, 'file')
    mkdirSync(dataDir)
    writeFileSync(path.join(dataDir, 'pglite'), 'not a folder')
    await expect(createKnex({ dataDir })).rejects.toThrow(
      new RegExp(`^Could not open the embedded database in ${path.join(dataDir, 'pglite')}: EEXIST`),
    )
  })
})
