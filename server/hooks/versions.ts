import { BadRequest, Conflict } from '@feathersjs/errors'
import type { Knex } from 'knex'
import { gridDate } from '../../common/dayRange'
import type { StaleSaveData } from '../../common/entityFormat'
import { fillMessage, messages } from '../../common/messages'
import { dbOf } from '../db/transaction'
import type { HookContext, NextFunction } from '../declarations'
import { isStorableId } from './serialIds'
import { isUuid } from './uuidIds'

/** A record two people can open and save: its table, the column that is its version, and its name in messages. */
export interface VersionedRecord {
  table: string
  column: 'updatedAt' | 'updated_at'
  /** what the 409 calls it: '… saved this dictionary at …' */
  kind: string
  ids: 'serial' | 'uuid'
}

/** MM/DD/YYYY H:mm in UTC: the grids' day (spec 1 §9) and the time of the save. */
const displayTime = (date: Date) =>
  `${gridDate(date.toISOString())} ${date.getUTCHours()}:${String(date.getUTCMinutes()).padStart(2, '0')}`

/** A version later than the stored one even within the same millisecond, so no two saves share one. */
export const versionAfter = (stored: Date) => new Date(Math.max(Date.now(), stored.getTime() + 1))

/**
 * Records that `userId` saved the rows `ids` of `record`: each takes a new version, later than its last by
 * at least a millisecond (what a client can tell apart), and its saver is kept for the next 409.
 */
export async function markSaved(
  db: Knex,
  record: Pick<VersionedRecord, 'table' | 'column'>,
  ids: (string | number)[],
  userId: string | null | undefined,
): Promise<Map<string, Date>> {
  const column = record.column
  const stamped: { id: string | number; version: Date }[] = await db(record.table)
    .whereIn('id', ids)
    .update(
      {
        [column]: db.raw(`greatest(date_trunc('milliseconds', clock_timestamp()), ?? + interval '1 millisecond')`, [
          column,
        ]),
      },
      ['id', `${column} as version`],
    )
  if (stamped.length) {
    await db('record_savers')
      .insert(stamped.map((row) => ({ record: record.table, recordId: String(row.id), userId: userId ?? null })))
      .onConflict(['record', 'recordId'])
      .merge()
  }
  return new Map(stamped.map((row) => [String(row.id), row.version]))
}

/** The 409 of a save made on a stale copy: who saved since, and when (the version to resend to overwrite). */
export async function staleCopy(
  db: Knex,
  kind: string,
  saved: { at: Date; byId: string | null | undefined },
): Promise<Conflict> {
  const saver = saved.byId ? await db('users').where({ id: saved.byId }).first('id', 'name') : undefined
  const data: StaleSaveData = {
    updatedAt: saved.at.toISOString(),
    updatedBy: saver ? { id: saver.id, name: saver.name } : null,
  }
  const name = saver?.name || messages.someone
  return new Conflict(fillMessage(messages.staleRecord, { name, kind, time: displayTime(saved.at) }), data)
}

/** The version a client sent, taken out of the data (the schemas describe the record, not the version). */
function takeVersion(context: HookContext, record: VersionedRecord): Date | undefined {
  const data = context.data as Record<string, unknown> | undefined
  if (!data || typeof data !== 'object' || Array.isArray(data) || !(record.column in data)) return undefined
  const { [record.column]: sent, ...rest } = data
  context.data = rest
  const version = typeof sent === 'string' ? new Date(sent) : undefined
  if (!version || Number.isNaN(version.getTime())) {
    throw new BadRequest(fillMessage(messages.versionInvalid, { kind: record.kind, field: record.column }), {
      path: record.column,
    })
  }
  return version
}

/**
 * No lost work: a save of `record` names the version it was made from (its `updatedAt` as loaded). The row
 * is locked until the call commits, so of two saves of one copy the second sees the first's version and is
 * refused with 409, naming who saved and when. A PUT replaces the whole record and must name it; a PATCH
 * without it changes only the fields it names, on the record as it stands. Each save stamps a new version
 * and its author. Calls made inside the server (no provider) are not checked.
 * Goes in `around` after `inTransaction`, before the data is validated.
 */
export const versionGuard =
  (record: VersionedRecord) =>
  async (context: HookContext, next: NextFunction): Promise<void> => {
    const id = context.id
    const known = record.ids === 'uuid' ? isUuid(id) : isStorableId(Number(id))
    if (id === null || id === undefined || !context.params.provider || !known) return next()
    const sent = takeVersion(context, record)
    const db = dbOf(context)
    const row: Record<string, Date> | undefined = await db(record.table).where({ id }).forUpdate().first(record.column)
    // a missing record is the service's to answer (404)
    if (!row) return next()
    if (!sent && context.method === 'update') {
      throw new BadRequest(fillMessage(messages.versionMissing, { kind: record.kind, field: record.column }), {
        path: record.column,
      })
    }
    const stored = row[record.column]
    const saver = { record: record.table, recordId: String(id) }
    if (sent && sent.getTime() !== stored.getTime()) {
      const last = await db('record_savers').where(saver).first<{ userId: string | null } | undefined>('userId')
      throw await staleCopy(db, record.kind, { at: stored, byId: last?.userId })
    }
    await next()
    const version = (await markSaved(db, record, [id as string | number], context.params.user?.id)).get(String(id))!
    const result = context.result as Record<string, unknown> | undefined
    if (result && typeof result === 'object' && record.column in result) {
      context.result = { ...result, [record.column]: version.toISOString() }
    }
  }
