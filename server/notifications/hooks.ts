import { dbOf } from '../db/transaction'
import type { HookContext } from '../declarations'
import type { CommentService } from '../services/comments/comments.class'
import type { CommentRow } from '../services/comments/comments.schema'
import type { RejectionService } from '../services/rejections/rejections.class'
import type { RejectionRow } from '../services/rejections/rejections.schema'
import { notifyAfterCommit } from './notify'

/** After a comment is written: its facet's assignee hears of it. */
export async function notifyCommentedAssignee(context: HookContext<CommentService>) {
  const { user } = context.params
  const { sourceId } = context.data as unknown as CommentRow
  const db = dbOf(context)
  const facet = await db('facets')
    .select('assignedToId')
    .where({ id: sourceId })
    .first<{ assignedToId: string | null } | undefined>()
  if (!user || !facet?.assignedToId) return
  notifyAfterCommit(context.app, db, [
    { kind: 'commented', userId: facet.assignedToId, facetId: sourceId, by: { id: user.id, name: user.name } },
  ])
}

/** After a rejection is written: the user the facet was assigned to hears of it (the rejection may unassign it). */
export function notifyRejectedAssignee(context: HookContext<RejectionService>) {
  const { user } = context.params
  const rejection = context.result as unknown as RejectionRow
  if (!user || !rejection.userId) return
  notifyAfterCommit(context.app, dbOf(context), [
    { kind: 'rejected', userId: rejection.userId, facetId: rejection.facetId, by: { id: user.id, name: user.name } },
  ])
}
