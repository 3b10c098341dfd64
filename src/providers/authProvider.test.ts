import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authProvider, followOtherTabs, reauthenticate, takeStartupFailure } from './authProvider'
import { dataProvider } from './dataProvider'
import { relogin } from './reloginStore'
import type { SessionUser } from './session'

const ANA = { id: 'u1', email: 'ana@example.com', name: 'Ana', role: 'analyst' } as SessionUser
const BOB = { id: 'u2', email: 'bob@example.com', name: 'Bob', role: 'analyst' } as SessionUser
const tokenOf = (sub: string, minutes = 10) =>
  `e30.${btoa(JSON.stringify({ sub, exp: Math.floor(Date.now() / 1000) + minutes * 60 })).replace(/=+$/, '')}.sig`

interface Call {
  method: string
  url: string
  authorization?: string
  body: Record<string, unknown> | null
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** The API as the tests need it: POST /authentication answers `signsIn` (Ana by default), the rest an empty page. */
let signsIn: (body: Record<string, unknown>) => Response
let calls: Call[]
beforeEach(() => {
  calls = []
  signsIn = (body) =>
    body.strategy === 'local' && body.password !== 'secret'
      ? json(401, {
          name: 'NotAuthenticated',
          code: 401,
          message: 'Authentication error. Incorrect email or password.',
        })
      : json(201, { accessToken: body.strategy === 'jwt' ? body.accessToken : tokenOf(ANA.id), user: ANA })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null
      const method = init.method ?? 'GET'
      const authorization = (init.headers as Record<string, string> | undefined)?.Authorization
      calls.push({ method, url, authorization, body })
      if (url === '/api/authentication' && method === 'POST') return signsIn(body!)
      if (url === '/api/authentication') return json(200, {})
      return json(200, { total: 0, data: [] })
    }),
  )
  vi.stubGlobal('location', { ...window.location, assign: vi.fn() })
})
afterEach(async () => {
  await authProvider.logout({})
  relogin.close()
  vi.unstubAllGlobals()
})

const storedToken = () => localStorage.getItem('feathers-jwt')

describe('signing in', () => {
  it('keeps the token where the tabs share it and sends it with every call', async () => {
    expect(await authProvider.login({ email: ANA.email, password: 'secret' })).toEqual({
      redirectTo: '/analyst/entities',
    })
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { strategy: 'local', email: ANA.email, password: 'secret' },
    })
    expect(storedToken()).toBe(tokenOf(ANA.id))
    await dataProvider.getList('countries', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'name', order: 'ASC' },
    })
    expect(calls.at(-1)?.authorization).toBe(`Bearer ${tokenOf(ANA.id)}`)
    expect(await authProvider.getIdentity!()).toMatchObject({ id: ANA.id, fullName: 'Ana', email: ANA.email })
  })

  it('refuses the role user, whose token is not kept', async () => {
    signsIn = () => json(201, { accessToken: tokenOf('u9'), user: { ...ANA, id: 'u9', role: 'user' } })
    await expect(authProvider.login({ email: 'u@example.com', password: 'secret' })).rejects.toThrow(
      'This account has no access to the console',
    )
    expect(storedToken()).toBeNull()
  })
})

describe('the start-up check', () => {
  it('has the server check a stored token and answer its user, once a page load', async () => {
    localStorage.setItem('feathers-jwt', tokenOf(ANA.id))
    await authProvider.checkAuth({})
    await authProvider.checkAuth({})
    expect(calls).toEqual([
      expect.objectContaining({ method: 'POST', body: { strategy: 'jwt', accessToken: tokenOf(ANA.id) } }),
    ])
    expect(await authProvider.getPermissions!({})).toBe('analyst')
  })

  it('has the permissions, asked beside it, wait for the user it reads', async () => {
    localStorage.setItem('feathers-jwt', tokenOf(ANA.id))
    const [permissions] = await Promise.all([authProvider.getPermissions!({}), authProvider.checkAuth({})])
    expect(permissions).toBe('analyst')
    expect(calls).toHaveLength(1)
  })

  it('means signed out for an expired token, without asking the server', async () => {
    localStorage.setItem('feathers-jwt', tokenOf(ANA.id, -1))
    await expect(authProvider.checkAuth({})).rejects.toEqual({ redirectTo: '/auth', message: false })
    expect(calls).toEqual([])
    expect(storedToken()).toBeNull()
  })

  it('signs out with the name and message of the server when it refuses the token', async () => {
    localStorage.setItem('feathers-jwt', tokenOf(ANA.id))
    signsIn = () => json(401, { name: 'NotAuthenticated', code: 401, message: 'This account no longer exists' })
    await expect(authProvider.checkAuth({})).rejects.toEqual({
      redirectTo: '/auth',
      message: 'NotAuthenticated: This account no longer exists',
    })
    expect(storedToken()).toBeNull()
    expect(takeStartupFailure()).toBe('NotAuthenticated: This account no longer exists')
    expect(takeStartupFailure()).toBeNull()
  })

  // spec 1 §8: failure of the initial load logs the user out and toasts the name and message from the server
  it.each<[string, () => Response, string]>([
    [
      'a fault the server words',
      () => json(500, { name: 'GeneralError', code: 500, message: 'The database cannot be reached' }),
      'GeneralError: The database cannot be reached',
    ],
    ['an answer without a message', () => new Response('', { status: 500 }), 'Something went wrong...'],
  ])('keeps for the sign-in page what %s says when reading the user fails', async (_, answer, toast) => {
    localStorage.setItem('feathers-jwt', tokenOf(ANA.id))
    signsIn = answer
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/auth' })
    expect(storedToken()).toBeNull()
    expect(takeStartupFailure()).toBe(toast)
  })
})

