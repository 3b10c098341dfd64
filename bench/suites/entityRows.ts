import { isDeepStrictEqual } from 'node:util'
import type { Knex } from 'knex'
import { json } from '../../server/db/updateRows'

type Row = Record<string, unknown> & { id: string }

/** An entity's rows in the tables an editor save writes (server/services/entities/entities.save-write.ts). */
export interface EntityRows {
  entity: Row
  facets: Row[]
  fields: Row[]
  logIds: string[]
}

/** Reads the rows of entity `id` that a save may change. */
export async function readEntityRows(db: Knex, id: string): Promise<EntityRows> {
  const entity: Row | undefined = await db('entities').where({ id }).first()
  if (!entity) throw new Error(`no entity ${id}`)
  const facets: Row[] = await db('facets').where({ entityId: id })
  const facetIds = facets.map((facet) => facet.id)
  return {
    entity,
    facets,
    fields: await db('facet_fields').whereIn('facetId', facetIds),
    logIds: await db('facet_logs').whereIn('facetId', facetIds).pluck('id'),
  }
}

/**
 * Writes the entity back as `before` holds it: the rows a save changed get their values again (their
 * modified times and version included, so the next load's save names the same version), and the rows it
 * added (its log entries) go. The triggers that keep the grids' counts and texts follow the writes.
 */
export async function putEntityBack(db: Knex, before: EntityRows) {
  const now = await readEntityRows(db, before.entity.id)
  const facetIds = before.facets.map((facet) => facet.id)
  await db.transaction(async (trx) => {
    await trx('facet_logs').whereIn('facetId', facetIds).whereNotIn('id', before.logIds).delete()
    await trx('facet_fields')
      .whereIn('facetId', facetIds)
      .whereNotIn(
        'id',
        before.fields.map((field) => field.id),
      )
      .delete()
    const tables: [string, Row[], Row[]][] = [
      ['entities', [before.entity], [now.entity]],
      ['facets', before.facets, now.facets],
      ['facet_fields', before.fields, now.fields],
    ]
    for (const [table, rows, current] of tables) {
      const byId = new Map(current.map((row) => [row.id, row]))
      for (const row of rows) {
        const stored = byId.get(row.id)
        if (!stored) throw new Error(`${table} ${row.id} was removed: the bench puts back changed rows only`)
        if (isDeepStrictEqual(row, stored)) continue
        // a jsonb value is sent as JSON text (a plain string would not parse as jsonb)
        await trx(table)
          .where({ id: row.id })
          .update(table === 'facet_fields' ? { ...row, value: json(row.value) } : row)
      }
    }
  })
}
