import { BadRequest } from '@feathersjs/errors'
import type { Params } from '@feathersjs/feathers'
import { RESET_TOKEN_TTL_MS } from '../../../common/limits'
import { messages } from '../../../common/messages'
import { ROUTES } from '../../../common/routes'
import { isValidEmail } from '../../../common/userRules'
import type { Application } from '../../declarations'
import { userWithEmail } from '../users/users.by-email'
import { MailThrottle } from '../../throttle/mailThrottle'
import { newLinkToken } from '../../tokens'
import type { SendPwdResetData, SendPwdResetResult } from './send-pwd-reset.schema'

const SENT: SendPwdResetResult = { code: 200, info: 'sent', message: messages.resetEmailSent }

/**
 * Public: mails a single-use reset link. The answer is the same, and as quick, whether or not the email
 * has an account, and whether or not its mails are used up: the request is counted and answered, and
 * only then is the account looked up and mailed, in the background.
 */
export class SendPwdResetService {
  private throttle: MailThrottle

  constructor(private app: Application) {
    this.throttle = new MailThrottle(() => app.get('knex'))
  }

  async create(data: SendPwdResetData, params?: Params): Promise<SendPwdResetResult> {
    const email = data.email.trim()
    if (!isValidEmail(email)) throw new BadRequest(messages.invalidEmail)
    if (await this.throttle.resetMail(email, params?.ip))
      this.app.get('background').run('reset mail', () => this.mailLink(email))
    return SENT
  }

  /** A new link for a verified, unblocked account; the links it was mailed before still work. */
  private async mailLink(email: string) {
    const db = this.app.get('knex')
    const user = await userWithEmail(db, email).andWhere({ isVerified: true, isBlocked: false }).first()
    if (!user) return
    const { token, hash } = newLinkToken()
    await db.transaction(async (trx) => {
      await trx('reset_links').where({ userId: user.id }).andWhere('expiresAt', '<=', new Date()).delete()
      await trx('reset_links').insert({
        tokenHash: hash,
        userId: user.id,
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      })
      const link = `${this.app.get('config').publicUrl}${ROUTES.passwordReset}?resetToken=${token}`
      await this.app.get('mailer').send(
        {
          to: user.email,
          subject: 'Reset your password',
          text: `Hello ${user.name},\n\nSomeone asked to reset the password of your editorial console account.\nSet a new password here (valid for one hour, once):\n${link}\n\nIf it was not you, ignore this message.`,
        },
        { db: trx, secret: token },
      )
    })
  }
}
