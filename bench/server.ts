import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Knex } from 'knex'
import { createApp } from '../server/app'
import type { AppConfig } from '../server/config'
import { hashPassword } from '../server/passwords'

/** The bench's own admin and analyst, made once; the app's first admin is left as the database has it. */
export const BENCH_ADMIN = { email: 'admin-bench@example.com', name: 'Bench Admin', password: 'bench-admin-password' }
export const BENCH_ANALYST = {
  email: 'analyst-bench@example.com',
  name: 'Bench Analyst',
  password: 'bench-analyst-password',
}

async function ensureUser(db: Knex, user: typeof BENCH_ADMIN, role: 'admin' | 'analyst') {
  if (await db('users').where({ email: user.email }).first('id')) return
  await db('users').insert({
    email: user.email,
    name: user.name,
    role,
    isVerified: true,
    password: await hashPassword(user.password),
  })
}

/** The bench's admin and analyst, made once: every suite signs in as one of them. */
export async function ensureBenchUsers(db: Knex) {
  await ensureUser(db, BENCH_ADMIN, 'admin')
  await ensureUser(db, BENCH_ANALYST, 'analyst')
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

export interface RunningApi {
  /** http://127.0.0.1:port, where the console is served when a consoleDir was given */
  origin: string
  token: string
  /** Sends a call under /api as the signed-in admin and answers its parsed body; refuses non-2xx. */
  send: <T = unknown>(method: Method, request: string, body?: unknown) => Promise<T>
  /** GETs a path and query under /api, reading the whole answer. */
  get: (request: string) => Promise<void>
  close: () => Promise<void>
}

/** Signs a user (the bench admin unless told) in to an API at `origin`, answering its access token. */
export async function signIn(
  origin: string,
  user: { email: string; password: string } = BENCH_ADMIN,
): Promise<string> {
  const response = await fetch(`${origin}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', email: user.email, password: user.password }),
  })
  if (!response.ok) throw new Error(`${user.email} sign-in: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { accessToken: string }).accessToken
}

/** The real app in this process, on a free port, and a signed-in admin's client of it. */
export async function startApi(db: Knex, config: AppConfig, consoleDir?: string): Promise<RunningApi> {
  await ensureBenchUsers(db)
  const app = createApp({ ...config, port: 0, logLevel: 'silent', consoleDir }, db)
  const server = await app.listen(0)
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const token = await signIn(origin)
  // node's own client on one kept-alive socket: fetch (undici) adds most of a millisecond of its own to every call
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const call = (method: Method, request: string, body?: unknown) =>
    new Promise<string>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body)
      const headers = {
        Authorization: `Bearer ${token}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
      }
      const sent = http.request(`${origin}/api${request}`, { method, agent, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          const status = response.statusCode ?? 0
          if (status < 200 || status > 299) reject(new Error(`${method} ${request}: ${status} ${text.slice(0, 500)}`))
          else resolve(text)
        })
      })
      sent.on('error', reject)
      sent.end(payload)
    })
  return {
    origin,
    token,
    send: async <T>(method: Method, request: string, body?: unknown) => {
      const text = await call(method, request, body)
      return (text ? JSON.parse(text) : undefined) as T
    },
    // read, not parsed: the timed part is the server's
    get: async (request) => {
      await call('GET', request)
    },
    close: () => {
      agent.destroy()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
