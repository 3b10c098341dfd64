import type { Knex } from 'knex'
import { loadFeedData } from './feeds'
import { loadGridData } from './grids'
import { forgetScale, rememberScale, step } from './scale'
import { loadStatisticData } from './statistics'

/**
 * The bench's whole data set at a scale: the grids' entities and facets, the feeds and events, the
 * statistic series. A load that is cut off is forgotten, so the next run loads again from scratch.
 */
export async function loadBenchData(db: Knex, scale: number, say: (text: string) => void) {
  await forgetScale(db)
  await loadGridData(db, scale, say)
  await loadFeedData(db, scale, say)
  await loadStatisticData(db, scale, say)
  // as autovacuum would after a load: visibility maps let counts read indexes alone
  await step(db, say, 'vacuum analyze', 'VACUUM ANALYZE')
  await rememberScale(db, scale)
}
