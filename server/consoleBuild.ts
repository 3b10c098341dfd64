import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { log, secondsSince, shownPath } from './logger'

const REPO = path.resolve(import.meta.dirname, '..')
/** What the console's build is made of: its sources, its build's settings and the packages it bundles. */
const SOURCES = ['src', 'common', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json']
/** The sources' fingerprint, kept in the build folder by the build it made (a dotfile: never served). */
export const STAMP = '.sources'

function filesUnder(entry: string): string[] {
  if (!existsSync(entry)) return []
  if (!statSync(entry).isDirectory()) return [entry]
  return readdirSync(entry, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((child) => filesUnder(path.join(entry, child.name)))
}

/**
 * The fingerprint of what a build of the console is made of: every source file but tests, by path and
 * content, and the VITE_ settings the build reads from the environment.
 */
export function sourcesFingerprint(root = REPO, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256')
  for (const file of SOURCES.flatMap((entry) => filesUnder(path.join(root, entry)))) {
    if (/\.test\.tsx?$/.test(file)) continue
    hash.update(path.relative(root, file)).update('\0').update(readFileSync(file)).update('\0')
  }
  for (const [name, value] of Object.entries(env).sort(([a], [b]) => a.localeCompare(b)))
    if (name.startsWith('VITE_')) hash.update(`${name}=${value}\0`)
  return hash.digest('hex')
}

/** Whether the build in `dir` is missing, or was made from other sources than these. */
export function buildNeeded(dir: string, fingerprint: string): boolean {
  const stamp = path.join(dir, STAMP)
  return (
    !existsSync(path.join(dir, 'index.html')) || !existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== fingerprint
  )
}

/**
 * npm start's first step: builds the console into `dir` when its sources changed since the build there
 * (or there is none), and otherwise serves the build as it is. The build has no deadline: on a busy
 * machine it is slow, not failed.
 */
export function ensureConsoleBuilt(dir: string) {
  const fingerprint = sourcesFingerprint()
  const shown = shownPath(dir)
  if (!buildNeeded(dir, fingerprint)) {
    log.info(`console: the build in ${shown} is up to date`)
    return
  }
  log.info(
    existsSync(path.join(dir, 'index.html'))
      ? `console: its sources changed since the build in ${shown}: building it…`
      : `console: no build in ${shown} yet: building it (a minute or two)…`,
  )
  const started = Date.now()
  const vite = path.join(REPO, 'node_modules', 'vite', 'bin', 'vite.js')
  const built = spawnSync(process.execPath, [vite, 'build', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: REPO,
    stdio: 'inherit',
  })
  if (built.status !== 0) throw new Error(`the console's build failed (exit code ${built.status ?? built.signal})`)
  writeFileSync(path.join(dir, STAMP), fingerprint)
  log.info(`console: built in ${secondsSince(started)} s`)
}
