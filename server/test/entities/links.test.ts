import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EntityRecord } from '../../../common/entityFormat'
import type { EntityTemplate } from '../../../common/templateFormat'
import type { EntityInfo } from '../../services/entity-infos/entity-infos.schema'
import type { EntityRelationship } from '../../services/relationship-to-entities/relationship-to-entities.schema'
import { startTestServer, type TestServer } from '../harness'
import {
  createBody,
  createEntity,
  expectNoEntityWritten,
  expectStatus,
  facetTypeOf,
  fieldTypeOf,
  getEntity,
  newFacet,
  patchEntity,
  saveBody,
  templateOf,
  uniqueName,
} from '../entityHelpers'
import { expectError, signInAdmin, type Page } from '../helpers'

let server: TestServer
let token: string
let actor: EntityTemplate
let plot: EntityTemplate
let comparisonSet: EntityTemplate
let alpha: EntityRecord
let beta: EntityRecord
let story: EntityRecord

const named = (template: EntityTemplate, name: string) =>
  createEntity(
    server,
    token,
    createBody(template, [newFacet(facetTypeOf(template, 'Name'), { value: [{ value: name }] })]),
  )

/** A save of `entity` adding a facet of `facetType` holding one link. */
const withLink = (entity: EntityRecord, template: EntityTemplate, facetType: string, link: Record<string, unknown>) => {
  const type = facetTypeOf(template, facetType)
  const field = type.facetFieldTypes.find((one) => one.kind === 'Link')!
  return saveBody(entity, {
    facets: [newFacet(type, {}, { links: [{ facetFieldTypeId: field.id, ...link } as never] })],
  })
}

beforeAll(async () => {
  server = await startTestServer()
  token = await signInAdmin(server)
  actor = await templateOf(server, token, 'Actor', 'Organisation')
  plot = await templateOf(server, token, 'Plot')
  comparisonSet = await templateOf(server, token, 'Brief', 'Comparison Set')
  alpha = await named(actor, uniqueName('Alpha'))
  beta = await named(actor, uniqueName('Beta'))
  story = await named(plot, uniqueName('Story'))
  for (const [key, values] of [
    ['relationship-type-to', ['Owns', 'Supplies']],
    ['relationship-type-from', ['Is owned by']],
  ] as const) {
    const [dictionary] = await server.db('dictionaries').insert({ key, name: key }).returning('id')
    await server
      .db('dictionary_items')
      .insert(values.map((value, position) => ({ dictionaryId: dictionary.id, value, category: ' ', position })))
  }
})
afterAll(() => server.close())

describe('Link fields', () => {
  it('stores a link by its field’s rules, with the field’s default significance, and shows it reversed from the target', async () => {
    const saved = expectStatus(
      await patchEntity(
        server,
        token,
        alpha.id,
        withLink(alpha, actor, 'Related Actors', { targetId: beta.id, direction: 'TO', type: 'Owns' }),
      ),
      200,
    )
    const facet = saved.facets.find((one) => one.facetTypeId === facetTypeOf(actor, 'Related Actors').id)!
    expect(facet.links).toEqual([
      expect.objectContaining({
        targetId: beta.id,
        direction: 'TO',
        type: 'Owns',
        strength: 3,
        target: expect.objectContaining({ name: beta.name }),
      }),
    ])
    const fromBeta = expectStatus(
      await server.api<{ data: EntityRelationship[] }>('GET', `/relationship-to-entities/${beta.id}`, { token }),
      200,
    )
    expect(fromBeta.data).toEqual([
      expect.objectContaining({ targetId: alpha.id, type: 'Owns', direction: 'FROM', incoming: true, fromFacet: true }),
    ])
  })

  it('refuses a direction, target, type or strength the field does not take, and a missing target; nothing written', async () => {
    const cases: [EntityRecord, EntityTemplate, string, Record<string, unknown>, string | RegExp][] = [
      [
        alpha,
        actor,
        'Related Actors',
        { targetId: beta.id, direction: 'FROM', type: 'Owns' },
        'Value is not in dictionary relationship-type-from',
      ],
      [
        alpha,
        actor,
        'Related Actors',
        { targetId: story.id, direction: 'TO' },
        'This link field does not link to entities of type Plot',
      ],
      [alpha, actor, 'Related Actors', { targetId: beta.id, direction: 'TO', strength: 6 }, /./],
      [
        alpha,
        actor,
        'Related Actors',
        { targetId: '7f1c3a52-1111-4111-8111-111111111111', direction: 'TO' },
        'Unknown link target',
      ],
      [alpha, actor, 'Related Actors', { targetId: alpha.id, direction: 'TO' }, /itself/],
    ]
    const set = await named(comparisonSet, uniqueName('Set'))
    cases.push([
      set,
      comparisonSet,
      'Members',
      { targetId: beta.id, direction: 'FROM' },
      'This link field does not take the direction FROM',
    ])
    cases.push([
      set,
      comparisonSet,
      'Members',
      { targetId: beta.id, direction: 'TO', strength: 2 },
      'This link field takes no strength',
    ])
    for (const [entity, template, facetType, link, message] of cases) {
      const fresh = expectStatus(await getEntity(server, token, entity.id), 200)
      await expectNoEntityWritten(server, async () =>
        expectError(
          await patchEntity(server, token, fresh.id, withLink(fresh, template, facetType, link)),
          400,
          message,
        ),
      )
    }
    // the fixed direction is taken
    const member = expectStatus(
      await patchEntity(
        server,
        token,
        set.id,
        withLink(set, comparisonSet, 'Members', { targetId: beta.id, direction: 'TO' }),
      ),
      200,
    )
    const members = member.facets.find((one) => one.facetTypeId === facetTypeOf(comparisonSet, 'Members').id)!
    expect(members.links[0]).toMatchObject({ direction: 'TO', strength: null })
    expect(fieldTypeOf(facetTypeOf(comparisonSet, 'Members'), 'link').rules.Direction).toBe('fixed-to')
  })
})

