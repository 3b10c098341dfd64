import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { BadRequest, Gone, NotAuthenticated } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { DOWNLOAD_LINK_SECONDS, type DownloadableExport } from '../../../common/downloads'
import { messages } from '../../../common/messages'
import { API_PREFIX } from '../../../common/routes'
import type { Application, HookContext } from '../../declarations'
import { parseQueryString } from '../../queryString'
import type { DownloadLink, DownloadLinkData, DownloadQuery } from './downloads.schema'

/** The audience of a link's token: an access token is no link, and a link no access token. */
export const DOWNLOAD_AUDIENCE = 'editorial-console/downloads'

/** An export opened through its link: the file's stream and the headers its own call gave it. */
export interface LinkedExport {
  file: Readable
  headers: Record<string, string>
}

/** An export's service as a link calls it: a context passed last is answered whole, with its headers. */
interface ExportService {
  find: ((params: Params, context?: HookContext) => Promise<unknown>) & { createContext: () => HookContext }
}

interface LinkPayload {
  jti: string
  sv: number
}

/**
 * POST /downloads gives a link to an export, once the export's own call has checked it (permission,
 * filters, a free export slot); GET /downloads?token= streams it without an Authorization header, as
 * the export's own call under the link's user and session, once, within DOWNLOAD_LINK_SECONDS.
 */
export class DownloadService {
  constructor(private app: Application) {}

  private exportService(path: DownloadableExport) {
    return this.app.service(path) as unknown as ExportService
  }

  private get authentication() {
    return this.app.service('authentication')
  }

  async create(data: DownloadLinkData, params: Params): Promise<DownloadLink> {
    const query = parseQueryString(data.query)
    if (data.path !== 'entity-exports' && query.export !== 'true') {
      throw new BadRequest(messages.downloadNotAnExport, { path: 'query' })
    }
    await this.exportService(data.path).find({ ...params, query, exportCheck: true })
    const user = params.user!
    const id = randomUUID()
    const expiresAt = new Date(Date.now() + DOWNLOAD_LINK_SECONDS * 1000).toISOString()
    const db: Knex = this.app.get('knex')
    await db.transaction(async (trx) => {
      await trx('download_links').where('expiresAt', '<', new Date().toISOString()).delete()
      await trx('download_links').insert({ id, userId: user.id, path: data.path, query: data.query, expiresAt })
    })
    // the session the link was asked in: ending it (signing out) ends the link too
    const sv = Number((params.authentication?.payload as { sv?: number } | undefined)?.sv ?? 0)
    const token = await this.authentication.createAccessToken(
      { sv },
      {
        audience: DOWNLOAD_AUDIENCE,
        subject: String(user.id),
        jwtid: id,
        expiresIn: DOWNLOAD_LINK_SECONDS,
        header: { typ: 'download', alg: 'HS256' },
      },
    )
    return { url: `${API_PREFIX}/downloads?${new URLSearchParams({ token })}`, expiresAt }
  }

  async find(params: Params<DownloadQuery>): Promise<LinkedExport> {
    const token = params.query!.token
    const { jti } = await this.verify(token)
    const db: Knex = this.app.get('knex')
    const [link] = await db('download_links')
      .where({ id: jti })
      .whereNull('usedAt')
      .update({ usedAt: new Date().toISOString() })
      .returning<{ path: DownloadableExport; query: string }[]>(['path', 'query'])
    if (!link) throw new Gone(messages.downloadLinkUsed)
    const service = this.exportService(link.path)
    // the export's own call, authenticated by the link: its user's session is checked as a token's is
    const context = (await service.find(
      {
        provider: params.provider,
        ip: params.ip,
        clientLeft: params.clientLeft,
        headers: params.headers,
        query: parseQueryString(link.query),
        authentication: { strategy: 'jwt', accessToken: token },
        jwt: { audience: DOWNLOAD_AUDIENCE },
      },
      // a context as the last argument is answered whole: the file's headers are set by its hooks
      service.find.createContext(),
    )) as HookContext
    if (!(context.result instanceof Readable)) throw new BadRequest(messages.downloadNotAnExport)
    return { file: context.result, headers: (context.http?.headers ?? {}) as Record<string, string> }
  }

  /** The link's token, signed by this server for links, not expired; its session is checked by the export's call. */
  private async verify(token: string): Promise<LinkPayload> {
    try {
      return (await this.authentication.verifyAccessToken(token, { audience: DOWNLOAD_AUDIENCE })) as LinkPayload
    } catch (error) {
      const expired = (error as { data?: { name?: string } }).data?.name === 'TokenExpiredError'
      throw new NotAuthenticated(expired ? messages.downloadLinkExpired : messages.downloadLinkInvalid)
    }
  }
}
