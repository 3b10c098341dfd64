import type { Readable } from 'node:stream'
import type { KnexService } from '@feathersjs/knex'
import type { Knex } from 'knex'
import { ENTITY_EXPORT_COLUMNS } from '../../../common/csvCells'
import { cursorBatches } from '../../export/cursorBatches'
import { csvStream } from '../../export/csvStream'
import type { ExportDatabase } from '../../export/exportDatabase'
import { userNames } from '../../export/userNames'
import { EXPORT_BATCH_SIZE } from '../facets/facets.export'
import { entityGridRows, entityRowsQuery, type GridParams } from './entities.grid'
import type { EntityRow } from './entities.load'

/** GET /entities?export=true: every entity the grid's filters keep, in its order, as CSV. */
export function exportEntities(
  rows: KnexService<EntityRow, EntityRow, GridParams>,
  db: Knex,
  source: ExportDatabase,
  params: GridParams & Record<string, unknown>,
  batchSize = EXPORT_BATCH_SIZE,
): Readable {
  const { builder } = entityRowsQuery(rows, db, params)
  async function* records() {
    for await (const batch of cursorBatches<EntityRow>(source, builder, batchSize)) {
      const entities = await entityGridRows(batch.db, batch.rows)
      const name = await userNames(
        batch.db,
        entities.map((entity) => entity.meta.assignedToId),
      )
      yield entities.map((entity) => [
        entity.id,
        entity.type,
        entity.subType,
        entity.name,
        entity.topics.map((topic) => topic.name).join('; '),
        entity.meta.stage,
        name(entity.meta.assignedToId),
        entity.createdAt,
        entity.updatedAt,
        entity.hidden,
        entity.completeness,
      ])
    }
  }
  return csvStream(ENTITY_EXPORT_COLUMNS, records())
}
