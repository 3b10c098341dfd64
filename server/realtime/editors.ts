import { Forbidden } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import type { Knex } from 'knex'
import { messages } from '../../common/messages'

/** What presence and facet locks share (common/presence). */

/** The moment before which a row of this lifetime has lapsed, in the database's clock. */
export const lapsedBefore = (db: Knex, lifetimeMs: number) =>
  db.raw('now() - make_interval(secs => ?)', [lifetimeMs / 1000])

/** The signed-in caller, whose own tabs and locks a call reads and writes. */
export function callerOf(params?: Params) {
  if (!params?.user) throw new Forbidden(messages.notAllowed)
  return params.user
}
