import { replaceEqualDeep } from '@tanstack/react-query'
import type { EntityRecord, FacetMeta, FieldSetValues } from '../../../common/entityFormat'
import { requiredFieldsFilled } from '../../../common/facetFilled'
import type { Role } from '../../../common/roles'
import type { EntityTemplate, FacetType } from '../../../common/templateFormat'
import {
  FACET_STAGE_CHOICES,
  INITIAL_STAGE,
  PUBLISHED_STAGE,
  STAGES,
  STAGES_NEEDING_COMPLETE,
  assigneeAfterChange,
  type AssigneeFlags,
  type Stage,
} from '../../../common/workflow'
import {
  clearedFacet,
  draftFromRecord,
  draftFromTemplate,
  emptyFieldSet,
  facetContent,
  facetTypeOf,
  holdsFields,
  newFacet,
  renumbered,
  type DraftFacet,
  type LinkValues,
  type DraftFieldSet,
  type EntityDraft,
} from './draft'
import { addableFacetTypes, isShownFacetType } from './sections'

/** A user as the workflow rules read them: who may be assigned at which stage. */
export interface AssignableUser extends AssigneeFlags {
  id: string
  role: Role
}

export type EditorAction =
  | { type: 'loaded'; record: EntityRecord }
  | { type: 'newEntity'; template: EntityTemplate; userId: string | null }
  | { type: 'loadStarted' }
  | { type: 'saveStarted' }
  | { type: 'saveFailed' }
  | { type: 'setFieldSet'; facetKey: string; fieldTypeId: string; index: number; values: FieldSetValues }
  | { type: 'addFieldSet'; facetKey: string; fieldTypeId: string }
  | { type: 'removeFieldSet'; facetKey: string; fieldTypeId: string; index: number }
  | { type: 'addFacet'; facetTypeId: string; userId: string | null; role: Role | undefined }
  | { type: 'clearFacet'; facetKey: string }
  | { type: 'removeFacet'; facetKey: string }
  | { type: 'moveFacet'; facetKey: string; direction: 'up' | 'down' }
  | { type: 'setFacetStage'; facetKey: string; stage: Stage }
  | { type: 'setFacetAssignee'; facetKey: string; user: AssignableUser | null }
  | { type: 'setHidden'; hidden: boolean }
  | { type: 'setEntityStage'; stage: Stage; users: readonly AssignableUser[] }
  /** a statistic facet's type; `fieldSet` fills the first Statistic set's empty values (the rules' defaults) */
  | {
      type: 'setSeriesType'
      facetKey: string
      typeId: string | null
      fieldSet?: { fieldTypeId: string; values: FieldSetValues }
    }
  | { type: 'addLink'; facetKey: string; fieldTypeId: string; values: LinkValues }
  | { type: 'setLink'; facetKey: string; key: string; values: Partial<LinkValues> }
  | { type: 'removeLink'; facetKey: string; key: string }
  | { type: 'addPoint'; facetKey: string; date: string }
  | { type: 'setPoint'; facetKey: string; key: string; date: string; value: number | null }
  | { type: 'removePoint'; facetKey: string; key: string }
  /** the server changed a facet's stage and assignee by itself (a rejection), and logged it */
  | { type: 'facetMetaSaved'; facetKey: string; meta: FacetMeta; logsAdded: number }
  /** comments were added to or deleted from a saved facet in its side panel: its count follows, nothing to save */
  | { type: 'facetCommentsChanged'; facetKey: string; change: number }

/** The stages the facet header offers: the role's choices and the facet's own stage, in workflow order. */
export const facetStageChoices = (role: Role, current: Stage): Stage[] =>
  STAGES.filter((stage) => stage === current || FACET_STAGE_CHOICES[role].includes(stage))

/** Taking a facet out of published is for admins only (docs/decisions.md). */
export const canChangeFacetStage = (role: Role, current: Stage) => current !== PUBLISHED_STAGE || role === 'admin'

/** A published facet is read-only: its fields cannot be changed, added, cleared or removed (spec 2 §2). */
export const isReadOnlyFacet = (facet: Pick<DraftFacet, 'meta'>) => facet.meta.stage === PUBLISHED_STAGE

/**
 * Whether moving a facet to a stage is refused because its required fields are not complete
 * (spec 2 §4 'Required field is not complete'); the server refuses it too.
 */
