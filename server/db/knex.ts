import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import knex, { type Knex } from 'knex'
import ClientPgLite from 'knex-pglite'
import pg from 'pg'

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
}

/** knex on PostgreSQL when a URL is given, else on embedded PGlite. */
export function createKnex({ databaseUrl, dataDir }: DatabaseOptions): Knex {
  if (databaseUrl) {
    return knex({
      client: 'pg',
      connection: { connectionString: databaseUrl, options: SESSION_OPTIONS },
      pool: { min: 0, max: 10 },
    })
  }
  let pgDir: string | undefined
  if (dataDir) {
    pgDir = path.join(dataDir, 'pglite')
    mkdirSync(pgDir, { recursive: true })
  }
  const pglite = new PGlite({ dataDir: pgDir, extensions: { pg_trgm } })
  return knex({
    client: ClientPgLite,
    dialect: 'postgres',
    connection: () => ({ pglite }) as object,
  })
}
