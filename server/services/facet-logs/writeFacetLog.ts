import type { Knex } from 'knex'
import type { FacetLogAction } from '../../../common/entityFormat'

/**
 * Writes one entry of a facet's log (spec 1 §3 Facet log) on behalf of `user`. Pass the call's
 * transaction as `db`, so the entry commits with the change it records.
 */
export async function writeFacetLog(
  db: Knex,
  entry: {
    facetId: string
    user: { id: string; name: string }
    action: FacetLogAction
    description: string
    assignedToId?: string | null
  },
): Promise<void> {
  await db('facet_logs').insert({
    facetId: entry.facetId,
    userId: entry.user.id,
    username: entry.user.name,
    action: entry.action,
    description: entry.description,
    assignedToId: entry.assignedToId ?? null,
  })
}
