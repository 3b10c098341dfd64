import type { User } from './users.schema'

// the session version is not secret, but it is the server's own: it never leaves it either
export const SECRET_FIELDS = ['password', 'verifyToken', 'verifyExpires', 'sessionVersion'] as const

/** A user record fit to leave the server. */
export function withoutSecrets(user: User): User {
  const copy = { ...user }
  for (const field of SECRET_FIELDS) delete copy[field]
  return copy
}
