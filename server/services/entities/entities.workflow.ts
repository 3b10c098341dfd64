import { BadRequest, Forbidden } from '@feathersjs/errors'
import type { FacetRecord } from '../../../common/entityFormat'
import { requiredFieldsFilled, type FacetContent } from '../../../common/facetFilled'
import { duplicateAllows, duplicateSettingAllows } from '../../../common/facetDuplicates'
import { fillMessage, messages } from '../../../common/messages'
import { CONSOLE_ROLES, type Role } from '../../../common/roles'
import type { EntityTemplate, FacetType } from '../../../common/templateFormat'
import {
  ENTITY_STAGES,
  INITIAL_STAGE,
  PUBLISHED_STAGE,
  PUBLISHING_ERROR_PREFIX,
  STAGES_NEEDING_COMPLETE,
  assigneeAfterChange,
  canChangeEntityStage,
  canChangeHidden,
  canRemoveFacetField,
  canSetFacetStage,
  unassignableReason,
  type Stage,
} from '../../../common/workflow'
import type { StoredEntity } from './entities.load'
import { refuse, type Lookups } from './entities.save-checks'
import type { EntitySave, FacetSave } from './entities.schema'

/**
 * The workflow rules of a save (spec 1 §4, spec 2 §4, §6), from common/workflow: who may set which
 * stage, who may be assigned, what a published facet allows, who may remove what, and what becomes
 * of the entity's own stage. Pure, like entities.save-plan.
 */

export interface Caller {
  id: string
  name: string
  role: Role
}

const cannotSetStage = (stage: Stage) => new Forbidden(fillMessage(messages.cannotSetStage, { stage }))

const UNASSIGNABLE = { blocked: messages.assigneeBlocked, notActivated: messages.assigneeNotActivated } as const

/**
 * The assignee after a change of stage or assignee (`assigneeAfterChange`: a user not allowed at the
 * stage is ignored, spec 2 §4). A newly named id that is no user is refused, and so is a blocked or never
 * activated user, with the reason: those are no choice the selectors offer, and dropping them silently
 * would hide a mistake.
 */
export function assigneeAfter(
  from: { stage: Stage; assignedToId: string | null },
  to: { stage: Stage; assignedToId: string | null },
  lookups: Pick<Lookups, 'users'>,
  path: string,
): string | null {
  if (to.assignedToId !== null && to.assignedToId !== from.assignedToId) {
    const user = lookups.users.get(to.assignedToId)
    if (!user) throw refuse(fillMessage(messages.cannotBeAssignedAtStage, { stage: to.stage }), path)
    const unassignable = CONSOLE_ROLES.includes(user.role) ? unassignableReason(user) : null
    if (unassignable) throw refuse(UNASSIGNABLE[unassignable], path)
  }
  return assigneeAfterChange(from, to, (id) => lookups.users.get(id))
}

/** What the save asks of the entity itself, checked against the template and the caller's role. */
export function entityRequest(
  input: EntitySave,
  stored: StoredEntity | null,
  template: EntityTemplate,
  caller: Caller,
) {
  if (stored && input.entityTemplateId !== stored.entityTemplateId) {
    throw refuse(messages.templateCannotChange, 'entityTemplateId')
  }
  if (input.type !== template.type || (input.subType ?? null) !== template.subType) {
    throw refuse(messages.templateKindMismatch, 'type')
  }
  const storedHidden = stored?.hidden ?? false
  const hidden = input.hidden ?? storedHidden
  if (hidden !== storedHidden && !canChangeHidden(caller.role)) throw new Forbidden(messages.cannotChangeHidden)

  const storedStage = stored?.meta.stage ?? INITIAL_STAGE
  const stage = input.meta?.stage ?? INITIAL_STAGE
  if (stage !== storedStage && stage !== INITIAL_STAGE) {
    if (!canChangeEntityStage(caller.role)) throw cannotSetStage(stage)
    if (!ENTITY_STAGES.includes(stage)) throw refuse(messages.entityStageChoices, 'meta.stage')
  }
  const storedAssignee = stored?.meta.assignedToId ?? null
  const assignedToId = input.meta ? (input.meta.assignedToId ?? null) : storedAssignee
  // a new entity may be taken by whoever creates it; reassigning is the admin's (spec 2 §6)
  const ownNewEntity = !stored && (assignedToId === caller.id || assignedToId === null)
  if (assignedToId !== storedAssignee && caller.role !== 'admin' && !ownNewEntity) {
    throw new Forbidden(messages.cannotReassignEntity)
  }
  return {
    hidden,
    publish: caller.role === 'admin' && stage === PUBLISHED_STAGE,
    from: { stage: storedStage, assignedToId: storedAssignee },
    assignedToId,
  }
}

