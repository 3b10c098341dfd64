import type { Knex } from 'knex'
import { messages } from '../../common/messages'
import { usersById } from '../services/entities/entities.save-read'

/** The names of the users a batch names (one query): 'Removed User' for one gone, empty for none. */
export async function userNames(db: Knex, ids: Iterable<string | null | undefined>) {
  const users = await usersById(db, ids)
  return (id: string | null | undefined) => (id ? (users.get(id)?.name ?? messages.removedUser) : '')
}
