import type { Knex } from 'knex'
import { FEED_COUNT_AHEAD } from '../../common/feed'

/**
 * The total of an infinite list's page, counted up to a little past the page (`FEED_COUNT_AHEAD`) rather
 * than whole: a feed of a million items or a list of 50,000 events is not counted for each page. The
 * lists go on while limit plus skip is below the total; `totalIsAtLeast` says the count stopped short.
 */
export async function countedAhead(
  db: Knex,
  filtered: Knex.QueryBuilder,
  skip: number,
  limit: number,
): Promise<{ total: number; totalIsAtLeast?: true }> {
  const countUpTo = skip + limit + FEED_COUNT_AHEAD
  const [{ total }] = await db
    .from(
      filtered
        .clone()
        .clearSelect()
        .clearOrder()
        .select(db.raw('1'))
        .limit(countUpTo + 1)
        .as('counted'),
    )
    .count({ total: '*' })
  const counted = Number(total)
  return counted > countUpTo ? { total: countUpTo, totalIsAtLeast: true } : { total: counted }
}