describe('GET /entity-infos', () => {
  it('searches by name among the types a picker allows, with topics and the kind of brief', async () => {
    const [country] = await server.db('countries').insert({ name: 'Infoland' }).returning('id')
    await server.db('topic_links').insert({ entityId: beta.id, countryId: country.id })
    const found = (query: string) =>
      server
        .api<Page<EntityInfo>>('GET', '/entity-infos', { token, query })
        .then((response) => expectStatus(response, 200))
    const byName = await found(
      `name[$iLike]=${encodeURIComponent(beta.name.slice(0, 6))}&type[$in][]=Actor&$sort[name]=1&$limit=1000`,
    )
    expect(byName.data.map((one) => one.id)).toContain(beta.id)
    expect(byName.data.find((one) => one.id === beta.id)).toMatchObject({
      type: 'Actor',
      subType: 'Organisation',
      briefType: null,
      topics: [{ id: country.id, name: 'Infoland' }],
    })
    const sets = await found('$limit=5&type=Brief&subType=Comparison Set')
    expect(sets.data.every((one) => one.type === 'Brief' && one.subType === 'Comparison Set')).toBe(true)
    expect(sets.data[0]?.briefType).toBe('comparison')
    const either = await found('$or[0][type]=Plot&$or[1][type]=Brief&$or[1][subType]=Comparison Set&$limit=1000')
    expect(new Set(either.data.map((one) => one.type))).toEqual(new Set(['Plot', 'Brief']))
    expect((await found(`topicId=${country.id}`)).data.map((one) => one.id)).toEqual([beta.id])
    expect((await found(`id=${alpha.id}`)).data.map((one) => one.id)).toEqual([alpha.id])
    for (const query of ['$limit=1001', 'nope=1', 'id=x']) {
      expectError(await server.api('GET', '/entity-infos', { token, query }), 400)
    }
  })

  it("narrows an $or kind to one kind of brief with briefType (spec 2 §7 'Link pickers')", async () => {
    const core = await named(await templateOf(server, token, 'Brief', 'Core Brief'), uniqueName('Kind core'))
    const industry = await named(
      await templateOf(server, token, 'Brief', 'Industry Brief'),
      uniqueName('Kind industry'),
    )
    const answer = await server
      .api<Page<EntityInfo>>('GET', '/entity-infos', {
        token,
        query: `name[$iLike]=Kind&$or[0][type]=Actor&$or[1][type]=Brief&$or[1][briefType]=core&$limit=1000`,
      })
      .then((response) => expectStatus(response, 200))
    const ids = answer.data.map((one) => one.id)
    expect(ids).toContain(core.id)
    expect(ids).not.toContain(industry.id)
    expect(answer.data.find((one) => one.id === core.id)?.briefType).toBe('core')
  })
})
