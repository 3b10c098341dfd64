import type { Knex } from 'knex'
import { DATA_END } from './grids'
import { step } from './scale'

/** Statistic series at scale 1: 100,000 monthly values, ten per series, over ten types. */
export const STATISTIC_SIZES = { points: 100_000, types: 10, pointsPerSeries: 10 }

/**
 * Statistic types and the values of the Statistic Entities' Series facets the grids' data made: each
 * series a type (three series of an entity, three types), ten months each. The values are written in
 * one statement, so the ranking trigger ranks each type and month once.
 */
export async function loadStatisticData(db: Knex, scale: number, say: (text: string) => void) {
  const series = Math.max(10, Math.round((STATISTIC_SIZES.points * scale) / STATISTIC_SIZES.pointsPerSeries))
  await db('cross_entity_facet_types').where('name', 'like', 'Bench statistic %').delete()
  await step(
    db,
    say,
    'statistic types',
    `INSERT INTO cross_entity_facet_types (name, units, periodicity)
     SELECT 'Bench statistic ' || g, 'units', 'MONTH' FROM generate_series(1, ?) g`,
    [STATISTIC_SIZES.types],
  )
  await step(
    db,
    say,
    `statistic series (${series})`,
    `WITH types AS (SELECT array_agg(id ORDER BY name) AS ids FROM cross_entity_facet_types WHERE name LIKE 'Bench statistic %'),
     chosen AS (
       SELECT f.id, f."entityId", f."order" FROM facets f JOIN facet_types ft ON ft.id = f."facetTypeId"
       WHERE ft.name = 'Series' ORDER BY f.id LIMIT ?)
     UPDATE facets f SET "crossEntityFacetTypeId" = types.ids[1 + (abs(hashtext(chosen."entityId"::text)) + chosen."order") % ?]
     FROM chosen, types WHERE f.id = chosen.id`,
    [series, STATISTIC_SIZES.types],
  )
  await step(
    db,
    say,
    `statistic values (${series * STATISTIC_SIZES.pointsPerSeries})`,
    `INSERT INTO cross_entity_facets ("entityId", "facetId", "crossEntityFacetTypeId", date, value)
     SELECT f."entityId", f.id, f."crossEntityFacetTypeId",
            date_trunc('month', ?::timestamptz - (m || ' months')::interval), (abs(hashtext(f.id::text || m)) % 10000) / 100.0
     FROM facets f CROSS JOIN generate_series(1, ?) m WHERE f."crossEntityFacetTypeId" IS NOT NULL`,
    [DATA_END, STATISTIC_SIZES.pointsPerSeries],
  )
}