export function stageChangeRefused(template: EntityTemplate, facet: DraftFacet, stage: Stage): boolean {
  const facetType = facetTypeOf(template, facet.facetTypeId)
  return (
    stage !== facet.meta.stage &&
    STAGES_NEEDING_COMPLETE.includes(stage) &&
    facetType !== undefined &&
    !requiredFieldsFilled(facetType, facetContent(facet))
  )
}

/**
 * Whether handing a facet to another user is refused: at a stage that means its work is done, its
 * required fields must be complete (spec 2 §4 'A stage or user change is refused…'); the server refuses it too.
 */
export function assigneeChangeRefused(template: EntityTemplate, facet: DraftFacet): boolean {
  const facetType = facetTypeOf(template, facet.facetTypeId)
  return (
    STAGES_NEEDING_COMPLETE.includes(facet.meta.stage) &&
    facetType !== undefined &&
    !requiredFieldsFilled(facetType, facetContent(facet))
  )
}

const userOf = (users: readonly AssignableUser[], id: string | null) => users.find((user) => user.id === id) ?? null

/** Any editing action makes the draft dirty and forces the entity's stage to in progress (spec 1 §4). */
const edited = (draft: EntityDraft, patch: Partial<EntityDraft>): EntityDraft => ({
  ...draft,
  ...patch,
  meta: { ...draft.meta, stage: INITIAL_STAGE },
  status: 'dirty',
})

function editFacet(
  draft: EntityDraft,
  facetKey: string,
  change: (facet: DraftFacet) => DraftFacet | null,
  { fields }: { fields: boolean } = { fields: true },
): EntityDraft {
  const facet = draft.facets.find((candidate) => candidate.key === facetKey)
  if (!facet || (fields && isReadOnlyFacet(facet))) return draft
  const next = change(facet)
  if (!next) return draft
  return edited(draft, { facets: draft.facets.map((candidate) => (candidate === facet ? next : candidate)) })
}

const editSets = (
  facet: DraftFacet,
  fieldTypeId: string,
  change: (sets: DraftFieldSet[]) => DraftFieldSet[],
): DraftFacet => ({
  ...facet,
  fieldSets: { ...facet.fieldSets, [fieldTypeId]: change(facet.fieldSets[fieldTypeId] ?? []) },
})

const hasFieldType = (draft: EntityDraft, facet: DraftFacet, fieldTypeId: string) =>
  facetTypeOf(draft.template, facet.facetTypeId)?.facetFieldTypes.some(
    (fieldType) => fieldType.id === fieldTypeId && !fieldType.archived && holdsFields(fieldType),
  ) ?? false

const sectionOf = (draft: EntityDraft, facet: DraftFacet) => facetTypeOf(draft.template, facet.facetTypeId)?.section

/** Where a new facet goes: after the last facet of its type, else of its section, else at the end. */
function insertionIndex(draft: EntityDraft, facetType: FacetType) {
  const lastOfType = draft.facets.findLastIndex((facet) => facet.facetTypeId === facetType.id)
  const last =
    lastOfType === -1
      ? draft.facets.findLastIndex((facet) => sectionOf(draft, facet) === facetType.section)
      : lastOfType
  return last === -1 ? draft.facets.length : last + 1
}

/** Swaps a facet with the previous or next shown facet of its section. */
function moveFacet(draft: EntityDraft, facetKey: string, direction: 'up' | 'down'): EntityDraft {
  const index = draft.facets.findIndex((facet) => facet.key === facetKey)
  if (index === -1) return draft
  const section = sectionOf(draft, draft.facets[index])
  const sameSection = (facet: DraftFacet) => {
    const facetType = facetTypeOf(draft.template, facet.facetTypeId)
    return facetType !== undefined && facetType.section === section && isShownFacetType(facetType)
  }
  const other =
    direction === 'up'
      ? draft.facets.findLastIndex((facet, at) => at < index && sameSection(facet))
      : draft.facets.findIndex((facet, at) => at > index && sameSection(facet))
  if (other === -1) return draft
  const facets = [...draft.facets]
  ;[facets[index], facets[other]] = [facets[other], facets[index]]
  return edited(draft, { facets: renumbered(facets) })
}

