import type { Knex } from 'knex'
import { FEED_SERVICES, type FeedItemsAdded } from '../../common/feed'
import type { AppConfig } from '../config'
import type { Application } from '../declarations'
import { log } from '../logger'
import { isPublicAddress } from '../net/addresses'
import type { Analyser } from './analyser'
import { ingestSources, type SourceReport } from './ingest'
import { withLease } from '../db/lease'
import { LocalAnalyser } from './localAnalyser'
import { RemoteAnalyser } from './remoteAnalyser'

/** A run holds the lease this long at most: a runner that dies frees it for the next. */
const LEASE_MS = 30 * 60 * 1000

/** The analyser the configuration names: the model service at ML_URL, else the local matcher. */
export const analyserFor = (config: AppConfig, db: Knex): Analyser =>
  config.mlUrl ? new RemoteAnalyser(config.mlUrl) : new LocalAnalyser(db)

/**
 * Tells a feed's readers that a source gave new items, as its feed service's `created` event: the
 * channels send it to the roles that read that feed, in every API process (common/realtime).
 */
export const announceTo = (app: Application) => (added: FeedItemsAdded) =>
  app.service(FEED_SERVICES[added.kind]).emit('created', added)

/**
 * One reading of every source, unless another process is reading them (null then); `announce` hears
 * each source that gave new items (an API process tells the feeds' readers; `npm run ingest` has none).
 */
export function runIngestion(
  config: AppConfig,
  db: Knex,
  announce?: (added: FeedItemsAdded) => void,
): Promise<SourceReport[] | null> {
  return withLease(db, 'ingest', LEASE_MS, () =>
    ingestSources(db, {
      analyser: analyserFor(config, db),
      allowAddress: config.ingestAllowPrivate ? () => true : isPublicAddress,
      log: log.info,
      announce,
    }),
  )
}

/** Reads the sources every INGEST_INTERVAL_MINUTES from the API process (the first run a minute after start). */
export function scheduleIngestion(app: Application): () => void {
  const config = app.get('config')
  const minutes = config.ingestIntervalMinutes ?? 0
  if (minutes <= 0) return () => undefined
  const run = () =>
    runIngestion(config, app.get('knex'), announceTo(app))
      .then((reports) => {
        if (reports) log.info(`ingest: ${reports.reduce((sum, report) => sum + report.added, 0)} new items`)
      })
      .catch((error: unknown) => log.error('ingest failed', error))
  const first = setTimeout(run, 60_000)
  const every = setInterval(run, minutes * 60_000)
  return () => {
    clearTimeout(first)
    clearInterval(every)
  }
}
