import { Forbidden } from '@feathersjs/errors'
import { messages } from '../../../common/messages'
import { USER_DIRECTORY } from '../../../common/permissions'
import type { HookContext, NextFunction } from '../../declarations'
import type { UserQuery } from './users.schema'

const PAGING = ['$limit', '$skip', '$sort']

/** Query parameters outside the directory's: a filter or sort on anything but its query fields. */
function refusedParameters(query: Record<string, unknown>): string[] {
  const sort = (query.$sort ?? {}) as Record<string, unknown>
  return [
    ...Object.keys(query).filter((name) => !PAGING.includes(name) && !USER_DIRECTORY.queryFields.includes(name)),
    ...Object.keys(sort).filter((name) => !USER_DIRECTORY.queryFields.includes(name)),
  ]
}

/**
 * GET /users of a role without the full list (common/permissions USER_DIRECTORY): the console's users
 * only, with the directory's fields only (the result resolver keeps just those of $select, and reads
 * the stored flags behind `assignable`), searched and sorted by the directory's query fields only.
 * Placed before the result resolvers, which read the $select it sets.
 */
export async function userDirectory(context: HookContext, next: NextFunction) {
  const { provider, user } = context.params
  if (context.method === 'find' && provider && user && !USER_DIRECTORY.fullListRoles.includes(user.role)) {
    const query = { ...context.params.query } as Record<string, unknown>
    if (refusedParameters(query).length) throw new Forbidden(messages.userDirectoryQuery)
    context.params = {
      ...context.params,
      query: {
        ...query,
        role: { $in: [...USER_DIRECTORY.listedRoles] },
        $select: [...USER_DIRECTORY.fields],
      } as UserQuery,
    }
  }
  await next()
}