function addFacet(draft: EntityDraft, facetTypeId: string, userId: string | null, role: Role | undefined): EntityDraft {
  const facetType = addableFacetTypes(draft.template, draft.facets, undefined, role).find(
    (candidate) => candidate.id === facetTypeId,
  )
  if (!facetType) return draft
  const { facet, nextKey } = newFacet(facetType, userId, draft.nextKey)
  const facets = [...draft.facets]
  facets.splice(insertionIndex(draft, facetType), 0, facet)
  return edited(draft, { facets: renumbered(facets), nextKey })
}

function removeFacet(draft: EntityDraft, facetKey: string): EntityDraft {
  const facet = draft.facets.find((candidate) => candidate.key === facetKey)
  if (!facet || isReadOnlyFacet(facet)) return draft
  return edited(draft, {
    facets: draft.facets.filter((candidate) => candidate !== facet),
    facetsToDestroy: facet.id ? [...draft.facetsToDestroy, facet.id] : draft.facetsToDestroy,
  })
}

function clearFacet(draft: EntityDraft, facetKey: string): EntityDraft {
  const facet = draft.facets.find((candidate) => candidate.key === facetKey)
  const facetType = facet && facetTypeOf(draft.template, facet.facetTypeId)
  if (!facet || !facetType || isReadOnlyFacet(facet)) return draft
  const cleared = clearedFacet(facet, facetType, draft.nextKey)
  return edited(draft, {
    facets: draft.facets.map((candidate) => (candidate === facet ? cleared.facet : candidate)),
    nextKey: cleared.nextKey,
  })
}

/**
 * A facet's stage and assignee as the server now stores them: the draft and its saved copy both take
 * them, so that they are no change of the user's (nothing to save, and a later save does not send the
 * old stage back). The rest of the draft, and whether it is saved, stay as they are.
 */
function facetMetaSaved(draft: EntityDraft, facetKey: string, meta: FacetMeta, logsAdded: number): EntityDraft {
  const facet = draft.facets.find((candidate) => candidate.key === facetKey)
  if (!facet) return draft
  const saved = { ...facet, meta, savedMeta: meta, logsCount: facet.logsCount + logsAdded }
  return { ...draft, facets: draft.facets.map((candidate) => (candidate === facet ? saved : candidate)) }
}

