import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Application, HookContext, NextFunction } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { DownloadService, type LinkedExport } from './downloads.class'
import { downloadLinkDataValidator, downloadQueryValidator } from './downloads.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    downloads: DownloadService
  }
}

/** A link's export is answered as its own call answers it: the stream, with that call's headers. */
async function asFile(context: HookContext<DownloadService>, next: NextFunction) {
  await next()
  const { file, headers } = context.result as unknown as LinkedExport
  context.http = { ...context.http, headers: { ...context.http?.headers, ...headers } }
  context.result = file as never
}

/** Download links (common/downloads): asked for with the session's token, opened with none. */
export function downloads(app: Application) {
  app.use('downloads', new DownloadService(app), { methods: ['create', 'find'] })
  app.service('downloads').hooks({
    around: { create: [authenticate('jwt'), authorize], find: [asFile] },
    before: {
      create: [schemaHooks.validateData(downloadLinkDataValidator)],
      find: [schemaHooks.validateQuery(downloadQueryValidator)],
    },
  })
}
