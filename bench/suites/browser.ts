import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Knex } from 'knex'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import type { RunningApi } from '../server'
import { TARGETS } from '../targets'
import { percentile } from '../timing'
import { launchChromium, ROW_SELECTOR, signInConsole, trackNetwork } from './console'
import { traceMainThread, type MainThreadWork } from './scrollWork'

/**
 * The grids in the browser: the console, built and served by the API on the bench data, in
 * headless Chromium. For the entity grids (Actors, untyped) at 1000 rows a page, as admin and analyst,
 * and the facet grid at 25, 250 and 1000 rows: the first rows and when the page answers a click. As
 * admin: a Stage select opened, a stage changed, Hidden ticked, a row selected, a cell moved to by
 * the keyboard; and an 'All' page scrolled over 10,000 rows, counting the frames over 50 ms.
 *
 * Every time is read in the page, on its own clock (performance.now(), from the start of the
 * navigation): an input's time is its event's timeStamp, when the browser took it in; what it led to
 * is 'shown' at the end of the first frame after the DOM changed (a requestAnimationFrame, then a
 * message: the task after that frame's paint). The selectors are the shared grid's DOM contract
 * (src/layout/grid/DataGrid.tsx): `[role="grid"]`, `[role="row"][data-row-id]`, `[role="gridcell"][data-column]`.
 */

export const VIEWPORT = { width: 1440, height: 900 }
const TIMEOUT_MS = 60_000
/** an action's wait for its effect, past which it failed */
const ACTION_TIMEOUT_MS = 20_000
/** the page is settled once no request has been open for this long */
const QUIET_MS = 300
const HEAD_ROWS = 2
const ROW_HEIGHT = 35
const PLACEHOLDER_SELECTOR = '[role="row"][data-row-placeholder]'
/** 'All' scrolled: how far and how fast */
const SCROLL = { rows: 10_000, stepPx: 2_000, stepMs: 100 } as const

type Role = 'admin' | 'analyst'

interface GridPage {
  name: string
  path: string
  /** the API service its rows come from: its answer is 'the data' */
  service: string
  /** plain cells (not editable, no link) to click to see the page answer, in order of preference */
  plainColumns: string[]
}

const ACTORS: GridPage = {
  name: 'Actors',
  path: '/analyst/entities/actors',
  service: 'entities',
  plainColumns: ['created', 'modified', 'completeness', 'type'],
}
const UNTYPED: GridPage = {
  name: 'Untyped',
  path: '/analyst/elements/untyped',
  service: 'entities',
  plainColumns: ['created', 'modified', 'completeness', 'type'],
}
const FACETS: GridPage = {
  name: 'Facets',
  path: '/analyst/assign-facets',
  service: 'facets',
  plainColumns: ['created', 'modified', 'section', 'level', 'type'],
}

export interface Timing {
  runs: number
  p50: number
  max: number
  all: number[]
}

export interface GridLoad {
  grid: string
  path: string
  role: Role
  /** rows a page */
  rows: number
  /** ms from the start of the navigation to the first data row in the DOM */
  firstRow: Timing
  /** ms from the grid's data answer (its last byte, Resource Timing's responseEnd) to the first data row */
  firstRowAfterData: Timing
  /** ms from the data answer until a click on a cell, sent as soon as the first row showed, was handled and shown */
  interactiveAfterData: Timing
  /** the same from the first data row */
  interactiveAfterRows: Timing
  /** ms the click waited for the main thread (its handler's start less its timeStamp) */
  inputDelay: Timing
  /** the same click on the settled grid, from the frame that found the row: the method's floor */
  idleClick: Timing
  /** frames over 50 ms from the data answer to the click shown, and the longest, ms */
  longFrames: Timing
  longestFrame: Timing
  /** interactiveAfterData's p50 within TARGETS.interactiveAfterDataMs */
  met: boolean
  error?: string
}

export interface CellAction {
  grid: string
  role: Role
  rows: number
  action: string
  /** the API calls each run waited on before its effect showed: path and ms from the input to the answer */
  requests: string[][]
  /** ms from the input's timeStamp to the end of the first frame that shows its effect */
  shown: Timing
  /** ms from the input's timeStamp to the DOM change */
  dom: Timing
  /** p50 of shown within TARGETS.cellActionMs */
  met: boolean
  error?: string
}

/**
 * What held a long frame most: a timer's callback (react-query tells its observers in a setTimeout),
 * React's scheduler (its time-sliced renders run as MessagePort tasks), another script (an input's
 * handlers), the frame's style and layout; or none of them for a third of the frame: the main thread
 * waited (for a core, or for the compositor).
 */
export type FrameCause = 'timer' | 'scheduler' | 'other script' | 'style and layout' | 'waiting'
const FRAME_CAUSES: FrameCause[] = ['timer', 'scheduler', 'other script', 'style and layout', 'waiting']

interface Frame {
  start: number
  duration: number
  /** what held it (long animation frames only) */
  cause?: FrameCause
}

export interface ScrollRun {
  /** frames over 50 ms while scrolling (long animation frames, or requestAnimationFrame gaps) */
  longFrames: number
  /** those frames by what held them (long animation frames only) */
  causes: Partial<Record<FrameCause, number>>
  /** the longest of them, ms (0 when none) */
  longestFrame: number
  /** requestAnimationFrame gaps over 50 ms, and the longest gap, ms */
  rafGaps: number
  longestGap: number
  /** wheel steps sent */
  steps: number
  /** ms from the first wheel step until row 10,000 showed with its data */
  ms: number
  /** ms row 10,000 took to load once the scroll had reached it */
  waitAtEnd: number
  /** most placeholder rows ('not loaded yet') in the DOM at one step */
  placeholders: number
  /** the grid's data requests while scrolling */
  requests: number
}

