import { readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { loadGridData } from '../bench/data/grids'
import { createApp } from '../server/app'
import { configFromEnv } from '../server/config'
import { createKnex } from '../server/db/knex'
import { migrate } from '../server/db/migrate'
import { seedReference } from '../server/db/seedReference'
import { ADMIN } from './support'

/**
 * 100,000 facets, more than any other spec's server should hold: a server of this spec's own, beside the
 * suite's, two ports over (the demo's walk takes the next), over an in-memory database filled as the bench
 * fills its own (bench/data).
 */
const PORT = Number(process.env.E2E_PORT ?? 3199) + 2
const ORIGIN = `http://localhost:${PORT}`
const FACETS = 100_000

let server: Server
let stop: () => Promise<void>

test.beforeAll(async () => {
  // a fresh embedded database migrated and filled: the most of this spec's time
  test.setTimeout(300_000)
  const db = await createKnex({ dataDir: null })
  await migrate(db)
  const config = {
    ...configFromEnv({ JWT_SECRET: 'e2e-secret', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    dataDir: null,
    logLevel: 'silent' as const,
    consoleDir: path.resolve('dist'),
  }
  await seedReference(db, config)
  // scale 0.05: 10,000 entities of 10 facets each
  await loadGridData(db, FACETS / 2_000_000, () => undefined)
  const app = createApp(config, db)
  server = await app.listen(PORT)
  stop = async () => {
    await new Promise((resolve) => server.close(resolve))
    await app.get('exportDb').close()
    await db.destroy()
  }
})
test.afterAll(() => stop?.())
// a busy machine takes a while over 100,000 rows: each test here exports them all
test.beforeEach(() => test.setTimeout(180_000))

async function signInThere(page: Page) {
  await page.goto(`${ORIGIN}/auth`)
  await page.locator('input[name=email]').fill(ADMIN.email)
  await page.locator('input[name=password]').fill(ADMIN.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => url.pathname !== '/auth')
  await page.goto(`${ORIGIN}/analyst/assign-facets`)
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible()
}

test('an analyst exports 100,000 facets through the save picker and sees the rows come', async ({ page }) => {
  // the picker cannot be driven headless: it answers a file of the origin's own storage, a real file
  // written through the same File System Access API
  await page.addInitScript(() => {
    Object.assign(window, {
      showSaveFilePicker: async ({ suggestedName }: { suggestedName: string }) =>
        (await navigator.storage.getDirectory()).getFileHandle(suggestedName, { create: true }),
    })
  })
  await signInThere(page)
  await page.getByRole('button', { name: 'Export CSV' }).click()
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible()
  // part of the rows written, and counted, while the rest still streams
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d{1,2},\d{3} (of 100,000 )?rows$/, {
    timeout: 120_000,
  })
  await expect(page.getByText('Saved export.csv')).toBeVisible({ timeout: 120_000 })
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toHaveCount(0)
  const lines = await page.evaluate(async () => {
    const file = await (await (await navigator.storage.getDirectory()).getFileHandle('export.csv')).getFile()
    return (await file.text()).split('\r\n').filter(Boolean).length
  })
  expect(lines).toBe(FACETS + 1)
})

test('without a save picker the browser downloads the 100,000 facets itself, from a link', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(window, 'showSaveFilePicker', { value: undefined }))
  await signInThere(page)
  const started = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const download = await started
  expect(download.url()).toMatch(/\/api\/downloads\?token=/)
  expect(download.suggestedFilename()).toMatch(/^facets-\d{4}-\d{2}-\d{2}\.csv$/)
  const text = readFileSync((await download.path())!, 'utf8')
  expect(text.split('\r\n').filter(Boolean).length).toBe(FACETS + 1)
})
