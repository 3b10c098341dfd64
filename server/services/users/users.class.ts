import type { Params } from '@feathersjs/feathers'
import { KnexService } from '@feathersjs/knex'
import type { User, UserData, UserPatch, UserQuery } from './users.schema'

/** An invitation's link token rides along from the hook that makes it to the hook that mails it. */
export type UserParams = Params<UserQuery> & { invitationToken?: string }

/** Users as stored; the invitation, the rules and the inviter's name are hooks (users.ts). */
export class UserService extends KnexService<User, UserData, UserParams, UserPatch> {}
