import { BadRequest, NotFound } from '@feathersjs/errors'
import type { Id, Params } from '@feathersjs/feathers'
import { messages } from '../../../common/messages'
import { passwordError } from '../../../common/userRules'
import { dbFor } from '../../db/transaction'
import type { Application } from '../../declarations'
import { hashPassword } from '../../passwords'
import { hashLinkToken } from '../../tokens'
import type { User } from '../users/users.schema'
import type { AcceptedInvitation, AcceptInvitationData, Invitation } from './accept-invitation.schema'

/** Public: look up an invitation by its token, and accept it by choosing a name and password. */
export class AcceptInvitationService {
  constructor(private app: Application) {}

  private async pendingInvitation(token: string, db = this.app.get('knex')): Promise<User> {
    const user = await db('users')
      .where({ verifyToken: hashLinkToken(String(token)), isVerified: false })
      .andWhere('verifyExpires', '>', new Date())
      .first()
    if (!user) throw new NotFound(messages.invitationInvalid)
    return user
  }

  async get(token: Id): Promise<Invitation> {
    const { email, name, role } = await this.pendingInvitation(String(token))
    return { email, name, role }
  }

  async create(data: AcceptInvitationData, params?: Params): Promise<AcceptedInvitation> {
    const db = dbFor(this.app, params)
    const name = data.name.trim()
    if (!name) throw new BadRequest(messages.enterName)
    const passwordProblem = passwordError(data.password)
    if (passwordProblem) throw new BadRequest(passwordProblem)
    const user = await this.pendingInvitation(data.verifyToken, db)
    await db('users')
      .where({ id: user.id })
      .update({
        name,
        password: await hashPassword(data.password),
        isVerified: true,
        verifyToken: null,
        verifyExpires: null,
        updatedAt: new Date(),
      })
    return { email: user.email, name, role: user.role, consumerAppUrl: this.app.get('config').consumerAppUrl }
  }
}
