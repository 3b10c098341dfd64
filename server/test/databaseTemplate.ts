import { writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import knex from 'knex'
import type { TestProject } from 'vitest/node'
import { createKnex, dumpEmbedded } from '../db/knex'
import { migrate } from '../db/migrate'
import { seedReferenceTemplates } from '../db/referenceTemplates'
import { isoCountries } from '../db/seedReference'

/** Where the test servers' databases are copied from: a dump of an embedded one, or a PostgreSQL database. */
export type DatabaseTemplate = { kind: 'embedded'; file: string } | { kind: 'postgres'; name: string }

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate
  }
}

/** The test database on TEST_DATABASE_URL's server named `name`. */
export function databaseUrl(url: string, name: string) {
  const target = new URL(url)
  target.pathname = `/${name}`
  return target.toString()
}

/** Migrations and the reference rows every test server starts with, without the admin (each server has its own). */
async function prepare(db: knex.Knex) {
  await migrate(db)
  await db('countries').insert(isoCountries())
  await seedReferenceTemplates(db)
  await db.raw('ANALYZE')
}

/**
 * Made once for the run, and copied for each test server (a new embedded database took 2–4 s to
 * initialise and 1 s to migrate; a copy takes under one): in memory, dumped to a file the test workers
 * read, or on TEST_DATABASE_URL's server a database the others are created from.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL
  if (url) {
    const name = `console_test_template_${process.pid}`
    const admin = knex({ client: 'pg', connection: url, pool: { min: 0, max: 1 } })
    await admin.raw(`DROP DATABASE IF EXISTS ${name}`)
    await admin.raw(`CREATE DATABASE ${name}`)
    const db = await createKnex({ databaseUrl: databaseUrl(url, name), dataDir: null })
    await prepare(db)
    await db.destroy()
    project.provide('databaseTemplate', { kind: 'postgres', name })
    return async () => {
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.destroy()
    }
  }
  const db = await createKnex({ dataDir: null })
  await prepare(db)
  const file = path.join(tmpdir(), `console-test-template-${process.pid}.tar`)
  writeFileSync(file, Buffer.from(await (await dumpEmbedded(db)).arrayBuffer()))
  await db.destroy()
  project.provide('databaseTemplate', { kind: 'embedded', file })
  return () => rmSync(file, { force: true })
}
