import type { Knex } from 'knex'
import knex from 'knex'
import type { AppConfig } from '../server/config'
import { createKnex } from '../server/db/knex'
import { migrate } from '../server/db/migrate'
import { seedReference } from '../server/db/seedReference'

/** The bench's database unless DATABASE_URL names another: never the tests' or the app's own. */
export const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/bench'

/** Creates the URL's database on its server when missing. */
async function ensureDatabase(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  const maintenance = new URL(url)
  maintenance.pathname = '/postgres'
  const server = knex({ client: 'pg', connection: maintenance.toString(), pool: { min: 0, max: 1 } })
  try {
    const exists = await server.raw('SELECT 1 FROM pg_database WHERE datname = ?', [name])
    if (!exists.rows.length) await server.raw('CREATE DATABASE ??', [name])
  } finally {
    await server.destroy()
  }
}

/** The database as `npm start` leaves it: migrated, with the countries, first admin and reference templates. */
export async function openDatabase(url: string, config: AppConfig): Promise<Knex> {
  await ensureDatabase(url)
  const db = await createKnex({ databaseUrl: url, dataDir: null })
  await migrate(db)
  await seedReference(db, config)
  return db
}