export interface ScrollResult {
  grid: string
  role: Role
  rows: number
  stepPx: number
  stepMs: number
  /** 'long-animation-frame' when this Chromium has it, else 'raf' (requestAnimationFrame deltas) */
  frameApi: string
  runs: ScrollRun[]
  longFrames: Timing
  longestFrame: Timing
  /** the main thread's work in one more run, traced (its frames not counted: tracing slows it) */
  mainThread?: MainThreadWork
  /** the median run had no frame over TARGETS.scrollFrameMs */
  met: boolean
  error?: string
}

export interface BrowserResult {
  /** the commit the console was built from */
  commit?: string
  chromium: string
  runs: number
  viewport: typeof VIEWPORT
  targets: { interactiveAfterDataMs: number; cellActionMs: number; scrollFrameMs: number }
  loads: GridLoad[]
  actions: CellAction[]
  scroll?: ScrollResult
  met: boolean
}

export interface BrowserOptions {
  /** the bench database: the entity the actions edit is put back as it was, its modified time included */
  db: Knex
  /** the running API that serves the console build (startApi with a consoleDir) */
  api: RunningApi
  admin: { email: string; password: string }
  analyst: { email: string; password: string }
  /** runs of each figure (at most 5) */
  runs: number
  say: (text: string) => void
  /** a folder to keep screenshots in (first rows, an open select, mid-scroll, failures) */
  screenshots?: string
  /** the commit the console was built from */
  commit?: string
  /** only the parts whose label holds this text: 'Actors', 'analyst', 'actions', 'Facets 250', 'scroll'… */
  only?: string
}

export const timing = (all: number[]): Timing => {
  const rounded = all.map((value) => Math.round(value))
  return { runs: rounded.length, p50: percentile(rounded, 50), max: Math.max(...rounded), all: rounded }
}
export const NO_TIMING: Timing = { runs: 0, p50: NaN, max: NaN, all: [] }

interface Condition {
  kind: 'focusCell' | 'focusAt' | 'listbox' | 'text' | 'checked' | 'selected'
  rowId?: string
  column?: string
  /** focusAt: the row's aria-rowindex */
  rowIndex?: number
  /** text: what the cell shows; checked: aria-checked */
  value?: string
}

interface ActTimes {
  input?: number
  handled?: number
  dom?: number
  shown?: number
  /** the API calls that ran between the input and the DOM change: path, and ms from the input to their answer */
  requests?: string[]
}

interface Probe {
  firstRow?: number
  frameApi: string
  frames: Frame[]
  act?: ActTimes
  arm: (input: 'pointerdown' | 'keydown', condition: Condition) => void
}

/**
 * The page's side, installed before any of the console's scripts: when the first data row enters the
 * DOM, the main thread's frames over 50 ms, and `arm` — which times the next input of a kind up to
 * the frame that shows what it did.
 */
function installProbe(rowSelector: string) {
  const frameApi = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')
    ? 'long-animation-frame'
    : 'longtask'
  const probe: Probe = { frameApi, frames: [], arm: () => undefined }
  // a long animation frame's scripts and rendering say what held it (see FrameCause)
  type Loaf = PerformanceEntry & {
    scripts?: { invoker: string; duration: number }[]
    styleAndLayoutStart?: number
  }
  const frameOf = (entry: Loaf): Frame => {
    const frame: Frame = { start: entry.startTime, duration: entry.duration }
    if (!entry.scripts) return frame
    // ms of the frame by cause; 'waiting' stands for a third of it, which another cause must pass
    const held: Partial<Record<FrameCause, number>> = { waiting: entry.duration / 3 }
    const add = (cause: FrameCause, ms: number) => (held[cause] = (held[cause] ?? 0) + ms)
    for (const script of entry.scripts) {
      const { invoker } = script
      add(
        invoker.includes('setTimeout') ? 'timer' : invoker.startsWith('MessagePort') ? 'scheduler' : 'other script',
        script.duration,
      )
    }
    if (entry.styleAndLayoutStart) add('style and layout', entry.startTime + entry.duration - entry.styleAndLayoutStart)
    frame.cause = (Object.entries(held) as [FrameCause, number][]).reduce((most, one) =>
      one[1] > most[1] ? one : most,
    )[0]
    return frame
  }
  ;(window as unknown as { __bench: Probe }).__bench = probe
  // the API calls of a long session (an action's save and reloads, 'All' page after page) all kept
  performance.setResourceTimingBufferSize(10_000)
  const rows = new MutationObserver(() => {
    if (!document.querySelector(rowSelector)) return
    probe.firstRow = performance.now()
    rows.disconnect()
  })
  rows.observe(document, { childList: true, subtree: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.frames.push(frameOf(entry))
  }).observe({ type: frameApi, buffered: true })

  const cellOf = (rowId?: string, column?: string) =>
    document.querySelector(
      `[role="row"][data-row-id="${CSS.escape(rowId ?? '')}"] [role="gridcell"][data-column="${CSS.escape(column ?? '')}"]`,
    )
  const holds = (condition: Condition): boolean => {
    const active = document.activeElement
    switch (condition.kind) {
      case 'focusCell':
        return !!active?.closest('[role="row"][data-row-id] [role="gridcell"]')
      case 'focusAt': {
        const cell = active?.closest('[role="gridcell"]')
        return (
          cell?.getAttribute('data-column') === condition.column &&
          cell?.closest('[role="row"]')?.getAttribute('aria-rowindex') === String(condition.rowIndex)
        )
      }
      case 'listbox':
        return !!document.querySelector('[role="listbox"] [role="option"]')
      case 'text': {
        const cell = cellOf(condition.rowId, condition.column)
        return !!cell && !cell.querySelector('input, [role="combobox"]') && cell.textContent?.trim() === condition.value
      }
      case 'checked':
        return (
          cellOf(condition.rowId, condition.column)
            ?.querySelector('[role="checkbox"]')
            ?.getAttribute('aria-checked') === condition.value
        )
      case 'selected':
        return (
          document
            .querySelector(`[role="row"][data-row-id="${CSS.escape(condition.rowId ?? '')}"]`)
            ?.getAttribute('aria-selected') === 'true'
        )
    }
  }
  probe.arm = (input, condition) => {
    const act: ActTimes = {}
    probe.act = act
    const check = () => {
      if (act.input === undefined || act.dom !== undefined || !holds(condition)) return
      act.dom = performance.now()
      changes.disconnect()
      removeEventListener('focusin', check, true)
      // the frame that shows it: rAF runs before its paint, the message after
      requestAnimationFrame(() => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => {
          act.shown = performance.now()
        }
        channel.port2.postMessage(null)
      })
    }
    const onInput = (event: Event) => {
      removeEventListener(input, onInput, true)
      act.input = event.timeStamp
      act.handled = performance.now()
      queueMicrotask(check)
    }
    const changes = new MutationObserver(check)
    changes.observe(document, { childList: true, subtree: true, attributes: true, characterData: true })
    addEventListener('focusin', check, true)
    addEventListener(input, onInput, true)
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits until the page's network has been quiet and two frames have passed (the main thread free). */
export async function settle(page: Page, network: () => Promise<void>) {
  await network()
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  )
}

