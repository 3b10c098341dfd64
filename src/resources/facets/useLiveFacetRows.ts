import type { FacetMassEditResult, FacetMetaAfter } from '../../../common/facetGrid'
import { idOf, useRowChanges } from '../../layout/records/liveRows'
import { useServiceEvents } from '../../providers/realtime'

/**
 * Others' stage and assignee edits (a grid's save, PATCH /facet-meta-data/) and facets deleted, heard over
 * the socket, shown in the facet grid's rows in place, once a frame. The user's own pending edits show
 * over the rows still (the cells read them first), the selection keeps its rows by id, and no row moves.
 */
export function useLiveFacetRows(resource: string) {
  const change = useRowChanges(resource)
  const metaChanged = ({ id, meta, updatedAt }: FacetMetaAfter) => change(id, { meta, updatedAt })
  useServiceEvents('facet-mass-edits', (event, saved) => {
    if (event === 'created') (saved as FacetMassEditResult).meta.forEach(metaChanged)
  })
  useServiceEvents('facet-meta-data', (event, row) => {
    if (event === 'patched') metaChanged(row as FacetMetaAfter)
  })
  useServiceEvents('facets', (event, facet) => {
    const id = idOf(facet)
    if (event === 'removed' && id) change(id, 'removed')
  })
}
