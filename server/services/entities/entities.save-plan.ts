import type { FacetRecord } from '../../../common/entityFormat'
import { entityCompleteness } from '../../../common/facetFilled'
import { MAX_INPUT_LENGTH } from '../../../common/limits'
import { fillMessage, messages } from '../../../common/messages'
import type { EntityTemplate, FacetType } from '../../../common/templateFormat'
import { INITIAL_STAGE, type Stage } from '../../../common/workflow'
import type { FacetLogEntry } from '../facet-logs/facet-logs.write'
import type { StoredEntity } from './entities.load'
import { refuse, type Lookups } from './entities.save-checks'
import {
  contentChanged,
  planFacetContent,
  planLinks,
  type ContentPlan,
  type LinkWrite,
  type SaveScope,
} from './entities.save-content'
import { refuseTwoValuesADate } from './entities.save-series'
import type { EntitySave, FacetSave, LinkSave } from './entities.schema'
import {
  checkDuplicates,
  checkRemoval,
  derivedName,
  entityMetaAfter,
  entityRequest,
  facetMetaAfter,
  publishingFailure,
  type Caller,
  type FacetAfter,
  type FacetMeta,
} from './entities.workflow'

/** What a save writes to one facet. */
export interface FacetPlan {
  id: string
  stored: FacetRecord | undefined
  facetType: FacetType
  order: number
  crossEntityFacetTypeId: string | null
  meta: FacetMeta
  content: ContentPlan
  /** anything of it changes: its updatedAt moves */
  touched: boolean
}

/** Everything a save writes, decided before the first write. */
export interface SavePlan {
  entity: {
    name: string
    stage: Stage
    assignedToId: string | null
    failedReason: string | null
    hidden: boolean
    completeness: number
  }
  facets: FacetPlan[]
  facetsToDestroy: string[]
  fieldsToDestroy: string[]
  linksToDestroy: string[]
  entityLinks: { newLinks: LinkWrite[]; changedLinks: LinkWrite[] }
  logs: FacetLogEntry[]
}

export interface SaveInput {
  input: EntitySave
  stored: StoredEntity | null
  template: EntityTemplate
  caller: Caller
  lookups: Lookups
  entityId: string
  newId: () => string
}

/** The destroy lists name only what this entity holds. */
function destroyLists(input: EntitySave, stored: StoredEntity | null) {
  const facets = new Map((stored?.facets ?? []).map((facet) => [facet.id, facet]))
  const fields = new Set((stored?.facets ?? []).flatMap((facet) => facet.fields.map((field) => field.id)))
  const links = new Set(
    [...(stored?.links ?? []), ...(stored?.facets ?? []).flatMap((facet) => facet.links)].map((l) => l.id),
  )
  const points = new Set((stored?.facets ?? []).flatMap((facet) => facet.crossEntityFacets.map((point) => point.id)))
  const check = <T>(ids: T[] | undefined, known: { has: (id: T) => boolean }, message: string, path: string) => {
    for (const [index, id] of (ids ?? []).entries()) if (!known.has(id)) throw refuse(message, `${path}.${index}`)
    return new Set(ids)
  }
  return {
    storedFacets: facets,
    facets: check(input.facetsToDestroy, facets, messages.facetNotOfEntity, 'facetsToDestroy'),
    fields: check(input.facetFieldsToDestroy, fields, messages.fieldNotOfEntity, 'facetFieldsToDestroy'),
    links: check(input.linksToDestroy, links, messages.linkNotOfEntity, 'linksToDestroy'),
    points: check(input.cefsToDestroy, points, messages.pointNotOfFacet, 'cefsToDestroy'),
  }
}

const facetAfter = (plan: FacetPlan): FacetAfter => ({
  facetTypeId: plan.facetType.id,
  order: plan.order,
  content: plan.content.content,
})

function facetLogs(plan: FacetPlan, caller: Caller, lookups: Lookups): FacetLogEntry[] {
  const entry = (
    action: FacetLogEntry['action'],
    description: string,
    more: Pick<FacetLogEntry, 'assignedToId' | 'toStage'> = {},
  ) => ({
    facetId: plan.id,
    user: { id: caller.id, name: caller.name },
    action,
    description,
    ...more,
  })
  const logs: FacetLogEntry[] = []
  const { to } = plan.meta
  // a new facet's log says it was created, and then only how it differs from a facet of its creator, in progress
  const from = plan.stored
    ? plan.meta.from
    : { stage: INITIAL_STAGE, assignedToId: to.assignedToId === null ? null : caller.id }
  if (!plan.stored) logs.push(entry('create', messages.facetLogCreated))
  else if (contentChanged(plan.content)) {
    const names = plan.facetType.facetFieldTypes
      .filter((fieldType) => plan.content.changedFieldTypeIds.has(fieldType.id))
      .map((fieldType) => fieldType.name)
    logs.push(entry('update', fillMessage(messages.facetLogChanged, { fields: names.join(', ') })))
  }
  if (from.stage !== to.stage) {
    logs.push(
      entry('stage', fillMessage(messages.facetLogStage, { from: from.stage, to: to.stage }), { toStage: to.stage }),
    )
  }
  if (from.assignedToId !== to.assignedToId) {
    const name = to.assignedToId ? lookups.users.get(to.assignedToId)?.name : undefined
    const description = name ? fillMessage(messages.facetLogReassigned, { name }) : messages.facetLogUnassigned
    logs.push(entry('reassign', description, { assignedToId: to.assignedToId }))
  }
  return logs
}

/**
 * Decides everything a save writes, or refuses it with the first broken rule: the entity's own request,
 * the destroy lists, each facet sent (its type, fields, links, stage and assignee), the facets whose
 * fields or links are removed without being sent, then the rules over the whole entity.
 */
