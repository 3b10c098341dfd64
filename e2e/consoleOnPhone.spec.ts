import { expect, test, type Locator, type Page } from '@playwright/test'
import { ROUTES, templateEditorRoute } from '../common/routes'
import { seedScreens, type ScreenRecords } from './screens'
import { ADMIN, apiToken, signIn } from './support'

const PHONE = { width: 390, height: 844 }
test.use({ viewport: PHONE, hasTouch: true })

let records: ScreenRecords
// a retried run starts a new worker on the same server: its records take new names
let tag: string
/** One source of each kind, named with a word too long for a phone's line: it must wrap, not widen the page. */
const sourceName = () => `Harbourmasterdispatchwirefromthenorthseaports${tag}`

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  tag = `phone${testInfo.workerIndex}`
  records = await seedScreens(request, tag)
  const headers = { Authorization: `Bearer ${await apiToken(request)}` }
  const countries = await request.get('/api/countries?name=Belgium', { headers })
  const belgium = ((await countries.json()) as { data: { id: number }[] }).data[0].id
  for (const type of ['article', 'regulation', 'regulation-article']) {
    const source = await request.post('/api/rss-sources', {
      headers,
      data: {
        name: sourceName(),
        websiteUrl: `https://wire.example/${tag}/${type}.xml`,
        language: 'en',
        type,
        topics: [belgium],
      },
    })
    expect(source.status(), await source.text()).toBe(201)
  }
  await request.dispose()
})

/** The page does not scroll sideways: nothing on it is wider than the phone. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }))
  expect(widths.page, `${what} scrolls sideways`).toBeLessThanOrEqual(widths.viewport)
}

interface PhoneListCase {
  route: string
  /** the row to tap: its name, typed in the list's name filter first when `filter` names that filter */
  row: () => string
  filter?: string
  /** what the tap opens: the record's page, or its edit dialog */
  opens: { url: () => RegExp } | { dialog: string }
}

const LISTS: PhoneListCase[] = [
  { route: ROUTES.adminUsers, row: () => ADMIN.email, filter: 'Email', opens: { dialog: 'Edit user' } },
  {
    route: ROUTES.adminDictionaries,
    row: () => `screens-${tag}`,
    filter: 'Name',
    opens: { url: () => new RegExp(`/editor/${records.dictionaryId}$`) },
  },
  { route: ROUTES.adminTemplates, row: () => '', opens: { url: () => new RegExp(`${templateEditorRoute()}/[^/]+$`) } },
  { route: ROUTES.countries, row: () => 'Belgium', filter: 'Name', opens: { dialog: 'Edit country' } },
  { route: ROUTES.briefs, row: () => `Port logistics ${tag}`, filter: 'Name', opens: { dialog: 'Edit brief' } },
  {
    route: ROUTES.landscapes,
    row: () => `North Sea ports ${tag}`,
    filter: 'Name',
    opens: { dialog: 'Edit landscape' },
  },
  ...[ROUTES.sourcesArticles, ROUTES.sourcesRegulations, ROUTES.sourcesRegulationArticles].map((route) => ({
    route,
    row: sourceName,
    filter: 'Name',
    opens: { dialog: 'Edit source' },
  })),
  {
    route: ROUTES.ceft,
    row: () => `Port calls ${tag}`,
    filter: 'Name',
    opens: { url: () => new RegExp(`${ROUTES.ceft}/${records.ceftId}$`) },
  },
  {
    route: ROUTES.events,
    row: () => `The harbour closes its lock ${tag}`,
    filter: 'Title',
    opens: { url: () => new RegExp(`${ROUTES.events}/${records.eventId}$`) },
  },
  {
    route: ROUTES.regulations,
    row: () => `Lock safety rules ${tag}`,
    filter: 'Title',
    opens: { url: () => new RegExp(`${ROUTES.regulations}/${records.regulationId}$`) },
  },
]

/** A row of the list's simple list, by the text it shows: its link to a page, or its button opening a dialog. */
const rowNamed = (page: Page, text: string): Locator =>
  page
    .getByRole('main')
    .getByRole('list')
    .getByRole('listitem')
    .filter({ hasText: text })
    .first()
    .locator('a, [role="button"]')

