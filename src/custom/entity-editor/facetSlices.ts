import type { CompletionColour } from '../../../common/facetFilled'
import type { FacetType } from '../../../common/templateFormat'
import { completionOf, facetByKey, type DraftFacet, type DraftLink } from './draft'
import { shallowEqual, useDraft } from './editorStore'

/**
 * The slices of one facet that the parts of its card and its sidebar entry subscribe to. Each keeps
 * its identity while what it holds is unchanged, so a change elsewhere in the facet leaves them alone.
 */

/** What a facet's header shows: whether it is saved, its stage and user, its counts, who made it. */
export type FacetHead = Pick<DraftFacet, 'key' | 'id' | 'meta' | 'creatorId' | 'logsCount' | 'amountComment'>

export const useFacetHead = (facetKey: string): FacetHead | undefined =>
  useDraft((draft) => {
    const facet = facetByKey(draft, facetKey)
    if (!facet) return undefined
    const { key, id, meta, creatorId, logsCount, amountComment } = facet
    return { key, id, meta, creatorId, logsCount, amountComment }
  }, shallowEqual)

/** The facet's completion colour: a keystroke draws it again only when the colour changes. */
export const useFacetCompletion = (facetKey: string, facetType: FacetType): CompletionColour | undefined =>
  useDraft((draft) => {
    const facet = facetByKey(draft, facetKey)
    return facet && completionOf(facetType, facet)
  })

/** The whole facet: for the parts that read most of it (a statistic facet's series). */
export const useFacet = (facetKey: string): DraftFacet | undefined => useDraft((draft) => facetByKey(draft, facetKey))

/** The keys of a field type's sets, in order: they change when a set is added or removed, not when one is typed in. */
export const useFieldSetKeys = (facetKey: string, fieldTypeId: string): string[] =>
  useDraft((draft) => facetByKey(draft, facetKey)?.fieldSets[fieldTypeId]?.map((set) => set.key) ?? [], shallowEqual)

/** The values of one field set. */
export const useFieldSetValues = (facetKey: string, fieldTypeId: string, index: number) =>
  useDraft((draft) => facetByKey(draft, facetKey)?.fieldSets[fieldTypeId]?.[index]?.values)

/** Whether a set is stored (it has fields saved) and whether its facet is: the <new>/<saved> marker and 'left empty'. */
export const useFieldSetSaved = (facetKey: string, fieldTypeId: string, index: number) =>
  useDraft((draft) => {
    const facet = facetByKey(draft, facetKey)
    const set = facet?.fieldSets[fieldTypeId]?.[index]
    return { saved: Object.values(set?.ids ?? {}).some(Boolean), facetSaved: Boolean(facet?.id) }
  }, shallowEqual)

/** The facet's links of one Link field type. */
export const useFacetLinks = (facetKey: string, fieldTypeId: string): DraftLink[] =>
  useDraft(
    (draft) => facetByKey(draft, facetKey)?.links.filter((link) => link.facetFieldTypeId === fieldTypeId) ?? [],
    shallowEqual,
  )
