import { expect, test, type Page } from '@playwright/test'
import { ROUTES } from '../common/routes'
import { consoleScreens, PUBLIC_SCREENS, seedScreens, type ScreenRecords } from './screens'
import { ADMIN, signIn } from './support'

/** A phone, a tablet, a laptop and a wide screen. */
const WIDTHS = [390, 768, 1280, 1920] as const
const HEIGHT = 900
/** The least a title cut short keeps of its text, so that it still says something. */
const TITLE_MIN_WIDTH = 96

/** Waits until the screen shows its content: its title in the `h1`, and no read left under way. */
async function settled(page: Page) {
  await expect(page.locator('h1').first()).not.toBeEmpty()
  await expect(page.getByRole('progressbar')).toHaveCount(0)
}

/**
 * How the page and its bar lay out now: the page's width beyond the window, the breadcrumb's beyond its box,
 * the title's lines and width.
 */
const layoutNow = (page: Page) =>
  page.evaluate(() => {
    const title = document.querySelector('h1')
    // the text's own boxes, laid out whole even where the title cuts it
    const text = document.createRange()
    const lines = new Set<number>()
    if (title) {
      text.selectNodeContents(title)
      for (const rect of text.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.top))
    }
    const crumbs = document.querySelector('nav[aria-label="breadcrumb"]')
    return {
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      crumbsOverflow: crumbs ? crumbs.scrollWidth - crumbs.clientWidth : 0,
      titleLines: lines.size,
      titleWidth: title?.getBoundingClientRect().width ?? 0,
      titleText: title ? text.getBoundingClientRect().width : 0,
    }
  })

/** Checks the screen shown at each width: no sideways scroll of the page, a title on a line or two. */
async function checkWidths(page: Page, route: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT })
    const what = `${route} at ${width} px`
    // the screen lays out again for the new width in React's next renders
    await expect
      .configure({ soft: true })
      .poll(async () => (await layoutNow(page)).overflow, { message: `the page scrolls sideways on ${what}` })
      .toBeLessThanOrEqual(0)
    await expect.soft(page.locator('h1').first(), `the title of ${what}`).toBeVisible()
    const { titleLines, titleWidth, titleText, crumbsOverflow } = await layoutNow(page)
    // a breadcrumb longer than its share of the bar is cut, not drawn over the title
    expect.soft(crumbsOverflow, `the breadcrumb beyond its box on ${what}`).toBeLessThanOrEqual(0)
    expect.soft(titleLines, `the lines of the title of ${what}`).toBeLessThanOrEqual(2)
    expect
      .soft(titleWidth, `the width of the title of ${what}`)
      .toBeGreaterThanOrEqual(Math.min(Math.floor(titleText), TITLE_MIN_WIDTH))
  }
}

let records: ScreenRecords

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL })
  // a retried run starts a new worker on the same server: its records take new names
  records = await seedScreens(request, `fit${testInfo.workerIndex}`)
  await request.dispose()
})

test('the screens before sign-in fit 390, 768, 1280 and 1920 px without scrolling sideways', async ({ page }) => {
  for (const route of PUBLIC_SCREENS) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
    await page.goto(route)
    await settled(page)
    await checkWidths(page, route)
  }
})

test('every screen of the console fits 390, 768, 1280 and 1920 px without scrolling sideways', async ({ page }) => {
  // about forty screens, each read once and laid out at four widths, on a busy machine
  test.setTimeout(480_000)
  await signIn(page, ADMIN.email, ADMIN.password)
  for (const route of consoleScreens(records)) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
    await page.goto(route)
    await settled(page)
    await checkWidths(page, route)
  }
})

test("the entity editor is one column on a phone: its sections' list above its facets", async ({ page }) => {
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT })
  await signIn(page, ADMIN.email, ADMIN.password)
  await page.goto(`${ROUTES.entityEditor}/${records.entityId}`)
  const sections = page.getByRole('navigation', { name: 'Sections' })
  const summary = page.getByRole('article', { name: 'Summary' })
  await expect(summary).toBeVisible()
  const nav = (await sections.boundingBox())!
  const facet = (await summary.boundingBox())!
  expect(nav.y + nav.height).toBeLessThanOrEqual(facet.y)
  // the list takes the width of the column, not a sidebar's
  expect(nav.width).toBeGreaterThan(WIDTHS[0] / 2)

  // beside it on a laptop
  await page.setViewportSize({ width: 1280, height: HEIGHT })
  const gap = async () => {
    const [beside, body] = [await sections.boundingBox(), await summary.boundingBox()]
    return beside && body ? body.x - (beside.x + beside.width) : -1
  }
  await expect.poll(gap).toBeGreaterThanOrEqual(0)
})
