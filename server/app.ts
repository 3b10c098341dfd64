import { feathers } from '@feathersjs/feathers'
import { errorHandler, koa, parseAuthentication, rest } from '@feathersjs/koa'
import type Koa from 'koa'
import type { Knex } from 'knex'
import koaQs from 'koa-qs'
import { STREAM_STALL_MS } from '../common/exports'
import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from '../common/limits'
import { QUERY_STRING_OPTIONS } from './queryString'
import { authentication } from './authentication'
import { Background } from './background'
import { bodyParsing } from './bodies'
import type { AppConfig } from './config'
import { compression } from './compression'
import { consoleFiles } from './consoleFiles'
import type { Application } from './declarations'
import { exportDatabase } from './export/exportDatabase'
import { ExportSlots } from './export/exportSlots'
import { clearErrors } from './hooks/errors'
import { refuseUnusableInputs } from './hooks/inputGuards'
import { log } from './logger'
import { requestHead } from './requestHead'
import { securityHeaders } from './securityHeaders'
import { streamStall } from './streamStall'
import { createMailer } from './mail/mailer'
import { acceptInvitation } from './services/accept-invitation/accept-invitation'
import { briefTree } from './services/brief-tree/brief-tree'
import { briefs } from './services/briefs/briefs'
import { comments } from './services/comments/comments'
import { countries } from './services/countries/countries'
import { crossEntityFacetTypes } from './services/cross-entity-facet-types/cross-entity-facet-types'
import { crossEntityFacets } from './services/cross-entity-facets/cross-entity-facets'
import { dictionaries } from './services/dictionaries/dictionaries'
import { dictionaryItems } from './services/dictionary-items/dictionary-items'
import { entities } from './services/entities/entities'
import { entityInfos } from './services/entity-infos/entity-infos'
import { entityMetaData } from './services/entity-meta-data/entity-meta-data'
import { entityRelationships } from './services/entity-relationships/entity-relationships'
import { entityRevisions } from './services/entity-revisions/entity-revisions'
import { entityTemplates } from './services/entity-templates/entity-templates'
import { events } from './services/events/events'
import { facetLogs } from './services/facet-logs/facet-logs'
import { facets } from './services/facets/facets'
import { facetMetaData } from './services/facet-meta-data/facet-meta-data'
import { facetFields } from './services/facet-fields/facet-fields'
import { facetMassEdits } from './services/facet-mass-edits/facet-mass-edits'
import { health } from './services/health/health'
import { home } from './services/home/home'
import { presence } from './services/presence/presence'
import { facetLocks } from './services/facet-locks/facet-locks'
import { savedViews } from './services/saved-views/saved-views'
import { downloads } from './services/downloads/downloads'
import { search } from './services/search/search'
import { landscapes } from './services/landscapes/landscapes'
import { mails } from './services/mails/mails'
import { media } from './services/media/media'
import { personRecords } from './services/person-records/person-records'
import { proxyDownload } from './services/proxy-download/proxy-download'
import { regulations } from './services/regulation/regulation'
import { rejections } from './services/rejections/rejections'
import { relationshipToEntities } from './services/relationship-to-entities/relationship-to-entities'
import { rssSources } from './services/rss-sources/rss-sources'
import { resetPwd } from './services/reset-pwd/reset-pwd'
import { sendNewsletter } from './services/send-newsletter/send-newsletter'
import { sendPwdReset } from './services/send-pwd-reset/send-pwd-reset'
import { topicLinks } from './services/topic-links/topic-links'
import { trash } from './services/trash/trash'
import { trashRestores } from './services/trash-restores/trash-restores'
import { imports } from './services/imports/imports'
import { importUpload } from './services/imports/imports.upload'
import { challengeScores } from './services/challenge-scores/challenge-scores'
import { entityExports } from './services/entity-exports/entity-exports'
import { analystStatusService } from './services/analyst-status/analyst-status'
import { feedItems } from './services/feed-items/feed-items'
import { ingestRuns } from './services/ingest-runs/ingest-runs'
import { users } from './services/users/users'
import { createStorage } from './storage'
import { storageRoutes } from './storage/routes'
import { samplesRoute } from './imports/samples'
import { API_PREFIX } from '../common/routes'
import { channels } from './channels'
import { createBus } from './realtime/bus'
import { Realtime } from './realtime/realtime'
import { socketsOnlySignIn, socketTransport } from './realtime/transport'

