import type { Knex } from 'knex'
import type { Browser, Locator, Page } from 'playwright-core'
import { entityEditorRoute } from '../../common/entityEditorRoutes'
import { entityStrings } from '../../src/i18n/entityStrings'
import type { RunningApi } from '../server'
import { TARGETS } from '../targets'
import { percentile } from '../timing'
import {
  failureFolder,
  NO_TIMING,
  openPage,
  screenshot,
  settle,
  signInAs,
  slug,
  timing,
  VIEWPORT,
  type Session,
  type Timing,
} from './browser'
import { EDITOR_ENTITY, editorEntity } from './calls'
import { launchChromium } from './console'
import { installEditorProbe, type ProbeWindow } from './editorProbe'
import { putEntityBack, readEntityRows } from './entityRows'

/**
 * The entity editor in the browser: the console, built and served by the API on the
 * bench data, in headless Chromium, signed in as the bench's admin, on the calls suite's Plot of 200
 * facets and on one of 10 made the same way. For each: the editor opened until it shows 'Saved', 50
 * keystrokes typed into a Detail and into a Label field, and a save of one changed field — each from
 * the input (or the navigation's start) to the end of the frame that shows its effect (editorProbe.ts).
 */

const TIMEOUT_MS = 60_000
/** a keystroke's or a save's wait for its effect, past which it failed */
const ACTION_TIMEOUT_MS = 20_000
/** the entity of 10 facets, beside the calls suite's of 200 */
const SMALL_ENTITY = { name: 'Bench editor entity, 10 facets', facets: 10 }
/** what both entities are: their template's type names the editor's route */
const ENTITY_TYPE = 'Plot'
/** 50 keystrokes: letters and spaces, typed at the end of the field's text */
const TYPED = ' then the quick brown fox jumps over the lazy dog.'
/** a quick typist's pace, ten characters a second: each keystroke is sent this long after the last began */
const KEY_INTERVAL_MS = 100
/** what the Save button reads (src/custom/entity-editor/EditorHeader.tsx) */
const LABELS = entityStrings.entityEditor

/** A field typed into, by its facet card's and its own accessible names (the Plot's, server/db/referenceTemplates.ts). */
interface EditorField {
  facet: string
  label: string
  kind: 'Detail' | 'Label'
}
const FIELDS: EditorField[] = [
  { facet: 'Summary', label: 'Summary', kind: 'Detail' },
  { facet: 'Name', label: 'Name', kind: 'Label' },
]
/** the field each save changes (one character added) */
const SAVED_FIELD = FIELDS[0]

export interface Keystrokes {
  field: string
  kind: EditorField['kind']
  keys: number
  /** ms from each keydown's timeStamp to the end of the frame that showed the field holding its character */
  p50: number
  p95: number
  max: number
  all: number[]
  /** p95 within TARGETS.editorKeystrokeP95Ms */
  met: boolean
}

export interface EditorFigures {
  entity: string
  facets: number
  path: string
  /** ms from the navigation's start to the end of the frame that shows 'Saved', in a fresh context: nothing cached */
  openCold?: number
  /** the same, warm (the console's JS from the HTTP cache): the target's figure */
  open: Timing
  /** the same from the entity's answer (the last byte of GET /api/entities/:id): parsing and rendering */
  openAfterData: Timing
  keystrokes: Keystrokes[]
  /** ms from the click on Save (pointerdown's timeStamp) to the end of the frame that shows 'Saved' */
  save: Timing
  /** the same to the last byte of the save's answer (PATCH /api/entities/:id) */
  saveAnswer: Timing
  /** open and save p50 and every field's keystroke p95 within their targets */
  met: boolean
  error?: string
}

export interface EditorResult {
  /** the commit the console was built from */
  commit?: string
  chromium: string
  runs: number
  viewport: typeof VIEWPORT
  typed: { keys: number; intervalMs: number }
  targets: { openMs: number; keystrokeP95Ms: number; saveMs: number }
  entities: EditorFigures[]
  met: boolean
}

