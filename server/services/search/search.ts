import { authenticate } from '@feathersjs/authentication'
import { BadRequest } from '@feathersjs/errors'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { searchQueryProblem } from '../../../common/search'
import type { Application, HookContext } from '../../declarations'
import { authorize } from '../../hooks/authorize'
import { SearchService } from './search.class'
import { searchQueryValidator, type SearchQuery } from './search.schema'

declare module '../../declarations' {
  interface ServiceTypes {
    search: SearchService
  }
}

/** The query's length, with the message the palette shows (common/search). */
function refuseUnsearchableQuery(context: HookContext<SearchService>) {
  const problem = searchQueryProblem((context.params.query as SearchQuery).q)
  if (problem) throw new BadRequest(problem)
}

export function search(app: Application) {
  app.use('search', new SearchService(app), { methods: ['find'] })
  app.service('search').hooks({
    around: { all: [authenticate('jwt'), authorize] },
    before: { find: [schemaHooks.validateQuery(searchQueryValidator), refuseUnsearchableQuery] },
  })
}
