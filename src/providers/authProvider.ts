import { Forbidden } from '@feathersjs/errors'
import type { AuthProvider } from 'react-admin'
import { messages } from '../../common/messages'
import { canOpenRoute, homeRoute } from '../../common/permissions'
import { resourceRoute } from './resources'
import { ROUTES } from '../../common/routes'
import { errorText, serverWorded } from './apiErrors'
import { feathersClient } from './feathersClient'
import { liveUpdates } from './realtime'
import { relogin } from './reloginStore'
import { session, type SessionUser } from './session'

/** What the authentication client answers a sign-in or a check of the stored token with. */
interface SignedIn {
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

/**
 * Why the start-up's check failed, for the console's toasts to show (spec 1 §8 "Failure of the initial
 * load logs the user out and toasts the name and message from the server"): react-admin logs the user out
 * of a failed check without a word.
 */
let startupFailure: string | null = null
const startupFailureListeners = new Set<() => void>()

/** Answers the start-up's failure once, then forgets it. */
export function takeStartupFailure(): string | null {
  const failure = startupFailure
  startupFailure = null
  return failure
}

/** Calls `listener` when the start-up's check fails; answers the unsubscribe. */
export function onStartupFailure(listener: () => void): () => void {
  startupFailureListeners.add(listener)
  return () => startupFailureListeners.delete(listener)
}

/** Forgets the session in this browser: the stored token, the client's state and the page's user. */
export async function forgetSession() {
  await feathersClient.authentication.removeAccessToken()
  await feathersClient.authentication.reset()
  session.setUser(null)
  liveUpdates.signedOut()
}

/** Signs in with the local strategy; role `user` has no place in this console. */
export async function authenticate(email: string, password: string): Promise<SessionUser> {
  const { user } = (await feathersClient.authenticate({ strategy: 'local', email, password })) as SignedIn
  if (user.role === 'user') {
    await forgetSession()
    throw new Error(messages.noConsoleAccess)
  }
  session.setUser(user)
  userLoaded = Promise.resolve()
  liveUpdates.signedIn()
  return user
}

/**
 * A fresh start of the console for whoever holds the session now: nothing of the page (its lists, its
 * drafts, its "assigned to me" marks) may go on under another user's token.
 */
function startFresh() {
  window.location.assign(ROUTES.root)
}

/**
 * Signs the session's own user back in (the relogin modal). Another account, or the same one with a new
 * role, means a fresh start: the page was built for what the old session could do.
 */
export async function reauthenticate(password: string): Promise<void> {
  const current = session.user()
  if (!current) return startFresh()
  const { user } = (await feathersClient.authenticate({
    strategy: 'local',
    email: current.email,
    password,
  })) as SignedIn
  session.setUser(user)
  if (user.id !== current.id || user.role !== current.role) return startFresh()
  liveUpdates.signedIn()
}

/**
 * Follows the tokens other tabs of the browser store: another user's starts this page afresh, so that no
 * page shows one user while its calls go out as another; the same user's (signed in again there) is taken
 * up here too, as the tabs share the session, and `onTakenUp` then resumes this page as its own sign-in would.
 */
export function followOtherTabs(userId: string, onTakenUp: () => void): () => void {
  return session.onTokenStored((holder) => {
    if (holder !== userId) return startFresh()
    feathersClient.reAuthenticate(true).then(() => {
      liveUpdates.signedIn()
      onTakenUp()
    }, () => undefined)
  })
}

/** Checks the stored token with the server, which answers its user. */
async function loadUser() {
  try {
    const { user } = (await feathersClient.reAuthenticate()) as SignedIn
    if (user.role === 'user') throw new Forbidden(messages.noConsoleAccess)
    session.setUser(user)
    liveUpdates.signedIn()
  } catch (error) {
    await forgetSession()
    const { name, message } = error as ApiError
    startupFailure = serverWorded(error) && name && name !== 'Error' ? `${name}: ${message}` : errorText(error)
    const failure = { redirectTo: ROUTES.auth, message: startupFailure }
    startupFailureListeners.forEach((listener) => listener())
    throw failure
  }
}

function loadUserOnce() {
  userLoaded ??= loadUser().catch((error) => {
    userLoaded = null
    throw error
  })
  return userLoaded
}

/**
 * The page's user. React-admin asks for the permissions beside the start-up check, not after it: they
 * wait for the user that check reads (its failure is the check's to report).
 */
async function signedInUser(): Promise<SessionUser | null> {
  if (!session.user() && session.isSignedIn()) await loadUserOnce().catch(() => undefined)
  return session.user()
}

export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    const user = await authenticate(email, password)
    return { redirectTo: homeRoute(user.role) }
  },
  async logout() {
    // the server ends every session of the account, so that a copy of the token is worth nothing either
    if (session.isSignedIn())
      await feathersClient
        .reAuthenticate()
        .then(() => feathersClient.logout())
        .catch(() => undefined)
    await forgetSession()
    userLoaded = null
    relogin.close()
    return ROUTES.auth
  },
  async checkAuth() {
    if (!session.isSignedIn()) {
      // the token ran out while the console was open: sign in again over the page instead of leaving it
      if (userLoaded && session.user()) return relogin.open()
      await forgetSession()
      throw { redirectTo: ROUTES.auth, message: false }
    }
    await loadUserOnce()
  },
  async checkError(error: ApiError) {
    // keep the page and its unsaved edits: sign in again in the modal instead of leaving
    if (error?.code === 401 && session.user()) relogin.open()
  },
  async getIdentity() {
    const user = await signedInUser()
    if (!user) throw new Error('Not signed in')
    return { id: user.id, fullName: user.name, email: user.email, role: user.role }
  },
  async getPermissions() {
    return (await signedInUser())?.role
  },
  async canAccess({ resource }: { resource: string }) {
    return canOpenRoute((await signedInUser())?.role, resourceRoute(resource))
  },
}
