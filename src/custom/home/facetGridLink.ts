import { ROUTES } from '../../../common/routes'
import type { Stage } from '../../../common/templateFormat'

/** The facet grid filtered as react-admin keeps a list's filter in its address. */
export function facetGridLink(filter: { assignedToId: string; stage?: Stage }): string {
  return `${ROUTES.assignFacets}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`
}
