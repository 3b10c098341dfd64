import { duplicateAllows } from '../../../common/facetDuplicates'
import type { Role } from '../../../common/roles'
import type { EntityTemplate, FacetType } from '../../../common/templateFormat'
import { facetTypeOf, type DraftFacet, type FacetSlot } from './draft'

/** Facet types kept out of the sections: they have panels of their own (spec 1 §9). */
export const FACET_TYPES_HIDDEN_FROM_SECTIONS: readonly string[] = [
  'Role',
  'Education',
  'English Keywords',
  'Origin Language Keywords',
]

/**
 * Excluded from section lists (spec 1 §9): not in the sidebar, not among the layout's sections. Its
 * facets (links to other entities) are shown in a last section of the body of that name.
 */
export const RELATIONSHIPS_SECTION = 'Relationships'

/** Whether facets of a type are shown in the sections. */
export const isShownFacetType = (facetType: FacetType) =>
  facetType.display && !FACET_TYPES_HIDDEN_FROM_SECTIONS.includes(facetType.name)

export interface EditorSection {
  name: string
  /** its shown facets, in the draft's order */
  facets: FacetSlot[]
}

/** Section names in display order: the layout's rows, then any section the layout leaves out. */
function sectionRows(template: EntityTemplate, facets: readonly FacetSlot[]): string[][] {
  const used = [
    ...[...template.facetTypes]
      .sort((a, b) => a.order - b.order)
      .filter((type) => isShownFacetType(type) && !type.deleted),
    ...facets.map((facet) => facetTypeOf(template, facet.facetTypeId)),
  ]
  // a section of hidden facet types only (Role, Education, keywords) would be an empty box
  const shown = new Set(used.flatMap((type) => (type && isShownFacetType(type) ? [type.section] : [])))
  const listed = new Set<string>()
  const rows: string[][] = []
  for (const row of template.layout) {
    const names = row.sections.filter((name) => name !== RELATIONSHIPS_SECTION && shown.has(name) && !listed.has(name))
    names.forEach((name) => listed.add(name))
    if (names.length > 0) rows.push(names)
  }
  let relationships = false
  for (const facetType of used) {
    if (!facetType || !isShownFacetType(facetType)) continue
    if (facetType.section === RELATIONSHIPS_SECTION) relationships = true
    else if (!listed.has(facetType.section)) {
      listed.add(facetType.section)
      rows.push([facetType.section])
    }
  }
  return relationships ? [...rows, [RELATIONSHIPS_SECTION]] : rows
}

/**
 * The body's sections, row by row as the template lays them out (sections of a row side by side),
 * each with its shown facets; the Relationships section, when there is one, is the last row.
 */
export function editorSections(template: EntityTemplate, facets: readonly FacetSlot[]): EditorSection[][] {
  const bySection = new Map<string, FacetSlot[]>()
  for (const facet of facets) {
    const facetType = facetTypeOf(template, facet.facetTypeId)
    if (!facetType || !isShownFacetType(facetType)) continue
    bySection.set(facetType.section, [...(bySection.get(facetType.section) ?? []), facet])
  }
  return sectionRows(template, facets).map((row) => row.map((name) => ({ name, facets: bySection.get(name) ?? [] })))
}

/** The sections of the sidebar: all but Relationships (spec 1 §9). */
export const sidebarSections = (rows: EditorSection[][]) =>
  rows.flat().filter((section) => section.name !== RELATIONSHIPS_SECTION)

/**
 * The facet types that may be added at this point (the add-facets dialog), in template order: live,
 * shown in the sections, allowed by their duplicate setting and the role (`duplicateAllows`, the rule the
 * server's save applies too); of one section when it is given.
 */
export function addableFacetTypes(
  template: EntityTemplate,
  facets: readonly FacetSlot[],
  section: string | undefined,
  role: Role | undefined,
): FacetType[] {
  return template.facetTypes
    .filter(
      (facetType) =>
        !facetType.deleted &&
        !facetType.archived &&
        isShownFacetType(facetType) &&
        (section === undefined || facetType.section === section) &&
        duplicateAllows(facetType, facets.filter((facet) => facet.facetTypeId === facetType.id).length, role),
    )
    .sort((a, b) => a.order - b.order)
}

/** The editor's filter over facets (spec 1 §2, §9): it filters the sidebar and the body. */
export const FACET_FILTERS = ['all', 'required', 'mine', 'mineRequired'] as const
export type FacetFilter = (typeof FACET_FILTERS)[number]

export function facetMatchesFilter(
  filter: FacetFilter,
  facet: Pick<DraftFacet, 'meta'>,
  facetType: FacetType,
  userId: string | null,
) {
  const mine = userId !== null && facet.meta.assignedToId === userId
  switch (filter) {
    case 'all':
      return true
    case 'required':
      return facetType.required
    case 'mine':
      return mine
    case 'mineRequired':
      return mine && facetType.required
  }
}

/**
 * The facets a filter shows: those it matches, plus those it showed since it was chosen (`shown`) and
 * those added since (not in `known`), so that a facet being edited does not vanish under the user's
 * hands (assigning it to someone else under "Assigned to me") until the filter is chosen again.
 */
export function filteredSlots(
  filter: FacetFilter,
  template: EntityTemplate,
  facets: readonly Pick<DraftFacet, 'key' | 'facetTypeId' | 'meta'>[],
  userId: string | null,
  kept: { shown: ReadonlySet<string>; known: ReadonlySet<string> },
): FacetSlot[] {
  return facets
    .filter((facet) => {
      if (filter === 'all' || kept.shown.has(facet.key) || !kept.known.has(facet.key)) return true
      const facetType = facetTypeOf(template, facet.facetTypeId)
      return facetType !== undefined && facetMatchesFilter(filter, facet, facetType, userId)
    })
    .map(({ key, facetTypeId }) => ({ key, facetTypeId }))
}

/** Under a filter, a section left without facets leaves the body and the sidebar. */
export const withoutEmptySections = (rows: EditorSection[][]): EditorSection[][] =>
  rows.map((row) => row.filter((section) => section.facets.length > 0)).filter((row) => row.length > 0)
