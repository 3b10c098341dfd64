import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityTemplate } from '../../../common/templateFormat'
import { startTestServer, type TestServer } from '../harness'
import { createBody, createEntity, expectNoEntityWritten, expectStatus, getEntity, templateOf } from '../entityHelpers'
import { addSignedInUser, expectError, isoDay, signInAdmin, type UserBody } from '../helpers'

type Account = { user: UserBody; token: string }
interface LinksAnswer {
  data: { id: string; sourceId: string; targetId: number }[]
  errors: { entityId: string; error: string }[]
}

let server: TestServer
let adminToken: string
let ann: Account
let trial: Account
let actor: EntityTemplate
let country: { alpha: number; beta: number; gamma: number }

beforeAll(async () => {
  server = await startTestServer()
  adminToken = await signInAdmin(server)
  ann = await addSignedInUser(server, adminToken, { role: 'analyst', name: 'Ann' })
  trial = await addSignedInUser(server, adminToken, { role: 'trial', trialEndDate: isoDay(30) })
  actor = await templateOf(server, adminToken, 'Actor', 'Organisation')
  const ids = await server
    .db('countries')
    .insert([{ name: 'Topic Alpha' }, { name: 'Topic Beta' }, { name: 'Topic Gamma' }])
    .returning('id')
  country = { alpha: ids[0].id, beta: ids[1].id, gamma: ids[2].id }
})
afterAll(() => server.close())

const entity = (name: string) => createEntity(server, ann.token, createBody(actor, [], { name }))
const setTopics = (body: unknown, token = adminToken) =>
  server.api<LinksAnswer>('POST', '/topic-links', { token, body })
const topicsOf = async (id: string) =>
  (await server.db('topic_links').where({ entityId: id }).orderBy('countryId')).map((row) => row.countryId)
const MISSING = '00000000-0000-4000-8000-000000000000'

describe('POST /topic-links (spec 2 §2, §7): the grid’s Topic cells', () => {
  it('sets each entity’s topics to exactly the list sent, answering its links', async () => {
    const [one, two] = [await entity('Topics one'), await entity('Topics two')]
    const first = expectStatus(
      await setTopics([
        { entityId: one.id, topics: [country.alpha, country.beta] },
        { entityId: two.id, topics: [country.gamma] },
      ]),
      201,
    )
    expect(first.errors).toEqual([])
    expect(first.data.map(({ sourceId, targetId }) => [sourceId, targetId]).sort()).toEqual(
      [
        [one.id, country.alpha],
        [one.id, country.beta],
        [two.id, country.gamma],
      ].sort(),
    )
    const kept = first.data.find((link) => link.targetId === country.beta)!
    const second = expectStatus(await setTopics([{ entityId: one.id, topics: [country.beta, country.gamma] }]), 201)
    expect(await topicsOf(one.id)).toEqual([country.beta, country.gamma])
    // a topic the entity keeps keeps its link
    expect(second.data.find((link) => link.targetId === country.beta)!.id).toBe(kept.id)
    expect((await getEntity(server, adminToken, one.id)).body.topics.map((topic) => topic.name)).toEqual([
      'Topic Beta',
      'Topic Gamma',
    ])
    expectStatus(await setTopics([{ entityId: two.id, topics: [] }]), 201)
    expect(await topicsOf(two.id)).toEqual([])
  })

  it('answers an error for an entity or a country that does not exist, leaving that entity as it was', async () => {
    const [good, bad] = [await entity('Good topics'), await entity('Bad topics')]
    expectStatus(await setTopics([{ entityId: bad.id, topics: [country.alpha] }]), 201)
    const answer = expectStatus(
      await setTopics([
        { entityId: good.id, topics: [country.beta] },
        { entityId: bad.id, topics: [country.gamma, 999999] },
        { entityId: MISSING, topics: [country.alpha] },
        { entityId: good.id, topics: [] },
      ]),
      201,
    )
    expect(answer.errors).toEqual([
      { entityId: bad.id, error: 'Unknown topic' },
      { entityId: MISSING, error: 'Unknown entity' },
      { entityId: good.id, error: 'The same item is sent twice' },
    ])
    expect(answer.data.map((link) => [link.sourceId, link.targetId])).toEqual([[good.id, country.beta]])
    expect(await topicsOf(good.id)).toEqual([country.beta])
    expect(await topicsOf(bad.id)).toEqual([country.alpha])
  })

  it.each([
    ['a single row', (id: string) => ({ entityId: id, topics: [] })],
    ['an empty list', () => []],
    ['an unknown property', (id: string) => [{ entityId: id, topics: [], primary: true }]],
    ['a topic that is no id', (id: string) => [{ entityId: id, topics: ['France'] }]],
    ['a bad entity id', () => [{ entityId: 'nope', topics: [] }]],
  ])('refuses %s with a 400', async (_label, body) => {
    const target = await entity('Refused topics')
    expectError(await expectNoEntityWritten(server, () => setTopics(body(target.id))), 400)
  })

  it('is the admin’s: analysts and trial users get 403, no token 401', async () => {
    const target = await entity('Guarded topics')
    for (const token of [ann.token, trial.token]) {
      const call = () => setTopics([{ entityId: target.id, topics: [country.alpha] }], token)
      expectError(await expectNoEntityWritten(server, call), 403)
    }
    expectError(await server.api('POST', '/topic-links', { body: [] }), 401)
  })
})

describe('DELETE /topic-links/{linkId}', () => {
  it('removes one link, for admins only', async () => {
    const target = await entity('Unlinked')
    const { data } = expectStatus(
      await setTopics([{ entityId: target.id, topics: [country.alpha, country.beta] }]),
      201,
    )
    const link = data.find((one) => one.targetId === country.alpha)!
    const remove = (token?: string, id = link.id) => server.api('DELETE', `/topic-links/${id}`, { token })
    expectError(await expectNoEntityWritten(server, () => remove(ann.token)), 403)
    expectError(await expectNoEntityWritten(server, () => remove(trial.token)), 403)
    expectError(await remove(undefined), 401)
    expect(expectStatus(await remove(adminToken), 200)).toEqual(link)
    expect(await topicsOf(target.id)).toEqual([country.beta])
    expectError(await remove(adminToken), 404)
    expectError(await remove(adminToken, 'nope'), 404)
  })
})