/** The editor's state: the draft of the entity, or null until one is loaded or made. */
export function editorReducer(draft: EntityDraft | null, action: EditorAction): EntityDraft | null {
  switch (action.type) {
    case 'loaded': {
      const loaded = draftFromRecord(action.record)
      // the same entity read again (a save's answer, a reload): what did not change keeps its objects,
      // so only the facets that changed are drawn again
      return draft?.id && draft.id === loaded.id ? replaceEqualDeep(draft, loaded) : loaded
    }
    case 'newEntity':
      return draftFromTemplate(action.template, action.userId)
  }
  if (!draft) return draft
  switch (action.type) {
    case 'loadStarted':
    case 'saveStarted':
      return { ...draft, status: 'saving' }
    case 'saveFailed':
      return { ...draft, status: 'dirty' }
    case 'setFieldSet':
      return editFacet(draft, action.facetKey, (facet) =>
        editSets(facet, action.fieldTypeId, (sets) =>
          sets.map((set, index) => (index === action.index ? { ...set, values: action.values } : set)),
        ),
      )
    case 'addFieldSet': {
      const next = editFacet(draft, action.facetKey, (facet) =>
        hasFieldType(draft, facet, action.fieldTypeId)
          ? editSets(facet, action.fieldTypeId, (sets) => [...sets, emptyFieldSet(`n${draft.nextKey}`)])
          : null,
      )
      return next === draft ? draft : { ...next, nextKey: draft.nextKey + 1 }
    }
    case 'removeFieldSet':
      return editFacet(draft, action.facetKey, (facet) => {
        const removed = facet.fieldSets[action.fieldTypeId]?.[action.index]
        if (!removed) return null
        const ids = Object.values(removed.ids).filter((id): id is string => Boolean(id))
        return {
          ...editSets(facet, action.fieldTypeId, (sets) => sets.filter((set) => set !== removed)),
          fieldsToDestroy: [...facet.fieldsToDestroy, ...ids],
        }
      })
    case 'addFacet':
      return addFacet(draft, action.facetTypeId, action.userId, action.role)
    case 'clearFacet':
      return clearFacet(draft, action.facetKey)
    case 'removeFacet':
      return removeFacet(draft, action.facetKey)
    case 'moveFacet':
      return moveFacet(draft, action.facetKey, action.direction)
    case 'setFacetStage':
      return editFacet(
        draft,
        action.facetKey,
        (facet) =>
          facet.meta.stage === action.stage || stageChangeRefused(draft.template, facet, action.stage)
            ? null
            : {
                ...facet,
                // the facet header's stage change leaves the facet to nobody (spec 2 §4)
                meta: { stage: action.stage, assignedToId: null },
              },
        { fields: false },
      )
    case 'setFacetAssignee':
      return editFacet(
        draft,
        action.facetKey,
        (facet) => {
          // a user not allowed at the facet's stage is ignored (spec 2 §4), as the server ignores them
          const { user } = action
          const assignedToId = assigneeAfterChange(
            facet.meta,
            { stage: facet.meta.stage, assignedToId: user?.id ?? null },
            (id) => (id === user?.id ? user : null),
          )
          return assignedToId === facet.meta.assignedToId ? null : { ...facet, meta: { ...facet.meta, assignedToId } }
        },
        { fields: false },
      )
    case 'setSeriesType':
      return editFacet(draft, action.facetKey, (facet) => {
        const typed = { ...facet, crossEntityFacetTypeId: action.typeId }
        const fill = action.fieldSet
        if (!fill) return typed
        return editSets(typed, fill.fieldTypeId, (sets) => {
          const [first = emptyFieldSet(`n${draft.nextKey}`), ...rest] = sets
          return [{ ...first, values: { ...fill.values, ...first.values } }, ...rest]
        })
      })
    case 'addLink': {
      const next = editFacet(draft, action.facetKey, (facet) => ({
        ...facet,
        links: [
          ...facet.links,
          { ...action.values, key: `n${draft.nextKey}`, id: null, facetFieldTypeId: action.fieldTypeId, saved: null },
        ],
      }))
      return next === draft ? draft : { ...next, nextKey: draft.nextKey + 1 }
    }
    case 'setLink':
      return editFacet(draft, action.facetKey, (facet) => ({
        ...facet,
        links: facet.links.map((link) => (link.key === action.key ? { ...link, ...action.values } : link)),
      }))
    case 'removeLink':
      return editFacet(draft, action.facetKey, (facet) => {
        const removed = facet.links.find((link) => link.key === action.key)
        if (!removed) return null
        return {
          ...facet,
          links: facet.links.filter((link) => link !== removed),
          linksToDestroy: removed.id ? [...facet.linksToDestroy, removed.id] : facet.linksToDestroy,
        }
      })
    case 'addPoint': {
      const next = editFacet(draft, action.facetKey, (facet) => ({
        ...facet,
        series: [
          ...facet.series,
          {
            key: `n${draft.nextKey}`,
            id: null,
            date: action.date,
            value: null,
            saved: null,
            rank: null,
            total: null,
            percent: null,
          },
        ],
      }))
      return next === draft ? draft : { ...next, nextKey: draft.nextKey + 1 }
    }
    case 'setPoint':
      return editFacet(draft, action.facetKey, (facet) => ({
        ...facet,
        series: facet.series.map((point) =>
          point.key === action.key ? { ...point, date: action.date, value: action.value } : point,
        ),
      }))
    case 'removePoint':
      return editFacet(draft, action.facetKey, (facet) => {
        const removed = facet.series.find((point) => point.key === action.key)
        if (!removed) return null
        return {
          ...facet,
          series: facet.series.filter((point) => point !== removed),
          pointsToDestroy: removed.id === null ? facet.pointsToDestroy : [...facet.pointsToDestroy, removed.id],
        }
      })
    case 'facetMetaSaved':
      return facetMetaSaved(draft, action.facetKey, action.meta, action.logsAdded)
    case 'facetCommentsChanged':
      return {
        ...draft,
        facets: draft.facets.map((facet) =>
          facet.key === action.facetKey
            ? { ...facet, amountComment: Math.max(0, facet.amountComment + action.change) }
            : facet,
        ),
      }
    case 'setHidden':
      return draft.hidden === action.hidden ? draft : edited(draft, { hidden: action.hidden })
    case 'setEntityStage':
      return draft.meta.stage === action.stage
        ? draft
        : {
            ...draft,
            status: 'dirty',
            meta: {
              ...draft.meta,
              stage: action.stage,
              assignedToId: assigneeAfterChange(
                draft.meta,
                { stage: action.stage, assignedToId: draft.meta.assignedToId },
                (id) => userOf(action.users, id),
              ),
            },
          }
  }
}
