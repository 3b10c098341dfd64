import { BadRequest } from '@feathersjs/errors'
import { messages } from '../../../common/messages'
import { passwordError } from '../../../common/userRules'
import type { Application } from '../../declarations'
import { hashPassword } from '../../passwords'
import { hashLinkToken } from '../../tokens'
import type { ResetPwdData } from './reset-pwd.schema'

/** Public: sets a new password with a reset token, which works once and expires. */
export class ResetPwdService {
  constructor(private app: Application) {}

  async create(data: ResetPwdData): Promise<{ message: string }> {
    const problem = passwordError(data.password)
    if (problem) throw new BadRequest(problem)
    const password = await hashPassword(data.password)
    // the link is spent with the user's other reset links, and the new password ends every session of the old
    const userId = await this.app.get('knex').transaction(async (trx): Promise<string | undefined> => {
      const spent: { userId: string }[] = await trx('reset_links')
        .where({ tokenHash: hashLinkToken(data.resetToken) })
        .andWhere('expiresAt', '>', new Date())
        .delete(['userId'])
      if (spent.length !== 1) return undefined
      const { userId } = spent[0]
      await trx('reset_links').where({ userId }).delete()
      await trx('users')
        .where({ id: userId })
        .update({ password, updatedAt: new Date(), sessionVersion: trx.raw('"sessionVersion" + 1') })
      return userId
    })
    if (!userId) throw new BadRequest(messages.resetTokenInvalid)
    this.app.get('realtime').sessionsEnded(userId)
    return { message: messages.passwordReset }
  }
}
