import type { EntityRecord } from '../../../common/entityFormat'
import type { FacetMassEditResult, FacetMetaAfter } from '../../../common/facetGrid'
import type { LiveService, ServiceEvent } from '../../../common/realtime'

/**
 * The facets whose logs a change heard over the socket wrote to: a facet log has no events of its own
 * (its entries are written with the change they record), so the changes that write them say which facets
 * they touched: stage and assignee edits, the facet grid's saves, rejections and entity saves.
 */
export function facetsLogged(service: LiveService, event: ServiceEvent, record: unknown): string[] {
  if (event === 'removed' || typeof record !== 'object' || record === null) return []
  switch (service) {
    case 'facet-meta-data':
      return [(record as FacetMetaAfter).id]
    case 'facet-mass-edits': {
      const { meta = [], fieldValues = [], newFields = [] } = record as Partial<FacetMassEditResult>
      return [...meta.map((row) => row.id), ...[...fieldValues, ...newFields].map((field) => field.facetId)]
    }
    case 'rejections':
      return [(record as { facetId: string }).facetId]
    case 'entities':
      return (record as Partial<EntityRecord>).facets?.map((facet) => facet.id) ?? []
    default:
      return []
  }
}
