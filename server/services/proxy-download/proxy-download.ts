import { authenticate } from '@feathersjs/authentication'
import { hooks as schemaHooks } from '@feathersjs/schema'
import type { Application, HookContext, NextFunction } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { ProxyDownloadService } from './proxy-download.class'
import { proxyDownloadQueryValidator } from './proxy-download.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    'proxy-download': ProxyDownloadService
  }
}

/** The streamed answer is JSON, as a returned object would be. */
async function asJson(context: HookContext, next: NextFunction) {
  await next()
  context.http = { ...context.http, headers: { 'content-type': 'application/json; charset=utf-8' } }
}

export function proxyDownload(app: Application) {
  const allowPrivate = app.get('config').proxyDownloadAllowPrivate ?? false
  app.use('proxy-download', new ProxyDownloadService(allowPrivate), { methods: ['find'] })
  app.service('proxy-download').hooks({
    around: { all: [authenticate('jwt'), authorize], find: [asJson] },
    before: { find: [schemaHooks.validateQuery(proxyDownloadQueryValidator)] },
  })
}
