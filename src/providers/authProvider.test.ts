import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authProvider, reauthenticate } from './authProvider'
import { feathersClient } from './feathersClient'
import { session, type SessionUser } from './session'

const ANA = { id: 'u1', email: 'ana@example.com', name: 'Ana', role: 'analyst' } as SessionUser
const tokenOf = (sub: string) =>
  `e30.${btoa(JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + 600 })).replace(/=+$/, '')}.sig`

const authentication = feathersClient.service('authentication')
let assign: ReturnType<typeof vi.fn>

beforeEach(() => {
  session.save(tokenOf(ANA.id), ANA)
  assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign })
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  session.clear()
})

describe('the relogin modal signs the same user back in', () => {
  it("sends the session user's own email and keeps the page", async () => {
    const create = vi.spyOn(authentication, 'create').mockResolvedValue({ accessToken: tokenOf(ANA.id), user: ANA } as never)
    await reauthenticate('secret')
    expect(create).toHaveBeenCalledWith({ strategy: 'local', email: ANA.email, password: 'secret' })
    expect(assign).not.toHaveBeenCalled()
  })

  it.each([
    ['another account', { ...ANA, id: 'u2', email: 'bob@example.com' }],
    ['the same account with a new role', { ...ANA, role: 'admin' }],
  ])('starts the console afresh for %s', async (_case, user) => {
    vi.spyOn(authentication, 'create').mockResolvedValue({ accessToken: tokenOf(user.id), user } as never)
    await reauthenticate('secret')
    expect(assign).toHaveBeenCalledWith('/')
  })
})

describe('signing out', () => {
  it('asks the server to end the sessions, then forgets the token', async () => {
    const token = session.token()
    const remove = vi.spyOn(authentication, 'remove').mockResolvedValue({} as never)
    await authProvider.logout({})
    expect(remove).toHaveBeenCalledWith(token)
    expect(session.token()).toBeNull()
  })

  it('forgets the token even when the server cannot be reached', async () => {
    vi.spyOn(authentication, 'remove').mockRejectedValue(new Error('offline'))
    await authProvider.logout({})
    expect(session.token()).toBeNull()
  })
})
