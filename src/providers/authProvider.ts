import type { AuthProvider } from 'react-admin'
import { messages } from '../../common/messages'
import { canOpenRoute, homeRoute } from '../../common/permissions'
import { resourceRoute } from './resources'
import { ROUTES } from '../../common/routes'
import { feathersClient } from './feathersClient'
import { relogin } from './reloginStore'
import { session, tokenIsFresh, tokenPayload, type SessionUser } from './session'

interface AuthenticationResult {
  accessToken: string
  user: SessionUser
}

interface ApiError {
  code?: number
  name?: string
  message?: string
}

/** The first check of a page load reloads the signed-in user from the server. */
let userLoaded: Promise<void> | null = null

/** Signs in with the local strategy; role `user` has no place in this console. */
export async function authenticate(email: string, password: string): Promise<SessionUser> {
  const result = (await feathersClient
    .service('authentication')
    .create({ strategy: 'local', email, password })) as AuthenticationResult
  if (result.user.role === 'user') throw new Error(messages.noConsoleAccess)
  session.save(result.accessToken, result.user)
  userLoaded = Promise.resolve()
  return result.user
}

/**
 * A fresh start of the console for whoever holds the session now: nothing of the page (its lists, its
 * drafts, its "assigned to me" marks) may go on under another user's token.
 */
export function startFresh() {
  window.location.assign(ROUTES.root)
}

/**
 * Signs the session's own user back in (the relogin modal). Another account, or the same one with a new
 * role, means a fresh start: the page was built for what the old session could do.
 */
export async function reauthenticate(password: string): Promise<void> {
  const current = session.user()
  if (!current) return startFresh()
  const result = (await feathersClient
    .service('authentication')
    .create({ strategy: 'local', email: current.email, password })) as AuthenticationResult
  session.save(result.accessToken, result.user)
  if (result.user.id !== current.id || result.user.role !== current.role) startFresh()
}

async function loadUser() {
  const id = tokenPayload(session.token())?.sub
  try {
    const user = (await feathersClient.service('users').get(id as string)) as SessionUser
    if (user.role === 'user') throw new Error(messages.noConsoleAccess)
    session.saveUser(user)
  } catch (error) {
    session.clear()
    const { name, message } = error as ApiError
    throw { redirectTo: ROUTES.auth, message: name && name !== 'Error' ? `${name}: ${message}` : message }
  }
}

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    const user = await authenticate(email, password)
    return { redirectTo: homeRoute(user.role) }
  },
  async logout() {
    // the server ends every session of the account, so that a copy of the token is worth nothing either
    const token = session.token()
    if (tokenIsFresh(token)) await feathersClient.service('authentication').remove(token).catch(() => undefined)
    session.clear()
    userLoaded = null
    relogin.close()
    return ROUTES.auth
  },
  async checkAuth() {
    if (!session.isSignedIn()) {
      // the token ran out while the console was open: sign in again over the page instead of leaving it
      if (userLoaded && session.user()) return relogin.open()
      session.clear()
      throw { redirectTo: ROUTES.auth, message: false }
    }
    userLoaded ??= loadUser().catch((error) => {
      userLoaded = null
      throw error
    })
    await userLoaded
  },
  async checkError(error: ApiError) {
    // keep the page and its unsaved edits: sign in again in the modal instead of leaving
    if (error?.code === 401 && session.user()) relogin.open()
  },
  async getIdentity() {
    const user = session.user()
    if (!user) throw new Error('Not signed in')
    return { id: user.id, fullName: user.name, email: user.email, role: user.role }
  },
  async getPermissions() {
    return session.user()?.role
  },
  async canAccess({ resource }: { resource: string }) {
    return canOpenRoute(session.user()?.role, resourceRoute(resource))
  },
}
