import type { Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { entityEditorRoute } from '../../../common/entityEditorRoutes'
import { dictionaryEditorRoute, filteredListRoute, recordRoute } from '../../../common/routes'
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_KINDS,
  SEARCH_KIND_SOURCES,
  searchableKinds,
  type SearchResult,
} from '../../../common/search'
import type { Application } from '../../declarations'
import type { SearchQuery } from './search.schema'
import { searchRows, type SearchRow } from './search.queries'

/** How many names holding the query (not starting it) a kind ranks at most. */
const CANDIDATES = 200

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The console route that opens a hit (common/routes). */
function routeOf(row: SearchRow): string {
  const list = SEARCH_KIND_SOURCES[row.kind].route
  switch (row.kind) {
    case 'entity':
      return entityEditorRoute(row.routeKey ?? '', row.id)
    case 'event':
    case 'regulation':
    case 'statisticType':
      return recordRoute(list, row.id)
    case 'dictionary':
      return dictionaryEditorRoute(row.id)
    // edited in a dialog of their list: the list narrowed to them
    case 'user':
      return filteredListRoute(list, { email: { $iLike: row.routeKey } })
    case 'country':
    case 'brief':
    case 'landscape':
      return filteredListRoute(list, { name: { $iLike: row.label } })
  }
}

/** GET /search: the records of every kind the caller may open whose names match `q`, best first. */
export class SearchService {
  constructor(private app: Application) {}

  async find(params: Params<SearchQuery>): Promise<SearchResult> {
    const { q, limit = SEARCH_DEFAULT_LIMIT } = params.query!
    const folded = q.trim().toLowerCase()
    const escaped = escapeLike(folded)
    const db: Knex = this.app.get('knex')
    const rows = await searchRows(db, searchableKinds(params.user?.role), {
      q: folded,
      prefix: `${escaped}%`,
      word: `% ${escaped}%`,
      contains: `%${escaped}%`,
      limit,
      candidates: Math.max(CANDIDATES, limit),
    })
    const order = (row: SearchRow) => SEARCH_KINDS.indexOf(row.kind)
    rows.sort((a, b) => order(a) - order(b) || b.score - a.score || a.label.localeCompare(b.label))
    return {
      data: rows.map((row) => ({
        kind: row.kind,
        id: row.id,
        label: row.label,
        detail: row.detail,
        route: routeOf(row),
      })),
    }
  }
}
