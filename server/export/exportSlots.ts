import { TooManyRequests } from '@feathersjs/errors'
import { EXPORTS_IN_ALL, EXPORTS_PER_USER } from '../../common/exports'
import { fillMessage, messages } from '../../common/messages'

/** The streamed exports under way in this process, counted per user and in all. */
export class ExportSlots {
  private byUser = new Map<string, number>()
  private inAll = 0

  /** How many exports are under way. */
  get underWay(): number {
    return this.inAll
  }

  /** Takes a slot for `user` (429 when none is left), and answers the function that gives it back. */
  take(user: string): () => void {
    const held = this.byUser.get(user) ?? 0
    if (held >= EXPORTS_PER_USER) {
      throw new TooManyRequests(fillMessage(messages.exportsPerUser, { max: EXPORTS_PER_USER }))
    }
    if (this.inAll >= EXPORTS_IN_ALL) {
      throw new TooManyRequests(fillMessage(messages.exportsInAll, { max: EXPORTS_IN_ALL }))
    }
    this.byUser.set(user, held + 1)
    this.inAll++
    let given = false
    return () => {
      if (given) return
      given = true
      this.inAll--
      const left = (this.byUser.get(user) ?? 1) - 1
      if (left) this.byUser.set(user, left)
      else this.byUser.delete(user)
    }
  }
}
