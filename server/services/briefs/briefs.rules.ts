import { BadRequest, Conflict } from '@feathersjs/errors'
import type { Knex } from 'knex'
import { briefFormErrors, parentTypeOf, type BriefRuleValues } from '../../../common/briefRules'
import type { BriefType } from '../../../common/briefTypes'
import { fillMessage, messages } from '../../../common/messages'
import { isStorableId } from '../../hooks/serialIds'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isTextOrNone = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || typeof value === 'string'

/**
 * The rules of common/briefRules on a body as it arrives, before the schema, so a client gets the
 * dialog's own words ('Enter the brief name', 'Choose the brief type'…). A field of the wrong type
 * is left to the schema to refuse.
 */
export function refuseBriefPayloadErrors(data: unknown, isNew: boolean) {
  if (Array.isArray(data)) throw new BadRequest('Send one brief')
  if (!isObject(data)) return
  const { name, type, parents } = data
  if (!isTextOrNone(name) || !isTextOrNone(type)) return
  if (parents !== undefined && !Array.isArray(parents)) return
  const values: BriefRuleValues = { name, type, parents }
  const errors = briefFormErrors(values, { isNew })
  const first = Object.values(errors)[0]
  if (first) throw new BadRequest(first, { errors })
}

/** A brief as the rules need it. */
export interface BriefRef {
  id: number
  type: BriefType
}

/** A brief as it will be stored, with the ids of all its parents. */
export interface BriefDraft {
  name: string
  type: BriefType
  parents: number[]
}

/** The brief as stored before a PATCH. */
export interface StoredBrief extends BriefDraft {
  id: number
}

/** The briefs of some ids that exist; the ones that do not are left out. */
async function existingBriefs(db: Knex, ids: number[]): Promise<BriefRef[]> {
  const storable = ids.filter(isStorableId)
  return storable.length ? db<BriefRef>('briefs').select('id', 'type').whereIn('id', storable) : []
}

/** Whether `id` is among `parents` or their ancestors (a parent link leading back to the brief). */
async function isAncestorOrSelf(db: Knex, id: number, parents: number[]): Promise<boolean> {
  if (parents.includes(id)) return true
  if (!parents.length) return false
  const found = await db
    .withRecursive('ancestors', ['id'], (ancestors) =>
      ancestors
        .select('parent_id')
        .from('brief_parents')
        .whereIn('brief_id', parents)
        // UNION (not UNION ALL) drops rows already seen, so even a cycle would end
        .union((up) =>
          up.select('bp.parent_id').from('brief_parents as bp').join('ancestors as a', 'bp.brief_id', 'a.id'),
        ),
    )
    .select('id')
    .from('ancestors')
    .where('id', id)
    .first()
  return Boolean(found)
}

/** Every parent must be of the type the brief's type takes (spec 3 §4). */
function refuseWrongParentTypes(type: BriefType, parents: BriefRef[]) {
  const parentType = parentTypeOf(type)
  if (!parents.length) return
  if (!parentType) throw new BadRequest(fillMessage(messages.briefCannotHaveParent, { type }))
  if (parents.some((parent) => parent.type !== parentType)) {
    throw new BadRequest(fillMessage(messages.briefParentType, { type, parentType }))
  }
}

/** A brief whose children take parents of its old type keeps that type. */
async function refuseOrphanedChildren(db: Knex, id: number, type: BriefType) {
  const children = await db<{ type: BriefType }>('brief_parents')
    .join('briefs', 'briefs.id', 'brief_parents.brief_id')
    .where('brief_parents.parent_id', id)
    .distinct('briefs.type')
  const orphaned = children.find((child) => parentTypeOf(child.type) !== type)
  if (orphaned) throw new BadRequest(fillMessage(messages.briefHasChildren, { childType: orphaned.type }))
}

/** A name is taken within its type whatever its case (the unique index on (type, lower(name)) stays the last word). */
async function refuseTakenName(db: Knex, { name, type }: BriefDraft, ownId?: number) {
  const taken = db('briefs').where('type', type).whereRaw('lower(name) = lower(?)', [name])
  if (ownId !== undefined) taken.whereNot('id', ownId)
  if (await taken.first()) throw new Conflict(messages.briefNameTaken)
}

/**
 * The rules that need the stored briefs, in the order a client is told about them: parents that do
 * not exist; a brief among its own ancestors; parents of the wrong type (or any, for a type that takes
 * none); a type change its children forbid; a name already taken in the type. `stored` is the brief
 * before a PATCH; without it the draft is a new brief.
 */
export async function refuseBriefConflicts(db: Knex, draft: BriefDraft, stored?: StoredBrief) {
  const parents = await existingBriefs(db, draft.parents)
  if (parents.length < draft.parents.length) throw new BadRequest(messages.unknownBrief)
  if (stored && (await isAncestorOrSelf(db, stored.id, draft.parents))) {
    throw new BadRequest(messages.briefOwnAncestor)
  }
  refuseWrongParentTypes(draft.type, parents)
  if (stored && draft.type !== stored.type) await refuseOrphanedChildren(db, stored.id, draft.type)
  if (!stored || draft.name !== stored.name || draft.type !== stored.type) {
    await refuseTakenName(db, draft, stored?.id)
  }
}
