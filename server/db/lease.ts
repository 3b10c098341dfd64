import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'

/**
 * A named lease in the database: one holder at a time across API processes (one ingestion runner,
 * one trash purge), taken by a single statement, so no transaction stays open while the job runs (PGlite has
 * one connection). A holder that dies loses it when it expires.
 */
export async function withLease<T>(db: Knex, name: string, ttlMs: number, job: () => Promise<T>): Promise<T | null> {
  const holder = randomUUID()
  const expiresAt = new Date(Date.now() + ttlMs).toISOString()
  await db('job_leases')
    .insert({ name, holder: null, expiresAt: new Date(0).toISOString() })
    .onConflict('name')
    .ignore()
  const taken = await db('job_leases')
    .where({ name })
    .where('expiresAt', '<', new Date().toISOString())
    .update({ holder, expiresAt }, ['name'])
  if (!taken.length) return null
  try {
    return await job()
  } finally {
    await db('job_leases')
      .where({ name, holder })
      .update({ holder: null, expiresAt: new Date(0).toISOString() })
  }
}
