import { Unavailable } from '@feathersjs/errors'
import { messages } from '../../../common/messages'
import { pendingMigrations } from '../../db/migrate'
import type { Application } from '../../declarations'
import { isDatabaseAway } from '../../hooks/errors'
import { log } from '../../logger'

/**
 * GET /api/health: 200 `{status: "ok"}` only while the server can serve, that is its database answers and
 * has every migration; else 503 with what is wrong, so that a load balancer sends the traffic elsewhere.
 */
export class HealthService {
  constructor(private app: Application) {}

  async find(): Promise<{ status: 'ok' }> {
    if (this.app.get('stopping')) throw new Unavailable(messages.serverStopping)
    let pending: string[]
    try {
      pending = await pendingMigrations(this.app.get('knex'))
    } catch (error) {
      // a database that answers but fails this read is no more fit to serve than one that is away
      if (!isDatabaseAway(error, true)) log.error('health check failed', error)
      throw new Unavailable(messages.databaseAway)
    }
    if (pending.length) throw new Unavailable(messages.databaseNotMigrated, { pending })
    return { status: 'ok' }
  }
}