async function arm(page: Page, input: 'pointerdown' | 'keydown', condition: Condition) {
  await page.evaluate(([kind, wanted]) => (window as unknown as { __bench: Probe }).__bench.arm(kind, wanted), [
    input,
    condition,
  ] as const)
}

/** The armed action's times, once the frame showing its effect has passed. */
async function actTimes(page: Page, what: string): Promise<Required<ActTimes>> {
  try {
    const handle = await page.waitForFunction(
      () => {
        const act = (window as unknown as { __bench: Probe }).__bench.act
        if (act?.shown === undefined || act.input === undefined || act.dom === undefined) return false
        const { input, dom } = act
        const requests = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/') && entry.startTime >= input && entry.startTime <= dom)
          .map(
            (entry) =>
              `${new URL(entry.name).pathname} ${Math.round((entry as PerformanceResourceTiming).responseEnd - input)}`,
          )
        return { ...act, requests }
      },
      null,
      { timeout: ACTION_TIMEOUT_MS, polling: 50 },
    )
    return (await handle.jsonValue()) as Required<ActTimes>
  } catch (error) {
    const act = await page.evaluate(() => (window as unknown as { __bench: Probe }).__bench.act)
    throw new Error(
      `${what}: no effect shown within ${ACTION_TIMEOUT_MS} ms (${act?.input === undefined ? 'the input never reached the page' : 'the input was handled'}): ${(error as Error).message.split('\n')[0]}`,
    )
  }
}

const gridUrl = (origin: string, grid: GridPage, rows?: number) =>
  `${origin}${grid.path}${rows ? `?perPage=${rows}` : ''}`

export interface Session {
  role: Role
  state: Awaited<ReturnType<BrowserContext['storageState']>>
}

export async function signInAs(
  browser: Browser,
  origin: string,
  role: Role,
  user: { email: string; password: string },
) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  try {
    const page = await context.newPage()
    const network = trackNetwork(page, QUIET_MS)
    await page.goto(`${origin}/auth`)
    await page.locator('input[name=email]').waitFor({ timeout: TIMEOUT_MS })
    await signInConsole(page, user.email, user.password)
    await network()
    return { role, state: await context.storageState() } satisfies Session
  } finally {
    await context.close()
  }
}

/**
 * A context of the signed-in session (a copy of its storage: what one run sets stays there), with a
 * probe installed before the console's scripts: the grids' by default.
 */
export async function openPage(
  browser: Browser,
  session: Session,
  install: (context: BrowserContext) => Promise<unknown> = (context) =>
    context.addInitScript(installProbe, ROW_SELECTOR),
) {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: session.state })
  // tsx (esbuild, keepNames) wraps named functions in __name(): the page needs one too
  await context.addInitScript('globalThis.__name ??= (target) => target')
  await install(context)
  const page = await context.newPage()
  return { context, page, network: trackNetwork(page, QUIET_MS) }
}

interface LoadRun {
  firstRow: number
  dataEnd: number
  input: number
  handled: number
  shown: number
  longFrames: number
  longestFrame: number
}

/**
 * Clicks a plain cell of the first data row as soon as the page has it — looked for on each
 * requestAnimationFrame, so once a frame with the row has run — timing the click to the frame that
 * shows a grid cell focused. `found`: when the row was found, on the page's clock.
 */
async function clickFirstRow(page: Page, grid: GridPage) {
  const target = await page.waitForFunction(
    ({ rowSelector, columns }) => {
      const probe = (window as unknown as { __bench?: Probe }).__bench
      if (probe?.firstRow === undefined) return false
      const row = document.querySelector(rowSelector)
      const scroller = document.querySelector('[role="grid"]')
      if (!row || !scroller) return false
      const box = scroller.getBoundingClientRect()
      for (const column of columns) {
        const cell = row.querySelector(`[role="gridcell"][data-column="${column}"]`)
        if (!cell) continue
        const rect = cell.getBoundingClientRect()
        const x = rect.left + rect.width / 2
        const y = rect.top + rect.height / 2
        if (
          x > box.left &&
          x < Math.min(box.right, innerWidth) &&
          y > box.top &&
          y < Math.min(box.bottom, innerHeight)
        ) {
          // armed in the same frame: the click that follows is the one timed
          probe.arm('pointerdown', { kind: 'focusCell' })
          return { x, y, found: performance.now() }
        }
      }
      return false
    },
    { rowSelector: ROW_SELECTOR, columns: grid.plainColumns },
    { polling: 'raf', timeout: TIMEOUT_MS },
  )
  const { x, y, found } = (await target.jsonValue()) as { x: number; y: number; found: number }
  await page.mouse.click(x, y)
  return { found, act: await actTimes(page, `a click on the first row of ${grid.name}`) }
}

