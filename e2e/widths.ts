import { expect, type Page } from '@playwright/test'

/** A phone, a tablet, a laptop and a wide screen. */
export const WIDTHS = [390, 768, 1280, 1920] as const
export const HEIGHT = 900
/** The least a title cut short keeps of its text, so that it still says something. */
const TITLE_MIN_WIDTH = 96

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
export async function checkWidths(page: Page, route: string) {
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
