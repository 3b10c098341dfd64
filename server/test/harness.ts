import { readFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import knex, { type Knex } from 'knex'
import { inject } from 'vitest'
import { createApp } from '../app'
import type { AppConfig } from '../config'
import { createKnex } from '../db/knex'
import { migrate } from '../db/migrate'
import { seedReference } from '../db/seedReference'
import type { Application } from '../declarations'
import type { OutgoingMail } from '../mail/mailer'
import { databaseUrl, type DatabaseTemplate } from './databaseTemplate'

export const ADMIN = { email: 'admin@example.com', password: 'admin-password' }

/** The dump every in-memory test database copies, read once per test file. */
let embeddedTemplate: Promise<Blob> | undefined

/** The run's database template, none outside vitest (the bench's imports script uses the harness too). */
function runTemplate(): DatabaseTemplate | undefined {
  try {
    return inject('databaseTemplate')
  } catch {
    return undefined
  }
}

/**
 * A fresh database, a copy of the run's migrated one where there is one (server/test/databaseTemplate.ts):
 * in-memory PGlite, or a new database on TEST_DATABASE_URL's server.
 */
async function freshDatabase(): Promise<{ db: Knex; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL
  const template = runTemplate()
  if (!url) {
    if (template?.kind === 'embedded') embeddedTemplate ??= readFile(template.file).then((dump) => new Blob([dump]))
    const db = await createKnex({ dataDir: null, copyOf: await embeddedTemplate })
    return { db, drop: () => db.destroy() }
  }
  const name = `console_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`
  const admin = knex({ client: 'pg', connection: url, pool: { min: 0, max: 1 } })
  await admin.raw(`CREATE DATABASE ${name}${template?.kind === 'postgres' ? ` TEMPLATE ${template.name}` : ''}`)
  const db = await createKnex({ databaseUrl: databaseUrl(url, name), dataDir: null })
  return {
    db,
    drop: async () => {
      await db.destroy()
      await admin.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.destroy()
    },
  }
}

export interface ApiResponse<T = unknown> {
  status: number
  body: T
}

export interface TestServer {
  app: Application
  db: Knex
  /** The listening HTTP server (to stop it as a SIGTERM would). */
  http: Server
  url: string
  /** Calls the API over HTTP as a client would. `query` is sent as a raw query string. */
  api: <T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; query?: string; headers?: Record<string, string> },
  ) => Promise<ApiResponse<T>>
  signIn: (email: string, password: string) => Promise<string>
  /** Every mail sent, as its recipient got it, links whole (the mails table keeps them without tokens). */
  sentMails: OutgoingMail[]
  close: () => Promise<void>
}

/** A second connection pool to another test server's PostgreSQL database, as a second API process opens. */
async function sameDatabaseAs(server: TestServer): Promise<{ db: Knex; drop: () => Promise<void> }> {
  const { connectionString } = server.db.client.config.connection as { connectionString: string }
  const db = await createKnex({ databaseUrl: connectionString, dataDir: null })
  return { db, drop: () => db.destroy() }
}

/**
 * An API server on a fresh database, or, given `sharing` (on PostgreSQL), a second API process on the
 * database of that one.
 */
export async function startTestServer(overrides: Partial<AppConfig> = {}, sharing?: TestServer): Promise<TestServer> {
  const { db, drop } = sharing ? await sameDatabaseAs(sharing) : await freshDatabase()
  await migrate(db)
  const config: AppConfig = {
    port: 0,
    dataDir: null,
    jwtSecret: 'test-secret',
    jwtExpiresIn: '1h',
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    publicUrl: 'http://console.test',
    consumerAppUrl: 'http://consumer.test',
    mailFrom: 'test@console.test',
    consoleDir: undefined,
    logLevel: 'silent',
    ...overrides,
  }
  await seedReference(db, config)
  const app = createApp(config, db)
  const sentMails: OutgoingMail[] = []
  const mailer = app.get('mailer')
  app.set('mailer', {
    async send(mail, options) {
      await mailer.send(mail, options)
      sentMails.push(mail)
    },
  })
  const server = await app.listen(0)
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const api: TestServer['api'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers }
    if (options.token) headers.Authorization = `Bearer ${options.token}`
    if (options.body !== undefined) headers['Content-Type'] = 'application/json'
    const response = await fetch(`${url}/api${path}${options.query ? `?${options.query}` : ''}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const text = await response.text()
    // what the request left to do after its answer (a reset mail) is done before the test reads on
    await app.get('background').idle()
    return { status: response.status, body: text ? JSON.parse(text) : null }
  }

  const signIn = async (email: string, password: string) => {
    const { status, body } = await api<{ accessToken: string }>('POST', '/authentication', {
      body: { email, password, strategy: 'local' },
    })
    if (status !== 201) throw new Error(`sign-in of ${email} failed with ${status}: ${JSON.stringify(body)}`)
    return body.accessToken
  }

  return {
    app,
    db,
    http: server,
    url,
    api,
    signIn,
    sentMails,
    close: async () => {
      app.get('realtime').disconnectSockets()
      await new Promise((resolve) => server.close(resolve))
      await app.get('background').idle()
      await app.get('realtime').close()
      await app.get('exportDb').close()
      await drop()
    },
  }
}

/** Latest mail sent to an address, and the token of the first link in it. */
export function lastMailTo(server: Pick<TestServer, 'sentMails'>, to: string) {
  const mail = server.sentMails.findLast((sent) => sent.to === to)
  const token = mail ? /(?:verifyToken|resetToken)=([0-9a-f]+)/.exec(mail.text)?.[1] : undefined
  return { mail, token }
}