/**
 * The entity's meta after the save: published when an admin asked and every required facet type has
 * a facet with its required fields filled; otherwise in progress, with the reason when publishing failed.
 */
export function entityMetaAfter(
  request: ReturnType<typeof entityRequest>,
  publishingFailure: string | null,
  lookups: Lookups,
) {
  const published = request.publish && publishingFailure === null
  const stage = published ? PUBLISHED_STAGE : INITIAL_STAGE
  return {
    stage,
    failedReason: request.publish ? publishingFailure : null,
    assignedToId: assigneeAfter(
      request.from,
      { stage, assignedToId: request.assignedToId },
      lookups,
      'meta.assignedToId',
    ),
  }
}

export interface FacetMeta {
  from: { stage: Stage; assignedToId: string | null }
  to: { stage: Stage; assignedToId: string | null }
}

/**
 * A facet's stage and assignee after the save. A new facet is born in progress and the caller's. A
 * stage must be the role's to set, and leaving published is the admin's; moving to a stage that means
 * the work is done needs the required fields; a published facet's content stays as it is. A facet past
 * that check (review, edit) whose required fields the save leaves empty goes back to in progress: the
 * save warns 'Facet {type} has empty required fields' (spec 1 §5) and goes on, and the facet is checked
 * again when it next moves on.
 */
export function facetMetaAfter(
  input: FacetSave | undefined,
  stored: FacetRecord | undefined,
  facetType: FacetType,
  content: { changed: boolean; after: FacetContent },
  caller: Caller,
  lookups: Lookups,
  path: string,
): FacetMeta {
  const from = stored?.meta ?? { stage: INITIAL_STAGE, assignedToId: caller.id }
  const stage = input?.meta?.stage ?? from.stage
  if (stage !== from.stage) {
    const leavesPublished = from.stage === PUBLISHED_STAGE && caller.role !== 'admin'
    if (leavesPublished || !canSetFacetStage(caller.role, from.stage, stage)) throw cannotSetStage(stage)
  }
  if (stored?.meta.stage === PUBLISHED_STAGE && stage === PUBLISHED_STAGE && content.changed) {
    throw refuse(fillMessage(messages.facetPublished, { type: facetType.name }), path)
  }
  if (
    stage !== from.stage &&
    STAGES_NEEDING_COMPLETE.includes(stage) &&
    !requiredFieldsFilled(facetType, content.after)
  ) {
    throw refuse(messages.requiredFieldIncomplete, `${path}.meta.stage`)
  }
  const reopened =
    stage === from.stage &&
    content.changed &&
    STAGES_NEEDING_COMPLETE.includes(stage) &&
    !requiredFieldsFilled(facetType, content.after)
  const requested = {
    stage: reopened ? INITIAL_STAGE : stage,
    assignedToId: input?.meta ? (input.meta.assignedToId ?? null) : from.assignedToId,
  }
  // handing on a facet whose work is done needs its required fields (spec 2 §4 'A stage or user change…')
  if (
    requested.assignedToId !== from.assignedToId &&
    STAGES_NEEDING_COMPLETE.includes(requested.stage) &&
    !requiredFieldsFilled(facetType, content.after)
  ) {
    throw refuse(messages.requiredFieldIncomplete, `${path}.meta.assignedToId`)
  }
  return {
    from: { stage: from.stage, assignedToId: from.assignedToId },
    to: { stage: requested.stage, assignedToId: assigneeAfter(from, requested, lookups, `${path}.meta.assignedToId`) },
  }
}

