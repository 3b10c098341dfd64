import type { Readable } from 'node:stream'
import type { Params } from '@feathersjs/feathers'
import { isPublicAddress } from '../../net/addresses'
import { fetchImage } from './proxy-download.fetch'
import type { ProxyDownloadQuery } from './proxy-download.schema'

/**
 * GET /proxy-download?url=: an image from another site, for the image picker (it cannot read other
 * origins itself), as JSON (a ProxiedImage, fetched by proxy-download.fetch) streamed.
 */
export class ProxyDownloadService {
  constructor(private allowPrivate: boolean) {}

  async find(params: Params<ProxyDownloadQuery>): Promise<Readable> {
    const url = params.query?.url ?? ''
    return fetchImage(url, { allowAddress: this.allowPrivate ? () => true : isPublicAddress })
  }
}
