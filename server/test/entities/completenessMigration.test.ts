import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityTemplate } from '../../../common/templateFormat'
import { up as missingRequiredFacets } from '../../db/migrations/027_missing_required_facets'
import { startTestServer, type TestServer } from '../harness'
import { createBody, createEntity, facetTypeOf, newFacet, templateOf } from '../entityHelpers'
import { signInAdmin } from '../helpers'

let server: TestServer
let adminToken: string
let actor: EntityTemplate

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
})
afterAll(() => server.close())

const stored = async (id: string): Promise<number> =>
  (await server.db('entities').where({ id }).first('completeness')).completeness

// spec 2 §3 completeness: a required facet type without a facet counts as one facet not filled
describe('migration 027: the completeness stored before a missing required facet counted', () => {
  it('stores the new value for an entity lacking a required facet, and leaves the others alone', async () => {
    const type = (name: string) => facetTypeOf(actor, name)
    expect(type('Summary').required).toBe(true)
    const lacking = await createEntity(
      server,
      adminToken,
      createBody(actor, [newFacet(type('Name'), { value: [{ value: 'Half Co' }] })]),
    )
    const now = await stored(lacking.id)
    expect(now).toBeLessThan(100)
    const whole = await createEntity(
      server,
      adminToken,
      createBody(
        actor,
        actor.facetTypes
          .filter((facetType) => !facetType.deleted && (facetType.required || facetType.name === 'Name'))
          .map((facetType) => newFacet(facetType, facetType.name === 'Name' ? { value: [{ value: 'Whole Co' }] } : {})),
      ),
    )
    const wholeNow = await stored(whole.id)
    // as the old rule stored them: the one facet there filled, so 100 %; the other left as it was, though stale
    await server.db('entities').where({ id: lacking.id }).update({ completeness: 100 })
    await server
      .db('entities')
      .where({ id: whole.id })
      .update({ completeness: wholeNow + 1 })
    const updatedAt = (await server.db('entities').where({ id: lacking.id }).first('updatedAt')).updatedAt

    await missingRequiredFacets(server.db)

    expect(await stored(lacking.id)).toBe(now)
    expect(await stored(whole.id)).toBe(wholeNow + 1)
    // not a save: the version an open editor holds stays valid
    expect((await server.db('entities').where({ id: lacking.id }).first('updatedAt')).updatedAt).toEqual(updatedAt)
  })
})
