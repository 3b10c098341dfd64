import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Figure } from './timing'

const ms = (value: number) => value.toFixed(1).padStart(7)
const CALL_WIDTH = 44

export const HEADER = `${'call'.padEnd(CALL_WIDTH)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'SQL p50'.padStart(7)} ${'ratio'.padStart(6)}  target`

/** One line of the table: times in ms, the ratio of HTTP p50 to SQL p50, and whether p95 meets the target. */
export const row = (figure: Figure) =>
  `${figure.call.slice(0, CALL_WIDTH).padEnd(CALL_WIDTH)} ${ms(figure.p50)} ${ms(figure.p95)} ${ms(figure.sqlP50)} ${figure.ratio
    .toFixed(2)
    .padStart(6)}  ${figure.met ? 'met' : `OVER ${figure.target} ms`}`

/** Writes one suite's figures to bench/results/<suite>.json (git-ignored). */
export function writeResults(suite: string, content: object) {
  const folder = path.join(import.meta.dirname, 'results')
  mkdirSync(folder, { recursive: true })
  const file = path.join(folder, `${suite}.json`)
  writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`)
  return file
}
