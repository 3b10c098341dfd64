import type { Knex } from 'knex'
import type { FacetLogAction } from '../../../common/entityFormat'

/** One entry of a facet's log (spec 1 §3 Facet log), written on behalf of `user`. */
export interface FacetLogEntry {
  facetId: string
  user: { id: string; name: string }
  action: FacetLogAction
  description: string
  /** reassign entries: whom the facet went to */
  assignedToId?: string | null
  /** stage entries: the stage the facet went to */
  toStage?: string
}

const ROWS_PER_INSERT = 1000

/**
 * The time of the i-th entry of a batch: the batch's millisecond plus i microseconds, so entries
 * written together keep their order in a log sorted by time.
 */
function timeOf(base: number, index: number): string {
  const iso = new Date(base + Math.floor(index / 1000)).toISOString()
  return `${iso.slice(0, -1)}${String(index % 1000).padStart(3, '0')}Z`
}

/**
 * Writes entries of facet logs in one insert per thousand, in the order given. Pass the call's
 * transaction as `db`, so the entries commit with the change they record.
 */
export async function writeFacetLogs(db: Knex, entries: readonly FacetLogEntry[]): Promise<void> {
  const base = Date.now()
  const rows = entries.map((entry, index) => ({
    facetId: entry.facetId,
    userId: entry.user.id,
    username: entry.user.name,
    action: entry.action,
    description: entry.description,
    assignedToId: entry.assignedToId ?? null,
    toStage: entry.toStage ?? null,
    createdAt: timeOf(base, index),
    updatedAt: timeOf(base, index),
  }))
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db('facet_logs').insert(rows.slice(start, start + ROWS_PER_INSERT))
  }
}

/** Writes one entry of a facet's log (see writeFacetLogs). */
export async function writeFacetLog(db: Knex, entry: FacetLogEntry): Promise<void> {
  await writeFacetLogs(db, [entry])
}
