import type { Knex } from 'knex'
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../common/time'
import { TRASH_KINDS, TRASH_RETENTION_DAYS } from '../../common/trash'
import type { AppConfig } from '../config'
import { withLease } from '../db/lease'
import { withTrash } from '../db/liveViews'
import { log } from '../logger'
import { TRASH_TABLES } from './kinds'

/** Rows deleted for good by one statement: each batch commits on its own, so no long transaction holds the tables. */
export const PURGE_BATCH = 500
/** A purge holds the lease this long at most: a purger that dies frees it for the next. */
const LEASE_MS = 30 * MINUTE_MS

/** Deletes for good, batch by batch, what was put in the trash more than `retentionDays` before `now`; answers how many. */
export async function purgeTrash(db: Knex, retentionDays: number, now = new Date()): Promise<number> {
  if (retentionDays <= 0) return 0
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString()
  let purged = 0
  for (const kind of TRASH_KINDS) {
    const table = withTrash(TRASH_TABLES[kind].table)
    for (;;) {
      const batch = db(table).select('id').where('deleted_at', '<', cutoff).orderBy('deleted_at').limit(PURGE_BATCH)
      // the links of the rows go with them (their foreign keys cascade), as a delete took them before the trash;
      // counted from the ids returned, which both drivers answer alike
      const deleted = await db(table).whereIn('id', batch).delete(['id'])
      purged += deleted.length
      if (deleted.length < PURGE_BATCH) break
    }
  }
  return purged
}

/** One purge, unless another API process is purging (null then). */
export const runTrashPurge = (config: AppConfig, db: Knex, now?: Date) =>
  withLease(db, 'trash-purge', LEASE_MS, () => purgeTrash(db, config.trashRetentionDays ?? TRASH_RETENTION_DAYS, now))

/** Purges the trash every hour from the API process, the first time a minute after start. */
export function scheduleTrashPurge(config: AppConfig, db: Knex): () => void {
  if ((config.trashRetentionDays ?? TRASH_RETENTION_DAYS) <= 0) return () => undefined
  const run = () =>
    runTrashPurge(config, db)
      .then((purged) => {
        if (purged) log.info(`trash: ${purged} records deleted for good`)
      })
      .catch((error: unknown) => log.error('trash purge failed', error))
  const first = setTimeout(run, MINUTE_MS)
  const every = setInterval(run, HOUR_MS)
  return () => {
    clearTimeout(first)
    clearInterval(every)
  }
}
