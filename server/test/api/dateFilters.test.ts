import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../harness'
import { signInAdmin } from '../helpers'

let server: TestServer
let adminToken: string

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
})
afterAll(() => server.close())

/** Every date filter of every service, with what else the service needs to read a list. */
const DATE_FILTERS: [service: string, filter: string, required?: string][] = [
  ...['createdAt', 'updatedAt'].flatMap((filter): [string, string][] =>
    [
      'users',
      'dictionaries',
      'dictionary-items',
      'entity-templates',
      'cross-entity-facet-types',
      'entities',
      'facets',
      'entity-exports',
    ].map((service) => [service, filter]),
  ),
  ...['created_at', 'updated_at'].flatMap((filter): [string, string][] =>
    ['countries', 'briefs', 'landscapes'].map((service) => [service, filter]),
  ),
  ['mails', 'createdAt'],
  ['events', 'updatedAt'],
  ['regulation', 'updatedAt'],
  ...['articles', 'regulation-feeds', 'regulation-articles'].flatMap((service): [string, string][] => [
    [service, 'date'],
    [service, 'since'],
  ]),
  ['analyst-status', 'from', 'to=2024-03-01'],
  ['analyst-status', 'to', 'from=2024-01-01'],
]

const IMPOSSIBLE = ['2024-02-31', '13/45/2020', 'notadate', '2024-02-30T10:00:00.000Z']

// no filter answers a date that does not exist with a 500: each is refused, as a date, with 400
describe('impossible dates in a filter', () => {
  it.each(DATE_FILTERS)('GET /%s?%s=… answers 400', async (service, filter, required) => {
    for (const value of IMPOSSIBLE) {
      for (const form of [`${filter}=${value}`, `${filter}[$gte]=${value}`]) {
        const query = [form, required].filter(Boolean).join('&')
        const { status, body } = await server.api<{ message: string }>('GET', `/${service}`, {
          token: adminToken,
          query: query.replace('%', '%25').replace(/\//g, '%2F'),
        })
        if (status === 400 && /Unknown property|must be string|must match/.test(body.message) && form.includes('$gte'))
          continue // a filter taking a single value (a day) refuses the operator: also a 400, for what it is
        expect(status, `${service}?${query}: ${JSON.stringify(body)}`).toBe(400)
        expect(body.message, `${service}?${query}`).toMatch(/date|day|time/i)
      }
    }
  })

  it('leaves valid dates alone', async () => {
    // (entity-exports answers a file, not JSON)
    for (const [service, filter, required] of DATE_FILTERS.filter(([service]) => service !== 'entity-exports')) {
      // the lists' day filters take a day; the others a time, as a bound (the feeds' since as it is)
      const day = filter === 'date' || service === 'analyst-status' || ['events', 'regulation'].includes(service)
      const form = day
        ? `${filter}=2024-02-29`
        : `${filter}${filter === 'since' ? '' : '[$gte]'}=2024-02-29T00:00:00.000Z`
      const query = [form, required].filter(Boolean).join('&')
      const { status, body } = await server.api('GET', `/${service}`, { token: adminToken, query })
      expect(status, `${service}?${query}: ${JSON.stringify(body)}`).toBe(200)
    }
  })
})
