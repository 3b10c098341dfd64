import { Forbidden, NotFound, TooManyRequests } from '@feathersjs/errors'
import type { Id, Paginated, Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { messages } from '../../../common/messages'
import { PRESENCE_LIST_LIMIT, PRESENCE_PER_USER, PRESENCE_TTL_MS } from '../../../common/presence'
import type { Application } from '../../declarations'
import { dbFor } from '../../db/transaction'
import { callerOf, lapsedBefore } from '../../realtime/editors'
import type { PresenceData, PresenceQuery, PresenceRecord, PresenceRow } from './presence.schema'

export interface PresenceParams extends Params<PresenceQuery> {
  /** set by create when it only renewed a row others know of already: no event */
  renewed?: boolean
}

const toRecord = (row: PresenceRow & { userName: string }): PresenceRecord => ({
  id: row.id,
  userId: row.userId,
  userName: row.userName,
  entityId: row.entityId,
  seenAt: row.seenAt.toISOString(),
})

/**
 * The editors open now, as their tabs' heartbeats keep them: who has which entity open. Each user
 * writes and removes their own tabs only; everyone who may edit entities reads them all.
 */
export class PresenceService {
  constructor(private readonly app: Application) {}

  private live(db: Knex) {
    return db('presence as p')
      .join('users as u', 'u.id', 'p.userId')
      .where('p.seenAt', '>', lapsedBefore(db, PRESENCE_TTL_MS))
      .select('p.id', 'p.userId', 'u.name as userName', 'p.entityId', 'p.seenAt')
  }

  async find(params?: PresenceParams): Promise<Paginated<PresenceRecord>> {
    const db = dbFor(this.app, params)
    const entityId = params?.query?.entityId
    const rows: (PresenceRow & { userName: string })[] = await this.live(db)
      .modify((query) => (entityId ? query.where('p.entityId', entityId) : query))
      .orderBy([{ column: 'u.name' }, { column: 'p.id' }])
      .limit(PRESENCE_LIST_LIMIT)
    return { total: rows.length, limit: PRESENCE_LIST_LIMIT, skip: 0, data: rows.map(toRecord) }
  }

  async create(data: PresenceData, params?: PresenceParams): Promise<PresenceRecord> {
    const user = callerOf(params)
    const db = dbFor(this.app, params)
    const entity = await db('entities').where({ id: data.entityId }).first('id')
    if (!entity) throw new NotFound(`No record found for id '${data.entityId}'`)
    const held: PresenceRow | undefined = await db('presence')
      .where({ id: data.id })
      .where('seenAt', '>', lapsedBefore(db, PRESENCE_TTL_MS))
      .first()
    if (held && held.userId !== user.id) throw new Forbidden(messages.notAllowed)
    if (!held) {
      const [{ count }] = await db('presence')
        .where({ userId: user.id })
        .where('seenAt', '>', lapsedBefore(db, PRESENCE_TTL_MS))
        .count<{ count: string }[]>({ count: '*' })
      if (Number(count) >= PRESENCE_PER_USER) throw new TooManyRequests(messages.presencePerUser)
    }
    const [row]: PresenceRow[] = await db('presence')
      .insert({ id: data.id, userId: user.id, entityId: data.entityId, seenAt: db.fn.now() })
      .onConflict('id')
      .merge(['userId', 'entityId', 'seenAt'])
      .returning(['id', 'userId', 'entityId', 'seenAt'])
    // a heartbeat of a tab others know of changes nothing they show
    if (params && held?.entityId === data.entityId) params.renewed = true
    return toRecord({ ...row, userName: user.name })
  }

  /** Removes the tabs not heard of for PRESENCE_TTL_MS, telling the clients (server/realtime/lapsed). */
  async sweep(): Promise<number> {
    const db = this.app.get('knex')
    const rows: PresenceRow[] = await db('presence')
      .where('seenAt', '<=', lapsedBefore(db, PRESENCE_TTL_MS))
      .delete()
      .returning(['id', 'userId', 'entityId', 'seenAt'])
    for (const row of rows) this.app.service('presence').emit('removed', toRecord({ ...row, userName: '' }))
    await this.app.service('facet-locks').releaseLeft(rows)
    return rows.length
  }

  async remove(id: Id | null, params?: PresenceParams): Promise<PresenceRecord> {
    const user = callerOf(params)
    const db = dbFor(this.app, params)
    const [row]: PresenceRow[] = await db('presence')
      .where({ id: String(id), userId: user.id })
      .delete()
      .returning(['id', 'userId', 'entityId', 'seenAt'])
    if (!row) throw new NotFound(`No record found for id '${id}'`)
    await this.app.service('facet-locks').releaseLeft([row])
    return toRecord({ ...row, userName: user.name })
  }
}
