import { authenticate } from '@feathersjs/authentication'
import type { Readable } from 'node:stream'
import type { Params } from '@feathersjs/feathers'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { Type, getValidator, type Static } from '@feathersjs/typebox'
import type { Application, HookContext, NextFunction } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { queryValidator } from '../../validators'
import { isPublicAddress } from '../../net/addresses'
import { fetchImage } from './fetchImage'

const proxyDownloadQuerySchema = Type.Object(
  { url: Type.String({ minLength: 1, maxLength: 2048 }) },
  { $id: 'ProxyDownloadQuery', additionalProperties: false },
)
type ProxyDownloadQuery = Static<typeof proxyDownloadQuerySchema>
const proxyDownloadQueryValidator = getValidator(proxyDownloadQuerySchema, queryValidator)

declare module '../../declarations' {
  interface ServiceTypes {
    'proxy-download': ProxyDownloadService
  }
}

/**
 * GET /proxy-download?url=: an image from another site, for the image picker (it cannot read other
 * origins itself), as JSON (fetchImage's ProxiedImage) streamed.
 */
export class ProxyDownloadService {
  constructor(private allowPrivate: boolean) {}

  async find(params: Params<ProxyDownloadQuery>): Promise<Readable> {
    const url = params.query?.url ?? ''
    return fetchImage(url, { allowAddress: this.allowPrivate ? () => true : isPublicAddress })
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