describe('a session that ends while the console is open', () => {
  it('opens the relogin modal on a 401, and only for a signed-in user', async () => {
    await authProvider.checkError({ code: 401 })
    expect(relogin.isOpen()).toBe(false)
    await authProvider.login({ email: ANA.email, password: 'secret' })
    await authProvider.checkError({ code: 403 })
    expect(relogin.isOpen()).toBe(false)
    await authProvider.checkError({ code: 401 })
    expect(relogin.isOpen()).toBe(true)
  })

  it('opens the relogin modal when the token has run out, keeping the page', async () => {
    await authProvider.login({ email: ANA.email, password: 'secret' })
    localStorage.setItem('feathers-jwt', tokenOf(ANA.id, -1))
    await authProvider.checkAuth({})
    expect(relogin.isOpen()).toBe(true)
    expect(await authProvider.getIdentity!()).toMatchObject({ id: ANA.id })
  })
})

describe('the relogin modal signs the same user back in', () => {
  it("sends the session user's own email, keeps the page and sends the new token", async () => {
    await authProvider.login({ email: ANA.email, password: 'secret' })
    const renewed = tokenOf(ANA.id, 20)
    signsIn = () => json(201, { accessToken: renewed, user: ANA })
    await reauthenticate('secret')
    expect(calls.at(-1)?.body).toEqual({ strategy: 'local', email: ANA.email, password: 'secret' })
    expect(window.location.assign).not.toHaveBeenCalled()
    await dataProvider.find('countries')
    expect(calls.at(-1)?.authorization).toBe(`Bearer ${renewed}`)
  })

  it('keeps the user when the password is wrong', async () => {
    await authProvider.login({ email: ANA.email, password: 'secret' })
    await expect(reauthenticate('wrong')).rejects.toThrow('Authentication error. Incorrect email or password.')
    expect(await authProvider.getIdentity!()).toMatchObject({ email: ANA.email })
  })

  it.each([
    ['another account', BOB],
    ['the same account with a new role', { ...ANA, role: 'admin' }],
  ])('starts the console afresh for %s', async (_case, user) => {
    await authProvider.login({ email: ANA.email, password: 'secret' })
    signsIn = () => json(201, { accessToken: tokenOf(user.id), user })
    await reauthenticate('secret')
    expect(window.location.assign).toHaveBeenCalledWith('/')
  })
})

describe('other tabs of the browser', () => {
  const stored = (token: string) =>
    window.dispatchEvent(new StorageEvent('storage', { key: 'feathers-jwt', newValue: token }))

  it('take this page along when they sign the same user in again', async () => {
    await authProvider.login({ email: ANA.email, password: 'secret' })
    const takenUp = vi.fn()
    const stop = followOtherTabs(ANA.id, takenUp)
    const renewed = tokenOf(ANA.id, 30)
    localStorage.setItem('feathers-jwt', renewed)
    stored(renewed)
    await vi.waitFor(() => expect(calls.at(-1)?.body).toEqual({ strategy: 'jwt', accessToken: renewed }))
    await vi.waitFor(() => expect(takenUp).toHaveBeenCalledOnce())
    await dataProvider.find('countries')
    expect(calls.at(-1)?.authorization).toBe(`Bearer ${renewed}`)
    expect(window.location.assign).not.toHaveBeenCalled()
    stop()
  })

  it('start this page afresh when they sign someone else in', async () => {
    await authProvider.login({ email: ANA.email, password: 'secret' })
    const stop = followOtherTabs(ANA.id, vi.fn())
    stored(tokenOf(BOB.id))
    expect(window.location.assign).toHaveBeenCalledWith('/')
    stop()
  })
})

describe('signing out', () => {
  it('asks the server to end the sessions with the token, then forgets it', async () => {
    await authProvider.login({ email: ANA.email, password: 'secret' })
    expect(await authProvider.logout({})).toBe('/auth')
    expect(calls.at(-1)).toMatchObject({
      method: 'DELETE',
      url: '/api/authentication',
      authorization: `Bearer ${tokenOf(ANA.id)}`,
    })
    expect(storedToken()).toBeNull()
    await expect(authProvider.getIdentity!()).rejects.toThrow()
  })

  it('forgets the token even when the server cannot be reached', async () => {
    await authProvider.login({ email: ANA.email, password: 'secret' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await authProvider.logout({})
    expect(storedToken()).toBeNull()
  })
})
