import type { EventEmitter } from 'node:events'
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import knex, { type Knex } from 'knex'
import ClientPgLite from 'knex-pglite'
import pg from 'pg'
import { log, secondsSince, shownPath } from '../logger'

// count(*) and bigint columns as numbers on pg, as PGlite already gives them
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))
// dates (no time) as 'YYYY-MM-DD' strings on pg, as PGlite gives them
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value)

/**
 * The API's sessions plan without parallel workers: its statements are short, and a worker is a new
 * process that loads its libraries and catalog first. On two cores a facet grid page by label took
 * 175 ms with two workers and 14 ms without; under load the workers also take the cores other requests
 * wait for.
 */
export const SESSION_OPTIONS = '-c max_parallel_workers_per_gather=0'

export interface DatabaseOptions {
  databaseUrl?: string
  /** Folder of the embedded database; null keeps it in memory (tests). */
  dataDir: string | null
  /** In memory only: start as a copy of this dump of an embedded database (the tests copy a migrated one). */
  copyOf?: Blob
}

/**
 * knex on PostgreSQL when a URL is given, else on embedded PGlite, opened whole first: a new folder is
 * initialised on the first open, which a busy machine can take minutes over, and knex would otherwise
 * count that time against its 60-s wait for a connection and blame a full pool.
 */
export async function createKnex({ databaseUrl, dataDir, copyOf }: DatabaseOptions): Promise<Knex> {
  if (databaseUrl) {
    return markingItsErrors(
      knex({
        client: 'pg',
        connection: { connectionString: databaseUrl, options: SESSION_OPTIONS },
        pool: { min: 0, max: 10 },
      }),
    )
  }
  const pglite = dataDir
    ? await openPglite(path.join(dataDir, 'pglite'))
    : await PGlite.create({ loadDataDir: copyOf, extensions: EXTENSIONS })
  const db = knex({
    client: ClientPgLite,
    dialect: 'postgres',
    connection: () => ({ pglite }) as object,
  })
  embedded.set(db, pglite)
  return db
}

const embedded = new WeakMap<Knex, PGlite>()

/** The whole of an embedded database, for another to start as a copy of it (`copyOf`). */
export async function dumpEmbedded(db: Knex): Promise<Blob> {
  const pglite = embedded.get(db)
  if (!pglite) throw new Error('not an embedded database')
  return pglite.dumpDataDir('none')
}

const EXTENSIONS = { pg_trgm }

/** The embedded database in `pgDir`, ready for queries, or an error naming the folder. */
async function openPglite(pgDir: string): Promise<PGlite> {
  try {
    if (!existsSync(path.join(pgDir, 'PG_VERSION'))) await createPglite(pgDir)
    else log.info(`database: opening ${shownPath(pgDir)}…`)
    return await PGlite.create({ dataDir: pgDir, extensions: EXTENSIONS })
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error)
    throw new Error(`Could not open the embedded database in ${pgDir}: ${cause}`, { cause: error })
  }
}

/**
 * A new embedded database in `pgDir`, made in a folder beside it and renamed once whole: a first start cut
 * off while it initialises (a minute on a busy machine) would otherwise leave a folder that looks like a
 * database and cannot be opened. Files already in `pgDir` are left alone and stop the start.
 */
async function createPglite(pgDir: string) {
  if (existsSync(pgDir) && readdirSync(pgDir).length > 0)
    throw new Error('the folder holds files but no database (no PG_VERSION): move them away, or set DATA_DIR')
  const started = Date.now()
  log.info(`database: creating it in ${shownPath(pgDir)} (a first start: a busy machine takes a minute)…`)
  const partial = `${pgDir}.partial`
  rmSync(partial, { recursive: true, force: true })
  mkdirSync(partial, { recursive: true })
  await (await PGlite.create({ dataDir: partial, extensions: EXTENSIONS })).close()
  if (existsSync(pgDir)) rmdirSync(pgDir)
  renameSync(partial, pgDir)
  log.info(`database: created in ${secondsSince(started)} s`)
}

const databaseErrors = new WeakSet<object>()
const markError = (error: unknown) => {
  if (typeof error === 'object' && error !== null) databaseErrors.add(error)
}

/**
 * Whether an error is one of the database's driver, raised by a query (BEGIN and ROLLBACK included) or by
 * opening a connection: its socket errors (ECONNRESET, ECONNREFUSED) then mean that the database is away,
 * where the same code from a mail server or another site would not.
 */
export const isDatabaseDriverError = (error: unknown) =>
  typeof error === 'object' && error !== null && databaseErrors.has(error)

function markingItsErrors(db: Knex): Knex {
  db.on('query-error', markError)
  ;(db.client as { pool?: EventEmitter }).pool?.on('createFail', (_event: number, error: unknown) => markError(error))
  return db
}
