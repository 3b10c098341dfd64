import { authenticate } from '@feathersjs/authentication'
import { BadRequest } from '@feathersjs/errors'
import type { Query } from '@feathersjs/feathers'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { EXPORT_CONTENT_TYPES, EXPORT_FORMATS, type ExportFormat } from '../../../common/exports'
import { exportFileName } from '../../../common/csvCells'
import type { Application, HookContext, NextFunction } from '../../declarations'
import { inExportSlot } from '../../hooks/exportSlot'
import { endExportCheck } from '../../hooks/exportCheck'
import { authorize } from '../../hooks/authorize'
import { normaliseQueryOperators } from '../../hooks/queryOperators'
import { takeTopicFilter } from '../entities/entities.grid'
import { entityQueryValidator } from '../entities/entities.schema'
import { EntityExportService } from './entity-exports.class'

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
    before: { find: [schemaHooks.validateQuery(entityQueryValidator), normaliseQueryOperators, endExportCheck] },
  })
}
