import type { Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import type { User, UserData, UserPatch, UserQuery } from './users.schema'

/**
 * An invitation's link token rides along from the hook that makes it to the hook that mails it;
 * `endsSessions` from a patch that blocks the user or changes their role to the hook that closes their sockets.
 */
export type UserParams = Params<UserQuery> & { invitationToken?: string; endsSessions?: boolean }

/**
 * The users list's columns that are not stored as they show (spec 1 §2 "sortable columns"): Inviter sorts
 * by the inviter's name, Topics by the name of the first topic shown; users with none come last.
 */
const SHOWN_AS: Record<string, string> = {
  inviter: '(SELECT inviters.name FROM users AS inviters WHERE inviters.id = users."inviterId")',
  topics: `(SELECT countries.name FROM countries WHERE countries.id = (users.topics->>0)::int)`,
}

/** Users as stored; the invitation, the rules and the inviter's name are hooks (users.ts). */
export class UserService extends KnexService<User, UserData, UserParams, UserPatch> {
  createQuery(params: UserParams = {}) {
    const sort = params.query?.$sort as Record<string, number> | undefined
    if (!sort || !Object.keys(sort).some((key) => key in SHOWN_AS)) return super.createQuery(params)
    const { $sort: _sorted, ...query } = params.query!
    const builder = super.createQuery({ ...params, query })
    for (const [key, direction] of Object.entries(sort)) {
      const order = direction === -1 ? 'desc' : 'asc'
      if (key in SHOWN_AS) builder.orderByRaw(`${SHOWN_AS[key]} ${order} NULLS LAST`)
      else builder.orderBy(key, order)
    }
    return builder
  }
}