/** One load of a grid: navigates, clicks the first row as soon as it is there, and reads the times back. */
async function loadOnce(page: Page, url: string, grid: GridPage): Promise<LoadRun> {
  await page.goto('about:blank')
  await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS })
  const { act } = await clickFirstRow(page, grid)
  const read = await page.evaluate((service) => {
    const probe = (window as unknown as { __bench: Probe }).__bench
    const firstRow = probe.firstRow ?? NaN
    // the grid's answer: the last GET of its service's list that ended before the first row
    const answers = performance
      .getEntriesByType('resource')
      .map((entry) => entry as PerformanceResourceTiming)
      .filter((entry) => new URL(entry.name).pathname === `/api/${service}` && entry.responseEnd <= firstRow)
    return { firstRow, dataEnd: answers.at(-1)?.responseEnd ?? NaN, frames: probe.frames }
  }, grid.service)
  if (!Number.isFinite(read.dataEnd)) throw new Error(`no answer of /api/${grid.service} came before the first row`)
  const during = read.frames.filter((frame) => frame.start + frame.duration > read.dataEnd && frame.start < act.shown)
  return {
    firstRow: read.firstRow,
    dataEnd: read.dataEnd,
    input: act.input,
    handled: act.handled,
    shown: act.shown,
    longFrames: during.length,
    longestFrame: Math.max(0, ...during.map((frame) => frame.duration)),
  }
}

/**
 * The same click on the grid once it has settled, the focus taken away first: what the method reads
 * when the page waits for nothing (a frame to find the row, the round trip to the bench, the frame
 * that shows the focus).
 */
async function idleClick(page: Page, network: () => Promise<void>, grid: GridPage): Promise<number> {
  await settle(page, network)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await settle(page, network)
  const { found, act } = await clickFirstRow(page, grid)
  return act.shown - found
}

export async function screenshot(page: Page, folder: string | undefined, name: string) {
  if (!folder) return
  mkdirSync(folder, { recursive: true })
  await page.screenshot({ path: path.join(folder, `${name}.png`) }).catch(() => undefined)
}

/** Where a failure's screenshot goes: the folder asked for, else the system's temporary folder. */
export const failureFolder = (folder?: string) => folder ?? path.join(os.tmpdir(), 'bench-browser')

export const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-')

async function measureLoads(
  browser: Browser,
  origin: string,
  session: Session,
  grid: GridPage,
  rows: number,
  runs: number,
  screenshots?: string,
): Promise<GridLoad> {
  const { context, page, network } = await openPage(browser, session)
  const base = { grid: grid.name, path: grid.path, role: session.role, rows }
  try {
    const url = gridUrl(origin, grid, rows)
    // the first load fills the HTTP cache with the console's JS: the runs time the grid, not the network
    await loadOnce(page, url, grid)
    const all: LoadRun[] = []
    for (let run = 0; run < runs; run++) all.push(await loadOnce(page, url, grid))
    await screenshot(page, screenshots, `load-${slug(grid.name)}-${rows}-${session.role}`)
    const idle: number[] = []
    for (let run = 0; run < runs; run++) idle.push(await idleClick(page, network, grid))
    const interactiveAfterData = timing(all.map((one) => one.shown - one.dataEnd))
    return {
      ...base,
      firstRow: timing(all.map((one) => one.firstRow)),
      firstRowAfterData: timing(all.map((one) => one.firstRow - one.dataEnd)),
      interactiveAfterData,
      interactiveAfterRows: timing(all.map((one) => one.shown - one.firstRow)),
      inputDelay: timing(all.map((one) => one.handled - one.input)),
      idleClick: timing(idle),
      longFrames: timing(all.map((one) => one.longFrames)),
      longestFrame: timing(all.map((one) => one.longestFrame)),
      met: interactiveAfterData.p50 <= TARGETS.interactiveAfterDataMs,
    }
  } catch (error) {
    await screenshot(page, failureFolder(screenshots), `failed-load-${slug(grid.name)}-${rows}-${session.role}`)
    return {
      ...base,
      firstRow: NO_TIMING,
      firstRowAfterData: NO_TIMING,
      interactiveAfterData: NO_TIMING,
      interactiveAfterRows: NO_TIMING,
      inputDelay: NO_TIMING,
      idleClick: NO_TIMING,
      longFrames: NO_TIMING,
      longestFrame: NO_TIMING,
      met: false,
      error: (error as Error).message.split('\n')[0],
    }
  } finally {
    await context.close()
  }
}

/** One action's samples: input → DOM and input → shown, ms. */
class Samples {
  shown: number[] = []
  dom: number[] = []
  requests: string[][] = []
  error?: string
  add(act: Required<ActTimes>) {
    this.shown.push(act.shown - act.input)
    this.dom.push(act.dom - act.input)
    this.requests.push(act.requests)
  }
  result(grid: GridPage, role: Role, rows: number, action: string): CellAction {
    const shown = this.shown.length ? timing(this.shown) : NO_TIMING
    return {
      grid: grid.name,
      role,
      rows,
      action,
      requests: this.requests,
      shown,
      dom: this.dom.length ? timing(this.dom) : NO_TIMING,
      met: !this.error && shown.p50 <= TARGETS.cellActionMs,
      ...(this.error ? { error: this.error } : {}),
    }
  }
}

