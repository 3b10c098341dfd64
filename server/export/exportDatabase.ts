import knex, { type Knex } from 'knex'
import { EXPORTS_IN_ALL } from '../../common/exports'

/** Where streamed exports read their rows (server/export/cursorBatches). */
export interface ExportDatabase {
  knex: Knex
  /**
   * PGlite: every query of the process runs in its one session, so an export may not hold it between
   * batches; on PostgreSQL an export holds a connection of its own pool while its client reads.
   */
  oneSession: boolean
  close: () => Promise<void>
}

/**
 * On PostgreSQL, a pool of EXPORTS_IN_ALL connections beside the API's: an export holds one for as long
 * as its client reads, and the API's own calls never wait behind it. On PGlite, the API's own database.
 */
export function exportDatabase(db: Knex): ExportDatabase {
  const config: Knex.Config = db.client.config
  if (config.client !== 'pg') return { knex: db, oneSession: true, close: async () => undefined }
  const exports = knex({ ...config, pool: { min: 0, max: EXPORTS_IN_ALL } })
  return { knex: exports, oneSession: false, close: () => exports.destroy() }
}