export interface EditorOptions {
  /** the bench database: the entity a save changed is put back as it was */
  db: Knex
  /** the running API that serves the console build (startApi with a consoleDir) */
  api: RunningApi
  admin: { email: string; password: string }
  /** runs of the open and the save (at most 5) */
  runs: number
  say: (text: string) => void
  /** a folder for a screenshot of each editor open (and failures) */
  screenshots?: string
  /** the commit the console was built from */
  commit?: string
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The field's input in its facet card. */
const fieldLocator = (page: Page, field: EditorField) =>
  page.getByRole('article', { name: field.facet, exact: true }).getByRole('textbox', { name: field.label, exact: true })

/** Focuses a field with the caret after its text, answering the text. */
async function focusAtEnd(input: Locator): Promise<string> {
  await input.focus({ timeout: TIMEOUT_MS })
  return input.evaluate((element) => {
    const field = element as HTMLInputElement | HTMLTextAreaElement
    field.setSelectionRange(field.value.length, field.value.length)
    return field.value
  })
}

interface Opened {
  /** ms from the navigation's start to the frame that showed 'Saved' */
  shown: number
  /** the same from the entity's answer */
  afterData: number
}

/** One open of the editor: a full navigation (through about:blank) until a frame shows 'Saved'. */
async function openEditor(page: Page, url: string, entityPath: string): Promise<Opened> {
  await page.goto('about:blank')
  await page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS })
  const handle = await page.waitForFunction(
    (path) => {
      const opened = (window as unknown as Partial<ProbeWindow>).__editor?.opened
      if (opened?.dom === undefined || opened.shown === undefined) return false
      const { dom, shown } = opened
      // the entity's answer: the last GET of it that ended before 'Saved' showed
      const answer = performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => new URL(entry.name).pathname === path && entry.responseEnd <= dom)
        .at(-1)
      return { shown, afterData: answer ? shown - answer.responseEnd : NaN }
    },
    `/api${entityPath}`,
    { timeout: TIMEOUT_MS, polling: 50 },
  )
  const opened = (await handle.jsonValue()) as Opened
  if (!Number.isFinite(opened.afterData)) throw new Error(`no answer of /api${entityPath} came before 'Saved' showed`)
  return opened
}

/**
 * One save: a character added to the saved field (untimed), the page settled, then a click on Save until
 * a frame shows 'Saved'. Answers ms from the click to that frame and to the last byte of the save's answer.
 */
async function saveOnce(page: Page, network: () => Promise<void>, entityPath: string) {
  await focusAtEnd(fieldLocator(page, SAVED_FIELD))
  await page.keyboard.type('.')
  const save = page.getByRole('button', { name: LABELS.save, exact: true, disabled: false })
  await save.waitFor({ timeout: ACTION_TIMEOUT_MS })
  await settle(page, network)
  await page.evaluate(() => (window as unknown as ProbeWindow).__editor.armSave())
  await save.click()
  try {
    const handle = await page.waitForFunction(
      (path) => {
        const save = (window as unknown as ProbeWindow).__editor.save
        if (save?.input === undefined || save.shown === undefined) return false
        const { input, shown } = save
        const answer = performance
          .getEntriesByType('resource')
          .map((entry) => entry as PerformanceResourceTiming)
          .find((entry) => new URL(entry.name).pathname === path && entry.startTime >= input)
        return { shown: shown - input, answer: answer ? answer.responseEnd - input : NaN }
      },
      `/api${entityPath}`,
      { timeout: ACTION_TIMEOUT_MS, polling: 50 },
    )
    return (await handle.jsonValue()) as { shown: number; answer: number }
  } catch (error) {
    throw new Error(
      `the save: 'Saved' not shown within ${ACTION_TIMEOUT_MS} ms: ${(error as Error).message.split('\n')[0]}`,
    )
  }
}

/**
 * Types TYPED at the end of a field, one keystroke every KEY_INTERVAL_MS whether or not the last has
 * shown (a typist does not wait), and reads each keystroke's time to the frame that showed it.
 */
