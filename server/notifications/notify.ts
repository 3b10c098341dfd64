import type { Knex } from 'knex'
import { rolesReading } from '../../common/permissions'
import { NOTIFICATION_EVENT, type Notification, type NotificationKind } from '../../common/notifications'
import type { Application } from '../declarations'
import { committed } from '../db/transaction'
import { log } from '../logger'
import type { FacetLogEntry } from '../services/facet-logs/facet-logs.write'

/** A notification to send once its change commits: to whom, of what, by whom. */
export interface NotificationDraft {
  kind: NotificationKind
  userId: string
  facetId: string
  by: { id: string; name: string }
}

/** The assignments among a change's facet log entries: each facet handed to a user. */
export const assignmentDrafts = (entries: readonly FacetLogEntry[]): NotificationDraft[] =>
  entries.flatMap((entry) =>
    entry.action === 'reassign' && entry.assignedToId
      ? [{ kind: 'assigned' as const, userId: entry.assignedToId, facetId: entry.facetId, by: entry.user }]
      : [],
  )

interface FacetNames {
  facetId: string
  facetName: string
  entityId: string
  entityName: string
  entityType: string
}

async function facetNames(db: Knex, facetIds: readonly string[]): Promise<Map<string, FacetNames>> {
  const rows: FacetNames[] = await db('facets as f')
    .join('facet_types as ft', 'ft.id', 'f.facetTypeId')
    .join('entities as e', 'e.id', 'f.entityId')
    .whereIn('f.id', [...new Set(facetIds)])
    .select(
      'f.id as facetId',
      'ft.name as facetName',
      'e.id as entityId',
      'e.name as entityName',
      'e.type as entityType',
    )
  return new Map(rows.map((row) => [row.facetId, row]))
}

/** The roles that read facets: a notification names one, and its entity. */
const FACET_READERS = rolesReading('facets')

/** Those of the users who may read facets now (a user's role may have changed since they were assigned). */
async function facetReaders(db: Knex, userIds: readonly string[]): Promise<Set<string>> {
  const ids: string[] = await db('users')
    .whereIn('id', [...new Set(userIds)])
    .whereIn('role', FACET_READERS)
    .where({ isBlocked: false })
    .pluck('id')
  return new Set(ids)
}

async function publish(app: Application, drafts: readonly NotificationDraft[]) {
  const db = app.get('knex')
  const [names, readers] = await Promise.all([
    facetNames(
      db,
      drafts.map((draft) => draft.facetId),
    ),
    facetReaders(
      db,
      drafts.map((draft) => draft.userId),
    ),
  ])
  const at = new Date().toISOString()
  for (const draft of drafts) {
    const facet = names.get(draft.facetId)
    if (!facet || !readers.has(draft.userId)) continue
    const notification: Notification = { kind: draft.kind, ...facet, by: draft.by, at }
    app.get('realtime').publishToUsers([draft.userId], NOTIFICATION_EVENT, notification)
  }
}

/**
 * Tells users of what others did to their facets, once the change's transaction `db` commits: a change
 * rolled back tells no one, and no one hears of their own doing. Never delays or fails the change itself.
 */
export function notifyAfterCommit(app: Application, db: Knex, drafts: readonly NotificationDraft[]): void {
  const toOthers = drafts.filter((draft) => draft.userId !== draft.by.id)
  if (!toOthers.length) return
  committed(db).then(
    () => publish(app, toOthers).catch((error: unknown) => log.error('notifications: sending', error)),
    () => undefined,
  )
}
