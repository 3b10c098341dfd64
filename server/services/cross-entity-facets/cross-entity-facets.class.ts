import type { Paginated, Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { CEF_BATCH_SIZE } from '../../../common/statistics'
import { dbFor } from '../../db/transaction'
import type { Application } from '../../declarations'
import type { Cef, CefQuery } from './cross-entity-facets.schema'

type CefRow = Omit<Cef, 'entity'>

// a batch is 10,000 values: their times come as ISO text from the database, not as Dates made and formatted again
const isoTime = (db: Knex, column: string) =>
  db.raw(`to_char(?? AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ??`, [`c.${column}`, column])

/**
 * Series values, read-only: they are written with their statistic facet by the entity save (spec 1 §7
 * `crossEntityFacets`, `cefsToDestroy`), their rank, total and percentile by triggers (migration 012).
 */
export class CefService {
  constructor(private readonly app: Application) {}

  async find(params: Params<CefQuery> = {}): Promise<Paginated<Cef>> {
    const db = dbFor(this.app, params)
    const { $limit = CEF_BATCH_SIZE, $skip = 0, $sort = { id: -1 }, ...filters } = params.query ?? {}
    const values = db('cross_entity_facets as c')
    for (const [column, value] of Object.entries(filters)) values.where(`c.${column}`, value)
    const [{ total }] = await values.clone().select(db.raw('count(*)::int AS total'))
    const order = Object.entries($sort).map(([column, way]) => ({
      column: `c.${column}`,
      order: way === -1 ? ('desc' as const) : ('asc' as const),
    }))
    const rows: CefRow[] = $limit
      ? await values
          .select(
            ['id', 'entityId', 'facetId', 'crossEntityFacetTypeId', 'value', 'rank', 'total', 'percent'].map(
              (column) => `c.${column}`,
            ),
          )
          .select(isoTime(db, 'date'), isoTime(db, 'createdAt'), isoTime(db, 'updatedAt'))
          .orderBy([...order, { column: 'c.id', order: order.at(-1)?.order ?? 'desc' }])
          .limit($limit)
          .offset($skip)
      : []
    // the page's entities by primary key: joined, a page of 10,000 values hashed all 200,000 entities
    const entityIds = [...new Set(rows.map((row) => row.entityId))]
    const entities: { id: string; name: string; type: string }[] = entityIds.length
      ? await db('entities').whereRaw('id = ANY(?::uuid[])', [entityIds]).select('id', 'name', 'type')
      : []
    const entityById = new Map(entities.map((entity) => [entity.id, entity]))
    return {
      total,
      limit: $limit,
      skip: $skip,
      data: rows.map((row) => ({ ...row, entity: entityById.get(row.entityId)! })),
    }
  }
}