const firstRowId = (page: Page) =>
  page.locator(ROW_SELECTOR).first().getAttribute('data-row-id', { timeout: TIMEOUT_MS }) as Promise<string>
const cellLocator = (page: Page, rowId: string, column: string) =>
  page.locator(`[role="row"][data-row-id="${rowId}"] [role="gridcell"][data-column="${column}"]`)

/** Opens the row's Stage select by a click on its cell: the listbox shown. */
async function openStage(page: Page, rowId: string, samples: Samples) {
  await arm(page, 'pointerdown', { kind: 'listbox' })
  await cellLocator(page, rowId, 'stage').click()
  samples.add(await actTimes(page, 'the Stage select'))
}

/** Closes an open listbox with Escape and waits for it to go. */
async function closeListbox(page: Page, network: () => Promise<void>) {
  await page.keyboard.press('Escape')
  await page.locator('[role="listbox"]').waitFor({ state: 'detached', timeout: ACTION_TIMEOUT_MS })
  await settle(page, network)
}

/** The option to pick: the first enabled one that is not the cell's value. */
async function otherOption(page: Page, current: string): Promise<string> {
  const options = await page
    .locator('[role="listbox"] [role="option"]:not([aria-disabled="true"])')
    .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''))
  const other = options.find((text) => text && text !== current)
  if (!other) throw new Error(`no other stage to choose than ${current} (${options.join(', ')})`)
  return other
}

async function attempt(
  samples: Samples,
  page: Page,
  screenshots: string | undefined,
  name: string,
  body: () => Promise<void>,
) {
  try {
    await body()
  } catch (error) {
    samples.error = (error as Error).message.split('\n')[0]
    await screenshot(page, failureFolder(screenshots), `failed-${name}`)
    // back to a page without a menu open, for the next action
    await page.keyboard.press('Escape').catch(() => undefined)
  }
}

/** What the grid's edits change on an entity, put back afterwards so that every run finds the same first row. */
const EDITED_COLUMNS = ['stage', 'assignedToId', 'hidden', 'failedReason', 'updatedById', 'updatedAt'] as const

/**
 * The Actors grid at 1000 rows as admin: the Stage select opened and a stage changed (each run picks
 * the other stage, so runs go back and forth), Hidden ticked (likewise), and the keyboard's move to
 * the next row, each on the first row. The entity is put back as it was afterwards, in the database
 * (its stage may be one the grid does not offer, and its modified time keeps it the first row).
 */
