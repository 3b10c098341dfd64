import { expect } from 'vitest'
import type { Knex } from 'knex'
import type { Role } from '../../common/roles'
import { ADMIN, lastMailTo, type ApiResponse, type TestServer } from './harness'

/** Feathers' JSON error shape as clients receive it. */
export interface ErrorBody {
  name: string
  message: string
  code: number
  className: string
  data?: unknown
  errors?: unknown
  stack?: unknown
}

export interface Page<T> {
  total: number
  limit: number
  skip: number
  data: T[]
}

/** A user as the API answers it. */
export interface UserBody {
  id: string
  email: string
  name: string
  role: Role
  profile: string
  topics: number[]
  newsletter: number[]
  isVerified: boolean
  isBlocked: boolean
  trialEndDate: string | null
  inviterId: string | null
  inviter: { id: string; name: string } | null
  createdAt: string
  updatedAt: string
  password?: unknown
  verifyToken?: unknown
  verifyExpires?: unknown
}

/** A users row as stored. */
export interface UserRow {
  id: string
  email: string
  name: string
  role: string
  profile: string
  topics: number[]
  newsletter: number[]
  isVerified: boolean
  isBlocked: boolean
  trialEndDate: string | null
  inviterId: string | null
  password: string | null
  verifyToken: string | null
  verifyExpires: Date | null
  createdAt: Date
  updatedAt: Date
}

export interface MailRow {
  id: number
  to: string
  subject: string
  text: string
  html: string | null
  createdAt: Date
}

export interface CountryBody {
  id: number
  name: string
  iso_code: string | null
}

export const SECRET_FIELDS = ['password', 'verifyToken', 'verifyExpires'] as const

/** Asserts an error answer: its status, its exact message, Feathers' shape and no stack trace. */
export function expectError(response: ApiResponse<unknown>, status: number, message?: string | RegExp) {
  const body = response.body as ErrorBody
  expect({ status: response.status, message: body?.message }).toMatchObject({
    status,
    ...(typeof message === 'string' ? { message } : {}),
  })
  if (message instanceof RegExp) expect(body.message).toMatch(message)
  expect(body.code).toBe(status)
  expect(typeof body.className).toBe('string')
  expect(body).not.toHaveProperty('stack')
  expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(ts|js):\d+/)
}

export function expectNoSecrets(user: object) {
  for (const field of SECRET_FIELDS) expect(user).not.toHaveProperty(field)
}

export const userRow = (db: Knex, id: string) => db<UserRow>('users').where({ id }).first()
export const userRowByEmail = (db: Knex, email: string) =>
  db<UserRow>('users').whereRaw('lower(email) = lower(?)', [email]).first()

export async function countRows(db: Knex, table: string): Promise<number> {
  const row = await db(table).count<{ count: number }[]>({ count: '*' })
  return Number(row[0].count)
}

export const mailsTo = (db: Knex, to: string) => db<MailRow>('mails').where({ to }).orderBy('id')

/** Everything a refused call could have written: users, mails, reset links and the counted tries, as stored. */
export async function writableState(db: Knex) {
  return {
    users: await db<UserRow>('users').orderBy('id'),
    mails: await db<MailRow>('mails').orderBy('id'),
    resetLinks: await db('reset_links').orderBy('tokenHash'),
    attempts: await db('attempts').orderBy('key'),
  }
}

/** Runs `call` and asserts that it changed none of them. */
export async function expectNothingWritten<T>(db: Knex, call: () => Promise<T>): Promise<T> {
  const before = await writableState(db)
  const result = await call()
  expect(await writableState(db)).toEqual(before)
  return result
}

let counter = 0
let clientAddresses = 0
/** A unique address for a test user. */
export const uniqueEmail = (label = 'user') => `${label}.${Date.now().toString(36)}.${++counter}@example.com`

/**
 * A client address no other call of the test file used (198.18.0.0/15, set aside for tests), as a
 * reverse proxy in front reports it (`startTestServer({ proxyHops: 1 })`, `X-Forwarded-For`).
 */
export const newClientAddress = () => `198.18.${Math.floor(++clientAddresses / 250)}.${(clientAddresses % 250) + 1}`

export interface InviteData {
  email?: string
  name?: string
  role?: Role
  profile?: string
  topics?: number[]
  newsletter?: number[]
  trialEndDate?: string | null
  isBlocked?: boolean
}

/** POST /users as an admin; expects 201. */
export async function invite(server: TestServer, adminToken: string, data: InviteData = {}): Promise<UserBody> {
  const response = await server.api<UserBody>('POST', '/users', {
    token: adminToken,
    body: {
      email: uniqueEmail(data.role ?? 'analyst'),
      name: 'Test User',
      role: 'analyst',
      profile: 'default',
      ...data,
    },
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

/** The invitation token of the latest mail to `email`. */
export async function invitationToken(server: TestServer, email: string): Promise<string> {
  const { token } = lastMailTo(server, email)
  expect(token).toMatch(/^[0-9a-f]{64}$/)
  return token as string
}

/** Invites a user, accepts the invitation with `password`; gives the user and, when it may sign in, a token. */
export async function addUser(
  server: TestServer,
  adminToken: string,
  data: InviteData = {},
  password = 'user-password',
): Promise<{ user: UserBody; password: string }> {
  const user = await invite(server, adminToken, data)
  const verifyToken = await invitationToken(server, user.email)
  const accepted = await server.api('POST', '/accept-invitation', { body: { name: user.name, password, verifyToken } })
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(201)
  return { user, password }
}

export async function addSignedInUser(server: TestServer, adminToken: string, data: InviteData = {}) {
  const { user, password } = await addUser(server, adminToken, data)
  return { user, password, token: await server.signIn(user.email, password) }
}

export const signInAdmin = (server: TestServer) => server.signIn(ADMIN.email, ADMIN.password)

export async function adminId(db: Knex): Promise<string> {
  const row = await userRowByEmail(db, ADMIN.email)
  return row!.id
}

/** A date relative to today as YYYY-MM-DD. */
export function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 24 * 3600 * 1000).toISOString().slice(0, 10)
}

/** A PUT as the console makes it: naming the version of the record as it stands (its updatedAt). */
export async function putCurrent<T = Record<string, unknown>>(
  server: TestServer,
  path: string,
  body: unknown,
  token: string,
): Promise<ApiResponse<T>> {
  const { body: stored } = await server.api<{ updatedAt?: string }>('GET', path, { token })
  const sent = body && typeof body === 'object' && !Array.isArray(body) ? { updatedAt: stored?.updatedAt, ...body } : body
  return server.api<T>('PUT', path, { token, body: sent })
}
