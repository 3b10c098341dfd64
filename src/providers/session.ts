import type { User } from '../../server/services/users/users.schema'

/** The session kept in browser storage: the token (under the Feathers client's key) and the signed-in user. */
const TOKEN_KEY = 'feathers-jwt'
const USER_KEY = 'console-user'

export type SessionUser = Omit<User, 'password' | 'verifyToken' | 'verifyExpires'>

interface TokenPayload {
  sub?: string
  exp?: number
}

export function tokenPayload(token: string | null): TokenPayload | null {
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

export const session = {
  token: () => localStorage.getItem(TOKEN_KEY),
  user: (): SessionUser | null => {
    const stored = localStorage.getItem(USER_KEY)
    try {
      return stored ? (JSON.parse(stored) as SessionUser) : null
    } catch {
      return null
    }
  },
  save(token: string, user: SessionUser) {
    localStorage.setItem(TOKEN_KEY, token)
    localStorage.setItem(USER_KEY, JSON.stringify(user))
  },
  saveUser(user: SessionUser) {
    localStorage.setItem(USER_KEY, JSON.stringify(user))
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY)
    localStorage.removeItem(USER_KEY)
  },
  isSignedIn: () => tokenIsFresh(localStorage.getItem(TOKEN_KEY)),
  /** Calls `onChange` when another tab stores a token of another user than `userId`; answers the unsubscribe. */
  onOtherUser(userId: string, onChange: () => void): () => void {
    const listener = (event: StorageEvent) => {
      if (event.key !== TOKEN_KEY || !event.newValue) return
      const holder = tokenPayload(event.newValue)?.sub
      if (holder && holder !== userId) onChange()
    }
    window.addEventListener('storage', listener)
    return () => window.removeEventListener('storage', listener)
  },
}
