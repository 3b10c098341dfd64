import { AsyncLocalStorage } from 'node:async_hooks'
import { writeFileSync } from 'node:fs'
import http from 'node:http'
import { createRequire } from 'node:module'
import { monitorEventLoopDelay } from 'node:perf_hooks'

/**
 * Loaded into the load suite's server process (`--import`): where each request's time goes. For every
 * request, the time it waited for a pooled database connection, the time its statements took (sent to
 * answered, PostgreSQL's queueing for a core included) and how many it sent; and the event loop's delay.
 * Written as JSON to BENCH_PROBE_OUT when the process is stopped (SIGTERM). Nothing of the app changes.
 */

/** One kind of request (method and route, ids folded) under load, ms. */
export interface RequestTimes {
  requests: number
  p50: number
  p99: number
  /** averages over the requests */
  poolWait: number
  inStatements: number
  statements: number
  /** averages over the slowest 1% */
  slowPoolWait: number
  slowInStatements: number
}

export interface ProbeFigures {
  eventLoopDelay: { p50: number; p99: number; max: number }
  byRequest: Record<string, RequestTimes>
}

interface Trace {
  route: string
  started: number
  total: number
  poolWait: number
  inStatements: number
  statements: number
}

const require = createRequire(import.meta.url)
// knex is CommonJS: the app's `import knex` shares these very classes
const Client = require('knex/lib/client.js') as { prototype: { acquireConnection: () => Promise<unknown> } }
const Runner = require('knex/lib/execution/runner.js') as { prototype: { query: (query: unknown) => Promise<unknown> } }

const current = new AsyncLocalStorage<Trace>()
const finished: Trace[] = []
const loop = monitorEventLoopDelay({ resolution: 10 })
loop.enable()

const acquire = Client.prototype.acquireConnection
Client.prototype.acquireConnection = async function (this: unknown) {
  const started = performance.now()
  const connection = await acquire.call(this)
  const trace = current.getStore()
  if (trace) trace.poolWait += performance.now() - started
  return connection
}
const query = Runner.prototype.query
Runner.prototype.query = async function (this: unknown, statement: unknown) {
  const started = performance.now()
  try {
    return await query.call(this, statement)
  } finally {
    const trace = current.getStore()
    if (trace) {
      trace.inStatements += performance.now() - started
      trace.statements += 1
    }
  }
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g
const emit = http.Server.prototype.emit as (this: http.Server, event: string, ...args: unknown[]) => boolean
http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
  if (event !== 'request') return emit.call(this, event, ...args)
  // the delays of starting up (migrations, the first imports) are not the load's
  if (!finished.length && !current.getStore()) loop.reset()
  const [request, response] = args as [http.IncomingMessage, http.ServerResponse]
  const route = `${request.method} ${(request.url ?? '').split('?')[0].replace(UUID, ':id')}`
  const trace: Trace = { route, started: performance.now(), total: 0, poolWait: 0, inStatements: 0, statements: 0 }
  response.on('finish', () => {
    trace.total = performance.now() - trace.started
    finished.push(trace)
  })
  return current.run(trace, () => emit.call(this, event, ...args))
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]
const mean = (traces: Trace[], key: keyof Omit<Trace, 'route'>) =>
  traces.reduce((sum, trace) => sum + trace[key], 0) / Math.max(traces.length, 1)

function figures(): ProbeFigures {
  const routes = new Map<string, Trace[]>()
  for (const trace of finished) routes.set(trace.route, [...(routes.get(trace.route) ?? []), trace])
  const byRequest: Record<string, RequestTimes> = {}
  for (const [route, traces] of routes) {
    const totals = traces.map((trace) => trace.total).sort((a, b) => a - b)
    const p99 = percentile(totals, 0.99)
    const slow = traces.filter((trace) => trace.total >= p99)
    byRequest[route] = {
      requests: traces.length,
      p50: percentile(totals, 0.5),
      p99,
      poolWait: mean(traces, 'poolWait'),
      inStatements: mean(traces, 'inStatements'),
      statements: mean(traces, 'statements'),
      slowPoolWait: mean(slow, 'poolWait'),
      slowInStatements: mean(slow, 'inStatements'),
    }
  }
  const ms = (ns: number) => ns / 1e6
  return {
    eventLoopDelay: { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) },
    byRequest,
  }
}

// registered before the app's own handler: the figures are written, then the app stops as it would
process.once('SIGTERM', () => {
  if (process.env.BENCH_PROBE_OUT) writeFileSync(process.env.BENCH_PROBE_OUT, JSON.stringify(figures()))
})
