import type { Knex } from 'knex'
import {
  SIGN_IN_ADDRESS_FREE_FAILURES,
  SIGN_IN_FIRST_WAIT_MS,
  SIGN_IN_FORGET_MS,
  SIGN_IN_FREE_FAILURES,
  SIGN_IN_MAX_WAIT_MS,
} from '../../common/limits'
import { messages } from '../../common/messages'
import { Attempts, tooManyTries, type AttemptPolicy } from './attempts'

const policy = (free: number): AttemptPolicy => ({
  free,
  firstWaitMs: SIGN_IN_FIRST_WAIT_MS,
  maxWaitMs: SIGN_IN_MAX_WAIT_MS,
  forgetMs: SIGN_IN_FORGET_MS,
})
const ACCOUNT_FROM_ADDRESS = policy(SIGN_IN_FREE_FAILURES)
const ADDRESS = policy(SIGN_IN_ADDRESS_FREE_FAILURES)

/**
 * Sign-in tries, counted per (account, address) and per address. Each try is taken before its password
 * is checked, so a burst of parallel tries cannot pass the count; a right password gives its try back.
 * An account is never locked for everyone: a stranger's failures wait only at the stranger's address.
 */
export class SignInThrottle {
  private attempts: Attempts

  constructor(db: () => Knex, now?: () => number) {
    this.attempts = new Attempts(db, now)
  }

  private keys(email: string, ip: string) {
    return { accountFromAddress: `sign-in:${email.trim().toLowerCase()}|${ip}`, address: `sign-in:${ip}` }
  }

  /** Takes a try, or refuses it (429) with the wait left. */
  async take(email: string, ip = 'unknown') {
    const keys = this.keys(email, ip)
    for (const [key, rule] of [
      [keys.accountFromAddress, ACCOUNT_FROM_ADDRESS],
      [keys.address, ADDRESS],
    ] as const) {
      const attempt = await this.attempts.take(key, rule)
      if (!attempt.allowed) throw tooManyTries(messages.tooManySignIns, attempt.retryAfterMs)
    }
  }

  /** The password was right: the account's failures from this address are forgotten, the address's try given back. */
  async succeeded(email: string, ip = 'unknown') {
    const keys = this.keys(email, ip)
    await this.attempts.clear(keys.accountFromAddress)
    await this.attempts.giveBack(keys.address, ADDRESS)
    // the counts of a day ago go while the table is small, not on a timer of their own
    await this.attempts.prune()
  }
}
