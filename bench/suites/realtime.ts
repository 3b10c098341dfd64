import { readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Knex } from 'knex'
import type { Page } from 'playwright-core'
import { io, type Socket } from 'socket.io-client'
import { SOCKET_PATH, SOCKETS_PER_ADDRESS, SOCKETS_PER_USER } from '../../common/realtime'
import { hashPassword } from '../../server/passwords'
import type { Held } from '../realtimeProbe'
import { BENCH_ADMIN, ensureBenchUsers, signIn } from '../server'
import { startServerProcess, type ServerProcess } from '../serverProcess'
import { TARGETS } from '../targets'
import { percentile } from '../timing'
import { failureFolder, NO_TIMING, openPage, screenshot, signInAs, timing, type Timing } from './browser'
import { launchChromium, ROW_SELECTOR } from './console'

/**
 * Live updates at 200 sockets: two API processes (`npm start`'s server, each in its own process) on the
 * bench database, 100 signed-in sockets on each, as 10 analysts (10 sockets each a process: within
 * SOCKETS_PER_USER and SOCKETS_PER_ADDRESS). The bench admin changes one entity's assignee through
 * process A's REST API, one change at a time, and every socket's time from the PATCH sent to its
 * 'entity-meta-data patched' is kept: A's sockets hear it from A, B's through the bus (PostgreSQL
 * LISTEN/NOTIFY, or Redis with REDIS_URL). Then the console in Chromium, signed in to B and showing the
 * entity grid, times the same change to the frame that shows the row's new assignee. Each process's
 * sockets and memory (after a collection) come from a probe in it (bench/realtimeProbe.ts).
 */

export const REALTIME = {
  /** sockets on each of the two processes */
  perProcess: 100,
  /** analysts the sockets sign in as */
  users: 10,
  changes: 50,
  warmups: 3,
  /** Chromium runs */
  screenRuns: 8,
} as const

/** a change's wait for every socket, past which the sockets still waiting count as missed */
const DELIVERY_TIMEOUT_MS = 5000
const TIMEOUT_MS = 60_000
/** the console's page opens its socket within this after its rows show */
const SOCKETS_TIMEOUT_MS = 15_000
/** sockets connecting at once */
const CONNECT_BATCH = 20
const GRID_PATH = '/analyst/entities'
/** what the assignee changes write on an entity, put back afterwards */
const EDITED_COLUMNS = ['stage', 'assignedToId', 'failedReason', 'updatedById', 'updatedAt'] as const
const PASSWORD = 'realtime-bench-password'
const PROBE = path.join(import.meta.dirname, '..', 'realtimeProbe.ts')
/**
 * The suite's sockets connect from a loopback address of their own: SOCKETS_PER_ADDRESS counts an
 * address's sockets, and the console's page (which cannot choose its own) comes from 127.0.0.1.
 */
const CLIENT_ADDRESS = '127.0.0.2'

/** Delivery times over sockets × changes, ms from the PATCH sent. */
export interface Delivery {
  deliveries: number
  /** sockets that had not heard a change within DELIVERY_TIMEOUT_MS */
  missed: number
  p50: number
  p95: number
  max: number
}

export interface ProcessHeld {
  process: 'A' | 'B'
  /** the probe's answer before any socket connected, and with the sockets signed in */
  before: Held
  after: Held
  /** the sockets the suite connected to it (the console's page not counted) */
  clients: number
  /** bytes a client: the growth over the clients */
  rssPerClient: number
  heapPerClient: number
}

export interface RealtimeResult {
  clients: number
  users: number
  changes: number
  /** how the processes reach each other: 'postgres' (LISTEN/NOTIFY) or 'redis' */
  bus: string
  /** A's sockets, which hear the change from the process that made it */
  sameProcess: Delivery
  /** B's sockets, which hear it through the bus */
  otherProcess: Delivery
  all: Delivery
  /** the PATCH's own answer, ms */
  answered: Timing
  /** ms from the PATCH sent on A to the frame that shows the new assignee in the console on B */
  screen: Timing
  screenError?: string
  held: ProcessHeld[]
  /** os.loadavg() when the changes began */
  loadAverage: number[]
  target: number
  met: boolean
}

