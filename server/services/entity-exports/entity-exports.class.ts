import type { Readable } from 'node:stream'
import { KnexService } from '@feathersjs/knex'
import type { Knex } from 'knex'
import { ENTITY_CONTENT_COLUMNS, type ExportFormat } from '../../../common/exports'
import type { Application } from '../../declarations'
import { cursorBatches } from '../../export/cursorBatches'
import { csvStream, type CsvValue } from '../../export/csvStream'
import { userNames } from '../../export/userNames'
import { xlsxStream } from '../../export/xlsxStream'
import { entityRowsQuery, type GridParams } from '../entities/entities.grid'
import type { EntityRow } from '../entities/entities.load'
import { EXPORT_BATCH_SIZE } from '../facets/facets.export'

type ExportParams = GridParams & { format?: ExportFormat }

interface ContentRow {
  entityId: string
  entityName: string
  type: string
  subType: string | null
  entityStage: string
  section: string
  facet: string
  facetId: string
  facetStage: string
  assignedToId: string | null
  facetCreatedAt: Date
  facetUpdatedAt: Date
  field: string
  set: number
  attribute: string
  value: unknown
}

/** A stored value as a cell: text and numbers as they are, anything else (a set's object or list) as JSON. */
const cellOf = (value: unknown): CsvValue =>
  value === null ||
  value === undefined ||
  typeof value === 'string' ||
  typeof value === 'number' ||
  typeof value === 'boolean'
    ? value
    : JSON.stringify(value)

/**
 * The entities the grid's filters keep, and their content: one row per stored attribute of each field
 * set, by entity name, facet order, field order and set. Read through a cursor, so no export is held whole.
 */
function contentQuery(db: Knex, entities: Knex.QueryBuilder) {
  return db('entities as e')
    .join('facets as f', 'f.entityId', 'e.id')
    .join('facet_types as ft', 'ft.id', 'f.facetTypeId')
    .join('facet_fields as ff', 'ff.facetId', 'f.id')
    .join('facet_field_types as fft', 'fft.id', 'ff.facetFieldTypeId')
    .whereIn('e.id', entities.clearSelect().clearOrder().select('entities.id'))
    .select(
      'e.id as entityId',
      'e.name as entityName',
      'e.type',
      'e.subType',
      'e.stage as entityStage',
      'ft.section',
      'ft.name as facet',
      'f.id as facetId',
      'f.stage as facetStage',
      'f.assignedToId',
      'f.createdAt as facetCreatedAt',
      'f.updatedAt as facetUpdatedAt',
      'fft.name as field',
      'ff.order as set',
      'ff.name as attribute',
      'ff.value',
    )
    .orderBy([
      { column: 'e.name' },
      { column: 'e.id' },
      { column: 'f.order' },
      { column: 'fft.order' },
      { column: 'ff.order' },
      { column: 'ff.name' },
    ])
}

/** GET /entity-exports (/admin/export): the entities of the grid's filters with their content, as CSV or XLSX. */
export class EntityExportService {
  private rows: KnexService<EntityRow, EntityRow, GridParams>

  constructor(private app: Application) {
    this.rows = new KnexService<EntityRow, EntityRow, GridParams>({
      Model: app.get('knex'),
      name: 'entities',
      multi: false,
    })
  }

  async find(params: ExportParams): Promise<Readable> {
    const db: Knex = this.app.get('knex')
    const exportDb = this.app.get('exportDb')
    const { builder } = entityRowsQuery(this.rows, db, { ...params, query: { ...params.query, $limit: undefined } })
    async function* records() {
      for await (const batch of cursorBatches<ContentRow>(exportDb, contentQuery(db, builder), EXPORT_BATCH_SIZE)) {
        const name = await userNames(
          batch.db,
          batch.rows.map((row) => row.assignedToId),
        )
        yield batch.rows.map((row) => [
          row.entityId,
          row.entityName,
          row.type,
          row.subType,
          row.entityStage,
          row.section,
          row.facet,
          row.facetId,
          row.facetStage,
          name(row.assignedToId),
          new Date(row.facetCreatedAt).toISOString(),
          new Date(row.facetUpdatedAt).toISOString(),
          row.field,
          row.set,
          row.attribute,
          cellOf(row.value),
        ])
      }
    }
    return params.format === 'xlsx'
      ? xlsxStream('Entities', ENTITY_CONTENT_COLUMNS, records())
      : csvStream(ENTITY_CONTENT_COLUMNS, records())
  }
}