export function planSave({ input, stored, template, caller, lookups, entityId, newId }: SaveInput): SavePlan {
  const request = entityRequest(input, stored, template, caller)
  const destroyed = destroyLists(input, stored)
  const scope: SaveScope = {
    entity: { id: entityId, type: template.type },
    lookups,
    destroyedFields: destroyed.fields,
    destroyedLinks: destroyed.links,
    destroyedPoints: destroyed.points,
    newId,
  }
  const facetTypes = new Map(template.facetTypes.map((facetType) => [facetType.id, facetType]))
  const typeOf = (facet: FacetRecord) => facetTypes.get(facet.facetTypeId)!
  const planFacet = (
    facet: FacetSave | undefined,
    storedFacet: FacetRecord | undefined,
    facetType: FacetType,
    path: string,
  ) => {
    const id = storedFacet?.id ?? newId()
    const crossEntityFacetTypeId =
      facet?.crossEntityFacetTypeId === undefined
        ? (storedFacet?.crossEntityFacetTypeId ?? null)
        : facet.crossEntityFacetTypeId
    const content = planFacetContent(
      {
        id,
        path,
        fields: facet?.fields ?? [],
        links: facet?.links,
        points: facet?.crossEntityFacets,
        crossEntityFacetTypeId,
      },
      facetType,
      storedFacet,
      scope,
    )
    const changed = contentChanged(content)
    const meta = facetMetaAfter(
      facet,
      storedFacet,
      facetType,
      { changed, after: content.content },
      caller,
      lookups,
      path,
    )
    if (storedFacet && (content.destroyedFieldIds.length || content.destroyedLinkIds.length)) {
      checkRemoval(storedFacet, facetType, caller, false)
    }
    const order = facet?.order ?? storedFacet!.order
    const touched =
      !storedFacet ||
      changed ||
      order !== storedFacet.order ||
      crossEntityFacetTypeId !== storedFacet.crossEntityFacetTypeId ||
      meta.to.stage !== storedFacet.meta.stage ||
      meta.to.assignedToId !== storedFacet.meta.assignedToId
    return { id, stored: storedFacet, facetType, order, crossEntityFacetTypeId, meta, content, touched }
  }

  const sent = new Set<string>()
  const facets: FacetPlan[] = input.facets.map((facet, index) => {
    const path = `facets.${index}`
    const stored = facet.id ? destroyed.storedFacets.get(facet.id) : undefined
    if (facet.id && !stored) throw refuse(messages.facetNotOfEntity, path)
    // a stored facet keeps a type the template has since deleted; a new one takes a live type only
    const facetType = facetTypes.get(facet.facetTypeId)
    if (!facetType || (!stored && facetType.deleted)) throw refuse(messages.facetTypeNotInTemplate, path)
    if (stored) {
      if (sent.has(stored.id)) throw refuse(messages.sentTwice, path)
      if (destroyed.facets.has(stored.id)) throw refuse(messages.changedAndRemoved, path)
      if (stored.facetTypeId !== facet.facetTypeId) throw refuse(messages.facetTypeCannotChange, path)
      sent.add(stored.id)
    }
    return planFacet(facet, stored, facetType, path)
  })
  const untouched: FacetAfter[] = []
  for (const facet of stored?.facets ?? []) {
    if (sent.has(facet.id)) continue
    if (destroyed.facets.has(facet.id)) {
      checkRemoval(facet, typeOf(facet), caller, true)
      continue
    }
    const losesContent =
      [...facet.fields, ...facet.links].some((item) => destroyed.fields.has(item.id) || destroyed.links.has(item.id)) ||
      facet.crossEntityFacets.some((point) => destroyed.points.has(point.id))
    if (losesContent) facets.push(planFacet(undefined, facet, typeOf(facet), 'facetFieldsToDestroy'))
    else untouched.push({ facetTypeId: facet.facetTypeId, order: facet.order, content: facet })
  }

  const after = [...facets.map(facetAfter), ...untouched]
  const planned = new Set(facets.map((facet) => facet.id))
  refuseTwoValuesADate([
    ...facets.map((facet, index) => ({ path: `facets.${index}`, points: facet.content.series.points })),
    ...(stored?.facets ?? [])
      .filter((facet) => !planned.has(facet.id) && !destroyed.facets.has(facet.id))
      .map((facet) => ({
        path: 'facets',
        points: facet.crossEntityFacets.map((point) => ({
          ...point,
          crossEntityFacetTypeId: facet.crossEntityFacetTypeId,
        })),
      })),
  ])
  checkDuplicates(template, after, stored?.facets ?? [], caller)
  const name = derivedName(template, after, input.name)
  if (name.length > MAX_INPUT_LENGTH) throw refuse(messages.valueTooLong, 'name')
  const meta = entityMetaAfter(request, request.publish ? publishingFailure(template, after) : null, lookups)

  const outsideFacets = (link: LinkSave, path: string) => {
    if (link.facetFieldTypeId) throw refuse(messages.linkOutsideFacet, path)
    return null
  }
  const where = { facetId: null, path: 'links', fieldTypeOf: outsideFacets }
  const entityLinks = planLinks(input.links ?? [], stored?.links ?? [], where, scope)
  return {
    entity: { name, hidden: request.hidden, completeness: entityCompleteness(template.facetTypes, after), ...meta },
    facets,
    facetsToDestroy: [...destroyed.facets],
    fieldsToDestroy: [...destroyed.fields],
    linksToDestroy: [...destroyed.links],
    entityLinks,
    logs: facets.flatMap((facet) => facetLogs(facet, caller, lookups)),
  }
}