/** The Feathers app: the API under /api and, beside it, the built console. */
export function createApp(config: AppConfig, db: Knex): Application {
  const app: Application = koa(feathers())
  const koaApp = app as unknown as Koa
  if (config.proxyHops) {
    // the entries a client writes itself come first: only the last `proxyHops` are the proxies' own
    koaApp.proxy = true
    koaApp.maxIpsCount = config.proxyHops
  }
  koaQs(koaApp, 'extended', QUERY_STRING_OPTIONS)
  app.set('config', config)
  app.set('knex', db)
  app.set('exportDb', exportDatabase(db))
  app.set('exportSlots', new ExportSlots())
  app.set('mailer', createMailer(config, db))
  app.set('background', new Background())
  const storage = createStorage(config, API_PREFIX)
  app.set('storage', storage)
  app.set('paginate', { default: DEFAULT_PAGE_SIZE, max: MAX_PAGE_SIZE })

  // a client that leaves before a streamed body ends (closing, or resetting what it had not read) is no
  // fault of ours; anything else is logged
  const clientLeft = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE'])
  koaApp.on('error', (error: NodeJS.ErrnoException) => {
    if (!clientLeft.has(error.code ?? '')) log.error('response failed', error)
  })
  // a stopping server closes each connection after its answer, so that it need not wait out their keep-alive
  app.use(async (ctx, next) => {
    if (app.get('stopping')) ctx.set('Connection', 'close')
    await next()
  })
  // first: every answer carries them, console files, API answers and errors alike
  app.use(
    securityHeaders({
      googleMaps: config.googleMaps,
      uploadOrigins: storage.uploadOrigin ? [storage.uploadOrigin] : [],
    }),
  )
  app.use(compression())
  app.use(streamStall(config.streamStallMs ?? STREAM_STALL_MS))
  app.use(errorHandler())
  const console = consoleFiles(config.consoleDir)
  app.use(async (ctx, next) => {
    if (ctx.path !== API_PREFIX && !ctx.path.startsWith(`${API_PREFIX}/`)) return console(ctx, next)
    ctx.path = ctx.path.slice(API_PREFIX.length) || '/'
    const { res } = ctx
    // a response destroyed before it finished is a connection the client (or a stopping server) cut
    ctx.feathers = { ...ctx.feathers, ip: ctx.ip, clientLeft: () => res.destroyed && !res.writableFinished }
    await next()
  })
  // the storage's own endpoints read their bodies as streams: before the body parser
  app.use(storageRoutes(storage))
  app.use(samplesRoute())
  app.use(parseAuthentication())
  // the current-themes upload is multipart, which the body parser leaves alone; both read a body only
  // once its sender is known
  app.use(importUpload(app))
  app.use(bodyParsing(app))
  app.configure(rest())
  // before the services: each is given its events' publishing as it is registered
  app.configure(socketTransport)

  app.hooks({ around: { all: [clearErrors, refuseUnusableInputs, socketsOnlySignIn] } })
  app.configure(requestHead)
  app.configure(authentication)
  for (const service of [
    users,
    countries,
    dictionaries,
    dictionaryItems,
    briefs,
    briefTree,
    landscapes,
    rssSources,
    entityTemplates,
    comments,
    facetLogs,
    entityRevisions,
    rejections,
    entities,
    entityMetaData,
    topicLinks,
    facets,
    facetMetaData,
    facetFields,
    facetMassEdits,
    crossEntityFacetTypes,
    crossEntityFacets,
    entityRelationships,
    entityInfos,
    relationshipToEntities,
    personRecords,
    imports,
    challengeScores,
    entityExports,
    analystStatusService,
    downloads,
    home,
    savedViews,
    presence,
    facetLocks,
    search,
    feedItems,
    ingestRuns,
    events,
    regulations,
    trash,
    trashRestores,
    acceptInvitation,
    sendPwdReset,
    resetPwd,
    sendNewsletter,
    mails,
    media,
    proxyDownload,
    health,
  ]) {
    app.configure(service)
  }
  app.configure(channels)
  const realtime = new Realtime(app, createBus(db, config.redisUrl))
  app.set('realtime', realtime)
  // the other processes' events are heard once this one serves
  app.hooks({
    setup: [
      async (_context: unknown, next: () => Promise<void>) => {
        await realtime.open()
        await next()
      },
    ],
  })
  return app
}
