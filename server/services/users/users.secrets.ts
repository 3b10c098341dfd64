import { SECRET_FIELDS, type User } from './users.schema'

/** A user record fit to leave the server. */
export function withoutSecrets(user: User): User {
  const copy = { ...user }
  for (const field of SECRET_FIELDS) delete copy[field]
  return copy
}
