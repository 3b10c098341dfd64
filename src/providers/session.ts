import { defaults } from '@feathersjs/authentication-client'
import type { User } from '../../server/services/users/users.schema'

/** Where the authentication client keeps the token: read here, written only by it. */
const TOKEN_KEY = defaults.storageKey

export type SessionUser = Omit<User, 'password' | 'verifyToken' | 'verifyExpires'>

interface TokenPayload {
  sub?: string
  exp?: number
}

function tokenPayload(token: string | null): TokenPayload | null {
  if (!token) return null
  try {
    const [, payload] = token.split('.')
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as TokenPayload
  } catch {
    return null
  }
}

/** A token that decodes and has not expired; the server still has the last word. */
export function tokenIsFresh(token: string | null, now = Date.now()): boolean {
  const payload = tokenPayload(token)
  return Boolean(payload?.sub && payload.exp && payload.exp * 1000 > now)
}

/**
 * The user signed in on this page, as the server answered the sign-in or the start-up's check. Kept in
 * memory only: every page load reads it again with the stored token, so no copy of it can go stale.
 */
let user: SessionUser | null = null

export const session = {
  user: () => user,
  setUser(next: SessionUser | null) {
    user = next
  },
  /** Whether the stored token is fresh: read at once, as pages decide what to show first (the client's storage answers promises). */
  isSignedIn: () => tokenIsFresh(localStorage.getItem(TOKEN_KEY)),
  /** Calls `onToken` with the user of each token another tab stores (not on sign-out); answers the unsubscribe. */
  onTokenStored(onToken: (holder: string) => void): () => void {
    const listener = (event: StorageEvent) => {
      if (event.key !== TOKEN_KEY || !event.newValue) return
      const holder = tokenPayload(event.newValue)?.sub
      if (holder) onToken(holder)
    }
    window.addEventListener('storage', listener)
    return () => window.removeEventListener('storage', listener)
  },
}
