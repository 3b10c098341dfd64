import type { Knex } from 'knex'
import {
  MAIL_FIRST_WAIT_MS,
  MAIL_FORGET_MS,
  MAIL_MAX_WAIT_MS,
  NEWSLETTERS_PER_ACCOUNT,
  NEWSLETTERS_PER_ADDRESS,
  RESET_MAILS_PER_ADDRESS,
  RESET_MAILS_PER_EMAIL,
} from '../../common/limits'
import { messages } from '../../common/messages'
import { Attempts, tooManyTries, type AttemptPolicy } from './attempts'

const policy = (free: number): AttemptPolicy => ({
  free,
  firstWaitMs: MAIL_FIRST_WAIT_MS,
  maxWaitMs: MAIL_MAX_WAIT_MS,
  forgetMs: MAIL_FORGET_MS,
})
const RESET_EMAIL = policy(RESET_MAILS_PER_EMAIL)
const RESET_ADDRESS = policy(RESET_MAILS_PER_ADDRESS)
const NEWSLETTER_ACCOUNT = policy(NEWSLETTERS_PER_ACCOUNT)
const NEWSLETTER_ADDRESS = policy(NEWSLETTERS_PER_ADDRESS)

/**
 * Mails that anyone (reset) or any signed-in user (newsletter) can ask for, counted per recipient and per
 * client address. Each try is taken by one statement, so of a parallel burst exactly the allowed number
 * of mails goes out, and a refused request is not counted.
 */
export class MailThrottle {
  private attempts: Attempts

  constructor(db: () => Knex, now?: () => number) {
    this.attempts = new Attempts(db, now)
  }

  /**
   * A reset mail for `email` asked from `ip`: 429 when the address asked too often; false when the email
   * has had its mails for now. Known and unknown emails are counted alike, so neither answer tells them apart.
   */
  async resetMail(email: string, ip = 'unknown'): Promise<boolean> {
    const address = await this.attempts.take(`reset-mail:address:${ip}`, RESET_ADDRESS)
    if (!address.allowed) throw tooManyTries(messages.tooManyResetRequests, address.retryAfterMs)
    const account = await this.attempts.take(`reset-mail:email:${email.trim().toLowerCase()}`, RESET_EMAIL)
    await this.attempts.prune()
    return account.allowed
  }

  /**
   * A newsletter for the account `userId` asked from `ip`, or 429. The account is taken first: one user
   * asking too often is refused before the address is touched; refused by the address, the account's try
   * is given back.
   */
  async newsletter(userId: string, ip = 'unknown') {
    const accountKey = `newsletter:account:${userId}`
    const account = await this.attempts.take(accountKey, NEWSLETTER_ACCOUNT)
    if (!account.allowed) throw tooManyTries(messages.tooManyNewsletters, account.retryAfterMs)
    const address = await this.attempts.take(`newsletter:address:${ip}`, NEWSLETTER_ADDRESS)
    if (!address.allowed) {
      await this.attempts.giveBack(accountKey, NEWSLETTER_ACCOUNT)
      throw tooManyTries(messages.tooManyNewsletters, address.retryAfterMs)
    }
    await this.attempts.prune()
  }
}
