import type { Role } from './roles'
import { STAGES, type Stage } from './templateFormat'

/**
 * The review workflow of entities and facets (spec 1 §4, spec 2 §4, §6), read by the editor's
 * selectors and enforced by the server on every save. Choices the spec leaves open are written down
 * in docs/decisions.md ("Workflow").
 */

export { STAGES, type Stage }

export const isStage = (value: unknown): value is Stage => STAGES.includes(value as Stage)

/** Where every new entity and facet starts (spec 1 §4). */
export const INITIAL_STAGE: Stage = 'in progress'
/** The stage a rejection puts a facet in; choosing it opens the Rejections panel. */
export const REJECTED_STAGE: Stage = 'rejected'
/** Choosing this stage opens the Comments panel: the reviewer says what to edit. */
export const COMMENT_TRIGGER_STAGE: Stage = 'edit'
/** Where an analyst sends a finished facet; the home page counts these moves as the team's throughput. */
export const REVIEW_STAGE: Stage = 'review'
export const PUBLISHED_STAGE: Stage = 'published'

/** An entity is either being worked on or published (spec 2 §4: "two values"). */
export const ENTITY_STAGES: readonly Stage[] = ['in progress', 'published']

/** Facet stages a role may choose (spec 2 §4: one list per role). */
export const FACET_STAGE_CHOICES: Record<Role, readonly Stage[]> = {
  admin: STAGES,
  analyst: ['analyst', 'in progress', 'review', 'no information'],
  trial: [],
  user: [],
}

/** Stages to which moving a facet means its work is done: its required fields must be complete. */
export const STAGES_NEEDING_COMPLETE: readonly Stage[] = ['review', 'edit', 'published']

/** Roles a facet or entity may be assigned to at a stage (spec 1 §4 "Assignable users by stage"). */
export function assignableRolesForStage(stage: Stage | null | undefined): readonly Role[] {
  switch (stage) {
    case null:
    case undefined:
    case 'unassigned':
    case 'expired':
    case 'published':
      return []
    case 'no information':
    case 'edit':
      return ['admin']
    default:
      return ['analyst', 'admin']
  }
}

export const canBeAssignedAt = (stage: Stage | null | undefined, role: Role) =>
  assignableRolesForStage(stage).includes(role)

/**
 * What the assignment rules read of a user beside the role: the flags of the stored record, or, in the
 * console, the server's verdict on them (`assignable` of GET /users, which does not give non-admins the flags).
 */
export interface AssigneeFlags {
  isBlocked?: boolean | null
  isVerified?: boolean | null
  assignable?: boolean
}

/**
 * Why a user may be assigned at no stage: blocked, or never activated (an invitation not accepted yet);
 * null when the user may be. Records without the flags are taken as neither.
 */
export function unassignableReason(user: AssigneeFlags): 'blocked' | 'notActivated' | null {
  if (user.isBlocked) return 'blocked'
  if (user.isVerified === false) return 'notActivated'
  return null
}

export const isAssignableUser = (user: AssigneeFlags) => user.assignable ?? unassignableReason(user) === null

/**
 * The assignee a stage change leaves: kept when still allowed at the new stage (and, when the record
 * says, neither blocked nor never activated), else none (spec 2 §4).
 */
export function assigneeAfterStageChange(
  stage: Stage | null | undefined,
  assignee: ({ id: string; role: Role } & AssigneeFlags) | null | undefined,
): string | null {
  return assignee && canBeAssignedAt(stage, assignee.role) && isAssignableUser(assignee) ? assignee.id : null
}

/**
 * The assignee after a change of stage or assignee, the one rule of the editor, the entity save and the
 * grids' meta edits (spec 1 §4, spec 2 §4). Naming nobody unassigns. A newly named user not allowed at
 * the stage (nor assignable at all) is ignored: the assignee is what it would be had nobody been named.
 * That one is kept through a change of stage while allowed at the new stage, else cleared.
 */
export function assigneeAfterChange(
  from: { stage: Stage | null; assignedToId: string | null },
  to: { stage: Stage; assignedToId: string | null },
  userOf: (id: string) => ({ id: string; role: Role } & AssigneeFlags) | null | undefined,
): string | null {
  if (to.assignedToId !== from.assignedToId) {
    if (to.assignedToId === null) return null
    const named = userOf(to.assignedToId)
    if (named && canBeAssignedAt(to.stage, named.role) && isAssignableUser(named)) return named.id
  }
  if (to.stage === from.stage || from.assignedToId === null) return from.assignedToId
  return assigneeAfterStageChange(to.stage, userOf(from.assignedToId))
}

/** Changes only the admin-like role may make (spec 2 §6). */
export const canChangeEntityStage = (role: Role) => role === 'admin'
export const canChangeHidden = (role: Role) => role === 'admin'
export const canRemoveEntity = (role: Role) => role === 'admin'

/** A facet stage the role may set; keeping the stage it has is always allowed. */
export const canSetFacetStage = (role: Role, from: Stage | null, to: Stage) =>
  from === to || FACET_STAGE_CHOICES[role].includes(to)

/**
 * Removing a field of a facet (spec 2 §6): admins may, anyone may while the facet is unsaved, and the
 * user who created the facet may. Removing a whole facet follows the same rule.
 */
export const canRemoveFacetField = (
  role: Role,
  facet: { id?: string | null; creatorId?: string | null },
  userId: string,
) => role === 'admin' || !facet.id || facet.creatorId === userId

/** A publishing failure is a reason beginning with this prefix (spec 1 §4). */
export const PUBLISHING_ERROR_PREFIX = 'Publishing failed: '

/** The status tag of the editor's header (spec 1 §4). */
export type EntityStatus = 'failed' | 'in progress' | 'published' | 'unsaved' | 'hidden'
export function entityStatus(entity: {
  dirty: boolean
  hidden: boolean
  stage: Stage
  failedReason?: string | null
}): EntityStatus {
  if (entity.failedReason) return 'failed'
  if (entity.dirty) return 'unsaved'
  if (entity.hidden) return 'hidden'
  return entity.stage === PUBLISHED_STAGE ? 'published' : 'in progress'
}
