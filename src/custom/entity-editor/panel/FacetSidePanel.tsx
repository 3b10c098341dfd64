export type FacetPanelKind = 'comments' | 'log' | 'rejections'

export interface FacetSidePanelProps {
  /** the saved facet the panel is about */
  facetId: string
  /** shown in the panel's title: the facet type's name */
  facetName: string
  panel: FacetPanelKind
  onClose: () => void
}

/** The 465 px right slide-in panel of one facet: its comments, change log or rejections (spec 1 §2). */
export function FacetSidePanel(_props: FacetSidePanelProps) {
  return null
}
