import { BadRequest, Forbidden } from '@feathersjs/errors'
import type { Knex } from 'knex'
import { MAX_PAGE_SIZE } from '../../../common/limits'
import { fillMessage, messages } from '../../../common/messages'
import { canChangeHidden } from '../../../common/workflow'
import { updateRows } from '../../db/updateRows'
import { versionAfter } from '../../hooks/versions'
import { entitySummary, type EntityRow, type EntitySummary } from './entities.load'
import type { EntityHiddenRow } from './entities.schema'
import type { Caller } from './entities.workflow'

/** What a bulk edit of the grid refuses a row for. */
export interface RowError {
  id: string | number
  message: string
}

/** A bulk body: a list of one row at least and at most a grid page (spec 2 §9). */
export function bulkRows<Row>(data: Row | Row[], path = ''): Row[] {
  if (!Array.isArray(data) || data.length === 0) throw new BadRequest('Expected a list of rows', { path })
  if (data.length > MAX_PAGE_SIZE) throw new BadRequest(fillMessage(messages.pageTooLarge, { max: MAX_PAGE_SIZE }))
  return data
}

/**
 * Every bad row, at once; none of the rows is written. The list is the error's `errors` (where Feathers
 * puts it) and also its `data.errors` (what a Feathers client keeps in `data`, since it reads the JSON
 * body's `errors` into the error but not into `data`).
 */
export function refuseRows(errors: readonly RowError[], message: string = messages.rowsRefused): BadRequest {
  // the constructor takes `errors` out of its data: put them back
  return Object.assign(new BadRequest(message, { errors }), { data: { errors } })
}

/**
 * The ids a delete of several records names: `id[$in]` and nothing else (a filter would delete what
 * the caller did not see), a list of one at least and at most a grid page.
 */
export function listedIds(query: Record<string, unknown> | undefined): unknown[] {
  const { id, ...rest } = query ?? {}
  const listed = typeof id === 'object' && id !== null ? (id as Record<string, unknown>) : undefined
  if (!listed || !Array.isArray(listed.$in) || Object.keys(listed).length !== 1 || Object.keys(rest).length) {
    throw new BadRequest(messages.deleteNeedsIds, { path: 'id' })
  }
  return bulkRows(listed.$in, 'id')
}

/** The rows a bulk edit names, locked until it commits. */
export async function lockedEntities(db: Knex, ids: string[]): Promise<Map<string, EntityRow>> {
  const rows: EntityRow[] = await db('entities')
    .whereIn('id', [...new Set(ids)])
    .forUpdate()
    .select('*')
  return new Map(rows.map((row) => [row.id, row]))
}

/** The indexes of the rows naming an id an earlier row names. */
export function laterDuplicates(rows: readonly { id: string }[]): number[] {
  const seen = new Set<string>()
  return rows.flatMap((row, index) => {
    if (!seen.has(row.id)) {
      seen.add(row.id)
      return []
    }
    return [index]
  })
}

/** Each row once: a later row naming the same entity is refused. */
export function duplicateErrors(rows: readonly { id: string }[]): RowError[] {
  return laterDuplicates(rows).map((index) => ({ id: rows[index].id, message: messages.sentTwice }))
}

/**
 * PATCH /entities/ with [{id, hidden}] (spec 2 §2 Hidden column): admins only (spec 2 §6). Every row is
 * checked before any is written.
 */
export async function patchHidden(db: Knex, caller: Caller, data: EntityHiddenRow[]): Promise<EntitySummary[]> {
  if (!canChangeHidden(caller.role)) throw new Forbidden(messages.cannotChangeHidden)
  const rows = bulkRows(data)
  const stored = await lockedEntities(
    db,
    rows.map((row) => row.id),
  )
  const errors = [
    ...duplicateErrors(rows),
    ...rows.flatMap((row) => (stored.has(row.id) ? [] : [{ id: row.id, message: messages.unknownEntity }])),
  ]
  if (errors.length) throw refuseRows(errors)
  const written = await updateRows<EntityRow>(
    db,
    'entities',
    { hidden: 'boolean', updatedById: 'uuid', updatedAt: 'timestamptz' },
    rows.map((row) => ({
      id: row.id,
      hidden: row.hidden,
      updatedById: caller.id,
      updatedAt: versionAfter(stored.get(row.id)!.updatedAt).toISOString(),
    })),
    { returning: ['*'] },
  )
  return written.map(entitySummary)
}
