import knex, { type Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { messages } from '../../../common/messages'
import { createKnex } from '../../db/knex'
import { migrate } from '../../db/migrate'
import { startTestServer, type TestServer } from '../harness'
import { holdCreate } from '../heldCreate'
import { expectError, signInAdmin } from '../helpers'

let server: TestServer
let adminToken: string

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
})

afterAll(() => server.close())

const health = () => server.api('GET', '/health')

/** Runs `during` with the app on another knex, then gives it its own back. */
async function withKnex(other: Knex, during: () => Promise<void>) {
  const own = server.app.get('knex')
  server.app.set('knex', other)
  try {
    await during()
  } finally {
    server.app.set('knex', own)
    await other.destroy()
  }
}

describe('GET /health', () => {
  it('answers 200 {status: "ok"} while the database answers and has every migration', async () => {
    expect(await health()).toEqual({ status: 200, body: { status: 'ok' } })
  })

  it('answers 503 naming the database while no database server answers, and 200 once it is back', async () => {
    // a port nothing listens on: the database server is away
    const away = await createKnex({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', dataDir: null })
    await withKnex(away, async () => {
      expectError(await health(), 503, messages.databaseAway)
    })
    expect((await health()).status).toBe(200)
  })

  it('answers 503 while a migration has not run, and 200 once it has', async () => {
    const last = await server.db('knex_migrations').orderBy('id', 'desc').first()
    await server.db('knex_migrations').where({ id: last.id }).delete()
    try {
      const answer = await health()
      expectError(answer, 503, messages.databaseNotMigrated)
      expect(answer.body).toMatchObject({ data: { pending: [last.name] } })
    } finally {
      await server.db('knex_migrations').insert(last)
    }
    expect((await health()).status).toBe(200)
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL: a save whose connection is ended under it (a restart) answers 503, and health 200 right after',
    async () => {
      const key = `restart-${Date.now().toString(36)}`
      const held = holdCreate(server, adminToken, key)
      await held.inside
      const { rows } = await server.db.raw<{ rows: { name: string }[] }>('SELECT current_database() AS name')
      const admin = knex({ client: 'pg', connection: process.env.TEST_DATABASE_URL, pool: { min: 0, max: 1 } })
      try {
        const ended = await admin.raw<{ rows: { ended: number }[] }>(
          'SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity WHERE datname = ?',
          [rows[0].name],
        )
        expect(ended.rows[0].ended).toBeGreaterThan(0)
      } finally {
        await admin.destroy()
      }
      held.open()
      expect(await held.answer).toBe(503)
      expect(await server.db('dictionaries').where({ key }).first()).toBeUndefined()
      expect(await health()).toEqual({ status: 200, body: { status: 'ok' } })
    },
  )

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL: 503 for every call once its database is dropped, 503 while a new one is empty, 200 once migrated',
    async () => {
      const { rows } = await server.db.raw<{ rows: { name: string }[] }>('SELECT current_database() AS name')
      const name = rows[0].name
      const admin = knex({ client: 'pg', connection: process.env.TEST_DATABASE_URL, pool: { min: 0, max: 1 } })
      try {
        await admin.raw(`DROP DATABASE ${name} WITH (FORCE)`)
        expectError(await health(), 503, messages.databaseAway)
        expectError(await server.api('GET', '/landscapes', { token: adminToken }), 503, messages.databaseAway)
        await admin.raw(`CREATE DATABASE ${name}`)
        expectError(await health(), 503, messages.databaseNotMigrated)
        await migrate(server.db)
        expect(await health()).toEqual({ status: 200, body: { status: 'ok' } })
      } finally {
        await admin.raw(`CREATE DATABASE ${name}`).catch(() => undefined)
        await admin.destroy()
      }
    },
  )
})
