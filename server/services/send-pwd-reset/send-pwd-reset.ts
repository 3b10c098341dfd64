import { BadRequest } from '@feathersjs/errors'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { Type, getValidator, type Static } from '@feathersjs/typebox'
import { MAX_INPUT_LENGTH, RESET_TOKEN_TTL_MS } from '../../../common/limits'
import { messages } from '../../../common/messages'
import { ROUTES } from '../../../common/routes'
import { isValidEmail } from '../../../common/userRules'
import type { Application } from '../../declarations'
import { userWithEmail } from '../users/userWithEmail'
import { newLinkToken } from '../../tokens'
import { dataValidator } from '../../validators'

const sendPwdResetSchema = Type.Object(
  { email: Type.String({ maxLength: MAX_INPUT_LENGTH }) },
  { $id: 'SendPwdResetData', additionalProperties: false },
)
type SendPwdResetData = Static<typeof sendPwdResetSchema>

export interface SendPwdResetResult {
  code: number
  info: string
  message: string
}

declare module '../../declarations' {
  interface ServiceTypes {
    'send-pwd-reset': SendPwdResetService
  }
}

/** Public: mails a single-use reset link. The answer is the same whether or not the email exists. */
export class SendPwdResetService {
  constructor(private app: Application) {}

  async create(data: SendPwdResetData): Promise<SendPwdResetResult> {
    const email = data.email.trim()
    if (!isValidEmail(email)) throw new BadRequest(messages.invalidEmail)
    const db = this.app.get('knex')
    const user = await userWithEmail(db, email).andWhere({ isVerified: true, isBlocked: false }).first()
    if (user) {
      // a new link, beside those mailed before: asking again does not spoil a link the user has
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
    return { code: 200, info: 'sent', message: messages.resetEmailSent }
  }
}

// compiled once per process: a schema's $id may be added to the validator only once
const sendPwdResetValidator = getValidator(sendPwdResetSchema, dataValidator)

export function sendPwdReset(app: Application) {
  app.use('send-pwd-reset', new SendPwdResetService(app), { methods: ['create'] })
  app.service('send-pwd-reset').hooks({
    before: { create: [schemaHooks.validateData(sendPwdResetValidator)] },
  })
}
