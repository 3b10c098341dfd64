import type { Readable } from 'node:stream'
import { FACET_EXPORT_COLUMNS } from '../../../common/csvCells'
import { cursorBatches } from '../../export/cursorBatches'
import { csvStream } from '../../export/csvStream'
import type { ExportDatabase } from '../../export/exportDatabase'
import { userNames } from '../../export/userNames'
import { facetGridRows, facetRowsQuery, type GridRow } from './facets.grid'
import type { FacetQuery } from './facets.schema'

/** Rows read from the database at a time. */
export const EXPORT_BATCH_SIZE = 1000

/** GET /facets?export=true: every row the grid's filters keep, in its order, as CSV. */
export function exportFacets(source: ExportDatabase, query: FacetQuery, batchSize = EXPORT_BATCH_SIZE): Readable {
  async function* records() {
    for await (const { rows, db } of cursorBatches<GridRow>(source, facetRowsQuery(source.knex, query), batchSize)) {
      const facets = await facetGridRows(db, rows)
      const name = await userNames(
        db,
        facets.flatMap((facet) => [facet.meta.assignedToId, facet.editorId]),
      )
      yield facets.map((facet) => [
        facet.entity.name,
        facet.entityId,
        facet.entity.type,
        facet.entity.subType,
        facet.type.section,
        facet.type.name,
        facet.id,
        facet.type.level,
        facet.meta.stage,
        name(facet.meta.assignedToId),
        facet.createdAt,
        facet.updatedAt,
        name(facet.editorId),
        facet.label,
        facet.description,
        facet.sources,
      ])
    }
  }
  return csvStream(FACET_EXPORT_COLUMNS, records())
}