async function typeInto(page: Page, network: () => Promise<void>, field: EditorField): Promise<Keystrokes> {
  const input = fieldLocator(page, field)
  const before = await focusAtEnd(input)
  await settle(page, network)
  await page.evaluate(() => (window as unknown as ProbeWindow).__editor.recordKeys())
  for (const char of TYPED) {
    const started = Date.now()
    await page.keyboard.type(char)
    await sleep(Math.max(0, KEY_INTERVAL_MS - (Date.now() - started)))
  }
  let all: number[]
  try {
    const handle = await page.waitForFunction(
      (count) => {
        const keys = (window as unknown as ProbeWindow).__editor.keys ?? []
        const done = keys.length >= count && keys.every((key) => key.input !== undefined && key.shown !== undefined)
        return done && keys.map((key) => (key.shown ?? NaN) - (key.input ?? NaN))
      },
      TYPED.length,
      { timeout: ACTION_TIMEOUT_MS, polling: 100 },
    )
    all = ((await handle.jsonValue()) as number[]).map((ms) => Math.round(ms))
  } catch (error) {
    throw new Error(`typing into ${field.label}: not every keystroke shown: ${(error as Error).message.split('\n')[0]}`)
  }
  if (all.length !== TYPED.length)
    throw new Error(`typing into ${field.label}: ${all.length} keydowns for ${TYPED.length} keys`)
  if ((await input.inputValue()) !== before + TYPED)
    throw new Error(`typing into ${field.label}: the field lost keystrokes`)
  const p95 = percentile(all, 95)
  return {
    field: field.label,
    kind: field.kind,
    keys: all.length,
    p50: percentile(all, 50),
    p95,
    max: Math.max(...all),
    all,
    met: p95 <= TARGETS.editorKeystrokeP95Ms,
  }
}

const entityLabel = (facets: number) => `${ENTITY_TYPE}, ${facets} facets`

/**
 * One entity, in one browser context: a first open (cold), then each run an open (warm) and a save,
 * the entity put back in the database after each save; then the keystrokes into each field, each on an
 * editor opened afresh. The entity is put back once more at the end, whatever happened.
 */
async function measureEntity(
  browser: Browser,
  db: Knex,
  origin: string,
  session: Session,
  entity: { id: string; facets: number },
  runs: number,
  screenshots?: string,
): Promise<EditorFigures> {
  const label = entityLabel(entity.facets)
  const entityPath = `/entities/${entity.id}`
  const path = entityEditorRoute(ENTITY_TYPE, entity.id)
  const url = `${origin}${path}`
  const before = await readEntityRows(db, entity.id)
  const { context, page, network } = await openPage(browser, session, (opened) =>
    opened.addInitScript(installEditorProbe, LABELS.saved),
  )
  // leaving an editor with unsaved edits asks first (beforeunload): the bench leaves
  page.on('dialog', (dialog) => void dialog.accept())
  const opens: Opened[] = []
  const saves: { shown: number; answer: number }[] = []
  const keystrokes: Keystrokes[] = []
  let openCold: number | undefined
  let error: string | undefined
  try {
    openCold = Math.round((await openEditor(page, url, entityPath)).shown)
    for (let run = 0; run < runs; run++) {
      opens.push(await openEditor(page, url, entityPath))
      await settle(page, network)
      if (run === 0) await screenshot(page, screenshots, `editor-${slug(label)}`)
      saves.push(await saveOnce(page, network, entityPath))
      await settle(page, network)
      await putEntityBack(db, before)
    }
    for (const field of FIELDS) {
      await openEditor(page, url, entityPath)
      await settle(page, network)
      keystrokes.push(await typeInto(page, network, field))
    }
  } catch (failure) {
    error = (failure as Error).message.split('\n')[0]
    await screenshot(page, failureFolder(screenshots), `failed-editor-${slug(label)}`)
  } finally {
    await context.close()
    await putEntityBack(db, before)
  }
  const figure = (values: number[]) => (values.length ? timing(values) : NO_TIMING)
  const open = figure(opens.map((one) => one.shown))
  const save = figure(saves.map((one) => one.shown))
  return {
    entity: label,
    facets: entity.facets,
    path,
    openCold,
    open,
    openAfterData: figure(opens.map((one) => one.afterData)),
    keystrokes,
    save,
    saveAnswer: figure(saves.map((one) => one.answer)),
    met:
      !error &&
      open.p50 <= TARGETS.editorOpenMs &&
      save.p50 <= TARGETS.editorSaveMs &&
      keystrokes.length === FIELDS.length &&
      keystrokes.every((one) => one.met),
    ...(error ? { error } : {}),
  }
}