export interface RealtimeOptions {
  db: Knex
  databaseUrl: string
  /** the console's build, served by process B */
  consoleDir: string
  say: (text: string) => void
  /** A's port; B listens on the next (free ports when not given) */
  port?: number
  changes?: number
  screenRuns?: number
}

/** Percentiles of delivery times, ms. */
export function delivery(times: readonly number[], missed: number): Delivery {
  return {
    deliveries: times.length,
    missed,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.length ? Math.max(...times) : NaN,
  }
}

interface Client {
  process: 'A' | 'B'
  socket: Socket
}

/** The analysts the sockets sign in as, made once. */
async function ensureRealtimeUsers(db: Knex, count: number) {
  const users = Array.from({ length: count }, (_, n) => ({
    email: `realtime-bench-${n + 1}@example.com`,
    name: `Realtime Bench ${n + 1}`,
  }))
  const known = new Set<string>(
    await db('users')
      .whereIn(
        'email',
        users.map((user) => user.email),
      )
      .pluck('email'),
  )
  const password = await hashPassword(PASSWORD)
  const missing = users.filter((user) => !known.has(user.email))
  if (missing.length)
    await db('users').insert(missing.map((user) => ({ ...user, role: 'analyst', isVerified: true, password })))
  const rows: { id: string; email: string; name: string }[] = await db('users')
    .whereIn(
      'email',
      users.map((user) => user.email),
    )
    .orderBy('email')
    .select('id', 'email', 'name')
  return rows
}

/** The probe's answer from a server process, with its resident set read by the kernel. */
function heldBy(server: ServerProcess): Promise<Held> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the probe did not answer')), 10_000)
    server.child.once('message', (held: Held) => {
      clearTimeout(timer)
      const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8')
      const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1])
      resolve({ ...held, rss: Number.isFinite(kb) ? kb * 1024 : held.rss })
    })
    server.child.send('held')
  })
}

async function connect(origin: string, token: string): Promise<Socket> {
  // passed on to the WebSocket of node (engine.io-client's transport), not in the client's types
  const options = { path: SOCKET_PATH, transports: ['websocket'], reconnection: false, localAddress: CLIENT_ADDRESS }
  const socket = io(origin, options)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('connect_error', reject)
  })
  await new Promise<void>((resolve, reject) =>
    socket.emit('create', 'authentication', { strategy: 'jwt', accessToken: token }, {}, (error: unknown) =>
      error ? reject(new Error(`socket sign-in: ${(error as { message?: string }).message}`)) : resolve(),
    ),
  )
  return socket
}

async function patchAssignee(origin: string, token: string, id: string, assignedToId: string) {
  const response = await fetch(`${origin}/api/entity-meta-data/`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify([{ id, assignedToId }]),
  })
  if (!response.ok) throw new Error(`PATCH /entity-meta-data/: ${response.status} ${await response.text()}`)
  await response.arrayBuffer()
}

interface Heard {
  id: string
  meta?: { assignedToId?: string | null }
}

/**
 * One change at a time through A: each socket's time from the PATCH sent to the event with the new
 * assignee, by the process it is connected to.
 */
