import type { User } from './users.schema'

export const SECRET_FIELDS = ['password', 'verifyToken', 'verifyExpires', 'resetToken', 'resetExpires'] as const

/** A user record fit to leave the server. */
export function withoutSecrets(user: User): User {
  const copy = { ...user }
  for (const field of SECRET_FIELDS) delete copy[field]
  return copy
}
