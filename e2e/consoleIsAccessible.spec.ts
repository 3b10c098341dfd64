import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { ROUTES, templateEditorRoute } from '../common/routes'
import { consoleScreens, PUBLIC_SCREENS, seedScreens, type ScreenRecords } from './screens'
import { apiToken, createAnalyst, createEntity, createUser, readFeedsNow, settled, signIn } from './support'
import { checkWidths } from './widths'

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/** The screens most of the work happens on, also scanned in the dark theme. */
const mainScreens = (records: ScreenRecords) => [
  ROUTES.admin,
  ROUTES.entities,
  `${ROUTES.entityEditor}/${records.entityId}`,
  ROUTES.assignFacets,
  ROUTES.feedArticles,
  ROUTES.events,
  `${ROUTES.events}/${records.eventId}`,
  ROUTES.regulations,
  ROUTES.countries,
  ROUTES.adminUsers,
  `${ROUTES.adminDictionaries}/editor/${records.dictionaryId}`,
  `${ROUTES.cefs}/${records.ceftId}`,
]

/** The critical and serious axe findings of the page (or of `scope` in it), one line each. */
async function findings(page: Page, scope?: string) {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] })
  if (scope) builder.include(scope)
  const { violations } = await builder.analyze()
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const summary = node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? violation.help
        return `${violation.impact} ${violation.id} at ${node.target.join(' ')}: ${summary}`
      }),
    )
}

/** Scans what the page shows now; a finding fails the test at its end, with the others. */
async function expectNoFindings(page: Page, what: string) {
  await settled(page)
  expect.soft(await findings(page), `critical or serious axe findings on ${what}`).toEqual([])
}

/**
 * Opens each screen at the page's width and scans it; on a phone also lays it out at every width after
 * (e2e/widths.ts), starting from the phone again for the next screen.
 */
async function scanScreens(page: Page, routes: readonly string[], width: string) {
  const viewport = page.viewportSize()
  for (const route of routes) {
    if (viewport) await page.setViewportSize(viewport)
    await page.goto(route)
    await expectNoFindings(page, `${route} at ${width}`)
    if (viewport?.width === PHONE.width) await checkWidths(page, route)
  }
}

/** Opens a dialog with `open`, scans the page with it, then closes it with its `close` button. */
async function scanDialog(page: Page, open: Locator, dialogName: string | RegExp, close: string, what: string) {
  await open.click()
  const dialog = page.getByRole('dialog', { name: dialogName })
  await expect(dialog).toBeVisible()
  await expectNoFindings(page, what)
  await dialog.getByRole('button', { name: close, exact: true }).click()
  await expect(dialog).toHaveCount(0)
}

let wire: Server
let records: ScreenRecords
// a retried run starts a new worker on the same server: its records take new names
let tag: string
/**
 * The walk's own admin: it runs beside the other specs (playwright.config.ts), some of which end every
 * session of the first admin.
 */
let admin: { email: string; password: string }

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  tag = `a11y${testInfo.workerIndex}`
  admin = { email: `axe.admin.${tag}@example.com`, password: 'axe-admin-password' }
  await createUser(request, { ...admin, name: 'Axel Admin', role: 'admin' })
  records = await seedScreens(request, tag, admin)
  await createAnalyst(request, `axe.${tag}@example.com`, 'axe-password', 'Axel Analyst')
  // one story in the feed, read from an RSS source on this machine, for the feed's preview
  wire = createServer((_request, response) =>
    response
      .writeHead(200, { 'Content-Type': 'application/rss+xml' })
      .end(
        `<?xml version="1.0"?><rss version="2.0"><channel><title>Axe wire</title><item><title>${story()}</title><guid>${tag}</guid><pubDate>${new Date().toUTCString()}</pubDate><description>The wire reports.</description></item></channel></rss>`,
      ),
  )
  await new Promise<void>((resolve) => wire.listen(0, '127.0.0.1', resolve))
  const token = await apiToken(request, admin.email, admin.password)
  const headers = { Authorization: `Bearer ${token}` }
  // what the editor's pickers find
  await createEntity(request, token, 'Actor', `Harbour Pilots ${tag}`)
  const countries = await request.get('/api/countries?name=Belgium', { headers })
  const belgium = ((await countries.json()) as { data: { id: number }[] }).data[0].id
  const source = await request.post('/api/rss-sources', {
    headers,
    data: {
      name: `Axe wire ${tag}`,
      websiteUrl: `http://127.0.0.1:${(wire.address() as AddressInfo).port}/feed.xml`,
      language: 'en',
      type: 'article',
      topics: [belgium],
    },
  })
  expect(source.status(), await source.text()).toBe(201)
  await readFeedsNow(request, headers)
  await request.dispose()
})
test.afterAll(() => new Promise<void>((resolve) => wire.close(() => resolve())))

