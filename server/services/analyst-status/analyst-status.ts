import { Readable } from 'node:stream'
import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { exportFileName } from '../../../common/csvCells'
import type { Application, HookContext, NextFunction } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { endExportCheck } from '../../hooks/exportCheck'
import { AnalystStatusService, rangeOf } from './analyst-status.class'
import { analystStatusQueryValidator, type AnalystStatusQuery } from './analyst-status.schema'

/** A CSV answer is sent as a file named after the range. */
async function asFile(context: HookContext, next: NextFunction) {
  await next()
  if (!(context.result instanceof Readable)) return
  const { from, to } = context.params.query as AnalystStatusQuery
  context.http = {
    ...context.http,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${exportFileName(`analyst-status-${from}-to`, new Date(`${to}T00:00:00Z`))}"`,
      'cache-control': 'no-store',
    },
  }
}

/** A range that ends before it starts, refused before anything is read (a download link's check included). */
function refuseBackwardRange(context: HookContext) {
  rangeOf(context.params.query as AnalystStatusQuery)
}

declare module '../../declarations' {
  interface ServiceTypes {
    'analyst-status': AnalystStatusService
  }
}

export function analystStatusService(app: Application) {
  app.use('analyst-status', new AnalystStatusService(app), { methods: ['find'] })
  app.service('analyst-status').hooks({
    around: { all: [authenticate('jwt'), authorize], find: [asFile] },
    before: { find: [schemaHooks.validateQuery(analystStatusQueryValidator), refuseBackwardRange, endExportCheck] },
  })
}
