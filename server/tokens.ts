import { createHash, randomBytes } from 'node:crypto'

/** A random single-use token for a link, and the hash that is stored in its place. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('hex')
  return { token, hash: hashLinkToken(token) }
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex')