async function entityActions(
  browser: Browser,
  db: Knex,
  origin: string,
  session: Session,
  runs: number,
  screenshots?: string,
): Promise<CellAction[]> {
  const rows = 1000
  const { context, page, network } = await openPage(browser, session)
  const open = new Samples()
  const change = new Samples()
  const hidden = new Samples()
  const keys = new Samples()
  let edited: { id: string; before: Record<string, unknown> } | undefined
  try {
    await page.goto(gridUrl(origin, ACTORS, rows))
    const rowId = await firstRowId(page)
    await settle(page, network)
    edited = { id: rowId, before: await db('entities').where({ id: rowId }).first(EDITED_COLUMNS) }
    await attempt(open, page, screenshots, 'actors-stage', async () => {
      for (let run = 0; run < runs; run++) {
        const current = (await cellLocator(page, rowId, 'stage').textContent())?.trim() ?? ''
        await openStage(page, rowId, open)
        if (run === 0) await screenshot(page, screenshots, 'actors-stage-open')
        const next = await otherOption(page, current)
        await arm(page, 'pointerdown', { kind: 'text', rowId, column: 'stage', value: next })
        await page.locator('[role="listbox"] [role="option"]').getByText(next, { exact: true }).click()
        change.add(await actTimes(page, `the stage changed to ${next}`))
        await settle(page, network)
      }
    })
    if (change.shown.length < runs && !change.error) change.error = open.error
    await attempt(hidden, page, screenshots, 'actors-hidden', async () => {
      for (let run = 0; run < runs; run++) {
        const box = cellLocator(page, rowId, 'hidden').locator('[role="checkbox"]')
        const checked = await box.getAttribute('aria-checked', { timeout: TIMEOUT_MS })
        await arm(page, 'pointerdown', {
          kind: 'checked',
          rowId,
          column: 'hidden',
          value: checked === 'true' ? 'false' : 'true',
        })
        await cellLocator(page, rowId, 'hidden').click()
        hidden.add(await actTimes(page, 'Hidden ticked'))
        await settle(page, network)
      }
    })
    await attempt(keys, page, screenshots, 'actors-keys', async () => {
      // a plain cell of the first row takes the focus (untimed); each run then moves one row down
      await cellLocator(page, await firstRowId(page), 'created').click()
      await settle(page, network)
      for (let run = 0; run < runs; run++) {
        const at = await page.evaluate(() =>
          Number(document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex')),
        )
        if (!Number.isFinite(at)) throw new Error('no grid cell has the focus')
        await arm(page, 'keydown', { kind: 'focusAt', column: 'created', rowIndex: at + 1 })
        await page.keyboard.press('ArrowDown')
        keys.add(await actTimes(page, 'ArrowDown'))
        await settle(page, network)
      }
    })
  } catch (error) {
    open.error ??= (error as Error).message.split('\n')[0]
    await screenshot(page, failureFolder(screenshots), 'failed-actors-actions')
  } finally {
    await context.close()
    if (edited) await db('entities').where({ id: edited.id }).update(edited.before)
  }
  return [
    open.result(ACTORS, 'admin', rows, 'open the Stage select'),
    change.result(ACTORS, 'admin', rows, 'change the stage (saved)'),
    hidden.result(ACTORS, 'admin', rows, 'tick Hidden (saved)'),
    keys.result(ACTORS, 'admin', rows, 'ArrowDown to the next row'),
  ]
}

/** The facet grid at a page size as admin: a row's select box ticked, its Stage select opened. */
async function facetActions(
  browser: Browser,
  origin: string,
  session: Session,
  rows: number,
  runs: number,
  screenshots?: string,
): Promise<CellAction[]> {
  const { context, page, network } = await openPage(browser, session)
  const select = new Samples()
  const open = new Samples()
  try {
    await page.goto(gridUrl(origin, FACETS, rows))
    const rowId = await firstRowId(page)
    await settle(page, network)
    await attempt(select, page, screenshots, `facets-${rows}-select`, async () => {
      for (let run = 0; run < runs; run++) {
        await arm(page, 'pointerdown', { kind: 'selected', rowId })
        await cellLocator(page, rowId, 'select').click()
        select.add(await actTimes(page, 'the row selected'))
        await settle(page, network)
        if (run === 0) await screenshot(page, screenshots, `facets-${rows}-selected`)
        // unticked again, untimed
        await cellLocator(page, rowId, 'select').click()
        await page
          .locator(`[role="row"][data-row-id="${rowId}"]:not([aria-selected="true"])`)
          .waitFor({ timeout: ACTION_TIMEOUT_MS })
        await settle(page, network)
      }
    })
    await attempt(open, page, screenshots, `facets-${rows}-stage`, async () => {
      for (let run = 0; run < runs; run++) {
        await openStage(page, rowId, open)
        if (run === 0) await screenshot(page, screenshots, `facets-${rows}-stage-open`)
        await closeListbox(page, network)
      }
    })
  } catch (error) {
    select.error ??= (error as Error).message.split('\n')[0]
    await screenshot(page, failureFolder(screenshots), `failed-facets-${rows}`)
  } finally {
    await context.close()
  }
  return [
    select.result(FACETS, 'admin', rows, 'tick the row select box'),
    open.result(FACETS, 'admin', rows, 'open the Stage select'),
  ]
}

interface ScrollState {
  top: number
  height: number
  /** row 10,000, or one past it, is in the DOM, with no placeholder left */
  shown: boolean
  placeholders: number
}

/**
 * One scroll of 'All': a fresh page of the grid, 'All' chosen in its 'Rows per page' select, then
 * wheel steps over the grid at a steady pace until row 10,000 is in view, and a wait for its data.
 * The frames are counted from the first step to row 10,000 shown.
 */
async function scrollOnce(
  page: Page,
  network: () => Promise<void>,
  origin: string,
  grid: GridPage,
  screenshots?: string,
  run = 0,
  around: (steps: () => Promise<void>) => Promise<unknown> = (steps) => steps(),
) {
  await page.goto(gridUrl(origin, grid))
  await page.locator(ROW_SELECTOR).first().waitFor({ timeout: TIMEOUT_MS })
  await settle(page, network)
  await page.getByRole('combobox', { name: /rows per page/i }).click()
  await page.getByRole('option', { name: 'All', exact: true }).click()
  await page.locator('[role="listbox"]').waitFor({ state: 'detached', timeout: ACTION_TIMEOUT_MS })
  await page.waitForFunction(
    (rows) => Number(document.querySelector('[role="grid"]')?.getAttribute('aria-rowcount')) >= rows,
    SCROLL.rows + HEAD_ROWS,
    { timeout: TIMEOUT_MS },
  )
  await page.locator(ROW_SELECTOR).first().waitFor({ timeout: TIMEOUT_MS })
  await settle(page, network)
  const box = await page.locator('[role="grid"]').boundingBox()
  if (!box) throw new Error('the grid has no box')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  const started = await page.evaluate(() => {
    const recorder = window as unknown as { __gaps: number[]; __gapsStop?: boolean }
    recorder.__gaps = []
    recorder.__gapsStop = false
    let last = performance.now()
    const tick = (now: number) => {
      recorder.__gaps.push(now - last)
      last = now
      if (!recorder.__gapsStop) requestAnimationFrame(tick)
    }
    requestAnimationFrame((now) => {
      last = now
      requestAnimationFrame(tick)
    })
    return performance.now()
  })
  // the last row index wanted in view: row 10,000 (aria-rowindex 10,002)
  const wanted = SCROLL.rows + HEAD_ROWS
  const state = (): Promise<ScrollState> =>
    page.evaluate(
      ({ wanted, rowSelector, placeholderSelector }) => {
        const scroller = document.querySelector('[role="grid"]') as HTMLElement
        return {
          top: scroller.scrollTop,
          height: scroller.clientHeight,
          // the rows in view, row 10,000 among them or passed (a step queued behind a busy main thread
          // may land after the state was read), all with their data
          shown:
            !document.querySelector(placeholderSelector) &&
            [...document.querySelectorAll(rowSelector)].some(
              (row) => Number(row.getAttribute('aria-rowindex')) >= wanted,
            ),
          placeholders: document.querySelectorAll(placeholderSelector).length,
        }
      },
      { wanted, rowSelector: ROW_SELECTOR, placeholderSelector: PLACEHOLDER_SELECTOR },
    )
  let placeholders = 0
  let reachedAt: number | undefined
  let steps = 0
  const deadline = Date.now() + TIMEOUT_MS * 2
  await around(async () => {
    for (let step = 0; ; step++) {
      const stepStart = Date.now()
      const now = await state()
      placeholders = Math.max(placeholders, now.placeholders)
      // row 10,000's bottom edge within the scroller's view; the last step goes no further
      const last = wanted * ROW_HEIGHT - now.height
      const reached = now.top >= last
      if (reached && reachedAt === undefined) reachedAt = Date.now()
      if (now.shown && reached) break
      if (Date.now() > deadline) throw new Error(`row ${SCROLL.rows} did not show (scrollTop ${now.top})`)
      if (!reached) {
        await page.mouse.wheel(0, Math.min(SCROLL.stepPx, Math.ceil(last - now.top)))
        steps++
      }
      if (run === 0 && step === 40) await screenshot(page, screenshots, `scroll-${slug(grid.name)}-mid`)
      await sleep(Math.max(0, SCROLL.stepMs - (Date.now() - stepStart)))
    }
  })
  const finishedAt = Date.now()
  const read = await page.evaluate(
    ({ started, service }) => {
      const recorder = window as unknown as { __gaps: number[]; __gapsStop?: boolean; __bench: Probe }
      recorder.__gapsStop = true
      const ended = performance.now()
      const requests = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= started && new URL(entry.name).pathname === `/api/${service}`).length
      return {
        ended,
        frameApi: recorder.__bench.frameApi,
        frames: recorder.__bench.frames.filter((frame) => frame.start >= started && frame.start < ended),
        gaps: recorder.__gaps,
        requests,
      }
    },
    { started, service: grid.service },
  )
  if (run === 0) await screenshot(page, screenshots, `scroll-${slug(grid.name)}-end`)
  const long = read.frames.filter((frame) => frame.duration > TARGETS.scrollFrameMs)
  const gaps = read.gaps.filter((gap) => gap > TARGETS.scrollFrameMs)
  const useLoaf = read.frameApi === 'long-animation-frame'
  const causes: Partial<Record<FrameCause, number>> = {}
  for (const frame of long) if (frame.cause) causes[frame.cause] = (causes[frame.cause] ?? 0) + 1
  const scrolled: ScrollRun = {
    longFrames: useLoaf ? long.length : gaps.length,
    causes,
    longestFrame: Math.round(useLoaf ? Math.max(0, ...long.map((frame) => frame.duration)) : Math.max(0, ...gaps)),
    rafGaps: gaps.length,
    longestGap: Math.round(Math.max(0, ...read.gaps)),
    steps,
    ms: Math.round(read.ended - started),
    waitAtEnd: reachedAt === undefined ? 0 : finishedAt - reachedAt,
    placeholders,
    requests: read.requests,
  }
  return { run: scrolled, frameApi: useLoaf ? 'long-animation-frame' : 'raf' }
}

