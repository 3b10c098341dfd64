import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildNeeded, sourcesFingerprint, STAMP } from '../../consoleBuild'
import { freePort } from '../freePort'

const REPO = path.resolve(import.meta.dirname, '..', '..', '..')
const folders: string[] = []
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'console-start-'))
  folders.push(dir)
  return dir
}
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe("npm start's build decision", () => {
  const root = folder()
  mkdirSync(path.join(root, 'src'))
  writeFileSync(path.join(root, 'index.html'), '<div id="root"></div>')
  writeFileSync(path.join(root, 'src', 'main.tsx'), 'export const a = 1')
  writeFileSync(path.join(root, 'src', 'main.test.tsx'), 'it()')
  const first = sourcesFingerprint(root, {})

  it('keeps a build whose sources did not change, and rebuilds for a source or a VITE_ setting', () => {
    expect(sourcesFingerprint(root, { PATH: '/bin' })).toBe(first)
    // a test is not part of the build
    writeFileSync(path.join(root, 'src', 'main.test.tsx'), 'it(); it()')
    expect(sourcesFingerprint(root, {})).toBe(first)
    expect(sourcesFingerprint(root, { VITE_PRODUCT_NAME: 'Other' })).not.toBe(first)
    writeFileSync(path.join(root, 'src', 'main.tsx'), 'export const a = 2')
    expect(sourcesFingerprint(root, {})).not.toBe(first)
  })

  it('builds when there is no build, no stamp, or another stamp', () => {
    const dir = folder()
    expect(buildNeeded(dir, first)).toBe(true)
    writeFileSync(path.join(dir, 'index.html'), '')
    expect(buildNeeded(dir, first)).toBe(true)
    writeFileSync(path.join(dir, STAMP), 'another')
    expect(buildNeeded(dir, first)).toBe(true)
    writeFileSync(path.join(dir, STAMP), first)
    expect(buildNeeded(dir, first)).toBe(false)
  })
})

const until = async (check: () => Promise<boolean>, ms: number) => {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return false
}

it('npm start serves an unchanged build without building, and stops on SIGTERM sent to npm', async () => {
  const consoleDir = folder()
  writeFileSync(path.join(consoleDir, 'index.html'), '<!doctype html><title>built</title>')
  writeFileSync(path.join(consoleDir, STAMP), sourcesFingerprint(REPO))
  const port = await freePort()
  const npm = spawn('npm', ['start'], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      CONSOLE_DIR: consoleDir,
      DATA_DIR: folder(),
      DATABASE_URL: '',
      JWT_SECRET: 'start-test',
      INGEST_INTERVAL_MINUTES: '0',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  npm.stdout.on('data', (chunk) => (output += chunk))
  npm.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => npm.on('exit', resolve))
  const health = () =>
    fetch(`http://127.0.0.1:${port}/api/health`).then(
      (response) => response.ok,
      () => false,
    )
  try {
    // a new data folder's first start: up to two minutes on a busy machine
    expect(await until(health, 300_000), output).toBe(true)
    expect(output).toMatch(/up to date/)
    expect(output).not.toMatch(/building/)
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain('built')
    npm.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(await health()).toBe(false)
  } finally {
    // npm hands SIGTERM on to the server; a SIGKILL would leave the server behind it running
    if (npm.exitCode === null) {
      npm.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))])
    }
  }
}, 360_000)
