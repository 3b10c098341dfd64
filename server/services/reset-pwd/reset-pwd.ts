import { BadRequest } from '@feathersjs/errors'
import { hooks as schemaHooks } from '@feathersjs/schema'
import { Type, getValidator, type Static } from '@feathersjs/typebox'
import { PASSWORD_MAX_LENGTH } from '../../../common/limits'
import { messages } from '../../../common/messages'
import { passwordError } from '../../../common/userRules'
import type { Application } from '../../declarations'
import { hashPassword } from '../../passwords'
import { hashLinkToken } from '../../tokens'
import { dataValidator } from '../../validators'

const resetPwdSchema = Type.Object(
  { password: Type.String({ maxLength: PASSWORD_MAX_LENGTH }), resetToken: Type.String({ maxLength: 128 }) },
  { $id: 'ResetPwdData', additionalProperties: false },
)
type ResetPwdData = Static<typeof resetPwdSchema>

declare module '../../declarations' {
  interface ServiceTypes {
    'reset-pwd': ResetPwdService
  }
}

/** Public: sets a new password with a reset token, which works once and expires. */
export class ResetPwdService {
  constructor(private app: Application) {}

  async create(data: ResetPwdData): Promise<{ message: string }> {
    const problem = passwordError(data.password)
    if (problem) throw new BadRequest(problem)
    const password = await hashPassword(data.password)
    const db = this.app.get('knex')
    // the new password ends every session of the old one
    const updated: { id: string }[] = await db('users')
      .where({ resetToken: hashLinkToken(data.resetToken) })
      .andWhere('resetExpires', '>', new Date())
      .update(
        {
          password,
          resetToken: null,
          resetExpires: null,
          updatedAt: new Date(),
          sessionVersion: db.raw('"sessionVersion" + 1'),
        },
        ['id'],
      )
    if (updated.length !== 1) throw new BadRequest(messages.resetTokenInvalid)
    this.app.get('signedInUsers').forget(updated[0].id)
    return { message: messages.passwordReset }
  }
}

// compiled once per process: a schema's $id may be added to the validator only once
const resetPwdValidator = getValidator(resetPwdSchema, dataValidator)

export function resetPwd(app: Application) {
  app.use('reset-pwd', new ResetPwdService(app), { methods: ['create'] })
  app.service('reset-pwd').hooks({
    before: { create: [schemaHooks.validateData(resetPwdValidator)] },
  })
}