async function measureScroll(
  browser: Browser,
  origin: string,
  session: Session,
  grid: GridPage,
  runs: number,
  screenshots?: string,
): Promise<ScrollResult> {
  const all: ScrollRun[] = []
  let frameApi = 'unknown'
  const base = { grid: grid.name, role: session.role, rows: SCROLL.rows, stepPx: SCROLL.stepPx, stepMs: SCROLL.stepMs }
  for (let run = 0; run < runs; run++) {
    // a fresh context each run: 'All' is kept in the browser's storage, and the rows loaded in memory
    const { context, page, network } = await openPage(browser, session)
    try {
      const done = await scrollOnce(page, network, origin, grid, screenshots, run)
      all.push(done.run)
      frameApi = done.frameApi
    } catch (error) {
      await screenshot(page, failureFolder(screenshots), `failed-scroll-${slug(grid.name)}`)
      return {
        ...base,
        frameApi,
        runs: all,
        longFrames: NO_TIMING,
        longestFrame: NO_TIMING,
        met: false,
        error: (error as Error).message.split('\n')[0],
      }
    } finally {
      await context.close()
    }
  }
  let mainThread: MainThreadWork | undefined
  const traced = await openPage(browser, session)
  try {
    await scrollOnce(traced.page, traced.network, origin, grid, undefined, 1, async (steps) => {
      mainThread = await traceMainThread(browser, traced.page, steps)
    })
  } finally {
    await traced.context.close()
  }
  const longFrames = timing(all.map((one) => one.longFrames))
  return {
    ...base,
    frameApi,
    runs: all,
    mainThread,
    longFrames,
    longestFrame: timing(all.map((one) => one.longestFrame)),
    met: longFrames.p50 === 0,
  }
}