const story = () => `Lock gates reopen in Antwerp ${tag}`

test('the screens before sign-in have no critical or serious axe finding at 1280 and 390 px, and fit every width', async ({
  page,
}) => {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport)
    await scanScreens(page, PUBLIC_SCREENS, `${viewport.width} px`)
  }
})

for (const viewport of [DESKTOP, PHONE]) {
  const fits = viewport === PHONE ? ', and fits 390, 768, 1280 and 1920 px without scrolling sideways' : ''
  test(`every screen of the spec has no critical or serious axe finding at ${viewport.width} px${fits}`, async ({
    page,
  }) => {
    // about forty screens, each read, then judged by axe in a few seconds on a busy machine (the other specs
    // run beside this one)
    test.setTimeout(720_000)
    await page.setViewportSize(viewport)
    await signIn(page, admin.email, admin.password)
    await scanScreens(page, consoleScreens(records), `${viewport.width} px`)
  })
}

test('the main screens have no critical or serious axe finding in the dark theme', async ({ page }) => {
  test.setTimeout(240_000)
  // react-admin keeps the theme chosen with its toggle in its store
  await page.addInitScript(() => localStorage.setItem('RaStore.theme', '"dark"'))
  await page.setViewportSize(DESKTOP)
  await signIn(page, admin.email, admin.password)
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(30, 30, 30)')
  await scanScreens(page, mainScreens(records), '1280 px, dark')
})

test("an analyst's home has no critical or serious axe finding", async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await signIn(page, `axe.${tag}@example.com`, 'axe-password')
  await expectNoFindings(page, "the analyst's landing screen")
  await scanScreens(page, [ROUTES.analyst], '1280 px, as an analyst')
})

