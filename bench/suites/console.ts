import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { build, loadConfigFromFile } from 'vite'
import { FLOOR_USER } from '../floor/user'
import { TARGETS } from '../targets'
import { percentile } from '../timing'

/**
 * Console weight: the JS the console loads before sign-in and up
 * to the analyst's first page — the bytes the browser received for it, its decoded size and its gzip
 * size — beside the same figures for a one-resource react-admin app built with the console's Vite config
 * in the same run (the floor, bench/floor); and the time from the start of a page load to the entity
 * grid's first row, in headless Chromium.
 */

const CONSOLE_OVER_FLOOR = TARGETS.consoleOverFloor

const REPO = fileURLToPath(new URL('../..', import.meta.url))
const FLOOR_SOURCE = path.join(REPO, 'bench', 'floor')
const GRID_PATH = '/analyst/entities'
const FLOOR_LIST_PATH = '/#/posts'
/**
 * A data row of the console's grids (the shared virtualised grid, src/layout/grid/): a row with a
 * record id, never the header, the filter row or a placeholder of 'All'.
 */
export const ROW_SELECTOR = '[role="row"][data-row-id]'
/** A data row of the floor's react-admin Datagrid: a body row with cells that say something. */
const FLOOR_ROW_SELECTOR = 'tbody tr'
/** The network is settled once no request has been open for this long. */
const QUIET_MS = 500
const TIMEOUT_MS = 60_000

/**
 * The parts of the console that must come on demand, by the modules (sourcemap sources) that make
 * them: a chunk holding any of them among the initial JS counts against the target.
 */
export const HEAVY_PARTS: Record<string, RegExp> = {
  editor: /src\/custom\/(entity|dictionary|template)-editor\/|src\/resources\/ceft\/CeftEditor/,
  maps: /node_modules\/@react-google-maps\/|\/MapPicker\.tsx$/,
  crop: /node_modules\/react-image-crop\/|\/CropDialog\.tsx$/,
  charts: /\/StatusChart\.tsx$|\/Sparkline\.tsx$/,
  // the grids' code, not their resources' registration (index.ts, gridConfig.ts)
  grids:
    /src\/resources\/(entities|facets)\/(?!index\.ts$|gridConfig\.ts$)|src\/layout\/grid\/|\/CefDataGridPage\.tsx$|node_modules\/@tanstack\/react-virtual\//,
}

export interface JsWeight {
  /**
   * the bytes the browser received for the files, headers included (CDP's encodedDataLength): what the
   * server's compression, when it compresses, makes smaller
   */
  transferred: number
  /** how the server encoded them (Content-Encoding; 'identity' for none), each once */
  encodings: string[]
  /** the sum of each file's gzip size (zlib level 9, whatever the server sent), bytes: the target's measure */
  gzip: number
  /** the files decoded, bytes */
  bytes: number
  /** their file names, in the order they arrived */
  chunks: string[]
}

export interface RowTiming {
  runs: number
  p50: number
  max: number
  /** each run, ms from the start of the page load to the first data row in the DOM */
  all: number[]
}

export interface AppWeight {
  /** the sign-in page, settled */
  beforeSignIn: JsWeight
  /** everything up to the first page after signing in, settled (the sign-in page's JS included) */
  firstPage: JsWeight
  /** where the sign-in landed */
  firstPagePath: string
  /** a fresh browser context a run: nothing cached */
  firstRowCold: RowTiming
  /** the same context loaded again: the JS from the HTTP cache */
  firstRowWarm: RowTiming
}

export interface ConsoleResult {
  target: number
  console: AppWeight
  floor: AppWeight
  /**
   * console over floor, by gzip size: the floor is served by the bench's own static server, which does
   * not compress, so the bytes transferred compare the servers rather than the apps
   */
  ratio: { beforeSignIn: number; firstPage: number }
  /** heavy parts (HEAVY_PARTS) found in the JS up to the first page, with the chunks that hold them */
  heavyInitial: { part: string; chunk: string }[]
  /** heavy parts the entity grid's page fetched on top: what came on demand there */
  gridOnDemand: string[]
  /** both ratios within the target and no heavy part in the initial JS */
  met: boolean
}

export interface MeasureOptions {
  /** the running app that serves the console build (startApi with a consoleDir) */
  origin: string
  /** a user whose first page is measured: an analyst of the data */
  email: string
  password: string
  /** the floor's build (buildConsoles) */
  floorDir: string
  /** page loads of the grid for each of the cold and warm figures */
  runs: number
  say: (text: string) => void
  chromiumPath?: string
}

