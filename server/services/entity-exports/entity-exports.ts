import type { Readable } from 'node:stream'
import { authenticate } from '@feathersjs/authentication'
import { BadRequest } from '@feathersjs/errors'
import { KnexService } from '@feathersjs/knex'
import type { Query } from '@feathersjs/feathers'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Knex } from 'knex'
import {
  ENTITY_CONTENT_COLUMNS,
  EXPORT_CONTENT_TYPES,
  EXPORT_FORMATS,
  type ExportFormat,
} from '../../../common/exports'
import { exportFileName } from '../../../common/csvCells'
import type { Application, HookContext, NextFunction } from '../../declarations'
import { cursorBatches } from '../../export/cursorBatches'
import { csvStream, type CsvValue } from '../../export/csvStream'
import { userNames } from '../../export/userNames'
import { inExportSlot } from '../../hooks/exportSlot'
import { xlsxStream } from '../../export/xlsxStream'
import { authorize } from '../../hooks/authorize'
import { normaliseQueryOperators } from '../../hooks/queryOperators'
import { entityRowsQuery, takeTopicFilter, type GridParams } from '../entities/entities.grid'
import type { EntityRow } from '../entities/entities.load'
import { entityQueryValidator } from '../entities/entities.schema'
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

/** GET /entity-exports (issue 9, /admin/export): the entities of the grid's filters with their content, as CSV or XLSX. */
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
      for await (const batch of cursorBatches<ContentRow>(
        exportDb,
        contentQuery(db, builder),
        EXPORT_BATCH_SIZE,
      )) {
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

/** `format` (csv, the default, or xlsx) leaves the query for the params; the answer, in an export slot, is sent as a file. */
async function exportFormat(context: HookContext, next: NextFunction) {
  const { format = 'csv', ...query }: Query = context.params.query ?? {}
  if (!(EXPORT_FORMATS as readonly unknown[]).includes(format)) {
    throw new BadRequest(`The format is ${EXPORT_FORMATS.join(' or ')}`, { path: 'format' })
  }
  context.params = { ...context.params, query, format }
  await inExportSlot(context, next)
  const name = exportFileName('entity-content', new Date()).replace(/\.csv$/, `.${format}`)
  context.http = {
    ...context.http,
    headers: {
      'content-type': EXPORT_CONTENT_TYPES[format as ExportFormat],
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    },
  }
}

declare module '../../declarations' {
  interface ServiceTypes {
    'entity-exports': EntityExportService
  }
}

export function entityExports(app: Application) {
  app.use('entity-exports', new EntityExportService(app), { methods: ['find'] })
  app.service('entity-exports').hooks({
    around: { all: [authenticate('jwt'), authorize], find: [exportFormat, takeTopicFilter] },
    before: { find: [schemaHooks.validateQuery(entityQueryValidator), normaliseQueryOperators] },
  })
}
