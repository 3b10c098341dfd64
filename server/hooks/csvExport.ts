import { Readable } from 'node:stream'
import { BadRequest } from '@feathersjs/errors'
import type { Query } from '@feathersjs/feathers'
import { exportFileName } from '../../common/csvCells'
import { messages } from '../../common/messages'
import type { HookContext, NextFunction } from '../declarations'
import { inExportSlot } from './exportSlot'

/** An export that knows how many rows it will write (its header left out). */
export type CountedExport = Readable & { totalRows?: number }

/**
 * An around hook of a grid's find, ahead of query validation: `export=true` (the grids'
 * Export CSV) leaves the query for `params.exportCsv`, so the filters and the sort are checked as
 * for a page; the answer, a CSV stream, is sent as a file named `{name}-YYYY-MM-DD.csv`. An export
 * runs in a slot of the exports under way (server/export/exportSlots).
 */
export const csvExport = (name: string) => async (context: HookContext, next: NextFunction) => {
  const { export: flag, ...query }: Query = context.params.query ?? {}
  if (flag !== undefined) {
    if (flag !== 'true' && flag !== 'false' && typeof flag !== 'boolean') {
      throw new BadRequest(messages.exportFlagInvalid, { path: 'export' })
    }
    context.params = { ...context.params, query, exportCsv: flag === 'true' || flag === true }
  }
  await (context.params.exportCsv ? inExportSlot(context, next) : next())
  if (context.result instanceof Readable) {
    const { totalRows } = context.result as CountedExport
    context.http = {
      ...context.http,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${exportFileName(name, new Date())}"`,
        'cache-control': 'no-store',
        // the rows to come, where the export counted them first: the console's progress bar fills against it
        ...(totalRows !== undefined && { 'x-total-count': String(totalRows) }),
      },
    }
  }
}