/** Removing a facet, or fields or links of it (spec 2 §6): the admin's, or its creator's; never a published one's. */
export function checkRemoval(stored: FacetRecord, facetType: Pick<FacetType, 'name'>, caller: Caller, whole: boolean) {
  if (whole && stored.meta.stage === PUBLISHED_STAGE) {
    throw new BadRequest(fillMessage(messages.facetPublished, { type: facetType.name }), { facetId: stored.id })
  }
  if (!canRemoveFacetField(caller.role, stored, caller.id)) throw new Forbidden(messages.cannotRemoveFields)
}

/** A facet as the save leaves it, for the entity-wide rules. */
export interface FacetAfter {
  facetTypeId: string
  order: number
  content: FacetContent
}

const liveFacetTypes = (template: Pick<EntityTemplate, 'facetTypes'>) =>
  template.facetTypes.filter((facetType) => !facetType.deleted)

/**
 * A facet type whose duplicate setting is none or section has at most one facet per entity (a facet's
 * section is its type's: `duplicateSettingAllows`). A brief membership type takes more facets than it
 * had only from a role whose list names it (spec 2 §5, `duplicateAllows`): a duplicate an admin made does
 * not stop an analyst's later saves.
 */
export function checkDuplicates(
  template: EntityTemplate,
  facets: readonly FacetAfter[],
  stored: readonly Pick<FacetRecord, 'facetTypeId'>[],
  caller: Caller,
) {
  const count = (list: readonly { facetTypeId: string }[], facetTypeId: string) =>
    list.filter((facet) => facet.facetTypeId === facetTypeId).length
  for (const facetType of liveFacetTypes(template)) {
    const after = count(facets, facetType.id)
    if (after < 2) continue
    if (!duplicateSettingAllows(facetType.duplicate, after - 1)) {
      throw refuse(fillMessage(messages.facetOnlyOnce, { type: facetType.name }), 'facets')
    }
    if (after > count(stored, facetType.id) && !duplicateAllows(facetType, after - 1, caller.role)) {
      throw new Forbidden(fillMessage(messages.cannotAddDuplicate, { type: facetType.name }), { path: 'facets' })
    }
  }
}

/**
 * The entity's name: the value of the first Label set of its Name facet when the template has a Name
 * facet type, else the name sent; trimmed, at most 254 characters.
 */
export function derivedName(template: EntityTemplate, facets: readonly FacetAfter[], sent: string): string {
  const nameType = liveFacetTypes(template).find((facetType) => facetType.name === 'Name')
  const labelType = nameType?.facetFieldTypes.find((fieldType) => fieldType.kind === 'Label' && !fieldType.archived)
  if (!nameType || !labelType) return sent.trim()
  const facet = facets.filter((one) => one.facetTypeId === nameType.id).sort((a, b) => a.order - b.order)[0]
  const values = (facet?.content.fields ?? [])
    .filter((field) => field.facetFieldTypeId === labelType.id && field.name === 'value')
    .sort((a, b) => a.order - b.order)
  const value = values[0]?.value
  return typeof value === 'string' ? value.trim() : ''
}

/** Why publishing fails: the first required facet type without a facet whose required fields are filled. */
export function publishingFailure(
  template: Pick<EntityTemplate, 'facetTypes'>,
  facets: readonly FacetAfter[],
): string | null {
  const failing = liveFacetTypes(template).find(
    (facetType) =>
      facetType.required &&
      !facets.some((facet) => facet.facetTypeId === facetType.id && requiredFieldsFilled(facetType, facet.content)),
  )
  return failing
    ? PUBLISHING_ERROR_PREFIX + fillMessage(messages.facetRequiredFieldsEmpty, { type: failing.name })
    : null
}
