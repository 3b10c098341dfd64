import type { Knex } from 'knex'
import type { TrashKind } from '../../common/trash'

/** What the console's analytics followed (spec 3 §7), recorded by the API itself, and the trash's restores and purges. */
export type UsageName =
  | 'event-created'
  | 'event-updated'
  | 'event-deleted'
  | 'machine-title-changed'
  | 'regulation-created'
  | 'regulation-updated'
  | 'regulation-deleted'
  | 'record-restored'
  | 'record-purged'

export interface Usage {
  name: UsageName
  userId: string | null
  subjectType: TrashKind
  subjectId: number
  details?: Record<string, unknown>
}

/** Records a usage event in the call's transaction: it is kept exactly when what it tells of is. */
export async function recordUsage(db: Knex, ...usages: Usage[]) {
  if (!usages.length) return
  await db('usage_events').insert(
    usages.map(({ subjectId, details = {}, ...usage }) => ({
      ...usage,
      subjectId: String(subjectId),
      details: JSON.stringify(details),
    })),
  )
}
