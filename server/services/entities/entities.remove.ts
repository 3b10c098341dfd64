import type { Knex } from 'knex'
import { messages } from '../../../common/messages'
import { COMPARISON_SET } from '../../../common/templateFormat'
import { duplicateErrors, lockedEntities, refuseRows } from './entities.bulk'
import { entitySummary, type EntityRow, type EntitySummary } from './entities.load'

/** Why an entity may not be deleted, or undefined: Comparison Sets are kept (spec 2 §2). */
export const removalRefusal = (entity: Pick<EntityRow, 'type' | 'subType'>): string | undefined =>
  entity.type === 'Brief' && entity.subType === COMPARISON_SET ? messages.comparisonSetNotDeletable : undefined

/** Deletes entities; their facets, fields, links and revisions go with them (the tables' cascades). */
export const deleteEntityRows = (db: Knex, ids: readonly string[]) =>
  db('entities')
    .whereIn('id', [...ids])
    .delete()

/**
 * DELETE /entities?id[$in]=…: the grid's selection deleted at once, each row by the single delete's rule.
 * Any row refused (unknown, a Comparison Set, named twice) refuses them all, naming each, and nothing is
 * deleted.
 */
export async function removeEntities(db: Knex, ids: readonly string[]): Promise<EntitySummary[]> {
  const stored = await lockedEntities(db, [...ids])
  const errors = [
    ...duplicateErrors(ids.map((id) => ({ id }))),
    ...ids.flatMap((id) => {
      const row = stored.get(id)
      const refusal = row ? removalRefusal(row) : messages.unknownEntity
      return refusal ? [{ id, message: refusal }] : []
    }),
  ]
  if (errors.length) throw refuseRows(errors, messages.rowsNotDeleted)
  await deleteEntityRows(db, ids)
  return ids.map((id) => entitySummary(stored.get(id)!))
}
