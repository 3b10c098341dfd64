import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { ROUTES } from '../common/routes'
import { DAY_MS } from '../common/time'
import { ADMIN, settled, signIn } from './support'

/**
 * `npm run demo` as a visitor finds it: the demo's own server, started here on the next port and a data
 * folder of its own (the other specs start from an empty console), each main screen showing content,
 * the large grids over several pages and their filters finding rows.
 */
const DEMO_PORT = Number(process.env.E2E_PORT ?? 3199) + 1
const DEMO_ANALYST = { email: 'amira.haddad@example.com', password: 'demo-password' }
test.use({ baseURL: `http://localhost:${DEMO_PORT}` })

let demo: ChildProcess
let dataDir: string
let output = ''

test.beforeAll(async ({ request }) => {
  // the demo writes its content before it answers: a minute here, several on a busy machine
  test.setTimeout(420_000)
  dataDir = mkdtempSync(path.join(tmpdir(), 'console-e2e-demo-'))
  demo = spawn(process.execPath, ['--import', 'tsx', 'server/demo.ts'], {
    env: {
      ...process.env,
      PORT: String(DEMO_PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'e2e-demo-secret-of-at-least-32-characters',
      INGEST_INTERVAL_MINUTES: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000))
  demo.stdout!.on('data', keep)
  demo.stderr!.on('data', keep)
  const health = async () => {
    if (demo.exitCode !== null) throw new Error(`the demo stopped (${demo.exitCode}):\n${output}`)
    return (await request.get('/api/health').catch(() => null))?.status() ?? 0
  }
  await expect.poll(health, { timeout: 400_000, intervals: [2_000] }).toBe(200)
})

test.afterAll(async () => {
  if (demo && demo.exitCode === null) {
    const stopped = new Promise((resolve) => demo.once('exit', resolve))
    demo.kill('SIGTERM')
    await stopped
  }
  rmSync(dataDir, { recursive: true, force: true })
})

const RANGE = /^\d[\d,]*\s*[–-]\s*\d[\d,]* of \d[\d,]*$/

/** The range shown now, "1–50 of 2,687" (the grids) or "1-25 of 250" (react-admin's lists), as numbers. */
async function rangeNow(page: Page) {
  const text =
    (await page
      .getByText(RANGE)
      .first()
      .textContent({ timeout: 1_000 })
      .catch(() => null)) ?? ''
  const [first = 0, last = 0, total = 0] = (text.match(/\d[\d,]*/g) ?? []).map((n) => Number(n.replaceAll(',', '')))
  return { first, last, total }
}

/**
 * The screen's range once it has rows and `fits` it: a list says "0–0 of 0" while its first read is under
 * way, and the previous filter's range until the next read answers, so the range is polled, not read once.
 */
async function shownRange(page: Page, what: string, fits: (total: number) => boolean = () => true) {
  let shown = { first: 0, last: 0, total: 0 }
  await expect
    .poll(
      async () => {
        shown = await rangeNow(page)
        return shown.total > 0 && fits(shown.total)
      },
      { message: `rows in the range shown on ${what}`, timeout: 20_000 },
    )
    .toBe(true)
  return shown
}

async function opened(page: Page, route: string) {
  await page.goto(route)
  await settled(page)
}

/** Screens with rows and a range: `pages` where the demo holds more than one page. */
const LISTS = [
  { route: ROUTES.entities, pages: true },
  { route: ROUTES.entitiesActors, pages: true },
  { route: ROUTES.entitiesPlots, pages: true },
  { route: ROUTES.entitiesContexts, pages: true },
  { route: ROUTES.entitiesBriefs, pages: true },
  { route: ROUTES.untypedEntities, pages: true },
  { route: ROUTES.assignFacets, pages: true },
  { route: ROUTES.countries, pages: true },
  { route: ROUTES.statEntities, pages: false },
  { route: ROUTES.adminUsers, pages: false },
  { route: ROUTES.adminDictionaries, pages: false },
  { route: ROUTES.adminTemplates, pages: false },
  { route: ROUTES.briefs, pages: false },
  { route: ROUTES.landscapes, pages: false },
  { route: ROUTES.sourcesArticles, pages: false },
  { route: ROUTES.sourcesRegulations, pages: false },
  { route: ROUTES.sourcesRegulationArticles, pages: false },
  { route: ROUTES.ceft, pages: false },
]

test('every grid and list of the demo has rows, the large ones over several pages', async ({ page }) => {
  test.setTimeout(180_000)
  await signIn(page, ADMIN.email, ADMIN.password)
  for (const { route, pages } of LISTS) {
    await opened(page, route)
    const { first, last, total } = await shownRange(page, route)
    expect.soft(first, `the first row of ${route}`).toBe(1)
    expect.soft(total, `the rows of ${route}`).toBeGreaterThan(pages ? last : 0)
  }

  // a second page of the entities, and the first of its rows opens in the editor with its facets
  await opened(page, ROUTES.entities)
  await page.getByRole('button', { name: 'Go to next page' }).click()
  await expect.poll(async () => (await rangeNow(page)).first, { message: 'the second page' }).toBeGreaterThan(1)
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click()
  await expect(page.getByRole('article').first()).toBeVisible()
  expect(await page.getByRole('article').count()).toBeGreaterThan(1)
})

test("the demo's events and regulations lists load more as they scroll, and its feeds show stories", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page, ADMIN.email, ADMIN.password)
  await opened(page, ROUTES.events)
  const events = page.getByRole('table').getByRole('row')
  await expect(events.nth(25)).toBeAttached()
  await events.last().scrollIntoViewIfNeeded()
  await expect.poll(() => events.count(), { message: 'events past the first 25' }).toBeGreaterThan(26)

  await opened(page, ROUTES.regulations)
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeAttached()

  for (const route of [ROUTES.feedArticles, ROUTES.feedRegulations, ROUTES.feedRegulationArticles]) {
    await opened(page, route)
    await expect.soft(page.getByRole('checkbox').first(), `a story on ${route}`).toBeVisible()
  }
  await opened(page, ROUTES.adminExportAnalystStatus)
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeAttached()
})

