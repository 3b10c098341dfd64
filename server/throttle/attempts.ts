import { TooManyRequests } from '@feathersjs/errors'
import type { Knex } from 'knex'
import { fillMessage } from '../../common/messages'

/**
 * How often something may be tried under one key: `free` tries, then each further try waits, the wait
 * doubling from `firstWaitMs` up to `maxWaitMs`. The count is forgotten `forgetMs` after the last try.
 */
export interface AttemptPolicy {
  free: number
  firstWaitMs: number
  maxWaitMs: number
  forgetMs: number
}

export type Attempt = { allowed: true; count: number } | { allowed: false; retryAfterMs: number }

/** The wait after the `count`-th try of a policy. */
export function waitAfter(policy: AttemptPolicy, count: number): number {
  if (count < policy.free) return 0
  return Math.min(policy.firstWaitMs * 2 ** (count - policy.free), policy.maxWaitMs)
}

/**
 * The 429 of a refused try: its message with the minutes to wait, the seconds in its data. The minutes
 * are rounded, not raised: parallel requests read the clock a few ms apart, and a wait of 15 minutes
 * and 3 ms is still '15 min' to a person.
 */
export function tooManyTries(message: string, retryAfterMs: number) {
  const minutes = Math.max(Math.round(retryAfterMs / 60_000), 1)
  return new TooManyRequests(fillMessage(message, { minutes }), {
    retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
  })
}

/** The wait after the try whose count is `count` (an SQL expression), as `waitAfter`. */
const waitSql = (count: string) =>
  `CASE WHEN ${count} < :free THEN 0 ELSE LEAST(:firstWait * POWER(2, ${count} - :free), :maxWait) END`

const policyBindings = (policy: AttemptPolicy) => ({
  free: policy.free,
  firstWait: policy.firstWaitMs,
  maxWait: policy.maxWaitMs,
})

/**
 * Attempts counted in the database, so every API process sees them. A try is taken by one statement
 * that counts it only if the policy allows it now: of any number of parallel tries, exactly as many
 * pass as the policy allows (a count read first and written after would let them all through). A
 * free try is allowed by its count, not by a time: parallel requests read the clock a few ms apart.
 */
export class Attempts {
  constructor(
    private db: () => Knex,
    private now: () => number = Date.now,
  ) {}

  /** Takes one try under `key`, or says how long until the next is allowed. */
  async take(key: string, policy: AttemptPolicy): Promise<Attempt> {
    const now = this.now()
    const { rows } = await this.db().raw<{ rows: { count: number }[] }>(
      `INSERT INTO attempts (key, count, "retryAt", "expiresAt")
         VALUES (:key, 1, :now + ${waitSql('1')}, :expiresAt)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN attempts."expiresAt" <= :now THEN 1 ELSE attempts.count + 1 END,
         "retryAt" = :now + CASE WHEN attempts."expiresAt" <= :now THEN ${waitSql('1')}
                                 ELSE ${waitSql('(attempts.count + 1)')} END,
         "expiresAt" = :expiresAt
       WHERE attempts."expiresAt" <= :now OR attempts.count < :free OR attempts."retryAt" <= :now
       RETURNING count`,
      { key, now, expiresAt: now + policy.forgetMs, ...policyBindings(policy) },
    )
    if (rows.length) return { allowed: true, count: Number(rows[0].count) }
    const kept = await this.db()('attempts').where({ key }).first<{ retryAt: number } | undefined>('retryAt')
    return { allowed: false, retryAfterMs: Math.max(Number(kept?.retryAt ?? now) - now, 1) }
  }

  /**
   * Gives one try back under `key` (a try that turned out right, or whose request was refused after all),
   * its wait as before that try. A count given back to nothing goes, so a refused first try leaves no row.
   */
  async giveBack(key: string, policy: AttemptPolicy) {
    await this.db().raw(
      `WITH forgotten AS (DELETE FROM attempts WHERE key = :key AND count <= 1)
       UPDATE attempts SET count = count - 1, "retryAt" = :now + ${waitSql('(count - 1)')}
       WHERE key = :key AND count > 1`,
      { key, now: this.now(), ...policyBindings(policy) },
    )
  }

  /** Forgets every try under `key` (a sign-in that succeeded). */
  async clear(key: string) {
    await this.db()('attempts').where({ key }).delete()
  }

  /** Removes the counts no longer remembered. */
  async prune() {
    await this.db()('attempts').where('expiresAt', '<=', this.now()).delete()
  }
}