/** Runs the suite against the console the API serves, in one headless Chromium. */
export async function measureBrowser(options: BrowserOptions): Promise<BrowserResult> {
  const { api, db, runs, say, screenshots } = options
  if (!(runs >= 1)) throw new Error('measureBrowser needs at least one run')
  const origin = api.origin
  const browser = await launchChromium()
  try {
    const sessions = {
      admin: await signInAs(browser, origin, 'admin', options.admin),
      analyst: await signInAs(browser, origin, 'analyst', options.analyst),
    }
    const wanted = (label: string) => label.toLowerCase().includes((options.only ?? '').toLowerCase())
    const loads: GridLoad[] = []
    const actions: CellAction[] = []
    for (const role of ['admin', 'analyst'] as const)
      for (const grid of [ACTORS, UNTYPED]) {
        const label = `${grid.name} 1000 ${role} load`
        if (!wanted(label)) continue
        say(`browser: ${label}…`)
        loads.push(await measureLoads(browser, origin, sessions[role], grid, 1000, runs, screenshots))
      }
    if (wanted('Actors 1000 admin actions')) {
      say('browser: Actors 1000 admin actions…')
      actions.push(...(await entityActions(browser, db, origin, sessions.admin, runs, screenshots)))
    }
    for (const rows of [25, 250, 1000]) {
      if (wanted(`Facets ${rows} admin load`)) {
        say(`browser: Facets ${rows} admin load…`)
        loads.push(await measureLoads(browser, origin, sessions.admin, FACETS, rows, runs, screenshots))
      }
      if (wanted(`Facets ${rows} admin actions`)) {
        say(`browser: Facets ${rows} admin actions…`)
        actions.push(...(await facetActions(browser, origin, sessions.admin, rows, runs, screenshots)))
      }
    }
    let scroll: ScrollResult | undefined
    if (wanted(`Actors admin scroll All`)) {
      say(`browser: Actors admin scroll All over ${SCROLL.rows} rows…`)
      scroll = await measureScroll(browser, origin, sessions.admin, ACTORS, runs, screenshots)
    }
    return {
      commit: options.commit,
      chromium: browser.version(),
      runs,
      viewport: VIEWPORT,
      targets: {
        interactiveAfterDataMs: TARGETS.interactiveAfterDataMs,
        cellActionMs: TARGETS.cellActionMs,
        scrollFrameMs: TARGETS.scrollFrameMs,
      },
      loads,
      actions,
      scroll,
      met: loads.every((load) => load.met) && actions.every((action) => action.met) && (scroll?.met ?? true),
    }
  } finally {
    await browser.close()
  }
}

const cell = (figure: Timing, width = 13) => (figure.runs ? `${figure.p50} / ${figure.max}` : '—').padStart(width)
const verdict = (met: boolean, error?: string) => (error ? `FAILED: ${error}` : met ? 'met' : 'OVER')

/** The suite's lines: ms p50 / max of the runs, each figure against its target. */
export function browserRows(result: BrowserResult): string[] {
  const { targets } = result
  const lines = [
    `browser: the console${result.commit ? ` of ${result.commit}` : ''} in headless Chromium ${result.chromium}, ${result.viewport.width}×${result.viewport.height}; ms, p50 / max of ${result.runs} runs`,
    `grid loads: first row from the navigation's start and from the data's answer; interactive: a click on a cell sent as the first row showed, handled and shown (target ≤ ${targets.interactiveAfterDataMs} ms after the data)`,
    `${'grid'.padEnd(9)}${'rows'.padStart(5)} ${'role'.padEnd(8)}${'first row'.padStart(13)}${'after data'.padStart(13)}${'interactive'.padStart(13)}${'after rows'.padStart(13)}${'input wait'.padStart(13)}${'idle click'.padStart(13)}  target`,
    ...result.loads.map(
      (load) =>
        `${load.grid.padEnd(9)}${String(load.rows).padStart(5)} ${load.role.padEnd(8)}${cell(load.firstRow)}${cell(load.firstRowAfterData)}${cell(load.interactiveAfterData)}${cell(load.interactiveAfterRows)}${cell(load.inputDelay)}${cell(load.idleClick)}  ${verdict(load.met, load.error)}`,
    ),
    `cell actions: from the input to the frame that shows its effect (target ≤ ${targets.cellActionMs} ms)`,
    `${'grid'.padEnd(9)}${'rows'.padStart(5)} ${'role'.padEnd(8)}${'action'.padEnd(28)}${'shown'.padStart(13)}${'DOM'.padStart(13)}  target`,
    ...result.actions.map(
      (action) =>
        `${action.grid.padEnd(9)}${String(action.rows).padStart(5)} ${action.role.padEnd(8)}${action.action.padEnd(28)}${cell(action.shown)}${cell(action.dom)}  ${verdict(action.met, action.error)}`,
    ),
  ]
  const scroll = result.scroll
  if (scroll) {
    const steps = `${scroll.stepPx} px every ${scroll.stepMs} ms`
    lines.push(
      `scroll: 'All' on ${scroll.grid} as ${scroll.role}, ${scroll.rows} rows by wheel, ${steps}; frames over ${targets.scrollFrameMs} ms (${scroll.frameApi}), target none`,
    )
    if (scroll.error) lines.push(`  FAILED: ${scroll.error}`)
    else
      lines.push(
        `  frames over ${targets.scrollFrameMs} ms p50 / max ${scroll.longFrames.p50} / ${scroll.longFrames.max}; longest frame p50 / max ${scroll.longestFrame.p50} / ${scroll.longestFrame.max} ms  ${verdict(scroll.met)}`,
        `  each run (frames over ${targets.scrollFrameMs} ms / wheel steps, longest frame, rAF gaps over ${targets.scrollFrameMs} ms, longest gap, ms to row ${scroll.rows}, its wait at the end, most placeholder rows, data requests): ${scroll.runs
          .map(
            (run) =>
              `${run.longFrames}/${run.steps}, ${run.longestFrame}, ${run.rafGaps}, ${run.longestGap}, ${run.ms}, ${run.waitAtEnd}, ${run.placeholders}, ${run.requests}`,
          )
          .join('; ')}`,
        `  frames over ${targets.scrollFrameMs} ms by what held them, all runs: ${FRAME_CAUSES.map(
          (cause) => `${cause} ${scroll.runs.reduce((sum, run) => sum + (run.causes?.[cause] ?? 0), 0)}`,
        ).join(', ')}`,
      )
    const work = scroll.mainThread
    if (work)
      lines.push(
        `  main thread in one more run, traced (CPU ms, which waiting for a core does not add to): tasks ${work.cpuMs.tasks}, script ${work.cpuMs.script}, style ${work.cpuMs.style}, layout ${work.cpuMs.layout}, paint ${work.cpuMs.paint}; elements restyled ${work.elementsRestyled}, layout objects ${work.objectsLaidOut}`,
      )
  }
  return lines
}