test("the demo's filters find rows: each stage and a year of the facets, a day of the entities, All", async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signIn(page, ADMIN.email, ADMIN.password)
  await opened(page, ROUTES.assignFacets)
  const { total: facets } = await shownRange(page, 'the facet grid')
  const stageFilter = page.getByRole('combobox', { name: 'Filter Stage' })
  await stageFilter.click()
  const stages = await page.getByRole('listbox').getByRole('option').allTextContents()
  await page.keyboard.press('Escape')
  // every stage but 'Any'
  expect(stages.length).toBeGreaterThanOrEqual(9)
  for (const stage of stages.slice(1)) {
    await stageFilter.click()
    await page.getByRole('listbox').getByRole('option', { name: stage, exact: true }).click()
    // some facets in each stage, fewer than in all of them
    await shownRange(page, `the facets in ${stage}`, (total) => total < facets)
  }

  // the facets created in the last year: some, not all (the demo spans two years)
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await shownRange(page, 'the facet grid', (total) => total === facets)
  await page.getByRole('button', { name: 'Filter Created by dates (UTC)' }).click()
  await page.getByLabel('Created from').fill(new Date(Date.now() - 365 * DAY_MS).toISOString().slice(0, 10))
  await page.keyboard.press('Escape')
  await shownRange(page, 'a year of facets', (total) => total < facets)

  // the entities created on the day of the newest one
  await opened(page, ROUTES.entities)
  const { total: entities } = await shownRange(page, 'the entity grid')
  const day = await page.locator('[role=gridcell][data-column="created"]').first().textContent()
  const [month, date, year] = day!.split('/')
  await page.getByRole('textbox', { name: 'Filter Created' }).fill(`${month}${date}${year}`)
  await shownRange(page, `the entities of ${day}`, (total) => total < entities)

  // 'All' loads every row of a grid of a few hundred
  await opened(page, ROUTES.entitiesContexts)
  const { total: contexts } = await shownRange(page, 'the contexts')
  await page.getByRole('combobox', { name: /Rows per page/ }).click()
  await page.getByRole('option', { name: 'All' }).click()
  await expect(page.getByText(`${contexts} of ${contexts} rows loaded`)).toBeVisible({ timeout: 30_000 })
})

test('an analyst of the demo lands on a home page with their facets and the week since their last visit', async ({
  page,
}) => {
  await signIn(page, DEMO_ANALYST.email, DEMO_ANALYST.password)
  await opened(page, ROUTES.analyst)
  await expect(page.getByRole('link', { name: /^Open your \d+ facets in stage / }).first()).toBeVisible()
  // the demo's staff last signed in a week ago
  await expect(page.getByText(/^Since you last signed in/)).toBeVisible()
  await expect(page.getByText(/\d+ items, \d+ used/)).toBeVisible()
})

test('each import screen of the demo imports its sample in one click, offline', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page, ADMIN.email, ADMIN.password)
  for (const route of [ROUTES.importStats, ROUTES.importEntities, ROUTES.importChallenges, ROUTES.importBriefs]) {
    await opened(page, route)
    await page.getByRole('button', { name: 'Import the sample', exact: true }).click()
    const outcome = page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: /Imported/ })
    await expect(outcome, `the outcome on ${route}`).toBeVisible({ timeout: 30_000 })
    await expect.soft(outcome, `the outcome on ${route}`).not.toContainText('Not Imported')
  }
})