test('every list shows its rows as a simple list on a phone, and a tap opens the record', async ({ page }) => {
  // a dozen lists, each read, filtered and tapped on a busy machine
  test.setTimeout(240_000)
  await signIn(page, ADMIN.email, ADMIN.password)
  for (const list of LISTS) {
    await test.step(list.route, async () => {
      await page.goto(list.route)
      if (list.filter) {
        await page.getByRole('textbox', { name: list.filter, exact: true }).fill(list.row())
        // the filter reaches the address after its debounce: a tap before it would be followed by the list again
        await expect.poll(() => decodeURIComponent(page.url())).toContain(list.row())
      }
      const row = rowNamed(page, list.row())
      await expect(row).toBeVisible()
      const main = page.getByRole('main')
      await expect(main.getByRole('table')).toHaveCount(0)
      await expect(main.getByRole('listitem').getByRole('button', { name: /^Delete/ })).toHaveCount(0)
      await expectNoSidewaysScroll(page, list.route)
      await row.tap()
      if ('dialog' in list.opens) {
        const dialog = page.getByRole('dialog', { name: list.opens.dialog })
        await expect(dialog).toBeVisible()
        await dialog.getByRole('button', { name: 'Cancel', exact: true }).tap()
        await expect(dialog).toHaveCount(0)
      } else await expect(page).toHaveURL(list.opens.url())
    })
  }
})

/** The box of the dialog named `name` spans the phone's whole width. */
async function expectFullScreen(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name })
  await expect(dialog).toBeVisible()
  await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(PHONE.width)
  await expectNoSidewaysScroll(page, `the dialog ${name}`)
}

test('a create dialog and the account dialog open full screen on a phone', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto(ROUTES.countries)
  await page.getByRole('button', { name: 'Create Country' }).tap()
  await expectFullScreen(page, 'New country')
  // on a short screen the form scrolls under its title while Cancel and Save stay in view
  await page.setViewportSize({ width: PHONE.width, height: 420 })
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeInViewport({ ratio: 1 })
  const content = dialog.locator('.MuiDialogContent-root')
  await expect
    .poll(() => content.evaluate((element) => element.scrollHeight > element.clientHeight), {
      message: 'the form scrolls',
    })
    .toBe(true)
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).tap()
  await page.setViewportSize(PHONE)

  await page.goto(ROUTES.user)
  await page.getByRole('button', { name: 'Account details' }).tap()
  await expectFullScreen(page, 'Account details')
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).tap()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test("the entity editor is one column on a phone: its sections' list above its facets", async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto(`${ROUTES.entityEditor}/${records.entityId}`)
  const sections = page.getByRole('navigation', { name: 'Sections' })
  const summary = page.getByRole('article', { name: 'Summary' })
  await expect(summary).toBeVisible()
  const nav = (await sections.boundingBox())!
  const facet = (await summary.boundingBox())!
  expect(nav.y + nav.height).toBeLessThanOrEqual(facet.y)
  // the list takes the width of the column, not a sidebar's
  expect(nav.width).toBeGreaterThan(PHONE.width / 2)

  // beside it on a laptop
  await page.setViewportSize({ width: 1280, height: PHONE.height })
  const gap = async () => {
    const [beside, body] = [await sections.boundingBox(), await summary.boundingBox()]
    return beside && body ? body.x - (beside.x + beside.width) : -1
  }
  await expect.poll(gap).toBeGreaterThanOrEqual(0)
})

test('the feed folds its filters behind a Filters button on a phone, which says how many apply', async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto(ROUTES.feed)
  const filters = page.getByRole('button', { name: 'Filters', exact: true })
  await expect(filters).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByLabel('Since')).toBeHidden()
  await filters.tap()
  await expect(filters).toHaveAttribute('aria-expanded', 'true')
  const since = page.getByLabel('Since')
  await expect(since).toBeVisible()
  await since.fill('2026-01-05')
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
  await expectNoSidewaysScroll(page, 'the feed with its filters shown')
})
