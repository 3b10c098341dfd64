import { ROUTES } from '../../../common/routes'
import type { Stage } from '../../../common/templateFormat'

/** The facet grid's filters the home page links to: the assignee, the last editor, the stage. */
export interface FacetGridFilter {
  assignedToId?: string
  editorId?: string
  stage?: Stage
}

/** The facet grid filtered as react-admin keeps a list's filter in its address. */
export function facetGridLink(filter: FacetGridFilter): string {
  return `${ROUTES.assignFacets}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`
}

/** The feed on one day, as its day filter reads it from the address. */
export function feedDayLink(day: string): string {
  return `${ROUTES.feedArticles}?${new URLSearchParams({ date: day })}`
}