/** Makes both entities afresh and runs the suite against the console the API serves, in one headless Chromium. */
export async function measureEditor(options: EditorOptions): Promise<EditorResult> {
  const { api, db, runs, say, screenshots } = options
  if (!(runs >= 1)) throw new Error('measureEditor needs at least one run')
  const entities = [
    { id: await editorEntity(db, api), facets: EDITOR_ENTITY.facets },
    { id: await editorEntity(db, api, SMALL_ENTITY), facets: SMALL_ENTITY.facets },
  ]
  const browser = await launchChromium()
  try {
    const session = await signInAs(browser, api.origin, 'admin', options.admin)
    const figures: EditorFigures[] = []
    for (const entity of entities) {
      say(`editor: ${entityLabel(entity.facets)}…`)
      figures.push(await measureEntity(browser, db, api.origin, session, entity, runs, screenshots))
    }
    return {
      commit: options.commit,
      chromium: browser.version(),
      runs,
      viewport: VIEWPORT,
      typed: { keys: TYPED.length, intervalMs: KEY_INTERVAL_MS },
      targets: {
        openMs: TARGETS.editorOpenMs,
        keystrokeP95Ms: TARGETS.editorKeystrokeP95Ms,
        saveMs: TARGETS.editorSaveMs,
      },
      entities: figures,
      met: figures.every((one) => one.met),
    }
  } finally {
    await browser.close()
  }
}

const cell = (figure: Timing, width = 13) => (figure.runs ? `${figure.p50} / ${figure.max}` : '—').padStart(width)
const verdict = (met: boolean, error?: string) => (error ? `FAILED: ${error}` : met ? 'met' : 'OVER')

/** The suite's lines: ms p50 / max of the runs, each figure against its target. */
export function editorRows(result: EditorResult): string[] {
  const { targets, typed } = result
  return [
    `editor: the console${result.commit ? ` of ${result.commit}` : ''} in headless Chromium ${result.chromium}, ${result.viewport.width}×${result.viewport.height}, as admin; ms, p50 / max of ${result.runs} runs`,
    `open: from the navigation's start to the frame that shows '${LABELS.saved}' (cold: the first, nothing cached; warm: target ≤ ${targets.openMs} ms); save: from the click on ${LABELS.save} to that frame (target ≤ ${targets.saveMs} ms)`,
    `${'entity'.padEnd(18)}${'cold'.padStart(7)}${'open warm'.padStart(13)}${'after data'.padStart(13)}${'save'.padStart(13)}${'its answer'.padStart(13)}  target`,
    ...result.entities.map(
      (one) =>
        `${one.entity.padEnd(18)}${String(one.openCold ?? '—').padStart(7)}${cell(one.open)}${cell(one.openAfterData)}${cell(one.save)}${cell(one.saveAnswer)}  ${verdict(
          one.open.p50 <= targets.openMs && one.save.p50 <= targets.saveMs,
          one.error,
        )}`,
    ),
    `keystrokes: ${typed.keys} a field, one every ${typed.intervalMs} ms, from the keydown to the frame that shows the character (target p95 ≤ ${targets.keystrokeP95Ms} ms)`,
    `${'entity'.padEnd(18)}${'field'.padEnd(20)}${'p50'.padStart(6)}${'p95'.padStart(6)}${'max'.padStart(6)}  target`,
    ...result.entities.flatMap((one) =>
      one.keystrokes.map(
        (keys) =>
          `${one.entity.padEnd(18)}${`${keys.field} (${keys.kind})`.padEnd(20)}${String(keys.p50).padStart(6)}${String(keys.p95).padStart(6)}${String(keys.max).padStart(6)}  ${verdict(keys.met)}`,
      ),
    ),
  ]
}
