import { Forbidden, NotAuthenticated } from '@feathersjs/errors'
import { canCallService, OWN_RECORD, type Method } from '../../common/permissions'
import { messages } from '../../common/messages'
import type { HookContext, NextFunction } from '../declarations'

/**
 * Applies the permission matrix of common/permissions to every external call. Internal calls
 * (no provider) are trusted. A role's own user record is reachable through OWN_RECORD.
 */
export async function authorize(context: HookContext, next: NextFunction) {
  if (context.params.provider) {
    const { user } = context.params
    const method = context.method as Method
    const ownRecord =
      context.path === OWN_RECORD.service &&
      user &&
      context.id !== undefined &&
      context.id !== null &&
      String(context.id) === user.id &&
      OWN_RECORD.roles.includes(user.role) &&
      OWN_RECORD.methods.includes(method)
    if (!ownRecord && !canCallService(user?.role, context.path, method)) {
      throw user ? new Forbidden(messages.notAllowed) : new NotAuthenticated('Not authenticated')
    }
  }
  await next()
}
