import type { AddressInfo } from 'node:net'
import type { Knex } from 'knex'
import { createApp } from '../server/app'
import type { AppConfig } from '../server/config'
import { hashPassword } from '../server/passwords'

const ADMIN = { email: 'admin-bench@example.com', name: 'Bench Admin', password: 'bench-admin-password' }

/** The bench's own admin, made once; the app's first admin is left as the database has it. */
async function ensureAdmin(db: Knex) {
  if (await db('users').where({ email: ADMIN.email }).first('id')) return
  await db('users').insert({
    email: ADMIN.email,
    name: ADMIN.name,
    role: 'admin',
    isVerified: true,
    password: await hashPassword(ADMIN.password),
  })
}

export interface RunningApi {
  /** GETs a path and query under /api as the signed-in admin, reading the whole answer; refuses non-2xx. */
  get: (request: string) => Promise<void>
  close: () => Promise<void>
}

/** The real app in this process, on a free port, and a signed-in admin's client of it. */
export async function startApi(db: Knex, config: AppConfig): Promise<RunningApi> {
  await ensureAdmin(db)
  const app = createApp({ ...config, port: 0, logLevel: 'silent', consoleDir: undefined }, db)
  const server = await app.listen(0)
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
  const signIn = await fetch(`${base}/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ strategy: 'local', email: ADMIN.email, password: ADMIN.password }),
  })
  if (!signIn.ok) throw new Error(`bench admin sign-in: ${signIn.status} ${await signIn.text()}`)
  const { accessToken } = (await signIn.json()) as { accessToken: string }
  return {
    get: async (request) => {
      const response = await fetch(`${base}${request}`, { headers: { Authorization: `Bearer ${accessToken}` } })
      if (!response.ok) throw new Error(`GET ${request}: ${response.status} ${await response.text()}`)
      await response.arrayBuffer()
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
