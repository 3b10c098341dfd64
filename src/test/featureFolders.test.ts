import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve(__dirname, '..')
const FEATURE_ROOTS = ['resources', 'custom']

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })

const isFolder = (dir: string) => statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false

/** The feature folder a file lies in ('resources/events'), or null for the shared parts of the console. */
const featureOf = (file: string) => {
  const [root, folder] = path.relative(SRC, file).split(path.sep)
  return FEATURE_ROOTS.includes(root) && folder && isFolder(path.join(SRC, root, folder)) ? `${root}/${folder}` : null
}

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)].map((match) =>
    path.resolve(path.dirname(file), match[1]),
  )

describe('the console layout', () => {
  it('keeps feature folders apart: a feature imports only itself and the shared parts', () => {
    const crossings = sourceFiles(SRC).flatMap((file) => {
      const own = featureOf(file)
      return importsOf(file)
        .filter((target) => target.startsWith(SRC))
        .map((target) => ({ target, theirs: featureOf(target) }))
        // the app declares every feature's routes; a test may render a feature's screen
        .filter(({ theirs }) => theirs && theirs !== own && !file.endsWith('App.tsx') && !/\.test\.tsx?$/.test(file))
        .map(({ target }) => `${path.relative(SRC, file)} -> ${path.relative(SRC, target)}`)
    })
    expect(crossings).toEqual([])
  })
})