test("the entity editor's panels, pickers and dialogs have no critical or serious axe finding", async ({ page }) => {
  test.setTimeout(240_000)
  await page.setViewportSize(DESKTOP)
  await signIn(page, admin.email, admin.password)
  await page.goto(`${ROUTES.entityEditor}/${records.entityId}`)
  const summary = page.getByRole('article', { name: 'Summary' })
  await expect(summary).toBeVisible()

  for (const panel of ['Comments', 'Log', 'Rejections']) {
    await scanDialog(
      page,
      summary.getByRole('button', { name: panel }),
      `Summary — ${panel}`,
      'Close',
      `the ${panel} panel`,
    )
  }
  await summary.getByRole('button', { name: 'Preview' }).click()
  await expect(summary.getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true')
  await expectNoFindings(page, "a facet's preview")
  await summary.getByRole('button', { name: 'Preview' }).click()

  await scanDialog(
    page,
    summary.getByRole('button', { name: 'Remove', exact: true }),
    'Remove',
    'Cancel',
    "a facet's delete confirmation",
  )

  // the add-facet dialog, then the link picker of the facet it adds
  await page
    .getByRole('region', { name: 'Relationships' })
    .filter({ has: page.getByRole('button', { name: 'Add facets' }) })
    .getByRole('button', { name: 'Add facets' })
    .click()
  const adding = page.getByRole('dialog')
  await expect(adding).toBeVisible()
  await expectNoFindings(page, 'the add-facet dialog')
  await adding.getByRole('button', { name: /Related Actors/ }).click()
  const related = page.getByRole('article', { name: 'Related Actors' })
  await related.getByRole('button', { name: 'Add link' }).click()
  await related
    .getByRole('group', { name: 'New link' })
    .getByRole('combobox', { name: 'Entity' })
    .fill(`Harbour Pilots ${tag}`)
  await expect(page.getByRole('option', { name: new RegExp(`Harbour Pilots ${tag}`) })).toBeVisible()
  await expectNoFindings(page, "a link field's picker")
  await page.keyboard.press('Escape')

  // the relationship picker of the entity's panels
  const relatedEntities = page.getByRole('region', { name: 'Related entities' })
  await relatedEntities.getByRole('combobox', { name: 'Entity' }).fill(`Harbour Pilots ${tag}`)
  await expect(page.getByRole('option', { name: new RegExp(`Harbour Pilots ${tag}`) })).toBeVisible()
  await expectNoFindings(page, 'the relationship picker')
  await page.keyboard.press('Escape')
})

test("the lists' dialogs and the account dialog have no critical or serious axe finding", async ({ page }) => {
  test.setTimeout(240_000)
  await page.setViewportSize(DESKTOP)
  await signIn(page, admin.email, admin.password)
  await scanDialog(page, page.getByRole('menuitem').first(), 'Account details', 'Close', 'the account dialog')

  const lists = [
    { route: ROUTES.countries, create: 'Create Country', dialog: 'New country' },
    { route: ROUTES.landscapes, create: 'Create Landscape', dialog: 'New landscape' },
    { route: ROUTES.briefs, create: 'Create Brief', dialog: 'New brief' },
    { route: ROUTES.sourcesArticles, create: 'Create Source', dialog: 'New source' },
    { route: ROUTES.adminUsers, create: 'Create User', dialog: 'Invite user' },
  ]
  for (const list of lists) {
    await page.goto(list.route)
    await settled(page)
    await scanDialog(
      page,
      page.getByRole('button', { name: list.create }),
      list.dialog,
      'Cancel',
      `${list.route}'s create dialog`,
    )
  }
  await page.goto(ROUTES.landscapes)
  await scanDialog(
    page,
    page.getByRole('button', { name: `Edit North Sea ports ${tag}` }),
    'Edit landscape',
    'Cancel',
    'the landscape edit dialog',
  )
  await scanDialog(
    page,
    page.getByRole('button', { name: `Delete North Sea ports ${tag}` }),
    /delete/i,
    'Cancel',
    'a delete confirmation',
  )
})

test("the feed's preview has no critical or serious axe finding", async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await signIn(page, admin.email, admin.password)
  await page.goto(ROUTES.feedArticles)
  await settled(page)
  await scanDialog(page, page.getByRole('button', { name: story() }), story(), 'Close', "the feed's preview")
})

test("the dictionary and template editors' dialogs have no critical or serious axe finding", async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await signIn(page, admin.email, admin.password)
  await page.goto(`${ROUTES.adminDictionaries}/editor/${records.dictionaryId}`)
  await settled(page)
  await scanDialog(
    page,
    page.getByRole('button', { name: 'Create From Raw Data' }),
    'Import Raw Data',
    'Cancel',
    'the raw data dialog',
  )

  // leaving a changed template asks first
  await page.goto(templateEditorRoute(records.templateId))
  const name = page.getByRole('textbox', { name: 'Name', exact: true })
  await expect(name).not.toHaveValue('')
  await name.press('End')
  await name.pressSequentially(' ')
  await scanDialog(
    page,
    page.getByRole('menuitem', { name: 'Dictionaries' }),
    /./,
    'Stay',
    'the unsaved changes prompt',
  )
})
