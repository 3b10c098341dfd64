import { Readable } from 'node:stream'
import { TooManyRequests } from '@feathersjs/errors'
import { EXPORTS_IN_ALL, EXPORTS_PER_USER } from '../../common/exports'
import { fillMessage, messages } from '../../common/messages'
import type { HookContext, NextFunction } from '../declarations'

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

/**
 * Runs an export's call in a slot of ExportSlots, held until its stream closes: when it has been read to
 * its end, its client went away, or it stalled (server/streamStall).
 */
export async function inExportSlot(context: HookContext, next: NextFunction) {
  const release = context.app.get('exportSlots').take(context.params.user?.id ?? '')
  try {
    await next()
  } catch (error) {
    release()
    throw error
  }
  const { result } = context
  if (result instanceof Readable && !result.destroyed) result.once('close', release)
  else release()
}
