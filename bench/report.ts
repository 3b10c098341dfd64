import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { LoadFigures } from './suites/load'
import { TARGETS } from './targets'
import type { Figure } from './timing'

const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0)).padStart(7)
const CALL_WIDTH = 44

export const HEADER = `${'call'.padEnd(CALL_WIDTH)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'SQL p50'.padStart(7)} ${'ratio'.padStart(6)}  p95 target    ratio ≤ ${TARGETS.apiOverSql}`

/** One line of the table: times in ms, the ratio of HTTP p50 to SQL p50, and whether each meets its target. */
export const row = (figure: Figure) =>
  `${figure.call.slice(0, CALL_WIDTH).padEnd(CALL_WIDTH)} ${ms(figure.p50)} ${ms(figure.p95)} ${ms(figure.sqlP50)} ${figure.ratio
    .toFixed(1)
    .padStart(6)}  ${(figure.met ? `met (${figure.target})` : `OVER ${figure.target}`).padEnd(13)} ${
    figure.ratio <= TARGETS.apiOverSql ? 'met' : 'over'
  }`

/** The load's lines: throughput, latency and the answers that were not 2xx. */
const cores = (used: number) => used.toFixed(2)

export const loadRows = (load: LoadFigures) => [
  `load: ${load.connections} clients for ${load.seconds} s; each goes round ${load.mix.join(', ')}`,
  `  ${load.requests} requests, ${load.requestsPerSecond.toFixed(0)} a second; latency p50 ${load.p50} ms, p99 ${load.p99} ms (target ${TARGETS.loadP99Ms}), max ${load.max} ms`,
  `  non-2xx ${load.non2xx}, errors ${load.errors}, timeouts ${load.timeouts} (target 0)`,
  `  cores used of ${load.cpu.cores}: PostgreSQL ${cores(load.cpu.postgres)}, the API ${cores(load.cpu.api)}, the load's client ${cores(load.cpu.loadClient)}, the rest ${cores(load.cpu.other)}`,
  `  the API's event loop delay: p50 ${load.where.eventLoopDelay.p50.toFixed(0)} ms, p99 ${load.where.eventLoopDelay.p99.toFixed(0)} ms, max ${load.where.eventLoopDelay.max.toFixed(0)} ms`,
  '',
  'where the time went, ms: waiting for a pooled connection and in statements (averages; the slowest 1% after /)',
  `${'request'.padEnd(32)} ${'count'.padStart(6)} ${'p50'.padStart(5)} ${'p99'.padStart(5)} ${'statements'.padStart(10)} ${'pool wait'.padStart(11)} ${'in statements'.padStart(13)}`,
  ...Object.entries(load.where.byRequest)
    .filter(([, times]) => times.requests >= 10)
    .map(
      ([route, times]) =>
        `${route.padEnd(32)} ${String(times.requests).padStart(6)} ${times.p50.toFixed(0).padStart(5)} ${times.p99.toFixed(0).padStart(5)} ${times.statements.toFixed(1).padStart(10)} ${`${times.poolWait.toFixed(0)} / ${times.slowPoolWait.toFixed(0)}`.padStart(11)} ${`${times.inStatements.toFixed(0)} / ${times.slowInStatements.toFixed(0)}`.padStart(13)}`,
    ),
]

/** Writes the run's figures to bench/results/latest.json (git-ignored). */
export function writeResults(content: object) {
  const folder = path.join(import.meta.dirname, 'results')
  mkdirSync(folder, { recursive: true })
  const file = path.join(folder, 'latest.json')
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`)
  return file
}
