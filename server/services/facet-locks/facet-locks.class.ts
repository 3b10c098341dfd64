import { BadRequest, Conflict, Forbidden, NotFound, TooManyRequests } from '@feathersjs/errors'
import type { Id, Paginated, Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { fillMessage, messages } from '../../../common/messages'
import { FACET_LOCKS_PER_USER, LOCK_IDLE_MS, PRESENCE_LIST_LIMIT, PRESENCE_TTL_MS } from '../../../common/presence'
import type { Application } from '../../declarations'
import { dbFor } from '../../db/transaction'
import { callerOf, lapsedBefore } from '../../realtime/editors'
import type { FacetLockData, FacetLockQuery, FacetLockRecord, FacetLockRow } from './facet-locks.schema'

export interface FacetLockParams extends Params<FacetLockQuery> {
  /** set by create when it only renewed the caller's own lock: no event */
  renewed?: boolean
}

const COLUMNS = ['facetId', 'entityId', 'userId', 'takenAt', 'seenAt'] as const

export const lockRecord = (row: FacetLockRow, userName: string): FacetLockRecord => ({
  id: row.facetId,
  entityId: row.entityId,
  userId: row.userId,
  userName,
  takenAt: row.takenAt.toISOString(),
  seenAt: row.seenAt.toISOString(),
})

/** The refusal of a lock another holds: their name in the message, their lock in the data. */
const lockedBy = (held: FacetLockRow & { userName: string }) =>
  new Conflict(fillMessage(messages.facetLocked, { name: held.userName }), { lock: lockRecord(held, held.userName) })

/**
 * Facet locks (common/presence): the first edit of a facet takes its lock, later edits renew it, and a
 * save, leaving the editor or LOCK_IDLE_MS without an edit release it. While another holds it, a facet
 * is read-only in the editor; an admin may take it over.
 */
export class FacetLockService {
  constructor(private readonly app: Application) {}

  private live(db: Knex) {
    return db('facet_locks as l')
      .join('users as u', 'u.id', 'l.userId')
      .where('l.seenAt', '>', lapsedBefore(db, LOCK_IDLE_MS))
      .select(...COLUMNS.map((column) => `l.${column}`), 'u.name as userName')
  }

  async find(params?: FacetLockParams): Promise<Paginated<FacetLockRecord>> {
    const db = dbFor(this.app, params)
    const entityId = params?.query?.entityId
    if (!entityId) throw new BadRequest('Name the entity whose facet locks to read: ?entityId=')
    const rows: (FacetLockRow & { userName: string })[] = await this.live(db)
      .where('l.entityId', entityId)
      .orderBy('l.takenAt')
      .limit(PRESENCE_LIST_LIMIT)
    return {
      total: rows.length,
      limit: PRESENCE_LIST_LIMIT,
      skip: 0,
      data: rows.map((row) => lockRecord(row, row.userName)),
    }
  }

  async create(data: FacetLockData, params?: FacetLockParams): Promise<FacetLockRecord> {
    const user = callerOf(params)
    const db = dbFor(this.app, params)
    const facet = await db('facets').where({ id: data.facetId }).first<{ entityId: string } | undefined>('entityId')
    if (!facet) throw new NotFound(`No record found for id '${data.facetId}'`)
    const held: (FacetLockRow & { userName: string }) | undefined = await this.live(db)
      .where('l.facetId', data.facetId)
      .first()
    if (held && held.userId !== user.id) {
      if (!data.takeOver) throw lockedBy(held)
      if (user.role !== 'admin') throw new Forbidden(messages.facetTakeOverAdminsOnly)
    }
    if (held?.userId !== user.id) {
      const [{ count }] = await db('facet_locks')
        .where({ userId: user.id })
        .where('seenAt', '>', lapsedBefore(db, LOCK_IDLE_MS))
        .count<{ count: string }[]>({ count: '*' })
      if (Number(count) >= FACET_LOCKS_PER_USER) throw new TooManyRequests(messages.facetLocksPerUser)
    }
    const renewing = held?.userId === user.id
    // taken only if still as read: free, lapsed, the caller's, or held by whom an admin takes it over from
    const [row]: FacetLockRow[] = await db('facet_locks')
      .insert({
        facetId: data.facetId,
        entityId: facet.entityId,
        userId: user.id,
        takenAt: db.fn.now(),
        seenAt: db.fn.now(),
      })
      .onConflict('facetId')
      .merge(renewing ? ['seenAt'] : ['entityId', 'userId', 'takenAt', 'seenAt'])
      .where(
        held
          ? db.raw('facet_locks."userId" = ?', [held.userId])
          : db.raw('facet_locks."seenAt" <= ?', [lapsedBefore(db, LOCK_IDLE_MS)]),
      )
      .returning([...COLUMNS])
    if (!row) {
      // another took it between the read and the write: as if they had held it at the read
      const taker: (FacetLockRow & { userName: string }) | undefined = await this.live(db)
        .where('l.facetId', data.facetId)
        .first()
      throw taker ? lockedBy(taker) : new Conflict(messages.generic)
    }
    if (renewing && params) params.renewed = true
    return lockRecord(row, user.name)
  }

  /** Removes the locks not renewed for LOCK_IDLE_MS, telling the clients (server/realtime/lapsed). */
  async sweep(): Promise<number> {
    const db = this.app.get('knex')
    const rows: FacetLockRow[] = await db('facet_locks')
      .where('seenAt', '<=', lapsedBefore(db, LOCK_IDLE_MS))
      .delete()
      .returning([...COLUMNS])
    for (const row of rows) this.app.service('facet-locks').emit('removed', lockRecord(row, ''))
    return rows.length
  }

  /**
   * Releases the locks of users who left an entity (their last tab on it closed or went unheard of), telling
   * the clients: a lock is held only while its holder has the entity open.
   */
  async releaseLeft(left: readonly { userId: string; entityId: string }[]): Promise<void> {
    const db = this.app.get('knex')
    const pairs = new Map(left.map((one) => [`${one.userId} ${one.entityId}`, one]))
    for (const { userId, entityId } of pairs.values()) {
      const stillOpen = await db('presence')
        .where({ userId, entityId })
        .where('seenAt', '>', lapsedBefore(db, PRESENCE_TTL_MS))
        .first('id')
      if (stillOpen) continue
      const rows: FacetLockRow[] = await db('facet_locks')
        .where({ userId, entityId })
        .delete()
        .returning([...COLUMNS])
      for (const row of rows) this.app.service('facet-locks').emit('removed', lockRecord(row, ''))
    }
  }

  /** The caller's lock of a facet; or, with ?entityId= and no id, all the caller's locks on that entity. */
  async remove(id: Id | null, params?: FacetLockParams): Promise<FacetLockRecord | FacetLockRecord[]> {
    const user = callerOf(params)
    const db = dbFor(this.app, params)
    if (id === null) {
      const entityId = params?.query?.entityId
      if (!entityId) throw new BadRequest('Name the entity whose facet locks to release: ?entityId=')
      const rows: FacetLockRow[] = await db('facet_locks')
        .where({ entityId, userId: user.id })
        .delete()
        .returning([...COLUMNS])
      return rows.map((row) => lockRecord(row, user.name))
    }
    // the holder's release is one statement; a refusal asks whose the lock is
    const live = (query: Knex.QueryBuilder) => query.where('seenAt', '>', lapsedBefore(db, LOCK_IDLE_MS))
    const [row]: FacetLockRow[] = await live(db('facet_locks').where({ facetId: String(id), userId: user.id }))
      .delete()
      .returning([...COLUMNS])
    if (!row) {
      const held = await live(db('facet_locks').where({ facetId: String(id) })).first('userId')
      throw held ? new Forbidden(messages.facetLockNotYours) : new NotFound(`No record found for id '${id}'`)
    }
    return lockRecord(row, user.name)
  }
}