async function timeDeliveries(
  clients: Client[],
  origin: string,
  token: string,
  entityId: string,
  assignees: string[],
  { changes, warmups }: { changes: number; warmups: number },
) {
  const times = { A: [] as number[], B: [] as number[] }
  const missed = { A: 0, B: 0 }
  const answered: number[] = []
  let waiting: { assignee: string; sent: number; left: Set<Client>; done: () => void; kept: boolean } | undefined
  for (const client of clients)
    client.socket.on('entity-meta-data patched', (data: Heard) => {
      const now = performance.now()
      if (!waiting || data.id !== entityId || data.meta?.assignedToId !== waiting.assignee) return
      if (!waiting.left.delete(client)) return
      if (waiting.kept) times[client.process].push(now - waiting.sent)
      if (!waiting.left.size) waiting.done()
    })
  for (let change = 0; change < warmups + changes; change++) {
    const assignee = assignees[change % assignees.length]
    let done = () => undefined as void
    const all = new Promise<void>((resolve) => (done = resolve))
    const sent = performance.now()
    waiting = { assignee, sent, left: new Set(clients), done, kept: change >= warmups }
    await patchAssignee(origin, token, entityId, assignee)
    if (waiting.kept) answered.push(performance.now() - sent)
    await Promise.race([all, new Promise((resolve) => setTimeout(resolve, DELIVERY_TIMEOUT_MS))])
    if (waiting.kept) for (const client of waiting.left) missed[client.process] += 1
  }
  waiting = undefined
  for (const client of clients) client.socket.off('entity-meta-data patched')
  return { times, missed, answered }
}

/** The page's side: when the cell shows `value`, and the end of the frame that paints it (epoch ms). */
function watchCell({ rowId, value }: { rowId: string; value: string }) {
  const seen = window as unknown as { __live?: { dom: number; shown: number } }
  seen.__live = undefined
  const now = () => performance.timeOrigin + performance.now()
  const selector = `[role="row"][data-row-id="${CSS.escape(rowId)}"] [role="gridcell"][data-column="assigned"]`
  const observer = new MutationObserver(() => {
    if (document.querySelector(selector)?.textContent?.trim() !== value) return
    observer.disconnect()
    const dom = now()
    // the frame that shows it: rAF runs before its paint, the message after
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => (seen.__live = { dom, shown: now() })
      channel.port2.postMessage(null)
    })
  })
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
}

/** The first row of the grid at an entity stage that takes an analyst as assignee. */
const rowInProgress = (page: Page) =>
  page.evaluate((rowSelector) => {
    const rows = [...document.querySelectorAll(rowSelector)]
    const row = rows.find(
      (one) => one.querySelector('[role="gridcell"][data-column="stage"]')?.textContent?.trim() === 'in progress',
    )
    return row?.getAttribute('data-row-id') ?? undefined
  }, ROW_SELECTOR)

/**
 * The console on B, signed in as the bench admin, showing the entity grid: the time from the PATCH sent
 * on A to the frame that shows the row's new assignee, read on the page's clock (epoch ms, as node's).
 */
async function timeScreen(
  db: Knex,
  pageOrigin: string,
  apiOrigin: string,
  token: string,
  assignees: { id: string; name: string }[],
  runs: number,
  pageConnected: () => Promise<void>,
  edited: { id: string; before: Record<string, unknown> }[],
): Promise<number[]> {
  const browser = await launchChromium()
  try {
    const session = await signInAs(browser, pageOrigin, 'admin', BENCH_ADMIN)
    const { context, page } = await openPage(browser, session, () => Promise.resolve())
    try {
      await page.goto(`${pageOrigin}${GRID_PATH}`)
      await page.locator(ROW_SELECTOR).first().waitFor({ timeout: TIMEOUT_MS })
      await pageConnected()
      const rowId = await rowInProgress(page)
      if (!rowId) throw new Error('no row at stage in progress among the rows shown')
      edited.push({ id: rowId, before: await db('entities').where({ id: rowId }).first(EDITED_COLUMNS) })
      const cell = page.locator(`[role="row"][data-row-id="${rowId}"] [role="gridcell"][data-column="assigned"]`)
      // the first change shows a name the cell does not show yet
      const showing = (await cell.textContent())?.trim()
      const first = Math.max(
        0,
        assignees.findIndex((one) => one.name !== showing),
      )
      const shown: number[] = []
      for (let run = 0; run < runs; run++) {
        const assignee = assignees[(first + run) % assignees.length]
        await page.evaluate(watchCell, { rowId, value: assignee.name })
        const sent = performance.timeOrigin + performance.now()
        await patchAssignee(apiOrigin, token, rowId, assignee.id)
        await page.waitForFunction(() => (window as unknown as { __live?: unknown }).__live, undefined, {
          timeout: DELIVERY_TIMEOUT_MS,
        })
        const live = await page.evaluate(() => (window as unknown as { __live: { shown: number } }).__live)
        shown.push(live.shown - sent)
      }
      return shown
    } catch (error) {
      await screenshot(page, failureFolder(), 'failed-realtime-screen')
      throw error
    } finally {
      await context.close()
    }
  } finally {
    await browser.close()
  }
}

