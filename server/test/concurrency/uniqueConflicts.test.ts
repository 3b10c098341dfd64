import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dictionaryMessages } from '../../../common/dictionaryRules'
import { messages } from '../../../common/messages'
import { UNIQUE_INDEX_MESSAGES } from '../../db/uniqueIndexes'
import { fromDatabase } from '../../hooks/errors'
import { startTestServer, type TestServer } from '../harness'
import { addSignedInUser, countRows, expectError, signInAdmin, uniqueEmail } from '../helpers'

let server: TestServer
let adminToken: string
let analystToken: string

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  analystToken = (await addSignedInUser(server, adminToken, { role: 'analyst' })).token
})

afterAll(() => server.close())

const CONCURRENT = 10
let counter = 0
const unique = (label: string) => `${label} ${Date.now().toString(36)} ${++counter}`

/**
 * Ten creates of one record at once: each service looks for a duplicate before it writes, and on PostgreSQL
 * several of them find none, so all but the first are refused by the unique index itself.
 */
const cases: [string, string, () => { body: Record<string, unknown>; token: string }, string, () => Promise<number>][] =
  []
{
  const email = uniqueEmail('twin')
  cases.push([
    'user invitations with one email',
    '/users',
    () => ({ token: adminToken, body: { email, name: 'Twin', role: 'analyst', profile: 'default' } }),
    messages.emailTaken,
    async () => Number((await server.db('users').whereRaw('lower(email) = lower(?)', [email]).count({ n: '*' }))[0].n),
  ])
  const key = unique('twin-dictionary').replace(/ /g, '-')
  cases.push([
    'dictionaries with one key',
    '/dictionaries',
    () => ({ token: adminToken, body: { key, name: 'Twin', items: [{ value: 'One', category: '' }] } }),
    dictionaryMessages.keyTaken,
    async () => Number((await server.db('dictionaries').where({ key }).count({ n: '*' }))[0].n),
  ])
  const landscape = unique('Twin landscape')
  cases.push([
    'landscapes with one name',
    '/landscapes',
    () => ({ token: analystToken, body: { name: landscape } }),
    messages.landscapeNameTaken,
    async () => Number((await server.db('landscapes').where({ name: landscape }).count({ n: '*' }))[0].n),
  ])
  const brief = unique('Twin brief')
  cases.push([
    'briefs of one type with one name',
    '/briefs',
    () => ({ token: analystToken, body: { name: brief, type: 'core' } }),
    messages.briefNameTaken,
    async () => Number((await server.db('briefs').where({ name: brief }).count({ n: '*' }))[0].n),
  ])
  const type = unique('Twin series')
  cases.push([
    'statistic types with one name',
    '/cross-entity-facet-types',
    () => ({ token: analystToken, body: { name: type, periodicity: 'YEAR' } }),
    messages.ceftNameTaken,
    async () => Number((await server.db('cross_entity_facet_types').where({ name: type }).count({ n: '*' }))[0].n),
  ])
}

describe('concurrent creates of one record', () => {
  it.each(cases)(
    "%s: one 201, the others 409 with the spec's message, one row",
    async (_what, path, call, message, rows) => {
      const answers = await Promise.all(
        Array.from({ length: CONCURRENT }, () => {
          const { token, body } = call()
          return server.api('POST', path, { token, body })
        }),
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(CONCURRENT - 1).fill(409)])
      for (const answer of answers.filter((each) => each.status === 409)) expectError(answer, 409, message)
      expect(await rows()).toBe(1)
    },
  )
})

describe('a unique index met by a write', () => {
  it('is answered with the message of its index, as the database names it (PGlite and PostgreSQL)', async () => {
    const name = unique('Written twice')
    await server.db('landscapes').insert({ name })
    const error = await server
      .db('landscapes')
      .insert({ name: name.toUpperCase() })
      .then(
        () => undefined,
        (raw: unknown) => raw,
      )
    const mapped = fromDatabase(error as { code?: string })
    expect({ code: mapped.code, message: mapped.message }).toEqual({ code: 409, message: messages.landscapeNameTaken })
    expect(await countRows(server.db, 'landscapes')).toBeGreaterThan(0)
  })

  it('names a field when the form shows the message under one', () => {
    const mapped = fromDatabase({ code: '23505', constraint: 'ceft_name' })
    expect(mapped.errors).toEqual({ name: messages.ceftNameTaken })
  })

  it('falls back to a general sentence for an index with no message of its own', () => {
    expect(fromDatabase({ code: '23505', constraint: 'event_feed_item' }).message).toBe(messages.recordExists)
  })

  it('names only indexes the migrations create', async () => {
    const { rows } = await server.db.raw<{ rows: { indexname: string }[] }>(
      'SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND indexname = ANY(?)',
      [Object.keys(UNIQUE_INDEX_MESSAGES)],
    )
    expect(rows.map((row) => row.indexname).sort()).toEqual(Object.keys(UNIQUE_INDEX_MESSAGES).sort())
  })
})