/** Builds the console (root: the repository) with its Vite config into outDir, answering outDir. */
export async function buildConsole(outDir: string): Promise<string> {
  await buildWithConsoleConfig(REPO, outDir)
  return outDir
}

/** Builds the floor (bench/floor) with the console's Vite config into outDir, answering outDir. */
export async function buildFloor(outDir: string): Promise<string> {
  await buildWithConsoleConfig(FLOOR_SOURCE, outDir)
  return outDir
}

/**
 * Debian's Chromium (never a downloaded one), headless, with nothing of its own on the network: the
 * pages talk to 127.0.0.1 alone.
 */
export function launchChromium(executablePath?: string): Promise<Browser> {
  return chromium.launch({
    executablePath: executablePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}

async function buildWithConsoleConfig(root: string, outDir: string) {
  // loaded afresh for each build: the same file, with plugins of its own
  const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, path.join(REPO, 'vite.config.ts'))
  if (!loaded) throw new Error('vite.config.ts did not load')
  const { config } = loaded
  await build({
    ...config,
    configFile: false,
    root,
    envDir: REPO,
    logLevel: 'warn',
    // maps beside the chunks but not named in them, so the JS is the console's as shipped: the heavy-part
    // check reads each chunk's sources from them (the console's own build makes none)
    build: { ...config.build, outDir, emptyOutDir: true, sourcemap: 'hidden' },
  })
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
}

/** Serves a built app's files, and index.html for any other path, as the console's server does. */
async function serveStatic(dir: string): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const wanted = path.join(dir, path.normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)))
    const file =
      wanted.startsWith(dir) && existsSync(wanted) && statSync(wanted).isFile() ? wanted : path.join(dir, 'index.html')
    const isAsset = file.includes(`${path.sep}assets${path.sep}`)
    response.writeHead(200, {
      'content-type': MIME[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    })
    response.end(readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

interface Received {
  /** the body decoded */
  body: Buffer
  /** bytes on the wire, headers included */
  transferred: number
  encoding: string
}

type Scripts = Map<string, Promise<Received | null>>

/** The JS files a page fetches, by URL, with their bodies and what the network carried, as they arrive. */
function recordScripts(page: Page): Scripts {
  const scripts: Scripts = new Map()
  page.on('response', (response) => {
    const url = response.url()
    const isScript = response.request().resourceType() === 'script' || new URL(url).pathname.endsWith('.js')
    if (!isScript || scripts.has(url) || response.status() !== 200) return
    scripts.set(
      url,
      // sizes() answers once the response has finished: its body's bytes as received and its headers'
      Promise.all([response.body(), response.request().sizes(), response.headerValue('content-encoding')])
        .then(([body, sizes, encoding]) => ({
          body,
          transferred: sizes.responseHeadersSize + sizes.responseBodySize,
          encoding: encoding ?? 'identity',
        }))
        .catch(() => null),
    )
  })
  return scripts
}

async function weigh(scripts: Scripts): Promise<JsWeight> {
  const weight: JsWeight = { transferred: 0, encodings: [], gzip: 0, bytes: 0, chunks: [] }
  for (const [url, received] of scripts) {
    const file = await received
    if (!file) throw new Error(`the body of ${url} was not read`)
    weight.transferred += file.transferred
    if (!weight.encodings.includes(file.encoding)) weight.encodings.push(file.encoding)
    weight.bytes += file.body.length
    // level 9 (the most): the figure does not depend on how, or whether, the server compresses
    weight.gzip += gzipSync(file.body, { level: 9 }).length
    weight.chunks.push(path.posix.basename(new URL(url).pathname))
  }
  return weight
}

/** Answers a wait that resolves once the page has had no request open for quietMs. */
export function trackNetwork(page: Page, quietMs = QUIET_MS) {
  let open = 0
  let lastChange = Date.now()
  const change = (delta: number) => {
    open += delta
    lastChange = Date.now()
  }
  page.on('request', () => change(1))
  page.on('requestfinished', () => change(-1))
  page.on('requestfailed', () => change(-1))
  return async () => {
    const deadline = Date.now() + TIMEOUT_MS
    while (open > 0 || Date.now() - lastChange < quietMs) {
      if (Date.now() > deadline) throw new Error(`the network of ${page.url()} did not settle`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

/** Records, in the page, when the first data row enters the DOM (ms since the page load began). */
function watchFirstRow(context: BrowserContext, rowSelector: string) {
  return context.addInitScript((selector: string) => {
    const seen = window as unknown as { __firstRow?: number }
    const observer = new MutationObserver(() => {
      const row = [...document.querySelectorAll(selector)].find(
        (element) => element.querySelectorAll('td, [role="gridcell"]').length > 1 && element.textContent?.trim(),
      )
      if (!row) return
      seen.__firstRow = performance.now()
      observer.disconnect()
    })
    observer.observe(document, { childList: true, subtree: true })
  }, rowSelector)
}

async function firstRow(page: Page, url: string): Promise<number> {
  // from elsewhere: a load of the same address with a fragment (the floor's) would not load the page again
  if (page.url() !== 'about:blank') await page.goto('about:blank')
  await page.goto(url)
  const handle = await page.waitForFunction(() => (window as unknown as { __firstRow?: number }).__firstRow, null, {
    timeout: TIMEOUT_MS,
  })
  return Math.round((await handle.jsonValue()) as number)
}

const timing = (all: number[]): RowTiming => ({
  runs: all.length,
  p50: percentile(all, 50),
  max: Math.max(...all),
  all,
})

interface App {
  name: string
  origin: string
  signInPath: string
  /** the sign-in form's first field */
  signInForm: string
  signIn: (page: Page) => Promise<void>
  gridUrl: string
  /** a data row of its grid */
  rowSelector: string
}

async function measureApp(browser: Browser, app: App, runs: number, say: (text: string) => void) {
  say(`console weight: ${app.name}…`)
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = recordScripts(page)
  const settled = trackNetwork(page)
  await page.goto(`${app.origin}${app.signInPath}`)
  await page.locator(app.signInForm).waitFor({ timeout: TIMEOUT_MS })
  await settled()
  const beforeSignIn = await weigh(scripts)
  await app.signIn(page)
  await settled()
  const firstPage = await weigh(scripts)
  const firstPagePath = new URL(page.url()).pathname + new URL(page.url()).hash
  const session = await context.storageState()
  await context.close()

  const cold: number[] = []
  let gridScripts: Scripts = new Map()
  for (let run = 0; run < runs; run++) {
    const fresh = await browser.newContext({ storageState: session })
    await watchFirstRow(fresh, app.rowSelector)
    const gridPage = await fresh.newPage()
    const recorded = recordScripts(gridPage)
    cold.push(await firstRow(gridPage, app.gridUrl))
    gridScripts = recorded
    await fresh.close()
  }
  const warmContext = await browser.newContext({ storageState: session })
  await watchFirstRow(warmContext, app.rowSelector)
  const warmPage = await warmContext.newPage()
  await firstRow(warmPage, app.gridUrl)
  const warm: number[] = []
  for (let run = 0; run < runs; run++) warm.push(await firstRow(warmPage, app.gridUrl))
  await warmContext.close()
  const weight: AppWeight = {
    beforeSignIn,
    firstPage,
    firstPagePath,
    firstRowCold: timing(cold),
    firstRowWarm: timing(warm),
  }
  return { weight, initialScripts: [...scripts.keys()], gridScripts: [...gridScripts.keys()] }
}

/** The heavy parts each chunk holds, read from the sourcemaps the server serves beside them. */
async function heavyParts(urls: string[]): Promise<{ part: string; chunk: string }[]> {
  const found: { part: string; chunk: string }[] = []
  for (const url of urls) {
    const chunk = path.posix.basename(new URL(url).pathname)
    const response = await fetch(`${url}.map`)
    let sources = [chunk]
    try {
      if (response.ok) sources = ((await response.json()) as { sources: string[] }).sources
    } catch {
      // without a map, the chunk's name is all there is to go on
    }
    for (const [part, pattern] of Object.entries(HEAVY_PARTS))
      if (sources.some((source) => pattern.test(source))) found.push({ part, chunk })
  }
  return found
}

/** Signs in through the console's sign-in page (open in `page`), waiting until it has left it. */
export async function signInConsole(page: Page, email: string, password: string) {
  await page.locator('input[name=email]').fill(email)
  await page.locator('input[name=password]').fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => url.pathname !== '/auth', { timeout: TIMEOUT_MS })
}

/** Measures the console at `origin` and the floor built in `floorDir`, in one headless Chromium. */
export async function measureConsole(options: MeasureOptions): Promise<ConsoleResult> {
  const { origin, email, password, floorDir, runs, say } = options
  if (!(runs >= 1)) throw new Error('measureConsole needs at least one run')
  const floor = await serveStatic(floorDir)
  const browser = await launchChromium(options.chromiumPath)
  try {
    const consoleApp: App = {
      name: 'console',
      origin,
      signInPath: '/auth',
      signInForm: 'input[name=email]',
      signIn: (page) => signInConsole(page, email, password),
      gridUrl: `${origin}${GRID_PATH}`,
      rowSelector: ROW_SELECTOR,
    }
    const floorApp: App = {
      name: 'floor',
      origin: floor.origin,
      signInPath: '/#/login',
      signInForm: 'input[name=username]',
      signIn: async (page) => {
        await page.locator('input[name=username]').fill(FLOOR_USER.username)
        await page.locator('input[name=password]').fill(FLOOR_USER.password)
        await page.getByRole('button', { name: 'Sign in' }).click()
        await page.locator(FLOOR_ROW_SELECTOR).first().waitFor({ timeout: TIMEOUT_MS })
      },
      gridUrl: `${floor.origin}${FLOOR_LIST_PATH}`,
      rowSelector: FLOOR_ROW_SELECTOR,
    }
    const measuredConsole = await measureApp(browser, consoleApp, runs, say)
    const measuredFloor = await measureApp(browser, floorApp, runs, say)
    const consoleWeight = measuredConsole.weight
    const heavyInitial = await heavyParts(measuredConsole.initialScripts)
    const gridOnly = measuredConsole.gridScripts.filter((url) => !measuredConsole.initialScripts.includes(url))
    const gridOnDemand = [...new Set((await heavyParts(gridOnly)).map(({ part }) => part))]
    const ratio = {
      beforeSignIn: consoleWeight.beforeSignIn.gzip / measuredFloor.weight.beforeSignIn.gzip,
      firstPage: consoleWeight.firstPage.gzip / measuredFloor.weight.firstPage.gzip,
    }
    return {
      target: CONSOLE_OVER_FLOOR,
      console: consoleWeight,
      floor: measuredFloor.weight,
      ratio,
      heavyInitial,
      gridOnDemand,
      met:
        ratio.beforeSignIn <= CONSOLE_OVER_FLOOR && ratio.firstPage <= CONSOLE_OVER_FLOOR && heavyInitial.length === 0,
    }
  } finally {
    await browser.close()
    await new Promise((resolve) => floor.server.close(resolve))
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`.padStart(10)
const msCell = (row: RowTiming) => `${row.p50} / ${row.max}`.padStart(12)

/** An app's three sizes of a moment's JS: transferred, decoded, gzip -9. */
const sizes = (weight: JsWeight) => `${kB(weight.transferred).padStart(12)}${kB(weight.bytes)}${kB(weight.gzip)}`
const SIZE_HEADS = `${'transferred'.padStart(12)}${'decoded'.padStart(10)}${'gzip -9'.padStart(10)}`

/** The suite's lines: sizes in kB (1000 bytes), times p50 / max in ms. */
export function consoleRows(result: ConsoleResult): string[] {
  const verdict = (ratio: number) => (ratio <= result.target ? 'met' : 'OVER')
  const { console: app, floor } = result
  return [
    `console weight: the JS the page loads — transferred (as the browser received it, headers included), decoded, gzip level 9; target console ≤ ${result.target}× floor (one-resource react-admin app) by gzip -9`,
    `${''.padEnd(28)}${'console'.padStart(32)}${'floor'.padStart(32)}  ratio`,
    `${''.padEnd(28)}${SIZE_HEADS}${SIZE_HEADS}  gzip -9`,
    `${'before sign-in'.padEnd(28)}${sizes(app.beforeSignIn)}${sizes(floor.beforeSignIn)}  ${result.ratio.beforeSignIn.toFixed(2)} ${verdict(result.ratio.beforeSignIn)}`,
    `${`first page (${app.firstPagePath})`.padEnd(28)}${sizes(app.firstPage)}${sizes(floor.firstPage)}  ${result.ratio.firstPage.toFixed(2)} ${verdict(result.ratio.firstPage)}`,
    `sent as: console ${app.firstPage.encodings.join(', ')}; floor ${floor.firstPage.encodings.join(', ')} (the bench's own static server)`,
    `first grid row, ms p50 / max of ${app.firstRowCold.runs} loads:   console${msCell(app.firstRowCold)} cold${msCell(app.firstRowWarm)} warm;  floor${msCell(floor.firstRowCold)} cold${msCell(floor.firstRowWarm)} warm`,
    `initial chunks (${app.firstPage.chunks.length}): ${app.firstPage.chunks.join(', ')}`,
    `heavy parts in the initial JS: ${
      result.heavyInitial.length
        ? result.heavyInitial.map(({ part, chunk }) => `${part} (${chunk})`).join(', ')
        : 'none'
    }; fetched on demand by the grid: ${result.gridOnDemand.join(', ') || 'none'}`,
  ]
}
