import { SIGNED_IN_USER_CACHE_MS } from '../../../common/limits'
import type { EventEmitter } from 'node:events'
import type { User } from './users.schema'

/**
 * The users behind the tokens of the last few seconds, per API process: without it every authenticated
 * call reads its user first, one more wait for a database connection under load. A change made in this
 * process clears that user at once; another process's change is seen within the cache's time.
 */
export class SignedInUsers {
  private users = new Map<string, { user: User; until: number }>()

  /** Forgets the users the users service changes or removes. */
  follow(usersService: Pick<EventEmitter, 'on'>) {
    const forget = (user: User | User[]) => {
      for (const one of Array.isArray(user) ? user : [user]) this.forget(String(one.id))
    }
    for (const event of ['updated', 'patched', 'removed']) usersService.on(event, forget)
  }

  forget(id: string) {
    this.users.delete(id)
  }

  async get(id: string, read: () => Promise<User>): Promise<User> {
    const kept = this.users.get(id)
    if (kept && kept.until > Date.now()) return kept.user
    const user = await read()
    this.users.set(id, { user, until: Date.now() + SIGNED_IN_USER_CACHE_MS })
    return user
  }
}
