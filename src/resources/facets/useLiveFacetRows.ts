import type { EntityRecord } from '../../../common/entityFormat'
import type { FacetMassEditResult, FacetMetaAfter } from '../../../common/facetGrid'
import { idOf, useRowChanges } from '../../layout/records/liveRows'
import { useServiceEvents } from '../../providers/realtime'

/**
 * Others' stage and assignee edits (a grid's save, PATCH /facet-meta-data/, an entity's save in the
 * editor) and facets deleted, heard over the socket, shown in the facet grid's rows in place, once a
 * frame. The user's own pending edits show over the rows still (the cells read them first), the selection
 * keeps its rows by id, and no row moves.
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
  // an entity saved in the editor: its facets' stage and assignee as saved
  useServiceEvents('entities', (event, entity) => {
    if (event !== 'patched') return
    for (const { id, meta, updatedAt } of (entity as Partial<EntityRecord>).facets ?? [])
      change(id, { meta: { ...meta, id }, updatedAt })
  })
  useServiceEvents('facets', (event, facet) => {
    const id = idOf(facet)
    if (event === 'removed' && id) change(id, 'removed')
  })
}