/** The probe's answer once a collection had a moment to give memory back: the second of two, a second apart. */
async function settledHeld(server: ServerProcess): Promise<Held> {
  await heldBy(server)
  await new Promise((resolve) => setTimeout(resolve, 1000))
  return heldBy(server)
}

/** Waits until the process holds `sockets` sockets. */
async function holds(server: ServerProcess, sockets: number) {
  const deadline = Date.now() + SOCKETS_TIMEOUT_MS
  while ((await heldBy(server)).sockets < sockets) {
    if (Date.now() > deadline) throw new Error(`the process did not reach ${sockets} sockets`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

export async function measureRealtime(options: RealtimeOptions): Promise<RealtimeResult> {
  const { db, databaseUrl, consoleDir, say } = options
  const changes = options.changes ?? REALTIME.changes
  const screenRuns = options.screenRuns ?? REALTIME.screenRuns
  const perUser = REALTIME.perProcess / REALTIME.users
  if (perUser > SOCKETS_PER_USER || REALTIME.perProcess > SOCKETS_PER_ADDRESS)
    throw new Error('more sockets than a process lets one user or one address hold')
  await ensureBenchUsers(db)
  const users = await ensureRealtimeUsers(db, REALTIME.users)
  const entity: { id: string } | undefined = await db('entities')
    .where({ stage: 'in progress', hidden: false })
    .orderBy('id')
    .first('id')
  if (!entity) throw new Error('no entity at stage in progress')
  const edited = [{ id: entity.id, before: await db('entities').where({ id: entity.id }).first(EDITED_COLUMNS) }]
  const started: ServerProcess[] = []
  const clients: Client[] = []
  try {
    const start = (port?: number) =>
      startServerProcess({
        databaseUrl,
        port,
        nodeArgs: ['--expose-gc', '--import', PROBE],
        env: { CONSOLE_DIR: consoleDir },
        ipc: true,
      }).then((server) => (started.push(server), server))
    const a = await start(options.port)
    const b = await start(options.port && options.port + 1)
    const processes = { A: a, B: b }
    say(`realtime: two API processes, A ${a.origin} and B ${b.origin}…`)
    const adminToken = await signIn(a.origin)
    const tokens = await Promise.all(users.map((user) => signIn(a.origin, { email: user.email, password: PASSWORD })))
    // both processes past their first requests and events before their memory without sockets is read
    await signIn(b.origin)
    await patchAssignee(a.origin, adminToken, entity.id, users[0].id)
    const before = { A: await settledHeld(a), B: await settledHeld(b) }
    const plan = (['A', 'B'] as const).flatMap((process) =>
      Array.from({ length: REALTIME.perProcess }, (_, n) => ({ process, token: tokens[n % users.length] })),
    )
    for (let at = 0; at < plan.length; at += CONNECT_BATCH)
      clients.push(
        ...(await Promise.all(
          plan.slice(at, at + CONNECT_BATCH).map(async ({ process, token }) => ({
            process,
            socket: await connect(processes[process].origin, token),
          })),
        )),
      )
    const after = { A: await settledHeld(a), B: await settledHeld(b) }
    say(`  ${clients.length} sockets signed in; ${changes} changes through A…`)
    const loadAverage = os.loadavg()
    const measured = await timeDeliveries(
      clients,
      a.origin,
      adminToken,
      entity.id,
      users.slice(0, 2).map((user) => user.id),
      { changes, warmups: REALTIME.warmups },
    )
    say(`  the console on B in Chromium, ${screenRuns} changes…`)
    let screen = NO_TIMING
    let screenError: string | undefined
    try {
      screen = timing(
        await timeScreen(
          db,
          b.origin,
          a.origin,
          adminToken,
          users.slice(0, 2),
          screenRuns,
          () => holds(b, REALTIME.perProcess + 1),
          edited,
        ),
      )
    } catch (error) {
      screenError = (error as Error).message.split('\n')[0]
    }
    const held = (['A', 'B'] as const).map((process): ProcessHeld => {
      const grown = (key: 'rss' | 'heapUsed') => (after[process][key] - before[process][key]) / REALTIME.perProcess
      return {
        process,
        before: before[process],
        after: after[process],
        clients: REALTIME.perProcess,
        rssPerClient: grown('rss'),
        heapPerClient: grown('heapUsed'),
      }
    })
    const sameProcess = delivery(measured.times.A, measured.missed.A)
    const otherProcess = delivery(measured.times.B, measured.missed.B)
    const all = delivery([...measured.times.A, ...measured.times.B], measured.missed.A + measured.missed.B)
    return {
      clients: clients.length,
      users: users.length,
      changes,
      // the processes inherit this one's environment
      bus: process.env.REDIS_URL ? 'redis' : 'postgres',
      sameProcess,
      otherProcess,
      all,
      answered: timing(measured.answered),
      screen,
      ...(screenError ? { screenError } : {}),
      held,
      loadAverage,
      target: TARGETS.liveDeliveryP95Ms,
      met: all.missed === 0 && all.p95 <= TARGETS.liveDeliveryP95Ms && !screenError,
    }
  } finally {
    for (const client of clients) client.socket.close()
    for (const server of started.reverse()) await server.stop()
    for (const { id, before } of edited) await db('entities').where({ id }).update(before)
  }
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : '–')
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0)
const kb = (bytes: number) => (bytes / 1024).toFixed(0)
const deliveryRow = (label: string, figures: Delivery) =>
  `  ${label.padEnd(26)} p50 ${ms(figures.p50).padStart(5)}  p95 ${ms(figures.p95).padStart(5)}  max ${ms(figures.max).padStart(5)}  (${figures.deliveries} deliveries, ${figures.missed} missed)`

/** The suite's lines. */
export function realtimeRows(result: RealtimeResult): string[] {
  return [
    `realtime: ${result.clients} sockets, ${result.clients / 2} on each of two API processes (${result.users} analysts), bus ${result.bus}; ${result.changes} assignee changes through A one at a time; load average ${result.loadAverage.map((value) => value.toFixed(2)).join(' ')}`,
    `  delivery, ms from the PATCH sent to the socket's event (target p95 ≤ ${result.target}): ${result.met ? 'met' : 'OVER'}`,
    deliveryRow('sockets on A (same)', result.sameProcess),
    deliveryRow('sockets on B (other)', result.otherProcess),
    deliveryRow('all', result.all),
    `  the PATCH answered: p50 ${ms(result.answered.p50)}, max ${ms(result.answered.max)}`,
    result.screenError
      ? `  the console on B in Chromium: FAILED ${result.screenError}`
      : `  the console on B in Chromium, PATCH sent on A to the frame that shows the new assignee: p50 ${ms(result.screen.p50)}, max ${ms(result.screen.max)} (${result.screen.runs} runs: ${result.screen.all.join(', ')})`,
    ...result.held.map(
      (one) =>
        `  process ${one.process}: ${one.after.sockets} sockets; RSS ${mb(one.before.rss)} → ${mb(one.after.rss)} MB, heap used ${mb(one.before.heapUsed)} → ${mb(one.after.heapUsed)} MB: ${kb(one.rssPerClient)} kB RSS, ${kb(one.heapPerClient)} kB heap a client`,
    ),
  ]
}
